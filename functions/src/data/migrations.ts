import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { countExistingMailLog } from '../mail/queue';
import { dynamo, logger, resources } from '../platform';
import { recountCadastros } from './cadastros';
import { vincularFuncoesExistentes } from './empresa-estrutura';
import { recountParceiros } from './configuracoes';
import { recountConsultaCounters } from './consulta-counters';
import { recountFilaCounters } from './consulta-filas';
import { recountCredenciadas } from './credenciadas';
import { consultas } from './entities/consulta';
import { consultasExternas } from './entities/consulta-externa';
import { empresas } from './entities/empresa';
import { credenciadas } from './entities/credenciada';
import { eventosEsocial } from './entities/evento-esocial';
import { exames } from './entities/exame';
import { funcoes } from './entities/funcao';
import { funcionarios } from './entities/funcionario';
import { funcionarioImportacoes } from './entities/funcionario-importacao';
import { parceiros } from './entities/parceiro';
import { pcmsoExames } from './entities/pcmso-exame';
import { tabelaPrecoExames } from './entities/tabela-preco-exame';
import { rewriteEntity, type RekeyableEntity } from './entity-scan';
import { contarEventosExistentes } from './esocial/eventos';
import { contarLotesExistentes } from './esocial/lotes';
import { recountEmpresas } from './empresa-registro';
import { recountFuncionarioCounters } from './funcionario-lista';
import { completarExamesDoParceiro } from './parceiro-exames';
import { linkExistingPages } from './upload-pages';
import { usuarios } from './entities/usuario';
import { recountUsuarios } from './usuario-lista';
import { countExistingUploads } from './uploads';
import { darModeloPadraoAosClientes } from './ltcat-modelo-padrao';

/*
 * Data migrations: when a version changes the keys an entity writes (a list's new index, issue 17), the items
 * written before carry the old keys and the new index would miss them. A migration rewrites every item of the
 * entities it names through the entity layer, which writes the current keys. Each runs once per table: the sweep
 * (every 15 minutes, and when the local cloud starts) runs the pending ones and records each as done. A migration
 * re-run after an interruption starts over, harmlessly (a rewrite of an item with the same attributes).
 *
 * Add one by appending to {@link migrations}; never edit or remove one that has shipped. Import a `run`'s function by
 * name at the top: esbuild inlines a dynamic import() and keeps every export of that module (and its packages:
 * node-forge, nodemailer) in the sweep's bundle.
 */

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
    entities: () => [eventosEsocial()],
    run: () => contarEventosExistentes(),
  },
  { id: '2026-11-25-lote-esocial-contadores', run: () => contarLotesExistentes() },
  { id: '2026-11-25-email-envio-contadores', run: () => countExistingMailLog() },
  { id: '2026-11-25-upload-contadores', run: () => countExistingUploads() },
  // Issue 17: employees (the company list's name, status, CPF and registration keys; its counters and the transfers').
  {
    id: '2026-11-25-funcionario-lista',
    entities: () => [funcionarios()],
    run: () => recountFuncionarioCounters(),
  },
  // Issue 17: definitive consultations (the ASO lists' queues byFila / byEmpresaFila and their day counters).
  {
    id: '2026-11-25-consulta-filas',
    entities: () => [consultas()],
    run: () => recountFilaCounters(),
  },
  // Issue 17: external consultations (the back office's tenant schedule index gsi4 and the search text), then the
  // day counters of the consultation lists' totals and the menu badges, counted once.
  {
    id: '2026-11-25-consulta-externa-agenda-busca',
    entities: () => [consultasExternas()],
    run: () => recountConsultaCounters(),
  },
  // Issue 17: each definitive consultation names its linked upload pages (paginasVinculadas), so the ASO lists read a
  // page's files with one BatchGet instead of a Query a row.
  { id: '2026-11-25-consulta-paginas-vinculadas', run: () => linkExistingPages() },
  // Issue 17: a partner's exam carries what its row shows of the consultation (consultaEncerrada, the names and the
  // CPF an older item lacks), so the partner's list reads no consultation.
  { id: '2026-11-25-consulta-exame-parceiro', run: () => completarExamesDoParceiro() },
  // Issue 14: the registries' list keys (exames, funções by name and code), where exams are used (PCMSO and price
  // tables' byExame), the lists' counters and the name claims of the records written before.
  {
    id: '2026-11-25-cadastros-listas',
    entities: () => [exames(), funcoes(), pcmsoExames(), tabelaPrecoExames()],
    run: () => recountCadastros(),
  },
  // Issue 14: the clinics' registry list keys (byNome gsi3, byCodigo gsi4), their list's counter and the claim of
  // each tenant's default clinic.
  {
    id: '2026-11-25-credenciadas-listas',
    entities: () => [credenciadas()],
    run: () => recountCredenciadas(),
  },
  // Issue 14: the companies' registry list keys (byNome gsi1, byCodigo gsi2 by CNPJ; the byCnpj index is gone), their
  // list's counter and the CNPJ claims of the companies that hold none.
  {
    id: '2026-11-25-empresas-listas',
    entities: () => [empresas()],
    run: () => recountEmpresas(),
  },
  // Issue 14: Configurações › Parceiros (the partners' list keys by name and CNPJ in place of byCnpj, their counter
  // and the CNPJ claims of the partners written before).
  { id: '2026-11-26-parceiros-lista', entities: () => [parceiros()], run: () => recountParceiros() },
  // Issue 14: a company's employee imports by company (byEmpresa gsi1), the import screen's history.
  { id: '2026-11-26-funcionario-importacao-empresa', entities: () => [funcionarioImportacoes()] },
  // Issue 14: the users of one point by name and by CPF (byPonto gsi2, byPontoCpf gsi3) and each point's counter.
  { id: '2026-11-26-usuarios-por-ponto', entities: () => [usuarios()], run: () => recountUsuarios() },
  // Issue 14: the functions the GHEs hold, claimed (unico 'funcaoGhe'), so a function a live GHE holds cannot be deleted.
  { id: '2026-11-26-ghe-funcao-vinculos', run: () => vincularFuncoesExistentes() },
  // Issue 15: the default LTCAT model for the tenants created before it (new tenants get it when provisioned).
  { id: '2026-11-27-ltcat-modelo-padrao', run: () => darModeloPadraoAosClientes() },
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
    for (const entity of migration.entities?.() ?? []) rewritten += await rewriteEntity(entity, `migration ${migration.id}`);
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
