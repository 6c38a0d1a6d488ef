import { onlyDigits, type FuncionarioFormInput, type ImportacaoFormato } from '@ocupacional/shared';
import { cidadesDoEstado, estados, foldText } from '../reference';

/*
 * The employee import's rules (issue 14), pure: the spreadsheet's columns and how a header finds its column
 * (accents, case, spaces and punctuation aside), a cell's text, and a row turned into the employee form
 * (funcionarioFormSchema, the same the screen posts) with the front, GHE and function found by name or code among
 * the company's. What the schema and the form's server checks say about the result is the row's report.
 */

/** A form field a column fills, or a name the row resolves into an id. */
export type ImportField =
  | 'nome'
  | 'cpf'
  | 'rg'
  | 'dt_nas'
  | 'sexo'
  | 'dt_adm'
  | 'email'
  | 'tel_res'
  | 'tel_cel'
  | 'fdt'
  | 'ghe'
  | 'funcao'
  | 'pis'
  | 'mat'
  | 'ct_num'
  | 'ct_serie'
  | 'ct_uf'
  | 'cep'
  | 'end'
  | 'num'
  | 'bairro'
  | 'comp'
  | 'uf'
  | 'cidade'
  | 'obs'
  | 'pcd';

export interface ImportColumn {
  readonly field: ImportField;
  /** The header of the model spreadsheet (and of the report). */
  readonly header: string;
  /** Other headers that mean the column. */
  readonly aliases: readonly string[];
  /** Whether a file without the column is refused as a whole. */
  readonly required: boolean;
  /** The model's example row. */
  readonly example: string;
}

const column = (field: ImportField, header: string, example: string, aliases: string[] = [], required = false): ImportColumn => ({
  field,
  header,
  aliases,
  required,
  example,
});

/** The columns, in the model's order. Required columns: what the form requires of every employee (spec 1 §3). */
export const importColumns: readonly ImportColumn[] = [
  column('nome', 'Nome', 'Maria da Silva Souza', ['nome completo', 'funcionario', 'nome do funcionario'], true),
  column('cpf', 'CPF', '529.982.247-25', [], true),
  column('rg', 'RG', '12.345.678-9'),
  column('dt_nas', 'Data de Nascimento', '14/03/1990', ['nascimento', 'dt nascimento', 'data nascimento', 'dt_nas'], true),
  column('sexo', 'Sexo', 'Feminino', [], true),
  column('dt_adm', 'Data de Admissão', '02/01/2025', ['admissao', 'dt admissao', 'data admissao', 'dt_adm'], true),
  column('email', 'E-mail', 'maria.souza@email.com.br', ['email']),
  column('tel_res', 'Telefone', '(11) 3333-4444', ['telefone residencial', 'tel res', 'tel_res']),
  column('tel_cel', 'Celular', '(11) 99999-8888', ['telefone celular', 'tel cel', 'tel_cel']),
  column('fdt', 'Frente de Trabalho', 'Matriz', ['fdt', 'frente'], true),
  column('ghe', 'GHE', 'GHE 01', ['setor', 'ghe setor']),
  column('funcao', 'Função', 'Auxiliar Administrativo', ['cargo', 'cbo'], true),
  column('mat', 'Matrícula', '1001', ['matricula', 'mat']),
  column('pis', 'PIS', '120.5678.901-2', ['nis', 'pis pasep', 'pis/pasep/nit', 'nit']),
  column('ct_num', 'CTPS Número', '1234567', ['ctps', 'ctps numero', 'ct num', 'ct_num']),
  column('ct_serie', 'CTPS Série', '0012', ['ctps serie', 'ct serie', 'ct_serie']),
  column('ct_uf', 'CTPS UF', 'SP', ['ct uf', 'ct_uf']),
  column('cep', 'CEP', '01310-100'),
  column('end', 'Endereço', 'Avenida Paulista', ['logradouro', 'endereco', 'end']),
  column('num', 'Número', '1000', ['numero', 'num', 'nº']),
  column('bairro', 'Bairro', 'Bela Vista'),
  column('comp', 'Complemento', 'Apto 12', ['comp']),
  column('uf', 'UF', 'SP', ['estado']),
  column('cidade', 'Cidade', 'São Paulo', ['municipio']),
  column('obs', 'Observações', '', ['observacao', 'obs']),
  column('pcd', 'PcD', 'Não', ['pcd', 'deficiente', 'pessoa com deficiencia']),
];

