import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { fieldErrors, firstFieldErrors } from './field-errors';

describe('field errors of a 400 answer', () => {
  it('keys messages by dotted path, in order and without repeats', () => {
    const schema = z.object({
      nome: z.string().min(3, 'curto').regex(/^[A-Z]/, 'maiúscula'),
      exames: z.array(z.object({ data: z.string({ error: 'Campo obrigatório' }) })),
    });

    const errors = fieldErrors(schema.safeParse({ nome: 'a', exames: [{ data: '2024-01-01' }, {}] }).error!);

    expect(errors).toEqual({ nome: ['curto', 'maiúscula'], 'exames.1.data': ['Campo obrigatório'] });
  });

  it('merges repeated messages of one field', () => {
    const errors = fieldErrors({
      issues: [
        { path: ['email'], message: 'Email inválido' },
        { path: ['email'], message: 'Email inválido' },
      ],
    });

    expect(errors).toEqual({ email: ['Email inválido'] });
  });

  it('puts issues of the whole form under the empty key', () => {
    expect(fieldErrors({ issues: [{ path: [], message: 'Valor inválido' }] })).toEqual({ '': ['Valor inválido'] });
  });

  it('gives the first message of each field for the form', () => {
    expect(firstFieldErrors({ nome: ['curto', 'maiúscula'], cpf: [] })).toEqual({ nome: 'curto' });
  });
});
