import { describe, expect, it } from 'vitest';
import { aptidaoLabel, tipoAsoLabel, treinamentoLabel } from './labels';

describe('document labels', () => {
  it('names the ASO type as the screens do', () => {
    expect(tipoAsoLabel(52)).toBe('Periódico');
    expect(tipoAsoLabel(47)).toBe('Admissional');
  });

  it.each([
    [1, 'Apto'],
    [2, 'Apto com restrições'],
    [5, 'Inapto'],
    [6, 'Inapto'],
  ])('names aptitude %i %s (6 is shown as unfit, spec 1 §4)', (value, label) => {
    expect(aptidaoLabel(value)).toBe(label);
  });

  it('refuses an aptitude that does not exist', () => {
    expect(() => aptidaoLabel(3)).toThrow(RangeError);
  });

  it.each([
    [1, 'Apto'],
    [2, 'Inapto'],
    [3, 'Não se aplica'],
    [0, '-'],
    [undefined, '-'],
  ])('names special-training value %s %s', (value, label) => {
    expect(treinamentoLabel(value)).toBe(label);
  });
});