/** A header or a name as compared: accents, case, spaces and punctuation aside ('Data de Admissão' → 'datadeadmissao'). */
export function headerKey(text: string): string {
  return foldText(text).replace(/[^a-z0-9]/g, '');
}

/** A name as compared with the company's registries: accents, case and runs of blanks or punctuation aside. */
export function nameMatchKey(text: string | null | undefined): string {
  return foldText(text ?? '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const columnsByKey = new Map<string, ImportColumn>(
  importColumns.flatMap((entry) => [entry.header, ...entry.aliases].map((name) => [headerKey(name), entry] as const)),
);

/** The columns a header row names, by position, and the required ones it lacks. Unknown headers are left out. */
export function mapHeaders(headers: readonly string[]): { columns: Map<number, ImportColumn>; missing: ImportColumn[] } {
  const columns = new Map<number, ImportColumn>();
  const seen = new Set<ImportField>();
  headers.forEach((header, index) => {
    const found = columnsByKey.get(headerKey(header));
    // The first column of a name wins: a second 'CPF' column is left out rather than mixed in.
    if (found && !seen.has(found.field)) {
      columns.set(index, found);
      seen.add(found.field);
    }
  });
  return { columns, missing: importColumns.filter((entry) => entry.required && !seen.has(entry.field)) };
}

/** The message of a file whose header row lacks required columns. */
export function missingColumnsMessage(missing: readonly ImportColumn[]): string {
  return `A planilha não tem as colunas obrigatórias: ${missing.map((entry) => entry.header).join(', ')}. Baixe o modelo e use os mesmos títulos na primeira linha.`;
}

export const emptySpreadsheetMessage = 'A planilha não tem funcionários: a primeira linha deve ter os títulos das colunas e as seguintes, um funcionário cada.';
export const unreadableSpreadsheetMessage = 'Não foi possível ler a planilha. Envie um arquivo .xlsx ou .csv (separado por ponto e vírgula ou vírgula).';
export const tooManyRowsMessage = (limit: number) => `A planilha tem mais de ${limit} funcionários. Divida-a em arquivos menores.`;
export const unexpectedFailureMessage = 'Falha inesperada ao processar a planilha. Envie-a novamente ou entre em contato conosco.';

/** Excel's day 0 (its serial dates count from 1899-12-30, the 1900 leap-year bug included). */
const excelEpochMs = Date.UTC(1899, 11, 30);
const dayMs = 86_400_000;

const brDate = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;

/** What a cell of exceljs holds: text, number, date, rich text, hyperlink, formula, error. */
export type CellValue = unknown;

/**
 * A cell's text as the user sees it: numbers without exponent or float noise, dates as dd/mm/aaaa (exceljs reads
 * them as UTC), rich text and hyperlinks by their text, formulas by their result, errors as empty.
 *
 * @example cellText({ richText: [{ text: 'Ana ' }, { text: 'Lima' }] }) // 'Ana Lima'
 */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(Number(value.toPrecision(15)));
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : brDate(value);
  if (typeof value === 'object') {
    const cell = value as { richText?: { text?: string }[]; text?: unknown; result?: unknown; formula?: unknown; error?: unknown };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text ?? '').join('').trim();
    if ('formula' in cell || 'sharedFormula' in cell || 'result' in cell) return cellText(cell.result);
    if ('text' in cell) return cellText(cell.text);
  }
  return '';
}

/** A date column's text: an Excel serial number (a date cell formatted as number) becomes dd/mm/aaaa. */
export function dateText(value: CellValue): string {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 2_958_466) {
    return brDate(new Date(excelEpochMs + value * dayMs));
  }
  return cellText(value);
}

/** A row of the spreadsheet: its line (1 is the header) and the text of each column it has. */
export interface ImportRow {
  readonly linha: number;
  readonly values: Partial<Record<ImportField, string>>;
}

