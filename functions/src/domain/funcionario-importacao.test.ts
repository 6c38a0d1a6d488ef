import { describe, expect, it } from 'vitest';
import { fieldErrors, funcionarioFormSchema, invalidCpfMessage, requiredMessage } from '@ocupacional/shared';
import {
  cellText,
  cpfText,
  dateText,
  flagOf,
  formOfRow,
  importColumns,
  mapHeaders,
  missingColumnsMessage,
  notFoundId,
  repeatedCpfs,
  rowOf,
  rowReasons,
  sexoCode,
  type CompanyCatalog,
  type ImportRow,
} from './funcionario-importacao';

const catalog: CompanyCatalog = {
  fronts: [
    { id: 'fdt-1', descricao: 'Unidade Fabril Contagem', pcmso: 'PC-01' },
    { id: 'fdt-2', descricao: 'Sede Administrativa' },
  ],
  ghes: [
    { id: 'ghe-1', fdtId: 'fdt-1', ghe: 'GHE 01', descricao: 'Produção e Estamparia', funcaoIds: ['fun-2'] },
    { id: 'ghe-2', fdtId: 'fdt-2', ghe: 'GHE 01', descricao: 'Escritório', funcaoIds: ['fun-3'] },
  ],
  funcoes: [
    { id: 'fun-1', nome: 'Soldador', cbo: '724315' },
    { id: 'fun-2', nome: 'Soldador', cbo: '724315' },
    { id: 'fun-3', nome: 'Auxiliar Administrativo', cbo: '411010' },
  ],
};

const row = (values: ImportRow['values'], linha = 2): ImportRow => ({ linha, values });
const good: ImportRow['values'] = {
  nome: 'Joana Prado',
  cpf: '529.982.247-25',
  dt_nas: '14/03/1990',
  sexo: 'F',
  dt_adm: '02/01/2025',
  fdt: 'unidade fabril   contagem',
  ghe: 'GHE 01 - Produção e Estamparia',
  funcao: 'soldador',
};

describe('the spreadsheet’s header row', () => {
  it('finds each column by its title, accents, case, spaces and punctuation aside, and by its aliases', () => {
    // Act
    const { columns, missing } = mapHeaders(['NOME', 'cpf', 'Data Nascimento', 'sexo', 'DATA DE ADMISSAO', 'Frente de trabalho', 'funcao', 'E-MAIL', 'Coluna X']);
    // Assess
    expect(missing).toEqual([]);
    expect([...columns].map(([index, column]) => [index, column.field])).toEqual([
      [0, 'nome'], [1, 'cpf'], [2, 'dt_nas'], [3, 'sexo'], [4, 'dt_adm'], [5, 'fdt'], [6, 'funcao'], [7, 'email'],
    ]);
  });

  it('names the required columns a file lacks, and keeps the first of a repeated title', () => {
    const { columns, missing } = mapHeaders(['Nome', 'CPF', 'CPF']);
    expect(missing.map((column) => column.header)).toEqual(['Data de Nascimento', 'Sexo', 'Data de Admissão', 'Frente de Trabalho', 'Função']);
    expect([...columns.keys()]).toEqual([0, 1]);
    expect(missingColumnsMessage(missing)).toContain('Data de Nascimento, Sexo, Data de Admissão, Frente de Trabalho, Função');
  });

  it('reads the model’s own headers back as every column', () => {
    const { columns, missing } = mapHeaders(importColumns.map((column) => column.header));
    expect(missing).toEqual([]);
    expect(columns.size).toBe(importColumns.length);
  });
});

describe('a cell’s text', () => {
  it('reads numbers, dates, rich text, hyperlinks, formulas and errors as the user sees them', () => {
    expect(cellText(52998224725)).toBe('52998224725');
    expect(cellText(1.1 + 2.2)).toBe('3.3');
    expect(cellText(new Date(Date.UTC(1990, 2, 14)))).toBe('14/03/1990');
    expect(cellText({ richText: [{ text: 'Ana ' }, { text: 'Lima' }] })).toBe('Ana Lima');
    expect(cellText({ text: 'ana@x.com.br', hyperlink: 'mailto:ana@x.com.br' })).toBe('ana@x.com.br');
    expect(cellText({ formula: 'A1', result: ' x ' })).toBe('x');
    expect(cellText({ error: '#N/A' })).toBe('');
    expect(cellText(null)).toBe('');
    expect(cellText(true)).toBe('Sim');
  });

  it('reads an Excel serial number in a date column as the date', () => {
    expect(dateText(32946)).toBe('14/03/1990');
    expect(dateText('14/03/1990')).toBe('14/03/1990');
  });

  it('pads a CPF that lost its leading zeros as a number', () => {
    expect(cpfText('1234567890')).toBe('01234567890');
    expect(cpfText('012.345.678-90')).toBe('012.345.678-90');
  });

  it('reads sex and yes/no columns in their usual spellings', () => {
    expect([sexoCode('M'), sexoCode('feminino'), sexoCode('61'), sexoCode('X')]).toEqual([60, 61, 61, 'X']);
    expect([flagOf('Sim'), flagOf('x'), flagOf('não'), flagOf(undefined)]).toEqual([1, 1, 0, 0]);
  });

  it('skips a row whose every cell is blank and keeps the line of the others', () => {
    const { columns } = mapHeaders(['Nome', 'CPF', 'Data de Nascimento']);
    expect(rowOf(3, ['', null, '  '], columns)).toBeUndefined();
    expect(rowOf(4, ['Ana', 12345678909, 32946], columns)).toEqual({ linha: 4, values: { nome: 'Ana', cpf: '12345678909', dt_nas: '14/03/1990' } });
  });
});

