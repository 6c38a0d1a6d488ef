import { describe, expect, it } from 'vitest';
import { gerarXmlResumo } from './gerar-xml';

describe('gerarXmlResumo', () => {
  it('says how many events were created, already existed and came out with errors', () => {
    // Act and assess
    expect(gerarXmlResumo({ criados: 2, existentes: 1, com_erros: 1 })).toBe('2 evento(s) criado(s), 1 já existente(s), 1 com erros');
    expect(gerarXmlResumo({ criados: 0 })).toBe('0 evento(s) criado(s)');
  });
});
