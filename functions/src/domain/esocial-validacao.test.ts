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
    [
      { element: null, message: "[facet 'pattern'] The value '1' is not accepted by the pattern '\\d{11}'." },
      "O valor '1' de um campo não tem o formato exigido pelo leiaute do eSocial.",
    ],
    [
      { element: 'nmTrab', message: `Element 'nmTrab': [facet 'pattern'] The value '${'A'.repeat(80)}' is not accepted by the pattern '.{2,70}'.` },
      `O valor '${'A'.repeat(60)}' do campo nmTrab não tem o formato exigido pelo leiaute do eSocial.`,
    ],
    [
      { element: 'durTrat', message: "Element 'durTrat': [facet 'maxInclusive'] The value '10000' is greater than the maximum value allowed ('9999')." },
      "O valor '10000' do campo durTrat está fora dos limites do leiaute do eSocial.",
    ],
    [
      { element: 'intConc', message: "Element 'intConc': [facet 'fractionDigits'] The value '1.23456' has more fractional digits than are allowed ('4')." },
      "O valor '1.23456' do campo intConc está fora dos limites do leiaute do eSocial.",
    ],
    [
      { element: 'dscSetor', message: "Element 'dscSetor': [facet 'whiteSpace'] The value ' a ' is not a valid value of the atomic type 'TS_texto'." },
      "O valor ' a ' do campo dscSetor não é válido para o leiaute do eSocial.",
    ],
    [
      { element: 'dtAso', message: "Element 'dtAso': '2026-13-01' is not a valid value of the atomic type 'xs:date'." },
      'O valor do campo dtAso não é válido para o leiaute do eSocial.',
    ],
    [{ element: null, message: 'Missing child element(s). Expected is ( ideEvento ).' }, 'Falta um campo obrigatório no evento (leiaute do eSocial).'],
    [{ element: null, message: 'This element is not expected.' }, 'O campo não é esperado nessa posição pelo leiaute do eSocial.'],
    [{ element: 'eSocial', message: 'Documento inválido' }, 'O evento não atende ao leiaute do eSocial no campo eSocial.'],
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

describe('mensagemDaRegra reads the kind of rule zod states first', () => {
  it.each([
    ['Invalid option: expected one of "Required"|"Optional"', 'Valor não permitido'],
    ['Invalid input: Too small for the field', 'Valor inválido'],
    ['Invalid input: expected a date, got an invalid string', 'Valor inválido'],
    ['Unrecognized key: "invalid option"', 'Campo não previsto no leiaute'],
    ['Invalid input: Unrecognized key "x"', 'Valor inválido'],
  ])('not words quoted from the input: %s', (message, expected) => {
    expect(mensagemDaRegra(message)).toBe(expected);
  });
});
