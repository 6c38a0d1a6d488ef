import { describe, expect, it } from 'vitest';
import { descricaoDoErroDeLeiaute, mensagemDaRegra } from './esocial-validacao';

describe('descricaoDoErroDeLeiaute', () => {
  it.each([
    [
      { element: 'cpfTrab', message: "Element 'cpfTrab': [facet 'pattern'] The value '123' is not accepted by the pattern '\\d{11}'." },
      "O valor '123' do campo cpfTrab não tem o formato exigido pelo leiaute do eSocial.",
    ],
    [
      { element: 'tpAso', message: "Element 'tpAso': [facet 'enumeration'] The value '9' is not an element of the set {'0', '1'}." },
      "O valor '9' do campo tpAso não está entre os valores permitidos pelo leiaute do eSocial.",
    ],
    [
      { element: 'nmTrab', message: "Element 'nmTrab': [facet 'maxLength'] The value has a length of '80'; this exceeds the allowed maximum length of '70'." },
      'O valor do campo nmTrab tem um tamanho que o leiaute do eSocial não permite.',
    ],
    [
      { element: 'exMedOcup', message: "Element 'exMedOcup': Missing child element(s). Expected is ( respMonit )." },
      'Falta um campo obrigatório em exMedOcup (leiaute do eSocial).',
    ],
    [{ element: 'foo', message: "Element 'foo': This element is not expected." }, 'O campo foo não é esperado nessa posição pelo leiaute do eSocial.'],
    [{ element: null, message: 'Documento inválido' }, 'O evento não atende ao leiaute do eSocial.'],
  ])('tells %j in pt-BR, naming the field and never repeating the English text', (erro, esperado) => {
    // Act
    const descricao = descricaoDoErroDeLeiaute(erro);
    // Assess
    expect(descricao).toBe(esperado);
    expect(descricao).not.toMatch(/Element|facet|expected|value/);
  });
});

describe('mensagemDaRegra', () => {
  it.each([
    ['Invalid input: expected string, received undefined', 'Campo obrigatório'],
    ['Too small: expected string to have >=1 characters', 'Tamanho ou valor fora do permitido'],
    ['Invalid string: must match pattern /^\\d{3}$/', 'Formato inválido'],
    ['Invalid option: expected one of "1"|"2"', 'Valor não permitido'],
    ['Unrecognized key: "x"', 'Campo não previsto no leiaute'],
    ['Invalid input: expected number, received string', 'Valor inválido'],
    ['CEP inválido', 'CEP inválido'],
  ])('tells %s as %s', (message, expected) => {
    expect(mensagemDaRegra(message)).toBe(expected);
  });
});
