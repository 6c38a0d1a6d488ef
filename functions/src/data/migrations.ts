import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, logger, resources } from '../platform';

/*
 * Data migrations: when a version changes the keys an entity writes (a list's new index, issue 17), the items
 * written before carry the old keys and the new index would miss them. A migration rewrites every item of the
 * entities it names through the entity layer, which writes the current keys. Each runs once per table: the sweep
 * (every 15 minutes, and when the local cloud starts) runs the pending ones and records each as done. A migration
 * re-run after an interruption starts over, harmlessly (a rewrite of an item with the same attributes).
 *
 * Add one by appending to {@link migrations}; never edit or remove one that has shipped.
 */

/** The part of an ElectroDB entity a rewrite needs. */
export interface RekeyableEntity {
  scan: { go(options: { pages: 'all' }): Promise<{ data: object[] }> };
  put(items: object[]): { go(): Promise<{ unprocessed: object[] }> };
}

export interface Migration {
  /** Unique and dated, e.g. '2026-11-25-funcionario-lista'. */
  readonly id: string;
  /** The entities whose items are rewritten with their current keys. */
  readonly entities?: () => RekeyableEntity[];
  /** More work after the rewrite (e.g. count the existing items into a list's new counters); answers items touched. */
  readonly run?: () => Promise<number>;
}

export const migrations: Migration[] = [
  // Issue 17: eSocial events, lotes, e-mail log, uploads (their list keys and counters).
  {
    id: '2026-11-25-evento-esocial-listas',
    run: async () => (await import('./esocial/eventos')).migrarEventosParaListas(),
  },
  { id: '2026-11-25-lote-esocial-contadores', run: async () => (await import('./esocial/lotes')).contarLotesExistentes() },
  { id: '2026-11-25-email-envio-contadores', run: async () => (await import('../mail/queue')).countExistingMailLog() },
  { id: '2026-11-25-upload-contadores', run: async () => (await import('./uploads')).countExistingUploads() },
  // Issue 17: employees (the company list's name, status, CPF and registration keys; its counters and the transfers').
  { id: '2026-11-25-funcionario-lista', run: async () => (await import('./funcionario-lista')).migrarFuncionariosParaListas() },
  // Issue 17: definitive consultations (the ASO lists' queues byFila / byEmpresaFila and their day counters).
  { id: '2026-11-25-consulta-filas', run: async () => (await import('./consulta-filas')).migrarConsultasParaFilas() },
  // Issue 17: external consultations (the back office's tenant schedule index gsi4 and the search text), then the
  // day counters of the consultation lists' totals and the menu badges, counted once.
  {
    id: '2026-11-25-consulta-externa-agenda-busca',
    run: async () => {
      const { rekeyConsultasExternas, recountConsultaCounters } = await import('./consulta-counters');
      return (await rekeyConsultasExternas()) + (await recountConsultaCounters());
    },
  },
];

const migrationKey = (id: string) => ({ pk: 'MIGRACAO', sk: `MIGRACAO#${id}` });

/** Runs the migrations not yet recorded on this table; answers the ids it ran. */
export async function runPendingMigrations(all: readonly Migration[] = migrations): Promise<string[]> {
  return runMigrations(all, false);
}

/**
 * Runs every migration on a table just seeded in bulk (the demo and scale seeds write items without the list
 * counters the writes of the product keep), whether recorded or not, and records them: the counters then hold what
 * the table holds. Every migration's work must therefore be repeatable (a recount sets a counter, never adds to it).
 */
export async function settleSeededTable(all: readonly Migration[] = migrations): Promise<string[]> {
  return runMigrations(all, true);
}

async function runMigrations(all: readonly Migration[], evenIfRecorded: boolean): Promise<string[]> {
  const ran: string[] = [];
  for (const migration of all) {
    const { Item } = await dynamo().send(new GetCommand({ TableName: resources.tableName(), Key: migrationKey(migration.id) }));
    if (Item && !evenIfRecorded) continue;
    let rewritten = 0;
    for (const entity of migration.entities?.() ?? []) {
      const { data } = await entity.scan.go({ pages: 'all' });
      // ElectroDB's batch put writes 25 at a time. It answers only the keys of what DynamoDB left unprocessed, so
      // the migration stops unrecorded and the next sweep runs it again, whole.
      const { unprocessed } = data.length ? await entity.put(data).go() : { unprocessed: [] };
      if (unprocessed.length) throw new Error(`migration ${migration.id}: ${unprocessed.length} items left unwritten`);
      rewritten += data.length;
    }
    if (migration.run) rewritten += await migration.run();
    await dynamo().send(
      new PutCommand({
        TableName: resources.tableName(),
        Item: { ...migrationKey(migration.id), concluidaEm: new Date().toISOString(), itens: rewritten },
      }),
    );
    logger.info('migration ran', { migration: migration.id, rewritten });
    ran.push(migration.id);
  }
  return ran;
}
