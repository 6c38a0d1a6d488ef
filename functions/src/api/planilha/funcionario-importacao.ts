import { HeadObjectCommand } from '@aws-sdk/client-s3';
import {
  importacaoAlreadyQueuedMessage,
  importacaoContentTypes,
  importacaoFileMissingMessage,
  importacaoFormato,
  importacaoFormSchema,
  importacaoLimits,
  importacaoQueuedMessage,
  type Importacao,
  type ImportacaoPresigned,
  type ImportacaoResumo,
  type PlanilhaFile,
} from '@ocupacional/shared';
import { empresas } from '../../data/entities/empresa';
import { funcionarioImportacoes, type FuncionarioImportacaoItem } from '../../data/entities/funcionario-importacao';
import { newId } from '../../data/entities/keys';
import { queueImportacao, readImportErrors } from '../../data/funcionario-importacao';
import { registerPending } from '../../data/pendencias';
import { isConditionalCheckFailure } from '../../data/uploads';
import { importacaoKeys } from '../../domain/funcionario-importacao';
import { errorReportSpreadsheet, modelSpreadsheet } from '../../domain/planilha';
import {
  HttpError,
  companyScope,
  notFoundMessage,
  parseBody,
  resources,
  respond,
  s3,
  sessionOf,
  validationFailedMessage,
  type CompanyScope,
  type RouteContext,
  type RouteHandler,
} from '../../platform';
import { createPresignedPost } from '../../platform/presigned-post';

/*
 * The employee import (issue 14): the model spreadsheet, the job (cadastrar answers a presigned POST, the browser
 * sends the file straight to S3, processar queues it), its status and its error report. The company area imports
 * into its own company; the back office (permission 567, the route says so) into a company of its tenant named in
 * the path. Another company's job, or a company of another tenant, is 404.
 */

const xlsxType = importacaoContentTypes.xlsx;
/** How long the browser has to start posting the file. */
const presignedPostSeconds = 15 * 60;

/** Who the import is for: the session's company, or (back office) the path's company of the session's tenant. */
async function importScope(event: Parameters<RouteHandler>[0], context: RouteContext): Promise<CompanyScope> {
  const session = sessionOf(context);
  if (session.pointType === 'empresa') return companyScope(context);
  const empresaId = event.pathParameters?.empresa ?? '';
  const { data: empresa } = empresaId ? await empresas().get({ tenant: session.tenant, id: empresaId }).go() : { data: null };
  if (!empresa || empresa.deletedAt) throw new HttpError(404, notFoundMessage);
  return { tenant: session.tenant, empresaId, usuarioId: session.usuario.id, usuarioNome: session.usuario.nome };
}

/** A job of the scope's company; another's, or none, is 404. */
async function jobOf(scope: CompanyScope, id: string | undefined): Promise<FuncionarioImportacaoItem> {
  const { data } = id ? await funcionarioImportacoes().get({ tenant: scope.tenant, id }).go() : { data: null };
  if (!data || data.empresaId !== scope.empresaId) throw new HttpError(404, notFoundMessage);
  return data;
}

const file = (contents: Buffer, filename: string): PlanilhaFile => ({ contents: contents.toString('base64'), filename, contentType: xlsxType });

/** GET …/importacao-modelo: the model spreadsheet (headers, an example row, the instructions). */
export const getImportacaoModelo: RouteHandler = async (event, context) => {
  await importScope(event, context);
  return respond(200, '', file(await modelSpreadsheet(), 'modelo-importacao-funcionarios.xlsx'));
};

/** GET …/funcionario/importacao: the company's newest imports (one Query of byEmpresa), newest first. */
export const listImportacoes: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = await importScope(event, context);
  const { data } = await funcionarioImportacoes()
    .query.byEmpresa({ tenant, empresaId })
    .go({ order: 'desc', limit: importacaoLimits.historico });
  const resumo = (job: FuncionarioImportacaoItem): ImportacaoResumo => ({
    id: job.id,
    arquivo: job.arquivo,
    situacao: job.situacao,
    total: job.total ?? null,
    importados: job.importados ?? 0,
    existentes: job.existentes ?? 0,
    com_erro: job.comErro ?? 0,
    usuario: job.usuarioNome ?? null,
    created_at: job.createdAt,
  });
  return respond(200, '', data.map(resumo));
};

