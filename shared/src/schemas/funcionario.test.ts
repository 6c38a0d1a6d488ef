import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';
import { funcionarioFormSchema, funcionarioSchema, funcionarioStatus } from './funcionario';

const valid = {
  nome: ' Maria da Silva ',
  cpf: '529.982.247-25',
  dt_nas: '15/08/1985',
  sexo: 61,
  id_fdt: 'fdt-1',
  id_funcao: 'funcao-1',
};

describe('the employee form', () => {
  it('accepts the required fields and normalises them for storage', () => {
    const funcionario = funcionarioFormSchema.parse(valid);

    expect(funcionario).toMatchObject({
      nome: 'Maria da Silva',
      cpf: '52998224725',
      dt_nas: '1985-08-15',
      sexo: 61,
      pcd: 0,
      created_user: 0,
    });
  });

  it('requires nome, cpf, dt_nas, sexo, id_fdt and id_funcao (spec 1 §3)', () => {
    const result = funcionarioFormSchema.safeParse({});

    expect(fieldErrors(result.error!)).toEqual({
      nome: ['Campo obrigatório'],
      cpf: ['Campo obrigatório'],
      dt_nas: ['Campo obrigatório'],
      sexo: ['Campo obrigatório'],
      id_fdt: ['Campo obrigatório'],
      id_funcao: ['Campo obrigatório'],
    });
  });

  it('applies the limits of spec 1 §3', () => {
    const result = funcionarioFormSchema.safeParse({
      ...valid,
      nome: 'x'.repeat(201),
      email: 'errado',
      end: 'x'.repeat(501),
      num: 'x'.repeat(51),
      bairro: 'x'.repeat(101),
      comp: 'x'.repeat(51),
      obs: 'x'.repeat(501),
    });

    expect(fieldErrors(result.error!)).toEqual({
      nome: ['Campo deve conter até 200 caracteres'],
      email: ['Email inválido'],
      end: ['Campo deve conter até 500 caracteres'],
      num: ['Campo deve conter até 50 caracteres'],
      bairro: ['Campo deve conter até 100 caracteres'],
      comp: ['Campo deve conter até 50 caracteres'],
      obs: ['Campo deve conter até 500 caracteres'],
    });
  });

  it('rejects an invalid CPF, an impossible birth date and a sex outside list 59', () => {
    const result = funcionarioFormSchema.safeParse({ ...valid, cpf: '123.456.789-00', dt_nas: '30/02/1985', sexo: 5 });

    expect(fieldErrors(result.error!)).toEqual({
      cpf: ['Digite um CPF válido'],
      dt_nas: ['Digite uma data válida no formato dd/mm/aaaa'],
      sexo: ['Selecione uma opção válida'],
    });
  });

  it('carries the transfer confirmation as created_user 1', () => {
    expect(funcionarioFormSchema.parse({ ...valid, created_user: true }).created_user).toBe(1);
  });
});

describe('the employee record', () => {
  it('shows DEMITIDO when dem is 1 and ATIVO otherwise (spec 1 §2)', () => {
    const record = funcionarioSchema.parse({ ...valid, id: 'f1', versao: 1, dem: 1, created_at: '2024-01-01T00:00:00Z' });

    expect(funcionarioStatus(record)).toBe('DEMITIDO');
    expect(funcionarioStatus({ dem: 0 })).toBe('ATIVO');
    expect(funcionarioStatus({})).toBe('ATIVO');
  });
});
