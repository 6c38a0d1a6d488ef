import { describe, expect, it } from 'vitest';
import { avisoDoTitular, avisoTitularMensagem, ehMatriz } from './esocial-titular';

const empregador = '11222333000181';

describe('ehMatriz', () => {
  it.each([
    ['the head office itself', { cnpj: '11222333000181' }, empregador, true],
    ['the head office, masked', { cnpj: '11.222.333/0001-81' }, '11.222.333/0001-81', true],
    ['the head office of a branch employer record', { cnpj: '11222333000181' }, '11222333000262', true],
    ['a branch', { cnpj: '11222333000262' }, empregador, false],
    ['another root', { cnpj: '11444777000161' }, empregador, false],
    ['an alphanumeric head office', { cnpj: '12.abc.345/0001-90' }, '12ABC345000190', true],
    ['a CNPJ holder for a CPF employer', { cnpj: '11222333000181' }, '11144477735', false],
    ['the individual employer itself', { cpf: '111.444.777-35' }, '11144477735', true],
    ['another person for an individual employer', { cpf: '12345678909' }, '11144477735', false],
    ['a CPF holder for a CNPJ employer', { cpf: '11144477735' }, empregador, false],
    ['no inscription', {}, empregador, false],
    ['a holder cut short', { cnpj: '112223330001' }, '112223330001', false],
  ])('%s: %s', (_case, titular, inscricao, matriz) => {
    expect(ehMatriz(titular, inscricao)).toBe(matriz);
  });
});

describe('avisoDoTitular', () => {
  it('says nothing of the head office of the employer', () => {
    expect(avisoDoTitular({ titular: { cnpj: '11222333000181' }, empregador })).toBeNull();
  });

  it('says nothing of the head office of the registered proxy', () => {
    expect(avisoDoTitular({ titular: { cnpj: '01339296000132' }, empregador, procurador: '01339296000132' })).toBeNull();
  });

  it('warns of a branch, of another company without proxy, and of a proxy whose certificate is another one', () => {
    expect(avisoDoTitular({ titular: { cnpj: '11222333000262' }, empregador })).toBe(
      'O titular do certificado digital (CNPJ 11.222.333/0002-62) não é a matriz do empregador nem um procurador cadastrado: o eSocial recusa o envio sem procuração eletrônica do empregador.',
    );
    expect(avisoDoTitular({ titular: { cnpj: '01339296000132' }, empregador, procurador: null })).toBe(avisoTitularMensagem('CNPJ 01.339.296/0001-32'));
    expect(avisoDoTitular({ titular: { cnpj: '01339296000132' }, empregador, procurador: '11444777000161' })).toBe(avisoTitularMensagem('CNPJ 01.339.296/0001-32'));
  });

  it('names an e-CPF holder by the CPF, and a holder with neither', () => {
    expect(avisoDoTitular({ titular: { cpf: '12345678909' }, empregador })).toBe(avisoTitularMensagem('CPF 123.456.789-09'));
    expect(avisoDoTitular({ titular: { cnpj: null, cpf: null }, empregador })).toBe(avisoTitularMensagem('sem CNPJ nem CPF'));
  });
});
