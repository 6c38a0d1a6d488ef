import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';
import {
  consultaExternaCadastroSchema,
  consultaExternaListQuerySchema,
  consultaExternaLoteSchema,
  scheduleDateField,
} from './consulta-externa';
import { paginate, toQueryString } from './list-query';
import { tabelaPrecoQuerySchema } from './tabela-preco';

/* The contract of the company portal's consultation calls (docs/api/company-portal.md). */

describe('the schedule date', () => {
  const date = scheduleDateField();

  it('reads dd/mm/aaaa or ISO, with an optional time on a 15-minute step', () => {
    expect(date.parse('12/03/2024')).toBe('2024-03-12');
    expect(date.parse('2024-03-12')).toBe('2024-03-12');
    expect(date.parse('2024-03-12T09:45')).toBe('2024-03-12T09:45');
    expect(date.parse('12/03/2024 07:00')).toBe('2024-03-12T07:00');
  });

  it('refuses impossible dates and times off the 15-minute steps', () => {
    for (const value of ['31/02/2024', '2024-03-12T09:50', '2024-03-12T24:00', 'amanhã']) {
      expect(fieldErrors(date.safeParse(value).error!)).toEqual({ '': ['Digite uma data válida no formato dd/mm/aaaa'] });
    }
    expect(date.safeParse('').success).toBe(false);
  });
});

describe('the new-consultation form', () => {
  const form = {
    id_funcionario: 'f',
    id_fdt: 'fdt',
    id_funcao: 'fn',
    id_ghe: 'g',
    tipo_aso: '52',
    data_age: '12/03/2024',
    id_tabela_preco: 't',
  };

  it('reads a minimal form with its defaults', () => {
    expect(consultaExternaCadastroSchema.parse(form)).toMatchObject({ tipo_aso: 52, pcd: 0, exames: [], data_age: '2024-03-12' });
  });

  it('requires the new front, sector, function and the date of the change for a function change (50)', () => {
    const result = consultaExternaCadastroSchema.safeParse({ ...form, tipo_aso: 50 });
    expect(fieldErrors(result.error!)).toEqual({
      id_mf_fdt: ['Campo obrigatório'],
      id_mf_ghe: ['Campo obrigatório'],
      id_mf_funcao: ['Campo obrigatório'],
      dt_mudanca_condicao: ['Campo obrigatório'],
    });
    const dated = consultaExternaCadastroSchema.parse({ ...form, tipo_aso: 50, id_mf_fdt: 'a', id_mf_ghe: 'b', id_mf_funcao: 'c', dt_mudanca_condicao: '01/04/2024' });
    expect(dated.dt_mudanca_condicao).toBe('2024-04-01');
    expect(fieldErrors(consultaExternaCadastroSchema.safeParse({ ...form, dt_mudanca_condicao: '31/02/2024' }).error!)).toEqual({
      dt_mudanca_condicao: ['Digite uma data válida no formato dd/mm/aaaa'],
    });
  });

  it('refuses an ASO type outside list 46', () => {
    expect(fieldErrors(consultaExternaCadastroSchema.safeParse({ ...form, tipo_aso: 53 }).error!)).toEqual({
      tipo_aso: ['Selecione uma opção válida'],
    });
  });
});

describe('the batch', () => {
  it('defaults each employee’s ASO type to the periodic (52)', () => {
    const lote = consultaExternaLoteSchema.parse({
      funcionarios: [{ id_funcionario: 'a', id_funcao: 'f', id_fdt: 'd', id_ghe: 'g' }],
      data_age: '2024-03-12',
      id_tabela_preco: 't',
    });
    expect(lote.funcionarios[0]?.tipo_aso).toBe(52);
  });

  it('needs at least one employee, each once', () => {
    const base = { data_age: '2024-03-12', id_tabela_preco: 't' };
    expect(fieldErrors(consultaExternaLoteSchema.safeParse({ ...base, funcionarios: [] }).error!)).toEqual({
      funcionarios: ['Selecione ao menos um registro'],
    });
    const repeated = { id_funcionario: 'a', id_funcao: 'f', id_fdt: 'd', id_ghe: 'g' };
    expect(fieldErrors(consultaExternaLoteSchema.safeParse({ ...base, funcionarios: [repeated, repeated] }).error!)).toEqual({
      'funcionarios.1.id_funcionario': ['Funcionário repetido no lote'],
    });
  });
});

describe('list queries', () => {
  it('travel with the filter JSON-encoded and come back parsed, with page defaults', () => {
    const query = toQueryString({ search: 'ana', filter: { id_tipo_status: [54, 66], created_at: ['01/03/2024', null], deleted: 0 } });
    const parsed = consultaExternaListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query.slice(1))));
    expect(parsed).toEqual({
      search: 'ana',
      page: 1,
      pagination: 50,
      filter: { id_tipo_status: [54, 66], created_at: { start: '2024-03-01', end: null }, deleted: 0 },
    });
  });

  it('answer a field error on unreadable JSON or a bad value inside the filter', () => {
    expect(fieldErrors(consultaExternaListQuerySchema.safeParse({ filter: '{x' }).error!)).toEqual({ filter: ['Valor inválido'] });
    expect(Object.keys(fieldErrors(tabelaPrecoQuerySchema.safeParse({ filter: '{"id_tipo_aso":"x"}' }).error!))).toContain(
      'filter.id_tipo_aso',
    );
  });

  it('paginate rows 1-based with the total and last page', () => {
    expect(paginate([1, 2, 3, 4, 5], 2, 2)).toEqual({ data: [3, 4], pagination: { page: 2, pagination: 2, total: 5, last_page: 3 } });
    expect(paginate([], 1, 50).pagination.last_page).toBe(1);
  });
});
