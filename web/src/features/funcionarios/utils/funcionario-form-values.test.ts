import type { Fdt, Funcionario } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { emptyFuncionario, frontHasPcmso, funcionarioFormSchemaWith, toFormValues } from './funcionario-form-values';

const revisao = {
  id: 'R1', rev: 3, descricao: 'Revisão 3', data_hora: '2025-01-01T10:00:00Z', inicio: '2025-01-01',
  vencimento: '2026-01-01', vencido: false, parent: null,
};
const fdts: Fdt[] = [
  { id: 'F1', descricao: 'Matriz', pcmso: 'PCMSO 2025', ativo: true, revisao },
  { id: 'F2', descricao: 'Obra', pcmso: null, ativo: true, revisao: null },
];

const funcionario = {
  ...emptyFuncionario(),
  id: 'E1', versao: 4, nome: 'Ana Souza', cpf: '52998224725', dt_nas: '1990-06-15', sexo: 61, dt_adm: '2025-02-03', id_fdt: 'F1',
  id_funcao: 'FN1', id_ghe: 'G1', cep: '01310100', email: null, mat: null, pcd: 1, created_user: 0, adm: 1, apos_adm: 0, dem: 0,
  created_at: '2025-01-01T10:00:00Z',
} as unknown as Funcionario;

describe('toFormValues', () => {
  it('shows the CPF and CEP masked, the birth date as dd/mm/aaaa and missing values as empty text', () => {
    // Act
    const values = toFormValues(funcionario);

    // Assess
    expect(values).toMatchObject({ cpf: '529.982.247-25', cep: '01.310-100', dt_nas: '15/06/1990', dt_adm: '03/02/2025', email: '', mat: '', pcd: 1 });
    expect(toFormValues({ ...funcionario, dt_adm: null }).dt_adm).toBe('');
  });

  it('keeps the version read, which the save sends back (issue 12 item 3)', () => {
    // Act
    const parsed = funcionarioFormSchemaWith(() => true).safeParse(toFormValues(funcionario));

    // Assess
    expect(toFormValues(funcionario).versao).toBe(4);
    expect(parsed.data?.versao).toBe(4);
  });
});

describe('the GHE rule of the employee form (spec 1 §3)', () => {
  const schema = funcionarioFormSchemaWith((idFdt) => frontHasPcmso(fdts, idFdt));
  const valid = { ...toFormValues(funcionario), id: undefined };

  it('requires the GHE on a front with a PCMSO', () => {
    // Act
    const result = schema.safeParse({ ...valid, id_ghe: '' });

    // Assess
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === 'id_ghe')?.message).toBe('Campo obrigatório');
  });

  it('lets the GHE be empty on a front without a PCMSO', () => {
    // Act
    const result = schema.safeParse({ ...valid, id_fdt: 'F2', id_ghe: '' });

    // Assess
    expect(result.success).toBe(true);
  });

  it('keeps the CPF as digits and the birth date as ISO for the API', () => {
    // Act
    const result = schema.parse(valid);

    // Assess
    expect(result).toMatchObject({ cpf: '52998224725', dt_nas: '1990-06-15', sexo: 61 });
  });
});

describe('the admission date of the employee form (issue 13)', () => {
  const schema = funcionarioFormSchemaWith((idFdt) => frontHasPcmso(fdts, idFdt));
  const novo = { ...toFormValues(funcionario), id: undefined };

  it('requires it when creating, with the pt-BR message', () => {
    // Act
    const result = schema.safeParse({ ...novo, dt_adm: '' });

    // Assess
    expect(result.error?.issues.filter((issue) => issue.path[0] === 'dt_adm').map((issue) => issue.message)).toEqual(['Campo obrigatório']);
  });

  it('lets an employee registered before it be edited without it', () => {
    // Act
    const result = schema.safeParse({ ...toFormValues(funcionario), dt_adm: '' });

    // Assess
    expect(result.success).toBe(true);
  });

  it('sends it as ISO, refusing a date that does not exist', () => {
    // Act
    const parsed = schema.parse({ ...novo, dt_adm: '10/03/2026' });
    const invalid = schema.safeParse({ ...novo, dt_adm: '31/02/2026' });

    // Assess
    expect(parsed.dt_adm).toBe('2026-03-10');
    expect(invalid.error?.issues.find((issue) => issue.path[0] === 'dt_adm')?.message).toBe('Digite uma data válida no formato dd/mm/aaaa');
  });
});
