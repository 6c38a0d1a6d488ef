import { esocialMensagens } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { bytesToBase64, certificateFileProblem, daysLeftText, formatDay } from './certificate-file';

describe('certificateFileProblem', () => {
  it('accepts .pfx and .p12 files up to 64 kB whatever the case of the extension', () => {
    // Assess
    expect(certificateFileProblem({ name: 'empresa.pfx', size: 3000 })).toBeNull();
    expect(certificateFileProblem({ name: 'EMPRESA.P12', size: 64 * 1024 })).toBeNull();
  });

  it('refuses other extensions with the A1 message, large files and empty ones', () => {
    // Assess
    expect(certificateFileProblem({ name: 'empresa.cer', size: 3000 })).toBe(esocialMensagens.somenteA1);
    expect(certificateFileProblem({ name: 'empresa.pfx', size: 64 * 1024 + 1 })).toBe('Arquivo maior que 64 kB');
    expect(certificateFileProblem({ name: 'empresa.pfx', size: 0 })).toBe('Arquivo de certificado inválido');
  });
});

describe('bytesToBase64', () => {
  it('encodes bytes as Node does, also beyond one chunk', () => {
    // Prepare
    const bytes = new Uint8Array(70_000).map((_, index) => index % 256);

    // Act
    const encoded = bytesToBase64(bytes);

    // Assess
    expect(bytesToBase64(new Uint8Array([77, 97, 110]))).toBe('TWFu');
    expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
  });
});

describe('formatDay', () => {
  it('shows the day in Brasília time, empty for nothing or an invalid date', () => {
    // Assess
    expect(formatDay('2026-03-01T02:00:00Z')).toBe('28/02/2026');
    expect(formatDay('2026-03-01T12:00:00Z')).toBe('01/03/2026');
    expect(formatDay(null)).toBe('');
    expect(formatDay('ontem')).toBe('');
  });
});

describe('daysLeftText', () => {
  it('counts the days left and says when it expired', () => {
    // Assess
    expect(daysLeftText(5)).toBe('5 dia(s)');
    expect(daysLeftText(0)).toBe('0 dia(s)');
    expect(daysLeftText(-1)).toBe('Vencido');
  });
});
