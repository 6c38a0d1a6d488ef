import { describe, expect, it } from 'vitest';
import { isSettled, statusText, statusVariation } from './upload-status';

describe('upload statuses (spec 2 §4)', () => {
  it('settles when done or failed', () => {
    // Assess
    expect((['aguardando_arquivo', 'processando', 'concluido', 'falha'] as const).map((situacao) => isSettled({ situacao }))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('colours 79 green, 193 blue, 80 red, and a page being read yellow', () => {
    // Assess
    expect([79, 193, 80, null].map(statusVariation)).toEqual(['success', 'info', 'error', 'warning']);
  });

  it('shows the status, else what the upload is doing', () => {
    // Assess
    expect(statusText({ descricao: 'Processado' }, 'concluido')).toBe('Processado');
    expect(statusText(null, 'aguardando_arquivo')).toBe('Aguardando arquivo');
    expect(statusText(null)).toBe('Processando');
  });
});
