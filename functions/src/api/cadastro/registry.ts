import {
  cadastroExcelMaxRows,
  cadastroListQuerySchema,
  idsRequestSchema,
  keyedPagination,
  recordsDeletedMessage,
  todayInSaoPaulo,
} from '@ocupacional/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { readRegistryAll, readRegistryPage, registryTotal, type RegistryQueries } from '../../data/cadastro-lista';
import { nameClaim } from '../../data/cadastros';
import { unicos, type UnicoItem } from '../../data/entities/unico';
import { byIds } from '../../data/company-reads';
import { counterChange } from '../../data/list-counters';
import type { PageOf } from '../../data/list-page';
import { TransactionConflictError, transactWrite, type TransactOperation } from '../../data/transactions';
import { gravarNaVersao, registroAlteradoError } from '../../data/versao';
import { HttpError, notFoundMessage, parseBody, parseQuery, respond, sessionOf, validationFailedMessage, type RouteContext } from '../../platform';
import { registryExcel, type ExcelColumn } from './registry-excel';

/*
 * What every back-office registry's handlers share (issue 14): the list answer (one page of one index, the total from
 * the counter, the reply shape data.data + pagination of the other lists), the Excel export of the same search, the
 * name claim written with the record in one transaction, and the delete body. Each registry (exames.ts,
 * funcoes.ts) keeps its own form, checks and view.
 */

type UnicoTipo = UnicoItem['tipo'];

/** The tenant of the web-area session. */
export const webTenant = (context: Pick<RouteContext, 'session'>) => sessionOf(context).tenant;

/** GET <registry>: one page, its pagination and the total (null under a search). */
export async function registryListAnswer<T extends object, V>(
  event: APIGatewayProxyEventV2,
  tenant: string,
  queries: RegistryQueries<T>,
  counter: string,
  view: (item: T) => V,
) {
  const { search, page, pagination, cursor } = parseQuery(event, cadastroListQuerySchema);
  const [found, total]: [PageOf<T>, number | null] = await Promise.all([
    readRegistryPage({ tenant, search, cursor, pagination }, queries),
    registryTotal(tenant, counter, search),
  ]);
  return respond(200, 'OK', { data: found.items.map(view), pagination: keyedPagination(page, pagination, total, found.next) });
}

/** GET <registry>/excel (search as the list's): every row the search finds, up to {@link cadastroExcelMaxRows}. */
export async function registryExcelAnswer<T extends object>(
  event: APIGatewayProxyEventV2,
  tenant: string,
  queries: RegistryQueries<T>,
  file: { name: string; sheet: string; columns: readonly ExcelColumn<T>[] },
) {
  const { search } = parseQuery(event, cadastroListQuerySchema);
  const { rows } = await readRegistryAll({ tenant, search }, queries, cadastroExcelMaxRows);
  return respond(200, 'OK', await registryExcel(file.name, file.sheet, file.columns, rows, todayInSaoPaulo()));
}

/** The holder of a name in a registry, if any. */
export async function nameHolder(tenant: string, tipo: UnicoTipo, nome: string): Promise<string | undefined> {
  const { data } = await unicos().get({ tenant, tipo, valor: nameClaim(nome) }).go();
  return data?.alvoId;
}

/** 400 with the name field's message. */
export const nameTaken = (message: string) => new HttpError(400, validationFailedMessage, { fields: { nome: [message] } });

/** The claim of a new record's name, and a row more on the list: the operations a create adds to its put. */
export function createClaims(tenant: string, tipo: UnicoTipo, nome: string, id: string, counter: string): TransactOperation[] {
  return [{ put: unicos().create({ tenant, tipo, valor: nameClaim(nome), alvoId: id }).params() }, counterChange(tenant, counter, 1)];
}

/** Moving a record's name claim from `antes` to `depois` (nothing when both claim the same). */
export function renameClaims(tenant: string, tipo: UnicoTipo, id: string, antes: string, depois: string): TransactOperation[] {
  if (nameClaim(antes) === nameClaim(depois)) return [];
  return [
    releaseClaim(tenant, tipo, id, antes),
    { put: unicos().create({ tenant, tipo, valor: nameClaim(depois), alvoId: id }).params() },
  ];
}

/** Releases the record's name claim (only if the record holds it: a name the migration gave a namesake stays). */
export function releaseClaim(tenant: string, tipo: UnicoTipo, id: string, nome: string): TransactOperation {
  return {
    delete: unicos()
      .delete({ tenant, tipo, valor: nameClaim(nome) })
      .where(({ alvoId }, { eq, notExists }) => `${eq(alvoId, id)} OR ${notExists(alvoId)}`)
      .params(),
  };
}

