import type { SQSRecord } from 'aws-lambda';
import { fieldErrors, funcionarioFormSchema, importacaoLimits, queues, type FuncionarioForm } from '@ocupacional/shared';
import { attributesOf, cpfHolder, funcionarioFormErrors, newEmployeeOperations, type FuncionarioFormReads } from '../api/cadastro/funcionarios';
import { currentRevision } from '../data/company-reads';
import { fdts } from '../data/entities/fdt';
import { funcionarioImportacoes, type FuncionarioImportacaoItem } from '../data/entities/funcionario-importacao';
import { funcionarios } from '../data/entities/funcionario';
import { funcoes } from '../data/entities/funcao';
import { ghes } from '../data/entities/ghe';
import { derivedId } from '../data/entities/keys';
import { importacaoMessageSchema, readSpreadsheet, writeImportErrors, type ImportacaoMessage } from '../data/funcionario-importacao';
import { TransactionConflictError, transactWrite } from '../data/transactions';
import {
  emptySpreadsheetMessage,
  formOfRow,
  mapHeaders,
  missingColumnsMessage,
  notFoundId,
  repeatedCpfs,
  rowOf,
  rowReasons,
  tooManyRowsMessage,
  unexpectedFailureMessage,
  unreadableSpreadsheetMessage,
  type CompanyCatalog,
  type ImportRow,
} from '../domain/funcionario-importacao';
import { readSheet, UnreadableSpreadsheetError, type StoredRowError } from '../domain/planilha';
import { createSqsWorker, logger } from '../platform';

/*
 * The employee import worker (issue 14): one message per job. It reads the spreadsheet, validates every row with
 * the employee form's schema and server checks, creates the good rows through the form's own writes and stores the
 * rejected ones with their line and reasons. Good rows are imported even when others are rejected (the report says
 * what to fix); a CPF the company already has is left as it is (create only). SQS delivers at least once, so:
 * - each row's employee id is derived from the job and the line: a second delivery (or two at once) finds the
 *   CPF claimed by that very id and counts the row as imported, never writing it twice;
 * - a row is one transaction (employee, CPF claim, list counter): all of it lands or none;
 * - the counts and the rejected rows are recomputed by every run and written whole at its end.
 * A file that cannot be read fails the job with the reason; an unexpected error is retried, and the last attempt
 * records the failure before the message goes to the DLQ.
 */

export const fileMissingReason = 'O arquivo da importação não foi encontrado. Envie a planilha novamente.';
export const cpfElsewhereMessage =
  'CPF já cadastrado em outra empresa ou excluído. Para trazê-lo para esta empresa, cadastre-o na tela do funcionário.';

/** Rows written at once. */
const parallelRows = 8;

export type ImportacaoOutcome = 'done' | 'failed' | 'already-done' | 'missing';

type RowResult = { kind: 'importado' } | { kind: 'existente' } | { kind: 'erro'; erros: string[] };

async function markFailed(job: FuncionarioImportacaoItem, motivo: string): Promise<'failed'> {
  await funcionarioImportacoes()
    .patch({ tenant: job.tenant, id: job.id })
    .set({ situacao: 'falhou', motivo, updatedAt: new Date().toISOString() })
    .go();
  logger.info('employee import failed', { tenant: job.tenant, importacaoId: job.id, motivo });
  return 'failed';
}

/** The company's fronts and GHEs and the tenant's functions, live ones, read once per job. */
async function catalogOf(tenant: string, empresaId: string) {
  const live = <T extends { deletedAt?: string | undefined }>(items: T[]) => items.filter((item) => !item.deletedAt);
  const [fronts, sectors, functions] = await Promise.all([
    fdts().query.byEmpresa({ tenant, empresaId }).go({ pages: 'all' }),
    ghes().query.byEmpresa({ tenant, empresaId }).go({ pages: 'all' }),
    funcoes().query.byId({ tenant }).go({ pages: 'all' }),
  ]);
  return { fronts: live(fronts.data), ghes: live(sectors.data), funcoes: live(functions.data) };
}

