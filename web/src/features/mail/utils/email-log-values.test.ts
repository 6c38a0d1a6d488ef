import { describe, expect, it } from 'vitest';
import { defaultEmailLogRange, situacaoView } from './email-log-values';

describe('defaultEmailLogRange', () => {
  it('goes from one year back to one day ahead', () => {
    // Act
    const range = defaultEmailLogRange('2026-03-10');
    // Assess
    expect(range).toEqual(['2025-03-10', '2026-03-11']);
  });

  it('crosses the end of the year', () => {
    // Act
    const range = defaultEmailLogRange('2026-12-31');
    // Assess
    expect(range).toEqual(['2025-12-31', '2027-01-01']);
  });
});

describe('situacaoView', () => {
  it('names each situation in Portuguese', () => {
    // Act
    const labels = (['pendente', 'enviando', 'enviado', 'falha'] as const).map((situacao) => situacaoView(situacao).label);
    // Assess
    expect(labels).toEqual(['Pendente', 'Enviando', 'Enviado', 'Falha']);
  });
});
