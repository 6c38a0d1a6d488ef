import { describe, expect, it } from 'vitest';
import { empresaSchema } from './empresa';
import { fieldErrors } from './field-errors';

const validEmpresa = {
  nome: 'Clínica Exemplo Ltda',
  cnpj: '11.222.333/0001-81',
  cnae: '8630-5/03',
  ie: 'ISENTO',
  cep: '01.310-100',
  end: 'Avenida Paulista',
  num: '1000',
  id_estado: 35,
  id_cidade: 3550308,
  bairro: 'Bela Vista',
  tel_com: '(11) 3333-4444',
};

describe('the company record', () => {
  it('accepts the own-data form’s required set', () => {
    const empresa = empresaSchema.parse(validEmpresa);

    expect(empresa).toMatchObject({ cnpj: '11222333000181', id_estado: '35', id_cidade: '3550308' });
  });

  it('requires nome, cnpj, cnae, ie, cep, end, num, id_estado, id_cidade, bairro and tel_com', () => {
    const result = empresaSchema.safeParse({});

    expect(Object.keys(fieldErrors(result.error!)).sort()).toEqual(
      ['bairro', 'cep', 'cnae', 'cnpj', 'end', 'id_cidade', 'id_estado', 'ie', 'nome', 'num', 'tel_com'].sort(),
    );
  });

  it('checks the CNPJ, the optional e-mails and CPF, and the CEP length', () => {
    const result = empresaSchema.safeParse({
      ...validEmpresa,
      cnpj: '11.111.111/1111-11',
      email: 'contato@',
      r_email: 'resp@empresa.com.br',
      u_cpf: '000.000.000-00',
      cep: '01.310-100-00',
    });

    expect(fieldErrors(result.error!)).toEqual({
      cnpj: ['Digite um CNPJ válido'],
      email: ['Email inválido'],
      u_cpf: ['Digite um CPF válido'],
      cep: ['Campo deve conter até 10 caracteres'],
    });
  });

  it('answers a pt-BR message when the body is not an object', () => {
    expect(fieldErrors(empresaSchema.safeParse(null).error!)).toEqual({ '': ['Valor inválido'] });
  });
});
