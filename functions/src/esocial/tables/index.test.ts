import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { agentsNeedingDescription, noExposureCode, procedureNeedingOrder, proceduresNeedingObservation } from '../inputs';
import { xsdDirectory } from '../validate';
import {
  codeRow,
  codeTableFile,
  codeTables,
  esocialTable,
  esocialTableEntry,
  esocialTableFile,
  esocialTableNumbers,
  fileTables,
  hasCode,
  readTableFile,
  searchEsocialTable,
  tablesDirectory,
  type CodeTableName,
} from './index';

describe('the eSocial code tables', () => {
  it('serves tables 1, 6, 9, 13, 14, 15, 17, 20, 24, 27 and 28 with unique codes in each, each file counting its rows', () => {
    expect(esocialTableNumbers.sort((a, b) => a - b)).toEqual([1, 6, 9, 13, 14, 15, 17, 20, 24, 27, 28]);
    const fromDisk = (Object.keys(fileTables) as CodeTableName[]).map((name) => codeTableFile(name));
    expect(fromDisk.map((file) => file.tabela)).toEqual(['IBGE', 'CID-10']);
    for (const file of [...esocialTableNumbers.map((n) => esocialTableFile(n)), ...Object.values(codeTables), ...fromDisk]) {
      const codes = (file?.itens ?? []).map((item) => item[0]);
      expect(new Set(codes).size, String(file?.tabela)).toBe(codes.length);
      expect(file?.total, String(file?.tabela)).toBe(codes.length);
      expect(file?.fonte.length, String(file?.tabela)).toBeGreaterThan(20);
      expect(file?.data, String(file?.tabela)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('lists the layouts of the events page in table 9, about 46 codes from S-1000 (spec 2 §9)', () => {
    const layouts = (esocialTable(9) ?? []).map((row) => row.codigo);
    expect(layouts).toEqual(expect.arrayContaining(['S-1000', 'S-2210', 'S-2220', 'S-2240', 'S-3000', 'S-5012']));
    expect(layouts).toHaveLength(46);
  });

  it('names Tabela 28 as S-1.3 does: the training codes of S-2245, not hazardous activities', () => {
    expect(esocialTableFile(28)?.nome).toBe('Treinamentos, Capacitações, Exercícios Simulados e Outras Anotações');
    expect(searchEsocialTable(28, 'perigosa', 1, 100)).toEqual({ data: [], total: 0 });
    expect(esocialTable(28)).toEqual([
      { codigo: '1006', descricao: 'Autorização para trabalhar em instalações elétricas' },
      { codigo: '1207', descricao: 'Operação e realização de intervenções em máquinas' },
    ]);
  });

  it('serves no Tabela 16: S-1.3 moved its codes into Tabela 15', () => {
    expect(esocialTableFile(16)).toBeUndefined();
    expect(esocialTableFile(15)?.nome).toBe('Situação Geradora do Acidente de Trabalho / Agente Causador e Situação Geradora de Doença Profissional');
  });

  it('has the codes the layout rules name, so the forms can offer them', () => {
    expect(esocialTableEntry(24, noExposureCode)).toBeDefined();
    for (const code of agentsNeedingDescription) expect(esocialTableEntry(24, code), code).toBeDefined();
    expect(esocialTableEntry(27, procedureNeedingOrder)).toBeDefined();
    for (const code of proceduresNeedingObservation) expect(esocialTableEntry(27, code), code).toBeDefined();
  });

  it('searches by code prefix or by words without accents, one page at a time', () => {
    expect(searchEsocialTable(24, 'ruido', 1, 100)?.data.map((row) => row.codigo)).toEqual(['02.01.001']);
    expect(searchEsocialTable(24, '0201', 1, 100)?.data[0]?.codigo).toBe('02.01.001');
    expect(searchEsocialTable(1, 'aprendiz', 1, 100)?.data.map((row) => row.codigo)).toEqual(['103']);
    expect(searchEsocialTable(27, 'hemograma', 1, 100)?.data.map((row) => row.codigo)).toEqual(['0693']);
    const page2 = searchEsocialTable(9, undefined, 2, 10);
    expect(page2?.data).toHaveLength(10);
    expect(page2?.data[0]).toEqual(esocialTable(9)?.[10]);
    expect(page2?.total).toBe(esocialTable(9)?.length);
    expect(searchEsocialTable(99, undefined, 1, 100)).toBeUndefined();
  });

  it('finds no row of a table not served', () => {
    expect(esocialTable(99)).toBeUndefined();
    expect(esocialTableFile(99)).toBeUndefined();
    expect(esocialTableEntry(99, '0281')).toBeUndefined();
  });

  it('needs every word of the search in the description', () => {
    expect(searchEsocialTable(27, 'audiometria tonal', 1, 100)?.data.map((row) => row.codigo)).toEqual(['0281', '0283']);
    expect(searchEsocialTable(27, 'audiometria xyzw', 1, 100)).toEqual({ data: [], total: 0 });
  });

  it('lists the whole table when the search is absent or blank', () => {
    const total = esocialTable(27)?.length;
    expect(searchEsocialTable(27, undefined, 1, 2000)?.total).toBe(total);
    expect(searchEsocialTable(27, '  ', 1, 2000)?.total).toBe(total);
  });

  it('answers whether a code is in a table, for the code checks', () => {
    expect(hasCode('procedimentos', '0693')).toBe(true);
    expect(hasCode('procedimentos', '0269')).toBe(false);
    expect(codeRow('paises', '105')).toEqual(['105', 'Brasil', '', '']);
    expect(codeRow('paises', '999')).toBeUndefined();
    expect(hasCode('agentesNocivos', '09.01.001')).toBe(true);
    expect(hasCode('municipios', '5300108')).toBe(true);
    expect(hasCode('cid10', 'S610')).toBe(true);
    expect(hasCode('categorias', '101')).toBe(true);
    expect(hasCode('categorias', '0693')).toBe(false);
  });
});

/*
 * CID-10 and the municipalities stay out of the bundles (README "Size"): read from ESOCIAL_TABLES_DIR, else the
 * repository's functions/esocial/tables, once per container.
 */
describe('the large tables read from disk on first use', () => {
  const saved = process.env.ESOCIAL_TABLES_DIR;
  afterEach(() => {
    if (saved === undefined) delete process.env.ESOCIAL_TABLES_DIR;
    else process.env.ESOCIAL_TABLES_DIR = saved;
  });

  it('finds them in functions/esocial/tables of the repository, or where ESOCIAL_TABLES_DIR points', () => {
    delete process.env.ESOCIAL_TABLES_DIR;
    expect(tablesDirectory().replace(/\\/g, '/')).toMatch(/\/functions\/esocial\/tables\/$/);
    expect(readTableFile(fileTables.municipios).total).toBe(5571);
    process.env.ESOCIAL_TABLES_DIR = '/var/task/esocial/tables';
    expect(tablesDirectory()).toBe('/var/task/esocial/tables');
  });

  it('reads a file once and keeps it for the container', () => {
    expect(codeTableFile('cid10')).toBe(codeTableFile('cid10'));
    expect(codeTableFile('procedimentos')).toBe(esocialTableFile(27));
  });

  it('fails with a clear error where the files are not shipped, and refuses a file of another shape', () => {
    // Prepare
    const directory = mkdtempSync(join(tmpdir(), 'esocial-tables-'));
    writeFileSync(join(directory, fileTables.cid10), JSON.stringify({ tabela: 'CID-10', itens: [['S610', 'Ferimento']] }));
    // Act
    const missing = () => readTableFile(fileTables.municipios, directory);
    // Assess
    expect(missing).toThrow(`eSocial table municipios-ibge.json not found at ${join(directory, 'municipios-ibge.json')}: only the esocial functions ship it (ESOCIAL_TABLES_DIR)`);
    expect(() => missing()).toThrow(expect.objectContaining({ cause: expect.objectContaining({ code: 'ENOENT' }) }));
    expect(() => readTableFile(fileTables.cid10, directory)).toThrow(/nome/);
  });
});

/*
 * The counts against the published totals and spot checks against official text (the S-1.3 XSDs, the IBGE and
 * DATASUS totals). Where a count is below the published total, the gap is the one tables/README.md states.
 */
describe('the eSocial code tables against the published totals and the official text', () => {
  const xsd = (file: string) => readFileSync(join(xsdDirectory(), 'S-1.3', file), 'utf8');
  const bracketed = (text: string, pattern: RegExp) => [...new Set([...text.matchAll(/\[([^\]]+)\]/g)].flatMap((match) => (match[1] ?? '').split(/,\s*/)).filter((code) => pattern.test(code)))];
  const count = (name: CodeTableName) => codeTableFile(name).itens.length;

  it('holds the 92 agents of Tabela 24, with its numbering holes left as holes', () => {
    expect(count('agentesNocivos')).toBe(92);
    expect(hasCode('agentesNocivos', '01.19.020')).toBe(false);
    expect(hasCode('agentesNocivos', '01.19.037')).toBe(false);
    expect((esocialTable(24) ?? []).filter((row) => row.codigo.startsWith('01.19.'))).toHaveLength(39);
  });

  it('holds the 1,450 procedures of Tabela 27 (S-1.3 up to NT 06/2026): 0001–1449 without the unused numbers and the three removed, 1992–1999 and 9999', () => {
    // Prepare
    const codes = codeTableFile('procedimentos').itens.map(([codigo = '']) => codigo);
    const unused = ['0269', '0596', '0805', '0885', '1106'];
    const removed = ['0353', '0628', '0829'];
    const expected = [
      ...Array.from({ length: 1449 }, (_, index) => String(index + 1).padStart(4, '0')).filter((code) => !unused.includes(code) && !removed.includes(code)),
      ...['1992', '1993', '1994', '1995', '1996', '1997', '1998', '1999', '9999'],
    ];
    // Assess
    expect(count('procedimentos')).toBe(1450);
    expect([...codes].sort()).toEqual(expected);
    expect(esocialTableEntry(27, '1449')?.descricao).toBe('Videolaringoscopia');
    expect(esocialTableEntry(27, '1435')?.descricao).toBe('Cálcio sanguíneo');
    expect(esocialTableEntry(27, '0613')?.descricao).toBe('Ferro sérico (sangue)');
  });

  it('holds the 47 worker categories of Tabela 01 (S-1.3 up to NT 06/2026), 314 among them and no 905', () => {
    expect(count('categorias')).toBe(47);
    expect(codeRow('categorias', '314')).toEqual(['314', 'Militar das Forças Armadas', '2014-01-01', '']);
    expect(hasCode('categorias', '905')).toBe(false);
    expect(codeRow('categorias', '308')?.[3]).toBe('2023-04-25');
  });

  it.each([
    // [table, published count, a code, its published description]
    ['paises', 283, '105', 'Brasil'],
    ['partesDoCorpo', 45, '753030000', 'Crânio (inclusive encéfalo)'],
    ['agentesCausadores', 248, '302010200', 'Rua e estrada - superfície utilizada para sustentar pessoas'],
    ['situacoesGeradoras', 60, '200004300', 'Impacto de pessoa contra objeto parado'],
    ['naturezasDaLesao', 29, '702000000', 'Lesão imediata'],
    ['tiposDeLogradouro', 182, 'R', 'Rua'],
  ] as const)('holds the CAT table %s in full (%i codes), %s as published', (table, total, codigo, descricao) => {
    expect(count(table)).toBe(total);
    expect(codeRow(table, codigo)?.slice(0, 2)).toEqual([codigo, descricao]);
  });

  it('writes the CAT codes as evtCAT.xsd demands: nine digits (13, 14, 15, 17), three (06), up to four characters (20)', () => {
    for (const table of ['partesDoCorpo', 'agentesCausadores', 'situacoesGeradoras', 'naturezasDaLesao'] as const) {
      for (const [codigo] of codeTableFile(table).itens) expect(codigo, table).toMatch(/^\d{9}$/);
    }
    for (const [codigo] of codeTableFile('paises').itens) expect(codigo).toMatch(/^\d{3}$/);
    for (const [codigo = ''] of codeTableFile('tiposDeLogradouro').itens) expect(codigo.length, codigo).toBeLessThanOrEqual(4);
    // Tabela 14 holds the agents (3xxxxxxxx), Tabela 15 the generating situations (2xxxxxxxx), none in both
    expect(codeTableFile('agentesCausadores').itens.filter(([codigo = '']) => hasCode('situacoesGeradoras', codigo))).toEqual([]);
  });

  it('dates the countries of Tabela 06 as published, a country that ceased to exist with its end date', () => {
    expect(codeRow('paises', '790')).toEqual(['790', 'Tchecoslováquia', '', '1996-12-13']);
    expect(codeRow('paises', '015')).toEqual(['015', 'Aland, Ilhas', '2015-12-07', '2023-01-15']);
    expect(codeTableFile('paises').itens.filter((row) => row[3] !== '')).toHaveLength(39);
    for (const row of codeTableFile('paises').itens) for (const date of row.slice(2)) expect(date).toMatch(/^(\d{4}-\d{2}-\d{2})?$/);
  });

  it('holds the 5,571 municipalities of the IBGE table, Brasília and Boa Esperança do Norte (2025) among them', () => {
    expect(count('municipios')).toBe(5571);
    expect(codeTableFile('municipios').itens.find((item) => item[0] === '5300108')).toEqual(['5300108', 'Brasília', 'DF']);
    expect(hasCode('municipios', '5101837')).toBe(true);
    for (const [codigo] of codeTableFile('municipios').itens) expect(codigo).toMatch(/^[1-5]\d{6}$/);
  });

  it('holds the 2,045 categories and 12,188 subcategories of CID-10 (DATASUS), as codCID writes them', () => {
    const codes = codeTableFile('cid10').itens.map(([codigo = '']) => codigo);
    expect(codes.filter((code) => code.length === 3)).toHaveLength(2045);
    expect(codes.filter((code) => code.length === 4)).toHaveLength(12188);
    for (const code of codes) expect(code).toMatch(/^[A-Z]\d{2}[0-9X]?$/);
  });

  it('has the codes the users look up, each with its published description', () => {
    // Act
    const rows = [esocialTableEntry(24, '01.01.001'), esocialTableEntry(27, '0295'), esocialTableEntry(27, '0281'), esocialTableEntry(27, '0530'), esocialTableEntry(27, '1078')];
    // Assess
    expect(rows.map((row) => row?.descricao)).toEqual([
      'Arsênio e seus compostos',
      'Avaliação clínica ocupacional (anamnese e exame físico)',
      'Audiometria tonal ocupacional',
      'ECG (Eletrocardiograma) convencional de até 12 derivações',
      'Radiografia de tórax (PA) Padrão OIT (o mais recente), com dois leitores habilitados',
    ]);
  });

  it('writes table 24 codes as codAgNoc demands (99.99.999), holds every agent the S-2240 rules name and quotes 09.01.001 as the XSD does', () => {
    // Prepare
    const schema = xsd('evtExpRisco.xsd');
    const named = bracketed(schema, /^\d{2}\.\d{2}\.\d{3}$/);
    // Act
    const missing = named.filter((code) => !esocialTableEntry(24, code));
    // Assess
    expect(named).toEqual(expect.arrayContaining(['01.01.001', '01.18.001', '02.01.014', '05.01.001', '09.01.001']));
    expect(missing).toEqual([]);
    expect(schema).toContain(`[09.01.001] (${esocialTableEntry(24, '09.01.001')?.descricao})`);
    for (const row of esocialTable(24) ?? []) expect(row.codigo).toMatch(/^\d{2}\.\d{2}\.\d{3}$/);
  });

  it('writes table 27 codes as procRealizado demands (four digits), with every code the S-2220 rules name', () => {
    // Prepare
    const named = bracketed(xsd('evtMonit.xsd'), /^\d{4}$/);
    // Act
    const missing = named.filter((code) => !esocialTableEntry(27, code));
    // Assess
    expect(named).toEqual(expect.arrayContaining(['0281', '0583', '1230', '1992', '9999']));
    expect(missing).toEqual([]);
    for (const row of esocialTable(27) ?? []) expect(row.codigo).toMatch(/^\d{4}$/);
  });

  it('writes table 01 codes as codCateg demands (three digits), with every category the schemas name', () => {
    // Prepare
    const named = bracketed(xsd('tipos.xsd'), /^\d{3}$/);
    // Assess
    expect(named).toEqual(expect.arrayContaining(['101', '104', '111', '901', '906']));
    expect(named.filter((code) => !hasCode('categorias', code))).toEqual([]);
    for (const row of esocialTable(1) ?? []) expect(row.codigo).toMatch(/^\d{3}$/);
  });
});
