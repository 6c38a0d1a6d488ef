import { contadores } from './entities/contador';
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
