import { createHash } from 'node:crypto';
import { decodeTime, encodeTime, ulid, type PRNG } from 'ulid';

/*
 * What the entities' keys are made of: sortable ids, date windows over sort keys, search text, and the checks of
 * stored values (integer cents, ISO dates, digits-only documents). See docs/data-model.md.
 */

/**
 * A new sortable id for an item created at `at`. A seeded `prng` (returning [0, 1)) makes ids reproducible, as the
 * demo seed needs; the default draws from node:crypto.
 */
export function newId(at: Date | number = Date.now(), prng?: PRNG): string {
  const milliseconds = typeof at === 'number' ? at : at.getTime();
  // Ids are ULIDs: time-sortable (a creation window is a key range) and random enough never to collide.
  return prng ? ulid(milliseconds, prng) : ulid(milliseconds);
}

/**
 * The id of an item whose identity is decided elsewhere: a ULID of `at` whose random part is derived from `seed`,
 * so the same seed always gives the same id. A worker that may receive a message twice (SQS delivers at least
 * once) names what it creates this way, and the second delivery finds the first one's item.
 *
 * @example derivedId(lote.createdAt, `${lote.id}#${funcionarioId}`)
 */
export function derivedId(at: Date | number, seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  let next = 0;
  // ulid draws 16 characters, each from one prng() value in [0, 1).
  const prng: PRNG = () => (digest[next++ % digest.length] as number) / 256;
  return newId(at, prng);
}

/** When an id was made. */
export function idTime(id: string): Date {
  return new Date(decodeTime(id));
}

/** The key range of the ids made between two instants (the time part of a ULID is its first 10 characters). */
export function idRange(from: Date, to: Date): { start: string; end: string } {
  return { start: encodeTime(from.getTime(), 10), end: encodeTime(to.getTime(), 10) };
}

/**
 * The instant a São Paulo calendar day starts. Brazil has kept UTC−3 all year since 2019, so the offset is fixed.
 *
 * @example saoPauloDayStart('2024-03-01') // 2024-03-01T03:00:00.000Z
 */