/** The row's values by field; undefined for a row whose every cell is blank (skipped, not reported). */
export function rowOf(linha: number, cells: readonly CellValue[], columns: ReadonlyMap<number, ImportColumn>): ImportRow | undefined {
  const values: Partial<Record<ImportField, string>> = {};
  for (const [index, entry] of columns) {
    const cell = cells[index];
    const text = entry.field === 'dt_nas' || entry.field === 'dt_adm' ? dateText(cell) : cellText(cell);
    if (text !== '') values[entry.field] = text;
  }
  return Object.keys(values).length > 0 ? { linha, values } : undefined;
}

/** Type list 59 (spec 1 §3): 60 Masculino, 61 Feminino; M/F and the codes too. */
export function sexoCode(text: string | undefined): number | string | undefined {
  if (!text) return undefined;
  const key = headerKey(text);
  if (['m', 'masculino', 'masc', '60'].includes(key)) return 60;
  if (['f', 'feminino', 'fem', '61'].includes(key)) return 61;
  // Left for the schema to refuse with its own message.
  return text;
}

/** Yes/no columns (PcD): Sim, S, X, 1, true are yes; anything else (blank included) no. */
export function flagOf(text: string | undefined): 0 | 1 {
  return ['sim', 's', 'x', '1', 'true', 'verdadeiro', 'yes'].includes(headerKey(text ?? '')) ? 1 : 0;
}

/** A CPF as typed: digits kept, a number that lost its leading zeros (Excel's) padded back to 11. */
export function cpfText(text: string | undefined): string | undefined {
  if (!text) return text;
  return /^\d{9,10}$/.test(text) ? text.padStart(11, '0') : text;
}

/** The company's registries a row's names are found in (live ones only). */
export interface CompanyCatalog {
  readonly fronts: readonly { readonly id: string; readonly descricao: string; readonly pcmso?: string | undefined }[];
  readonly ghes: readonly {
    readonly id: string;
    readonly fdtId: string;
    readonly ghe: string;
    readonly descricao: string;
    readonly funcaoIds?: readonly string[] | undefined;
  }[];
  readonly funcoes: readonly { readonly id: string; readonly nome: string; readonly cbo?: string | undefined }[];
}

/** The header of a field's column (for 'Coluna: mensagem'); the form's own names for the ids. */
const headerOfField: Record<string, string> = {
  ...Object.fromEntries(importColumns.map((entry) => [entry.field, entry.header])),
  id_fdt: 'Frente de Trabalho',
  id_ghe: 'GHE',
  id_funcao: 'Função',
  id_estado: 'UF',
  id_cidade: 'Cidade',
};

/** A row's reasons, each as 'Coluna: mensagem', from field errors keyed by the form's fields. */
export function rowReasons(fields: Readonly<Record<string, readonly string[]>>): string[] {
  return Object.entries(fields).flatMap(([field, messages]) => {
    const header = headerOfField[field.split('.')[0] ?? ''];
    return messages.map((message) => (header ? `${header}: ${message}` : message));
  });
}

const notFound = (header: string, value: string, where: string) => `${header}: "${value}" não cadastrada ${where}`;

/**
 * The form a row makes, its names found among the company's registries: the front by description or PCMSO code,
 * the GHE by code, description or 'código - descrição' within that front, the function by name or CBO (one the GHE
 * holds first), the state by abbreviation or name and the city within it. A name not found is a reason of its own
 * and leaves the id empty (the schema then adds nothing more for a required one).
 */
