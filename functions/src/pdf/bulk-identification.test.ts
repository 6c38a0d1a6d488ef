import { describe, expect, it } from 'vitest';
import { makeMixedBulk, memoryLookup } from './fixtures';
import type { ExpectedIdentification } from './fixtures';
import { identifyPage } from './identify';
import { readPage } from './read-page';
import { splitPdf } from './split';

/*
 * The whole path the upload workers will take, in process: split the bulk file, read each page (text, QR code
 * when needed), identify it against the tenant's consultations.
 */

const today = '2025-03-20';

describe('a mixed bulk upload', () => {
  it(
    'identifies all 20 pages right: generated and scanned ASOs by code, one CPF match, the rest to manual',
    async () => {
      // Prepare
      const mixed = await makeMixedBulk({ tenant: 'demo', today });
      const lookup = memoryLookup('demo', mixed.consultations);
      // Act
      const pages = await splitPdf(mixed.bytes);
      const found = [];
      for (const page of pages) found.push(await identifyPage(await readPage(page), lookup, { today }));
      // Assess
      expect(pages).toHaveLength(20);
      const summary: ExpectedIdentification[] = found.map((result) =>
        result.kind === 'manual' ? { kind: 'manual' } : { kind: result.kind, idCon: result.consultation.idCon },
      );
      expect(summary).toEqual(mixed.expected);
      const bySource = found.map((result) => (result.kind === 'code' ? result.source : result.kind));
      expect(bySource.filter((source) => source === 'qr')).toHaveLength(5);
      expect(bySource.filter((source) => source === 'texto')).toHaveLength(9);
    },
    90_000,
  );
});