export function saoPauloDayStart(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00-03:00`);
}

function dayAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Bounds for `.between()` over a sort key that starts with an ISO date ('yyyy-mm-dd' or 'yyyy-mm-ddTHH:mm') and
 * ends in '#<id>', for the calendar days `start` to `end` inclusive. The upper bound is the bare day after `end`:
 * every key of that day is longer, so it sorts after the bound and stays out.
 *
 * @example dateKeyWindow('2024-03-01', '2024-03-31') // { start: '2024-03-01', end: '2024-04-01' }
 */
export function dateKeyWindow(start: string, end: string): { start: string; end: string } {
  return { start, end: dayAfter(end) };
}

/**
 * Bounds for `.between()` over a sort key that starts with an ISO instant (createdAt, dtCad) for the São Paulo
 * calendar days `start` to `end` inclusive.
 */
export function instantKeyWindow(start: string, end: string): { start: string; end: string } {
  return { start: saoPauloDayStart(start).toISOString(), end: saoPauloDayStart(dayAfter(end)).toISOString() };
}

/**
 * The text a search matches against: lower case, without accents, single spaces. Stored beside a name so a list's
 * `search` is a `contains` filter on it.
 *
 * @example searchText('  José  da Conceição ') // 'jose da conceicao'
 */
export function searchText(...values: (string | null | undefined)[]): string {
  return values
    .filter((value): value is string => Boolean(value))
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The sort-key form of a name or registration number: searchText (accent-free, lower case) with every run of other
 * characters made one '-'. '-' sorts below letters and digits, as a space does in a collation, so 'ana-maria' comes
 * before 'anabela'; and no key part holds '#', the separator. A search prefix goes through the same function.
 *
 * @example nameKey(' Ana  Maria d’Ávila ') // 'ana-maria-d-avila'
 */
export function nameKey(value: string | null | undefined): string {
  return searchText(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The sort key of a name: {@link nameKey} with each run of digits zero-padded to 10, so 'Turno 2' sorts before
 * 'Turno 10' (a search prefix goes through it too).
 */
export function nameSortKey(value: string | null | undefined): string {
  return nameKey(value).replace(/\d+/g, (digits) => digits.padStart(10, '0'));
}

/** Validators for ElectroDB attributes (true means valid; ElectroDB also calls them with undefined). */
export const valid = {
  /** Money in integer cents, never negative. */
  cents: (value: number | undefined) => value === undefined || (Number.isInteger(value) && value >= 0),
  /** A calendar date 'yyyy-mm-dd'. */
  isoDate: (value: string | undefined) => value === undefined || /^\d{4}-\d{2}-\d{2}$/.test(value),
  /** A date with an optional time of day: 'yyyy-mm-dd' or 'yyyy-mm-ddTHH:mm'. */
  isoDateOrDateTime: (value: string | undefined) =>
    value === undefined || /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/.test(value),
  /** An instant in UTC as Date.toISOString() writes it. */
  isoInstant: (value: string | undefined) =>
    value === undefined || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/.test(value),
  /** A CPF as 11 digits, no mask. */
  cpf: (value: string | undefined) => value === undefined || /^\d{11}$/.test(value),
  /** A CNPJ as 14 digits, no mask. */
  cnpj: (value: string | undefined) => value === undefined || /^\d{14}$/.test(value),
  /** A 0-or-more whole number (months, days, ages). */
  count: (value: number | undefined) => value === undefined || (Number.isInteger(value) && value >= 0),
  /** One of a fixed set of numeric codes. */
  oneOf:
    (codes: readonly number[]) =>
    (value: number | undefined): boolean =>
      value === undefined || codes.includes(value),
};

/** The value of the `empresaId`/`fdtId` composites of a price table that serves every company or every front. */
export const todas = '*';

/**
 * The version of an editable record (issue 12 item 3): 1 when created, one more on each edit, which is written
 * only where the stored version is still the one the form read (functions/src/data/versao.ts). Items written
 * before versions existed lack it and read as 0.
 */
export const versaoAttribute = {
  versao: { type: 'number', default: 1, validate: (value: number | undefined) => value === undefined || (Number.isInteger(value) && value >= 0) },
} as const;

/**
 * When a record was created, last changed and soft-deleted, and its version: the same attributes on every
 * editable entity (lists leave out rows with deletedAt unless asked).
 */
export const auditAttributes = {
  createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  deletedAt: { type: 'string' },
  ...versaoAttribute,
} as const;

/** Where a registry's record stands in its lists (issue 14): live ones are listed, soft-deleted ones never. */
export type RegistryLista = 'vivo' | 'excluido';

/** The code key of a record without a code: sorts after every digit, and no search prefix matches it. */
export const noCode = '~';

const listaDe = (item: { deletedAt?: string | undefined } | undefined): RegistryLista => (item?.deletedAt ? 'excluido' : 'vivo');

/**
 * The hidden key parts of a back-office registry (issue 14: exames, funções…), derived by ElectroDB's watchers: the
 * name's sort key (byNome: the default order and the name prefix search), the code's digits (byCodigo: the code prefix
 * search) and the list the record is in. `code` names the attribute holding the code (codigoEsocial, cbo).
 * A patch that changes deletedAt alone passes every part with `.composite(registryKeyParts(item, code))`.
 */
export function registryKeyAttributes<const C extends string>(code: C) {
  return {
    nomeChave: {
      type: 'string',
      hidden: true,
      watch: ['nome'],
      set: (value: unknown, item: Record<string, unknown>) =>
        typeof value === 'string' && value ? value : nameSortKey(item.nome as string | undefined),
    },
    codigoChave: {
      type: 'string',
      hidden: true,
      watch: [code],
      set: (value: unknown, item: Record<string, unknown>) =>
        typeof value === 'string' && value ? value : (item[code] as string | undefined) || noCode,
    },
    lista: {
      type: ['vivo', 'excluido'] as const,
      hidden: true,
      watch: ['deletedAt'],
      set: (value?: RegistryLista, item?: { deletedAt?: string }) => value ?? listaDe(item),
    },
  } as const;
}

/** The key parts of a registry record as it stands, for `.composite()` on a patch (see {@link registryKeyAttributes}). */
export function registryKeyParts(item: { nome: string; deletedAt?: string | undefined }, code: string | undefined) {
  return { nomeChave: nameSortKey(item.nome), codigoChave: code || noCode, lista: listaDe(item) };
}

/**
 * The list indexes of a registry (issue 14) in the tenant's `ENTITY_NOME` and `ENTITY_CODIGO` partitions: gsi1 by name,
 * gsi2 by code, live ones first ('vivo#…').
 *
 * @example registryIndexes('EXAME')
 */
export function registryIndexes<const E extends string>(entity: E) {
  return {
    byNome: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['tenant'], template: `T#\${tenant}#${entity}_NOME`, casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['lista', 'nomeChave', 'id'], template: '${lista}#${nomeChave}#${id}', casing: 'none' },
    },
    byCodigo: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['tenant'], template: `T#\${tenant}#${entity}_CODIGO`, casing: 'none' },
      sk: { field: 'gsi2sk', composite: ['lista', 'codigoChave', 'id'], template: '${lista}#${codigoChave}#${id}', casing: 'none' },
    },
  } as const;
}
