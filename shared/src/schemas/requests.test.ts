import { describe, expect, it } from 'vitest';
import { idsRequestSchema, itensRequestSchema } from './delete-request';
import { fieldErrors } from './field-errors';
import { tipoParentRequestSchema, tipoParentResponseSchema } from './tipo-parent';
import { tipoParent } from '../codes';

describe('the tipo/parent request', () => {
  it('reads codes and exclusions, as numbers or digits', () => {
    expect(tipoParentRequestSchema.parse({ codigo: ['53', 185], exclude: [68] })).toEqual({
      codigo: [53, 185],
      exclude: [68],
    });
    expect(tipoParentRequestSchema.parse({ codigo: [46] }).exclude).toEqual([]);
  });

  it('requires at least one code', () => {
    expect(fieldErrors(tipoParentRequestSchema.safeParse({ codigo: [] }).error!)).toEqual({
      codigo: ['Campo obrigatório'],
    });
    expect(tipoParentRequestSchema.safeParse({ codigo: ['x'] }).success).toBe(false);
  });

  it('describes the answer tipoParent builds', () => {
    expect(tipoParentResponseSchema.safeParse(tipoParent([46, 53, 185])).success).toBe(true);
  });
});

describe('delete requests', () => {
  it('reads the ids of {itens} and {ids} as text', () => {
    expect(itensRequestSchema.parse({ itens: ['a', 2] })).toEqual({ itens: ['a', '2'] });
    expect(idsRequestSchema.parse({ ids: [1] })).toEqual({ ids: ['1'] });
  });

  it('refuses an empty selection', () => {
    expect(fieldErrors(itensRequestSchema.safeParse({ itens: [] }).error!)).toEqual({
      itens: ['Selecione ao menos um registro'],
    });
  });
});