export function formOfRow(row: ImportRow, catalog: CompanyCatalog): { form: FuncionarioFormInput; reasons: string[] } {
  const { values } = row;
  const reasons: string[] = [];
  const key = nameMatchKey;

  let fdtId = '';
  if (values.fdt) {
    const wanted = key(values.fdt);
    const front = catalog.fronts.find((f) => key(f.descricao) === wanted || f.id === values.fdt || (f.pcmso && key(f.pcmso) === wanted));
    if (front) fdtId = front.id;
    else reasons.push(notFound('Frente de Trabalho', values.fdt, 'nesta empresa'));
  }

  let ghe: CompanyCatalog['ghes'][number] | undefined;
  if (values.ghe && fdtId) {
    const wanted = key(values.ghe);
    ghe = catalog.ghes.find(
      (g) => g.fdtId === fdtId && (key(g.ghe) === wanted || key(g.descricao) === wanted || key(`${g.ghe} ${g.descricao}`) === wanted || g.id === values.ghe),
    );
    if (!ghe) reasons.push(`GHE: "${values.ghe}" não cadastrado nesta frente de trabalho`);
  }

  let funcaoId = '';
  if (values.funcao) {
    const wanted = key(values.funcao);
    const digits = onlyDigits(values.funcao);
    // A CBO as typed (9999-99 or its six digits): nothing but digits and the mask's characters.
    const isCbo = digits.length === 6 && /^[\d.\-\s]+$/.test(values.funcao);
    const candidates = catalog.funcoes.filter(
      (f) => key(f.nome) === wanted || f.id === values.funcao || (isCbo && onlyDigits(f.cbo ?? '') === digits),
    );
    const funcao = candidates.find((f) => ghe?.funcaoIds?.includes(f.id)) ?? candidates[0];
    if (funcao) funcaoId = funcao.id;
    else reasons.push(notFound('Função', values.funcao, 'no cadastro de funções'));
  }

  let idEstado: string | null = null;
  let idCidade: string | null = null;
  if (values.uf) {
    const wanted = key(values.uf);
    const estado = estados.find((e) => key(e.uf) === wanted || key(e.nome) === wanted);
    if (estado) {
      idEstado = String(estado.id);
      if (values.cidade) {
        const cidade = cidadesDoEstado(estado.id).find((c) => key(c.nome) === key(values.cidade));
        if (cidade) idCidade = String(cidade.id);
        else reasons.push(`Cidade: "${values.cidade}" não encontrada em ${estado.uf}`);
      }
    } else reasons.push(`UF: "${values.uf}" não é uma UF válida`);
  } else if (values.cidade) reasons.push('UF: informe a UF da cidade');

  const form: FuncionarioFormInput = {
    nome: values.nome ?? '',
    cpf: cpfText(values.cpf) ?? '',
    rg: values.rg ?? null,
    dt_nas: values.dt_nas ?? '',
    sexo: sexoCode(values.sexo) as never,
    dt_adm: values.dt_adm ?? null,
    email: values.email ?? null,
    tel_res: values.tel_res ?? null,
    tel_cel: values.tel_cel ?? null,
    // A name not found is already a reason: the id stays empty, which the schema would call 'Campo obrigatório'.
    id_fdt: fdtId || (values.fdt ? notFoundId : ''),
    id_funcao: funcaoId || (values.funcao ? notFoundId : ''),
    id_ghe: ghe?.id ?? (values.ghe && fdtId ? notFoundId : null),
    pis: values.pis ?? null,
    mat: values.mat ?? null,
    ct_num: values.ct_num ?? null,
    ct_serie: values.ct_serie ?? null,
    ct_uf: values.ct_uf ?? null,
    cep: values.cep ?? null,
    end: values.end ?? null,
    num: values.num ?? null,
    bairro: values.bairro ?? null,
    comp: values.comp ?? null,
    id_estado: idEstado,
    id_cidade: idCidade,
    obs: values.obs ?? null,
    pcd: flagOf(values.pcd),
    created_user: 0,
  };
  return { form, reasons };
}

/** The id a name not found stands for: the schema accepts it, the row is already refused by its reason. */
export const notFoundId = 'nao-encontrado';

/** For each line whose CPF an earlier line of the file has: that earlier line. */
export function repeatedCpfs(rows: readonly { linha: number; cpf: string }[]): Map<number, number> {
  const first = new Map<string, number>();
  const repeated = new Map<number, number>();
  for (const { linha, cpf } of rows) {
    const earlier = first.get(cpf);
    if (earlier === undefined) first.set(cpf, linha);
    else repeated.set(linha, earlier);
  }
  return repeated;
}

/** Where a job's files live: importacao/{tenant}/{id}/planilha.{xlsx|csv} and importacao/{tenant}/{id}/erros.json. */
export function importacaoKeys(tenant: string, id: string, formato: ImportacaoFormato) {
  const base = `importacao/${tenant}/${id}`;
  return { planilha: `${base}/planilha.${formato}`, erros: `${base}/erros.json` };
}
