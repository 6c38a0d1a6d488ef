import { loginRequestSchema } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { blurField, changeField, initialFormState, schemaErrors, withServerErrors } from './plain-form';
import type { PlainFormState } from './plain-form';

const schema = loginRequestSchema.omit({ point_type: true });
type Name = 'cpf' | 'cnpj' | 'senha';
const empty = initialFormState<Name>({ cpf: '', cnpj: '', senha: '' });
const saved = (state: PlainFormState<Name>): PlainFormState<Name> => ({
  ...state,
  errors: schemaErrors(schema, state.values),
  submitted: true,
});

describe('schemaErrors', () => {
  it("gives the schema's first message of each field: 'Campo obrigatório' for each empty login field", () => {
    // Act
    const errors = schemaErrors(schema, empty.values);

    // Assess
    expect(errors).toEqual({
      cpf: { kind: 'schema', message: 'Campo obrigatório' },
      cnpj: { kind: 'schema', message: 'Campo obrigatório' },
      senha: { kind: 'schema', message: 'Campo obrigatório' },
    });
  });

  it('gives none when the values pass', () => {
    // Act
    const errors = schemaErrors(schema, { cpf: '529.982.247-25', cnpj: '11.222.333/0001-81', senha: 'x' });

    // Assess
    expect(errors).toEqual({});
  });
});

describe('blurField', () => {
  it("shows 'Campo Obrigatório' on leaving a required field empty or blank", () => {
    // Act
    const left = blurField({ ...empty, values: { ...empty.values, senha: '  ' } }, 'senha', true, null);

    // Assess
    expect(left.errors.senha).toEqual({ kind: 'blur', message: 'Campo Obrigatório' });
  });

  it('says nothing for a filled field, an optional one, or one that already shows a message', () => {
    // Prepare
    const filled = { ...empty, values: { ...empty.values, cpf: '529' } };
    const withServer = withServerErrors(empty, { cpf: ['Digite um CPF válido'] });

    // Act and assess
    expect(blurField(filled, 'cpf', true, null)).toBe(filled);
    expect(blurField(empty, 'cpf', false, null)).toBe(empty);
    expect(blurField(withServer, 'cpf', true, null).errors.cpf?.message).toBe('Digite um CPF válido');
  });
});

describe('changeField', () => {
  it('clears a blur message on typing, before any save', () => {
    // Prepare
    const left = blurField(empty, 'cpf', true, null);

    // Act
    const typed = changeField(left, schema, 'cpf', '5');

    // Assess
    expect(typed.values.cpf).toBe('5');
    expect(typed.errors).toEqual({});
  });

  it('after a save, validates the changed field again and leaves the others as they were', () => {
    // Prepare
    const afterSave = saved(empty);

    // Act
    const typed = changeField(afterSave, schema, 'cpf', '5');
    const emptiedAgain = changeField(typed, schema, 'cpf', '');

    // Assess
    expect(typed.errors.cpf).toBeUndefined();
    expect(typed.errors.cnpj?.message).toBe('Campo obrigatório');
    expect(emptiedAgain.errors.cpf).toEqual({ kind: 'schema', message: 'Campo obrigatório' });
  });

  it("clears a server message on typing, and after a save shows the schema's if the field is emptied", () => {
    // Prepare: a 400 after a valid save
    const filled = { ...empty, values: { cpf: '111.111.111-11', cnpj: '11.222.333/0001-81', senha: 'x' }, submitted: true };
    const refused = withServerErrors(filled, { cpf: ['Digite um CPF válido', 'outra'], point_type: ['Tipo de acesso inválido'] });

    // Act
    const typed = changeField(refused, schema, 'cpf', '111.111.111-1');
    const emptied = changeField(refused, schema, 'cpf', '');

    // Assess
    expect(refused.errors.cpf).toEqual({ kind: 'server', message: 'Digite um CPF válido' });
    expect(typed.errors.cpf).toBeUndefined();
    expect(emptied.errors.cpf?.message).toBe('Campo obrigatório');
    expect(typed.errors.point_type?.message).toBe('Tipo de acesso inválido');
  });
});
