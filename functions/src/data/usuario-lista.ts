import type { PointType } from '@ocupacional/shared';
import { codePrefix } from './cadastro-lista';
import { nameSortKey } from './entities/keys';
import { pontoWeb, usuarios, type UsuarioEntityItem } from './entities/usuario';
import { countedBy, listCounter, readCounters, recountLists } from './list-counters';
import { readPage, type PageOf } from './list-page';

/*
 * The lists of users (issue 14): the web area's operators and the portal users of one company, clinic or partner,
 * one page of one index a request. No search, or a search of words, reads byPonto (gsi2) from the name's sort-key
 * prefix; a search of digits reads byPontoCpf (gsi3) from the CPF's prefix (and, when that finds nothing, byPonto).
 * Live users only (their own partition, '…#vivo'). The total comes from the point's counter, kept with the writes.
 */

/** The list counted: live users per point type and point ('usuarios#empresa#<id>', 'usuarios#web#web'). */
const usuariosList = 'usuarios';

/** The counter of a point's live users. */
export const usuariosCounter = (pointType: PointType, pointId: string | undefined) => listCounter(usuariosList, pointType, pointId ?? pontoWeb);

export interface UsuarioListRequest {
  readonly tenant: string;
  readonly pointType: PointType;
  /** Absent for the web area's operators. */
  readonly pointId?: string | undefined;
  readonly search?: string | undefined;
  readonly cursor?: string | undefined;
  readonly pagination: number;
}

/** Which GSI a cursor was sealed on (a later page reads where the first did). */
function cursorIndex(cursor: string | undefined): 'gsi2' | 'gsi3' | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    return 'gsi3pk' in key ? 'gsi3' : 'gsi2pk' in key ? 'gsi2' : undefined;
  } catch {
    return undefined; // readPage refuses it with the spec's message
  }
}

/** One page of a point's live users by name (or CPF prefix), with the cursor of the next page. */
export async function readUsuariosPage(request: UsuarioListRequest): Promise<PageOf<UsuarioEntityItem>> {
  const { tenant, pointType, cursor, pagination } = request;
  const keys = { tenant, pointType, pontoChave: request.pointId ?? pontoWeb, lista: 'vivo' as const };
  const text = request.search?.trim() ?? '';
  const digits = codePrefix(text);
  const byNome = () =>
    readPage(tenant, { cursor, pagination }, 'gsi2', (options) =>
      usuarios().query.byPonto(keys).begins({ nomeChave: text ? nameSortKey(text) : '' }).go({ ...options, order: 'asc' }),
    );
  if (digits === undefined || cursorIndex(cursor) === 'gsi2') return byNome();
  const byCpf = await readPage(tenant, { cursor, pagination }, 'gsi3', (options) =>
    usuarios().query.byPontoCpf(keys).begins({ cpf: digits }).go({ ...options, order: 'asc' }),
  );
  if (!cursor && byCpf.items.length === 0 && byCpf.next === null) return byNome();
  return byCpf;
}

/** Every live user a search finds, in list order (the Excel export), up to `max`. */
export async function readUsuariosAll(request: Omit<UsuarioListRequest, 'cursor' | 'pagination'>, max: number): Promise<UsuarioEntityItem[]> {
  const rows: UsuarioEntityItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await readUsuariosPage({ ...request, cursor, pagination: Math.min(500, max - rows.length) });
    rows.push(...page.items);
    cursor = page.next ?? undefined;
  } while (cursor && rows.length < max);
  return rows;
}

/** The list's total: the point's counter with no search; null under a search. */
export async function usuariosTotal(tenant: string, pointType: PointType, pointId: string | undefined, search: string | undefined): Promise<number | null> {
  if (search?.trim()) return null;
  const counter = usuariosCounter(pointType, pointId);
  return (await readCounters(tenant, [counter])).get(counter) ?? 0;
}

/** Counts every live user once into the points' counters (the migration that introduces them; seeded tables). */
export async function recountUsuarios(): Promise<number> {
  const { counters } = await recountLists(
    [usuariosList],
    [countedBy((cursor) => usuarios().scan.go({ cursor }), (item) => (item.deletedAt ? [] : [usuariosCounter(item.pointType, item.pointId)]))],
  );
  return counters;
}
