import { describe, expect, it } from 'vitest';
import { empresaEmailSchema } from './empresa-email';
import { fieldErrors } from './field-errors';

describe('the company e-mail contact', () => {
  it('accepts a sector, fronts and several addresses, active by default', () => {
    const contato = empresaEmailSchema.parse({
      tipo: '197',
      fdt: ['fdt-1', 'fdt-2'],
      email: 'rh@empresa.com.br; sst@empresa.com.br',
      obs: 'Setor de RH',
    });

    expect(contato).toMatchObject({
      tipo: 197,
      fdt: ['fdt-1', 'fdt-2'],
      email: 'rh@empresa.com.br;sst@empresa.com.br',
      ativo: 1,
    });
  });

  it('treats missing fronts as every front', () => {
    expect(empresaEmailSchema.parse({ tipo: 197, email: 'a@b.com' }).fdt).toEqual([]);
  });

  it('names each bad address and limits the notes to 500 characters', () => {
    const result = empresaEmailSchema.safeParse({
      tipo: 197,
      email: 'rh@empresa.com.br;rh@empresa;financeiro',
      obs: 'x'.repeat(501),
      ativo: false,
    });

    expect(fieldErrors(result.error!)).toEqual({
      email: ['Email `rh@empresa` não é válido', 'Email `financeiro` não é válido'],
      obs: ['Campo deve conter até 500 caracteres'],
    });
  });

  it('requires the sector and at least one address', () => {
    expect(fieldErrors(empresaEmailSchema.safeParse({ email: ' ; ' }).error!)).toEqual({
      tipo: ['Campo obrigatório'],
      email: ['Campo obrigatório'],
    });
  });
});
