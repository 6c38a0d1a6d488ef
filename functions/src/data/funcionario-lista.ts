import type { GlobalIndexName } from '@ocupacional/shared';
import { funcionarios, nameKey, nameSortKey, type FuncionarioItem } from './entities/funcionario';
import { funcionarioTransferencias } from './entities/funcionario-transferencia';
import { rewriteEntity } from './entity-scan';
import { countedBy, listCounter, readCounters, recountLists } from './list-counters';
import { readPage, type PageOf, type PageReadOptions } from './list-page';

/*
 * The company's employee list (GET funcionario/0, spec 1 §2, §7; issue 17) read one page of one index, and the
 * counters of its totals (docs/data-model.md "Issue 17: employees"). The index follows the request: no search, by
 * name (byEmpresa, live ones); a status filter, byEmpresaSituacao; a search of digits, the CPF prefix
 * (byEmpresaCpf); other text, the name prefix; a search that finds nothing there, the registration number prefix
 * (byEmpresaMatricula). The front filter is applied to what the reads bring (a company has few fronts).
 */

/** The lists counted: a company's live employees and the transfers out of it. */
const countedLists = { funcionarios: 'funcionarios', transferencias: 'funcionario-transferencias' } as const;

/** The counter of a company's live (not deleted) employees: the list's total with no filter. */
export const funcionariosCounter = (empresaId: string) => listCounter(countedLists.funcionarios, empresaId);
/** The counter of the employees other companies took from a company (GET funcionario/transferencias). */
export const transferenciasCounter = (empresaId: string) => listCounter(countedLists.transferencias, empresaId);

/** The counters an employee in this state adds 1 to (for a seed that writes around the write paths). */
export function funcionarioCountersOf(item: Pick<FuncionarioItem, 'empresaId' | 'deletedAt'>): string[] {
  return item.deletedAt ? [] : [funcionariosCounter(item.empresaId)];
}

export interface FuncionarioListRequest {
  readonly tenant: string;
  readonly empresaId: string;
  readonly search?: string | undefined;
  readonly status?: 'ATIVO' | 'DEMITIDO' | undefined;
  readonly fdtId?: string | undefined;
  readonly cursor?: string | undefined;
  readonly pagination: number;
}

type Where = Parameters<ReturnType<ReturnType<typeof funcionarios>['query']['byEmpresa']>['where']>[0];

/** Which index a search reads. */
type SearchIndex = 'nome' | 'cpf' | 'matricula';

const indexOf: Record<SearchIndex | 'situacao', GlobalIndexName> = { nome: 'gsi2', situacao: 'gsi3', cpf: 'gsi4', matricula: 'gsi5' };

/** The index a cursor was sealed on (its GSI key fields), so a page after the first reads where the first did. */
function cursorIndex(cursor: string | undefined): GlobalIndexName | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    const field = Object.keys(key).find((name) => /^gsi\dpk$/.test(name));
    return field ? (field.slice(0, 4) as GlobalIndexName) : undefined;
  } catch {
    return undefined; // readPage refuses it with the spec's message
  }
}

/**
 * One page of a company's live employees, by name (or by CPF / registration number for those searches), with the
 * cursor of the next page. Reads page size + 1 items of one index per read.
 */
export async function readFuncionariosPage(request: FuncionarioListRequest): Promise<PageOf<FuncionarioItem> & { index: GlobalIndexName }> {
  const { tenant, empresaId, status, fdtId } = request;
  const text = request.search?.trim() ?? '';
  const digitsOnly = /^[\d.\-\s/]+$/.test(text);
  const digits = text.replace(/\D/g, '');
  const situacao = status === 'DEMITIDO' ? 'demitido' : status === 'ATIVO' ? 'ativo' : undefined;
  const scope = { tenant, empresaId };

  // Filters the key does not carry: the front, and the status when another index serves the search ('' is none).
  const filter = (bySituacao: boolean): Where => (attributes, { eq }) =>
    [fdtId ? eq(attributes.fdtId, fdtId) : '', situacao && !bySituacao ? eq(attributes.situacao, situacao) : '']
      .filter(Boolean)
      .join(' AND ');

  // The query of each kind of read.
  const plan = (kind: SearchIndex) => {
    const query = funcionarios().query;
    // An empty prefix is the whole list.
    const prefix = text ? nameSortKey(text) : '';
    const chosen =
      kind === 'cpf'
        ? query.byEmpresaCpf({ ...scope, lista: 'vivo' }).begins({ cpf: digits }).where(filter(false))
        : kind === 'matricula'
          ? query.byEmpresaMatricula({ ...scope, lista: 'vivo' }).begins({ matChave: nameKey(text) }).where(filter(false))
          : situacao
            ? query.byEmpresaSituacao({ ...scope, situacao }).begins({ nomeChave: prefix }).where(filter(true))
            : query.byEmpresa({ ...scope, lista: 'vivo' }).begins({ nomeChave: prefix }).where(filter(false));
    return (options: PageReadOptions) => chosen.go(options);
  };
  // A cursor of another company's list (or another status's) is refused by readPage, as DynamoDB refuses it.
  const readIn = async (kind: SearchIndex, index: GlobalIndexName, cursor: string | undefined) => ({
    ...(await readPage(tenant, { cursor, pagination: request.pagination }, index, plan(kind))),
    index,
  });

  const primary: SearchIndex = text && digitsOnly && digits ? 'cpf' : 'nome';
  const primaryIndex = primary === 'nome' && situacao ? indexOf.situacao : indexOf[primary];
  // A registration number looks like a CPF or a name: a search whose first page finds neither reads that index,
  // and its cursors say so.
  if (text && cursorIndex(request.cursor) === indexOf.matricula) return readIn('matricula', indexOf.matricula, request.cursor);
  const first = await readIn(primary, primaryIndex, request.cursor);
  if (text && !request.cursor && first.items.length === 0 && first.next === null) return readIn('matricula', indexOf.matricula, undefined);
  return first;
}

/** The list's total: the company's counter with no search and no filter; null when a filter narrows it. */
export async function funcionariosTotal(request: Pick<FuncionarioListRequest, 'tenant' | 'empresaId' | 'search' | 'status' | 'fdtId'>): Promise<number | null> {
  if (request.search?.trim() || request.status || request.fdtId) return null;
  const name = funcionariosCounter(request.empresaId);
  return (await readCounters(request.tenant, [name])).get(name) ?? 0;
}

/**
 * Counts every employee and transfer once into the counters, replacing what they held (the migration that
 * introduces them; a seed that writes items around the write paths). Reads the entities whole: never on a request.
 * Answers the counters written.
 */
export async function recountFuncionarioCounters(): Promise<number> {
  const sources = [
    countedBy((cursor) => funcionarios().scan.go({ cursor }), funcionarioCountersOf),
    countedBy((cursor) => funcionarioTransferencias().scan.go({ cursor }), (move) => [transferenciasCounter(move.deEmpresaId)]),
  ];
  return (await recountLists(Object.values(countedLists), sources)).counters;
}

/**
 * The work of issue 17's employee list migration (migrations.ts), run now: every employee rewritten through the
 * entity (which derives the new key parts and writes the new index keys), then the counters counted. Answers the
 * items touched.
 */
export async function migrarFuncionariosParaListas(): Promise<number> {
  return (await rewriteEntity(funcionarios(), 'funcionario-lista')) + (await recountFuncionarioCounters());
}