/** Most records one delete may take (one transaction: the record and its claim each, and the counter). */
export const maxRegistryDelete = 49;

/** POST <registry>/deletar {ids} (spec 3 §7): the distinct ids, at most {@link maxRegistryDelete}. */
export function registryDeleteIds(event: APIGatewayProxyEventV2): string[] {
  const ids = [...new Set(parseBody(event, idsRequestSchema).ids)];
  if (ids.length > maxRegistryDelete) {
    throw new HttpError(400, validationFailedMessage, { fields: { ids: [`Selecione até ${maxRegistryDelete} registros`] } });
  }
  return ids;
}

export const deletedAnswer = (total: number) => respond(200, recordsDeletedMessage, { total });

/**
 * Writes a registry record's edit: alone when its claimed value (name, CRM) did not change, else in one transaction
 * with the claims moved. A record changed since the form read it is 409 (registroAlteradoError); a value claimed by
 * another record meanwhile is `taken()`.
 */
export async function writeRegistryEdit(
  update: { go: () => Promise<unknown>; params: () => object },
  claims: TransactOperation[],
  taken: () => Error,
): Promise<void> {
  if (claims.length === 0) {
    await gravarNaVersao(() => update.go());
    return;
  }
  try {
    await transactWrite([{ update: update.params() }, ...claims]);
  } catch (error) {
    if (error instanceof TransactionConflictError) {
      if (error.failedAt(0)) throw registroAlteradoError({ cause: error });
      throw taken();
    }
    throw error;
  }
}

/** How a registry soft-deletes its records ({@link softDeleteRegistry}). */
export interface RegistryDelete<T extends { id: string; deletedAt?: string }> {
  /** The records by id (the entity's BatchGet). */
  readonly read: (keys: { tenant: string; id: string }[]) => Promise<{ data: T[] }>;
  /** The update's params: deletedAt set, the record moved out of the list's key ('excluido'), only if still live. */
  readonly softDelete: (item: T, deletedAt: string) => object;
  /** The unique value the record holds (its name, a doctor's CRM), released so a new record may take it. */
  readonly claim: (item: T) => { readonly tipo: UnicoTipo; readonly valor: string };
  readonly counter: string;
  /** Why the records must stay (an exam a PCMSO asks for), as the error to answer; undefined: they may go. */
  readonly refuse?: (tenant: string, ids: readonly string[]) => Promise<HttpError | undefined>;
}

/**
 * POST x/deletar {ids} of a registry: soft-deletes the tenant's records, all or none, in one transaction with their
 * released claims and the counter. An id that is not a live record of the tenant is 404, also when another request
 * deleted it meanwhile (the transaction's condition).
 */
export async function softDeleteRegistry<T extends { id: string; deletedAt?: string }>(
  event: APIGatewayProxyEventV2,
  tenant: string,
  registry: RegistryDelete<T>,
) {
  const ids = registryDeleteIds(event);
  const found = await byIds(registry.read, tenant, ids);
  const live = ids.map((id) => found.get(id)).filter((item): item is T => item !== undefined && !item.deletedAt);
  if (live.length !== ids.length) throw new HttpError(404, notFoundMessage);
  const refused = await registry.refuse?.(tenant, ids);
  if (refused) throw refused;
  const deletedAt = new Date().toISOString();
  try {
    await transactWrite([
      ...live.flatMap((item) => {
        const { tipo, valor } = registry.claim(item);
        return [{ update: registry.softDelete(item, deletedAt) }, releaseClaim(tenant, tipo, item.id, valor)];
      }),
      counterChange(tenant, registry.counter, -ids.length),
    ]);
  } catch (error) {
    if (error instanceof TransactionConflictError) throw new HttpError(404, notFoundMessage);
    throw error;
  }
  return deletedAnswer(ids.length);
}

/** The stored address and contacts of a company, clinic or partner. */
interface StoredAddress {
  cep?: string;
  end?: string;
  num?: string;
  comp?: string;
  bairro?: string;
  idEstado?: string;
  idCidade?: string;
  telCom?: string;
  telCel?: string;
  email?: string;
}

/** The address and contact columns a registry's record answers (shared addressReplyShape). */
export function addressReply(item: StoredAddress) {
  return {
    cep: item.cep ?? null,
    end: item.end ?? null,
    num: item.num ?? null,
    comp: item.comp ?? null,
    bairro: item.bairro ?? null,
    id_estado: item.idEstado ?? null,
    id_cidade: item.idCidade ?? null,
    tel_com: item.telCom ?? null,
    tel_cel: item.telCel ?? null,
    email: item.email ?? null,
  };
}