/** POST …/importacao/cadastrar {arquivo: {nome, tamanho}}: records the job, waiting for its file, and answers the presigned POST. */
export const registerImportacao: RouteHandler = async (event, context) => {
  const scope = await importScope(event, context);
  const { arquivo } = parseBody(event, importacaoFormSchema);
  const formato = importacaoFormato(arquivo.nome) ?? 'xlsx';
  const now = new Date();
  const id = newId(now);
  const keys = importacaoKeys(scope.tenant, id, formato);
  await funcionarioImportacoes()
    .create({
      tenant: scope.tenant,
      id,
      empresaId: scope.empresaId,
      usuarioId: scope.usuarioId,
      usuarioNome: scope.usuarioNome,
      arquivo: arquivo.nome,
      formato,
      chave: keys.planilha,
      errosKey: keys.erros,
      situacao: 'aguardando_arquivo',
      createdAt: now.toISOString(),
    })
    .go();
  const post = await createPresignedPost({
    bucket: resources.bucketName('files'),
    key: keys.planilha,
    contentType: importacaoContentTypes[formato],
    minBytes: 1,
    maxBytes: importacaoLimits.bytes,
    expiresInSeconds: presignedPostSeconds,
    now,
  });
  const data: ImportacaoPresigned = { id, url: post.url, fields: post.fields, expira_em: post.expiresAt, tamanho_maximo: importacaoLimits.bytes };
  return respond(200, '', data);
};

async function fileArrived(key: string): Promise<boolean> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: resources.bucketName('files'), Key: key }));
    return (head.ContentLength ?? 0) > 0;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as Error).name === 'NotFound') return false;
    throw error;
  }
}

async function view(job: FuncionarioImportacaoItem): Promise<Importacao> {
  const erros = job.situacao === 'concluida' && (job.comErro ?? 0) > 0 ? await readImportErrors(job.errosKey) : [];
  return {
    id: job.id,
    arquivo: job.arquivo,
    situacao: job.situacao,
    total: job.total ?? null,
    importados: job.importados ?? 0,
    existentes: job.existentes ?? 0,
    com_erro: job.comErro ?? 0,
    motivo: job.motivo ?? null,
    erros: erros.slice(0, importacaoLimits.errosNaTela).map((erro) => ({
      linha: erro.linha,
      nome: erro.valores.nome ?? null,
      cpf: erro.valores.cpf ?? null,
      erros: [...erro.erros],
    })),
    created_at: job.createdAt,
    updated_at: job.updatedAt ?? null,
  };
}

/**
 * POST …/importacao/{id}/processar: once the browser has posted the file, queues the job. The message goes before
 * the status changes, so a job said to be queued always is; the worker takes it whatever the status says.
 */
export const processImportacaoRoute: RouteHandler = async (event, context) => {
  const scope = await importScope(event, context);
  const job = await jobOf(scope, event.pathParameters?.id);
  if (job.situacao !== 'aguardando_arquivo') throw new HttpError(400, importacaoAlreadyQueuedMessage);
  if (!(await fileArrived(job.chave))) {
    throw new HttpError(400, validationFailedMessage, { fields: { arquivo: [importacaoFileMissingMessage] } });
  }
  // Registered before the message goes: a lost message or a crash between the two is re-driven by the sweep.
  await registerPending({ kind: 'importacao', tenant: scope.tenant, id: job.id, createdAt: job.createdAt });
  await queueImportacao({ tenant: scope.tenant, importacaoId: job.id });
  try {
    await funcionarioImportacoes()
      .patch({ tenant: job.tenant, id: job.id })
      .set({ situacao: 'na_fila', updatedAt: new Date().toISOString() })
      .where(({ situacao }, { eq }) => eq(situacao, 'aguardando_arquivo'))
      .go();
  } catch (error) {
    // The worker took it first (processando) or another click queued it: either way it is on its way.
    if (!isConditionalCheckFailure(error)) throw error;
  }
  return respond(200, importacaoQueuedMessage, await view(await jobOf(scope, job.id)));
};

/** GET …/importacao/{id}: the job, polled by the screen until it is done or failed. */
export const getImportacao: RouteHandler = async (event, context) => {
  const scope = await importScope(event, context);
  return respond(200, '', await view(await jobOf(scope, event.pathParameters?.id)));
};

/** GET …/importacao/{id}/erros: every rejected row as an .xlsx to fix and import again. */
export const getImportacaoErros: RouteHandler = async (event, context) => {
  const scope = await importScope(event, context);
  const job = await jobOf(scope, event.pathParameters?.id);
  if (job.situacao !== 'concluida') throw new HttpError(404, notFoundMessage);
  const erros = await readImportErrors(job.errosKey);
  const base = job.arquivo.replace(/\.(xlsx|csv)$/i, '');
  return respond(200, '', file(await errorReportSpreadsheet(erros), `${base}-erros.xlsx`));
};