describe('a row as the employee form', () => {
  it('finds the front by description, the GHE by code and description within it, the function the GHE holds', () => {
    // Act
    const { form, reasons } = formOfRow(row(good), catalog);
    // Assess
    expect(reasons).toEqual([]);
    expect(form).toMatchObject({ id_fdt: 'fdt-1', id_ghe: 'ghe-1', id_funcao: 'fun-2', sexo: 61, pcd: 0 });
    expect(funcionarioFormSchema.safeParse(form).success).toBe(true);
  });

  it('finds the front by its PCMSO code and the function by its CBO, and the GHE of the same code in the other front', () => {
    const { form, reasons } = formOfRow(row({ ...good, fdt: 'Sede Administrativa', ghe: 'ghe 01', funcao: '4110-10' }), catalog);
    expect(reasons).toEqual([]);
    expect(form).toMatchObject({ id_fdt: 'fdt-2', id_ghe: 'ghe-2', id_funcao: 'fun-3' });
    expect(formOfRow(row({ ...good, fdt: 'pc-01' }), catalog).form.id_fdt).toBe('fdt-1');
  });

  it('says which names it did not find, once each, and leaves the schema nothing more to say about them', () => {
    const { form, reasons } = formOfRow(row({ ...good, fdt: 'Filial Norte', funcao: 'Astronauta' }), catalog);
    expect(reasons).toEqual([
      'Frente de Trabalho: "Filial Norte" não cadastrada nesta empresa',
      'Função: "Astronauta" não cadastrada no cadastro de funções',
    ]);
    expect(form).toMatchObject({ id_fdt: notFoundId, id_funcao: notFoundId });
    const ghe = formOfRow(row({ ...good, ghe: 'Escritório' }), catalog);
    expect(ghe.reasons).toEqual(['GHE: "Escritório" não cadastrado nesta frente de trabalho']);
  });

  it('finds the state by abbreviation or name and the city within it', () => {
    const found = formOfRow(row({ ...good, uf: 'minas gerais', cidade: 'contagem' }), catalog);
    expect(found.reasons).toEqual([]);
    expect(found.form.id_estado).toBe('31');
    expect(found.form.id_cidade).toMatch(/^31\d{4}$/);
    expect(formOfRow(row({ ...good, uf: 'XX' }), catalog).reasons).toEqual(['UF: "XX" não é uma UF válida']);
    expect(formOfRow(row({ ...good, uf: 'SP', cidade: 'Contagemzinha' }), catalog).reasons).toEqual(['Cidade: "Contagemzinha" não encontrada em SP']);
  });

  it('leaves the rest to the form’s schema, whose messages the report shows under the column’s title', () => {
    // Prepare
    const { form } = formOfRow(row({ ...good, cpf: '111.111.111-11', nome: undefined, dt_nas: '31/02/1990' }), catalog);
    // Act
    const parsed = funcionarioFormSchema.safeParse(form);
    // Assess
    expect(parsed.success).toBe(false);
    const reasons = rowReasons(fieldErrors(parsed.error!));
    expect(reasons).toContain(`CPF: ${invalidCpfMessage}`);
    expect(reasons).toContain(`Nome: ${requiredMessage}`);
    expect(reasons).toContain('Data de Nascimento: Digite uma data válida no formato dd/mm/aaaa');
    expect(rowReasons({ id_ghe: [requiredMessage] })).toEqual([`GHE: ${requiredMessage}`]);
  });
});

describe('repeated CPFs in one file', () => {
  it('keep the first line and point the later ones at it', () => {
    const repeated = repeatedCpfs([
      { linha: 2, cpf: '1' },
      { linha: 3, cpf: '2' },
      { linha: 5, cpf: '1' },
      { linha: 9, cpf: '1' },
    ]);
    expect([...repeated]).toEqual([
      [5, 2],
      [9, 2],
    ]);
  });
});
