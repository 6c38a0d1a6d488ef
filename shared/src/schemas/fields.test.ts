import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import {
  cnpjField,
  cpfField,
  dateField,
  emailField,
  emailListField,
  fieldLimits,
  flagField,
  idField,
  idListField,
  numberField,
  optionalText,
  requiredText,
  tipoField,
} from './fields';

/** The messages a value gets from a schema, [] when it passes. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('text fields', () => {
  it('requires a value: missing, null, empty and blank all answer Campo obrigatório', () => {
    for (const value of [undefined, null, '', '   ']) {
      expect(messages(requiredText(10), value)).toEqual(['Campo obrigatório']);
    }
  });

  it('trims and limits the length with the spec’s message', () => {
    expect(requiredText(5).parse('  abc  ')).toBe('abc');
    expect(messages(requiredText(5), 'abcdef')).toEqual(['Campo deve conter até 5 caracteres']);
  });

  it('lets an optional text be empty or null', () => {
    expect(optionalText(5).parse('')).toBe('');
    expect(optionalText(5).parse(null)).toBeNull();
    expect(optionalText(5).parse(undefined)).toBeUndefined();
    expect(messages(optionalText(5), 'abcdef')).toEqual(['Campo deve conter até 5 caracteres']);
  });

  it('exposes the generic limits of spec 1 §5', () => {
    expect(fieldLimits).toMatchObject({
      name: 255,
      email: 100,
      phone: 100,
      address: 500,
      number: 50,
      district: 100,
      complement: 50,
      notes: 500,
      cancellationReason: 1000,
      text: 5000,
      cep: 10,
      numberMin: 0,
      numberMax: 99_999_999_999,
    });
  });
});

describe('document fields', () => {
  it('keeps the digits of a valid CPF or CNPJ, masked or not', () => {
    expect(cpfField().parse('529.982.247-25')).toBe('52998224725');
    expect(cnpjField().parse('11.222.333/0001-81')).toBe('11222333000181');
  });

  it('answers the spec’s messages for bad and missing documents', () => {
    expect(messages(cpfField(), '111.111.111-11')).toEqual(['Digite um CPF válido']);
    expect(messages(cnpjField(), '11.222.333/0001-80')).toEqual(['Digite um CNPJ válido']);
    expect(messages(cpfField(), '')).toEqual(['Campo obrigatório']);
    expect(messages(cnpjField(), undefined)).toEqual(['Campo obrigatório']);
  });

  it('lets an optional document be empty but still checks a filled one', () => {
    expect(cpfField({ optional: true }).parse('')).toBe('');
    expect(cpfField({ optional: true }).parse(null)).toBeNull();
    expect(messages(cpfField({ optional: true }), '123')).toEqual(['Digite um CPF válido']);
  });
});

describe('e-mail fields', () => {
  it('accepts a valid address and rejects a bad one with Email inválido', () => {
    expect(emailField().parse(' rh@empresa.com.br ')).toBe('rh@empresa.com.br');
    expect(messages(emailField(), 'rh@empresa')).toEqual(['Email inválido']);
    expect(messages(emailField(), '')).toEqual(['Campo obrigatório']);
  });

  it('limits an address to 100 characters', () => {
    const long = `${'a'.repeat(95)}@b.com`;

    expect(messages(emailField({ optional: true }), long)).toEqual(['Campo deve conter até 100 caracteres']);
  });

  it('lets an optional address be empty', () => {
    expect(emailField({ optional: true }).parse('')).toBe('');
    expect(emailField({ optional: true }).parse(undefined)).toBeUndefined();
  });

  it('validates each address of a list and names every bad one', () => {
    expect(emailListField().parse(' a@b.com ; ;c@d.com.br;')).toBe('a@b.com;c@d.com.br');
    expect(messages(emailListField(), 'a@b.com;errado;x@')).toEqual([
      'Email `errado` não é válido',
      'Email `x@` não é válido',
    ]);
  });

  it('requires at least one address in a required list, with a custom message if given', () => {
    expect(messages(emailListField(), ' ; ')).toEqual(['Campo obrigatório']);
    expect(messages(emailListField({ requiredMessage: 'Campo Destinatário é Obrigatório' }), '')).toEqual([
      'Campo Destinatário é Obrigatório',
    ]);
    expect(emailListField({ optional: true }).parse('')).toBe('');
  });
});

describe('date fields', () => {
  it('reads dd/mm/aaaa or ISO and keeps ISO', () => {
    expect(dateField().parse('31/12/1990')).toBe('1990-12-31');
    expect(dateField().parse('1990-12-31')).toBe('1990-12-31');
  });

  it('answers the spec’s message for an impossible or malformed date', () => {
    for (const bad of ['31/02/2024', '12/31/1990', '01/01/1899', '1/1/2024']) {
      expect(messages(dateField(), bad)).toEqual(['Digite uma data válida no formato dd/mm/aaaa']);
    }
    expect(messages(dateField(), '')).toEqual(['Campo obrigatório']);
  });

  it('lets an optional date be empty', () => {
    expect(dateField({ optional: true }).parse('')).toBe('');
    expect(dateField({ optional: true }).parse(null)).toBeNull();
  });
});

describe('number fields', () => {
  it('reads numbers and numeric text from 0 to 99999999999', () => {
    expect(numberField().parse('12')).toBe(12);
    expect(numberField().parse('1,5')).toBe(1.5);
    expect(numberField().parse(99_999_999_999)).toBe(99_999_999_999);
  });

  it('answers Digite um número válido outside the range or for text', () => {
    for (const bad of [-1, 100_000_000_000, 'doze', '1.2.3']) {
      expect(messages(numberField(), bad)).toEqual(['Digite um número válido']);
    }
    expect(messages(numberField({ int: true }), 1.5)).toEqual(['Digite um número válido']);
  });

  it('tells a missing number from a bad one', () => {
    expect(messages(numberField(), '')).toEqual(['Campo obrigatório']);
    expect(numberField({ optional: true }).parse('')).toBeUndefined();
    expect(numberField({ optional: true }).parse(null)).toBeNull();
  });
});

describe('references and flags', () => {
  it('reads a record id as text, numbers included', () => {
    expect(idField().parse(7)).toBe('7');
    expect(messages(idField(), '')).toEqual(['Campo obrigatório']);
    expect(idField({ optional: true }).parse(null)).toBeNull();
  });

  it('accepts only the items of a known type list', () => {
    expect(tipoField(59).parse('60')).toBe(60);
    expect(messages(tipoField(59), 47)).toEqual(['Selecione uma opção válida']);
    expect(messages(tipoField(59), '')).toEqual(['Campo obrigatório']);
    expect(tipoField(123_456).parse(9)).toBe(9);
  });

  it('reads a 0/1 flag from booleans and text, with its default when absent', () => {
    expect(flagField().parse(true)).toBe(1);
    expect(flagField().parse('0')).toBe(0);
    expect(flagField(1).parse(undefined)).toBe(1);
    expect(messages(flagField(), 2)).toEqual(['Selecione uma opção válida']);
  });

  it('reads a list of ids, absent meaning empty', () => {
    expect(idListField().parse(['a', 2])).toEqual(['a', '2']);
    expect(idListField().parse(null)).toEqual([]);
  });
});