/** The form's server checks answered from the catalog (and one revision read per front), not per row. */
function catalogReads(catalog: Awaited<ReturnType<typeof catalogOf>>): FuncionarioFormReads {
  const fronts = new Map(catalog.fronts.map((item) => [item.id, item]));
  const sectors = new Map(catalog.ghes.map((item) => [item.id, item]));
  const functions = new Map(catalog.funcoes.map((item) => [item.id, item]));
  const revisions = new Map<string, ReturnType<typeof currentRevision>>();
  return {
    frontOf: async (_tenant, _empresaId, id) => fronts.get(id),
    functionOf: async (_tenant, id) => functions.get(id),
    gheOf: async (_tenant, _empresaId, id, fdtId) => {
      const ghe = sectors.get(id);
      return ghe && (fdtId === undefined || ghe.fdtId === fdtId) ? ghe : undefined;
    },
    currentRevision: (tenant, fdtId) => {
      let revision = revisions.get(fdtId);
      if (!revision) revisions.set(fdtId, (revision = currentRevision(tenant, fdtId)));
      return revision;
    },
  };
}

/** A row checked as the form is: the names found, the schema, the server checks. The form, or the reasons. */
async function checkRow(
  job: FuncionarioImportacaoItem,
  row: ImportRow,
  catalog: CompanyCatalog,
  reads: FuncionarioFormReads,
): Promise<{ form: FuncionarioForm } | { erros: string[] }> {
  const { form: input, reasons } = formOfRow(row, catalog);
  const parsed = funcionarioFormSchema.safeParse(input);
  let fields: Record<string, string[]>;
  if (!parsed.success) fields = fieldErrors(parsed.error);
  else fields = await funcionarioFormErrors({ tenant: job.tenant, empresaId: job.empresaId }, parsed.data, reads);
  // A name not found already says so: the id it left is no second reason.
  for (const field of ['id_fdt', 'id_funcao', 'id_ghe'] as const) if (input[field] === notFoundId) delete fields[field];
  const erros = [...reasons, ...rowReasons(fields)];
  return erros.length === 0 && parsed.success ? { form: parsed.data } : { erros };
}

/** Writes one good row, once: its id is the job's and the line's, and its CPF claim says who holds the CPF. */
async function writeRow(job: FuncionarioImportacaoItem, linha: number, form: FuncionarioForm): Promise<RowResult> {
  const id = derivedId(new Date(job.createdAt), `${job.id}#${linha}`);
  const settle = async (holder: string): Promise<RowResult> => {
    if (holder === id) return { kind: 'importado' };
    const { data: existing } = await funcionarios().get({ tenant: job.tenant, id: holder }).go();
    if (existing && existing.empresaId === job.empresaId && !existing.deletedAt) return { kind: 'existente' };
    return { kind: 'erro', erros: [`CPF: ${cpfElsewhereMessage}`] };
  };
  const holder = await cpfHolder(job.tenant, form.cpf);
  if (holder) return settle(holder);
  const scope = { tenant: job.tenant, empresaId: job.empresaId, usuarioId: job.usuarioId };
  try {
    await transactWrite(newEmployeeOperations(scope, id, attributesOf(form).set));
    return { kind: 'importado' };
  } catch (error) {
    if (!(error instanceof TransactionConflictError)) throw error;
    // Another delivery wrote this row, or someone registered the CPF meanwhile: whoever holds it now says which.
    const now = await cpfHolder(job.tenant, form.cpf);
    if (now) return settle(now);
    throw error;
  }
}

