import { asoUploadTooLargeMessage } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { cappedPercent, pagesPercent, pagesProgressText, s3Failure, s3FailureMessage } from './upload-progress';

describe('cappedPercent (spec 1 §5)', () => {
  it('stays at 99 % until S3 answers, then shows 100', () => {
    // Assess
    expect([0, 0.5, 0.994, 1].map((fraction) => cappedPercent(fraction))).toEqual([0, 50, 99, 99]);
    expect(cappedPercent(1, true)).toBe(100);
    expect(cappedPercent(Number.NaN)).toBe(0);
  });
});

describe('s3Failure', () => {
  it('explains EntityTooLarge as the 25 MB limit and anything else as a generic failure', () => {
    // Assess
    expect(s3Failure('<?xml version="1.0"?><Error><Code>EntityTooLarge</Code><Message>…</Message></Error>')).toBe(asoUploadTooLargeMessage);
    expect(s3Failure('<Error><Code>AccessDenied</Code></Error>')).toBe(s3FailureMessage);
    expect(s3Failure('')).toBe(s3FailureMessage);
  });
});

describe('pages progress', () => {
  it('counts pages processed once the file is split', () => {
    // Assess
    expect(pagesProgressText({ paginas: null, paginas_processadas: 0 })).toBe('Aguardando o processamento do arquivo...');
    expect(pagesProgressText({ paginas: 5, paginas_processadas: 3 })).toBe('3 de 5 páginas processadas');
    expect(pagesPercent({ paginas: 5, paginas_processadas: 3 })).toBe(60);
    expect(pagesPercent({ paginas: null, paginas_processadas: 0 })).toBe(0);
  });
});
