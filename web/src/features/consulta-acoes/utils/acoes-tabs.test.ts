import { describe, expect, it } from 'vitest';
import { acoesTabs } from './acoes-tabs';

describe('acoesTabs', () => {
  it('offers the four tabs while the consultation is attended', () => {
    expect(acoesTabs(55)).toEqual(['aso', 'ficha', 'liberar', 'cancelar']);
    expect(acoesTabs(69)).toEqual(['aso', 'ficha', 'liberar', 'cancelar']);
  });

  it('leaves Cancelar Consulta out once released apt (66)', () => {
    expect(acoesTabs(66)).toEqual(['aso', 'ficha', 'liberar']);
  });

  it('offers nothing for a closed or cancelled consultation (57, 58)', () => {
    expect(acoesTabs(57)).toEqual([]);
    expect(acoesTabs(58)).toEqual([]);
  });
});