/** Runs `work` over `items`, `limit` at a time, keeping the order of the results. */
async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** Processes one job, idempotently (see the module's comment). */
export async function processImportacao(message: ImportacaoMessage, options: { lastAttempt?: boolean } = {}): Promise<ImportacaoOutcome> {
  const { data: job } = await funcionarioImportacoes().get({ tenant: message.tenant, id: message.importacaoId }).go();
  if (!job) return 'missing';
  if (job.situacao === 'concluida' || job.situacao === 'falhou') return 'already-done';
  try {
    await funcionarioImportacoes()
      .patch({ tenant: job.tenant, id: job.id })
      .set({ situacao: 'processando', updatedAt: new Date().toISOString() })
      .go();
    const bytes = await readSpreadsheet(job.chave);
    if (!bytes) return await markFailed(job, fileMissingReason);
    let sheet;
    try {
      sheet = await readSheet(bytes, job.formato);
    } catch (error) {
      if (error instanceof UnreadableSpreadsheetError) return await markFailed(job, unreadableSpreadsheetMessage);
      throw error;
    }
    const { columns, missing } = mapHeaders(sheet.headers);
    if (sheet.headers.length > 0 && missing.length > 0) return await markFailed(job, missingColumnsMessage(missing));
    const rows = sheet.rows.map((row) => rowOf(row.linha, row.cells, columns)).filter((row): row is ImportRow => row !== undefined);
    if (rows.length === 0) return await markFailed(job, emptySpreadsheetMessage);
    if (rows.length > importacaoLimits.linhas) return await markFailed(job, tooManyRowsMessage(importacaoLimits.linhas));

    const catalog = await catalogOf(job.tenant, job.empresaId);
    const reads = catalogReads(catalog);
    const checked = await inParallel(rows, parallelRows, async (row) => ({ row, result: await checkRow(job, row, catalog, reads) }));
    const valid = checked.flatMap(({ row, result }) => ('form' in result ? [{ linha: row.linha, form: result.form }] : []));
    const repeated = repeatedCpfs(valid.map(({ linha, form }) => ({ linha, cpf: form.cpf })));
    const written = await inParallel(valid, parallelRows, async ({ linha, form }) => {
      const earlier = repeated.get(linha);
      const result: RowResult = earlier ? { kind: 'erro', erros: [`CPF: repetido na linha ${earlier}`] } : await writeRow(job, linha, form);
      return [linha, result] as const;
    });
    const results = new Map<number, RowResult>(written);
    for (const { row, result } of checked) if ('erros' in result) results.set(row.linha, { kind: 'erro', erros: result.erros });

    const erros: StoredRowError[] = rows.flatMap((row) => {
      const result = results.get(row.linha);
      return result?.kind === 'erro' ? [{ linha: row.linha, erros: result.erros, valores: row.values }] : [];
    });
    const count = (kind: RowResult['kind']) => [...results.values()].filter((result) => result.kind === kind).length;
    await writeImportErrors(job.errosKey, erros);
    await funcionarioImportacoes()
      .patch({ tenant: job.tenant, id: job.id })
      .set({
        situacao: 'concluida',
        total: rows.length,
        importados: count('importado'),
        existentes: count('existente'),
        comErro: erros.length,
        updatedAt: new Date().toISOString(),
      })
      .go();
    logger.info('employee import done', { tenant: job.tenant, importacaoId: job.id, total: rows.length, comErro: erros.length });
    return 'done';
  } catch (error) {
    if (options.lastAttempt) await markFailed(job, unexpectedFailureMessage).catch(() => undefined);
    throw error;
  }
}

/** One SQS record: a message of the funcionarioImportacao queue. */
export async function handleImportacaoRecord(record: SQSRecord): Promise<void> {
  const message = importacaoMessageSchema.parse(JSON.parse(record.body));
  const attempt = Number(record.attributes?.ApproximateReceiveCount ?? '1');
  const outcome = await processImportacao(message, { lastAttempt: attempt >= queues.funcionarioImportacao.maxReceiveCount });
  logger.info('employee import', { tenant: message.tenant, importacaoId: message.importacaoId, outcome });
}

export const handler = createSqsWorker(handleImportacaoRecord);
