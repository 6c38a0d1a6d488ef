import { contadores } from './entities/contador';
import { forEachScanPage, type ScanPage } from './entity-scan';
import type { TransactOperation } from './transactions';

/*
 * Totals a list shows ("1.234 funcionário(s)") come from counters kept with the writes, never from counting items
 * (docs/data-model.md "Lists read one page"). A counter is a `contador` item named after the list and the scope
 * of its default filter, e.g. listCounter('funcionarios', empresaId, 'ativos'). A write that adds or removes a row
 * of that list changes the counter in the same transaction when it has one ({@link counterChange}), or right after
 * with {@link changeCounter}; the migration that introduces a counter counts the existing items once
 * (data/migrations.ts).
 */

/** A counter's name: the list and the parts of its scope, '#'-joined. */
export function listCounter(list: string, ...scope: (string | number)[]): string {
  return [list, ...scope].join('#');
}

/** The counter's change as an operation of a transaction (transactWrite). */
export function counterChange(tenant: string, nome: string, delta: number): TransactOperation {
  return { update: contadores().update({ tenant, nome }).add({ valor: delta }).params() };
}

/** Changes a counter on its own (a write that has no transaction). */
export async function changeCounter(tenant: string, nome: string, delta: number): Promise<void> {
  await contadores().update({ tenant, nome }).add({ valor: delta }).go();
}

/** Sets a counter to a value counted once (a migration that introduces it). */
export async function setCounter(tenant: string, nome: string, valor: number): Promise<void> {
  await contadores().put({ tenant, nome, valor }).go();
}

/** The counters' values, 0 for one never written; one BatchGetItem. */
export async function readCounters(tenant: string, nomes: readonly string[]): Promise<Map<string, number>> {
  const values = new Map<string, number>(nomes.map((nome) => [nome, 0]));
  if (!nomes.length) return values;
  const { data } = await contadores()
    .get([...new Set(nomes)].map((nome) => ({ tenant, nome })))
    .go();
  for (const item of data) values.set(item.nome, Math.max(0, item.valor));
  return values;
}

/** An entity a recount reads and the counters each of its items adds 1 to. */
export interface CountedSource {
  /** Reads the entity whole, counting each item into `tally`; answers the items read. */
  countInto(tally: CounterTally): Promise<number>;
}

/**
 * A recount's source: every item `scan` reaches adds 1 to the counters `countersOf` names for it.
 *
 * @example countedBy((cursor) => uploads().scan.go({ cursor }), (upload) => (upload.deletedAt ? [] : [uploadListCounter]))
 */
export function countedBy<T>(scan: ScanPage<T & { tenant: string }>, countersOf: (item: T) => readonly string[]): CountedSource {
  return {
    countInto: (tally) =>
      forEachScanPage(scan, (items) => {
        for (const item of items) tally.count(item.tenant, countersOf(item));
      }),
  };
}

/** What a recount found: per tenant, the rows each counter counts. */
export class CounterTally {
  readonly #tenants = new Map<string, Map<string, number>>();

  /** Adds 1 to each counter of the tenant; with none the tenant is still seen, so its counters no row names go back to 0. */
  count(tenant: string, names: readonly string[]): void {
    const counts = this.#tenants.get(tenant) ?? new Map<string, number>();
    this.#tenants.set(tenant, counts);
    for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  }

  /** Each tenant seen and its counts. */
  tenants(): IterableIterator<[string, Map<string, number>]> {
    return this.#tenants.entries();
  }
}

/** Whether a counter is one of a list's: the list's own name or a name of its scope ('list#…'). */
const ofList = (nome: string, list: string) => nome === list || nome.startsWith(`${list}#`);

/**
 * Sets the counters to what `tally` counted, and to 0 each existing counter of `lists` of a tenant seen that no row
 * counted any more (all its rows gone): a recount replaces, never adds, so it can run again on the same rows. Reads
 * each tenant's counters of each list (one key range of its partition), then writes in batches of 25; what DynamoDB
 * leaves unprocessed fails the recount, which its migration runs again. Answers the counters written. A tenant none
 * of whose rows the recount saw keeps its counters: the counted entities soft-delete, so a tenant's rows never all go.
 */
export async function replaceCounters(tally: CounterTally, lists: readonly string[]): Promise<number> {
  const items: { tenant: string; nome: string; valor: number }[] = [];
  for (const [tenant, counted] of tally.tenants()) {
    const values = new Map(counted);
    const existing = await Promise.all(
      // 'list' … 'list#\uffff' holds the list's counters (and no 'list-other#…': '-' sorts after '#').
      lists.map((list) => contadores().query.byNome({ tenant }).between({ nome: list }, { nome: `${list}#\uffff` }).go({ pages: 'all' })),
    );
    for (const { data } of existing) {
      for (const { nome } of data) if (!values.has(nome) && lists.some((list) => ofList(nome, list))) values.set(nome, 0);
    }
    for (const [nome, valor] of values) items.push({ tenant, nome, valor });
  }
  const { unprocessed } = items.length ? await contadores().put(items).go() : { unprocessed: [] };
  if (unprocessed.length) throw new Error(`recount: ${unprocessed.length} counters left unwritten`);
  return items.length;
}

/**
 * Counts every item of the sources once into the counters of `lists`, replacing what they held (the migration that
 * introduces them; a table seeded around the write paths). Reads the entities whole: never on a request path.
 * Answers the items read and the counters written.
 *
 * @example await recountLists(['uploads'], [countedBy((cursor) => uploads().scan.go({ cursor }), (upload) => [uploadListCounter])]);
 */
export async function recountLists(lists: readonly string[], sources: readonly CountedSource[]): Promise<{ items: number; counters: number }> {
  const tally = new CounterTally();
  let items = 0;
  for (const source of sources) items += await source.countInto(tally);
  return { items, counters: await replaceCounters(tally, lists) };
}
