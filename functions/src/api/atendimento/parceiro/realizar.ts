import { HeadObjectCommand } from '@aws-sdk/client-s3';
import {
  anexoContentType,
  anexoNotUploadedMessage,
  consultaStatusGroups,
  exameAlteradoMessage,
  exameRealizadoMessage,
  fileLimits,
  parceiroRealizarSchema,
  statusLiberacao,
  todayInSaoPaulo,
} from '@ocupacional/shared';
import { consultaExames, type ConsultaExameItem } from '../../../data/entities/consulta-exame';
import { consultas, type ConsultaItem } from '../../../data/entities/consulta';
import { TransactionConflictError, transactWrite } from '../../../data/transactions';
import { dataRealizacaoError, parseResultadoUploadId, realizacao, resultadoKey } from '../../../domain/parceiro';
import { HttpError, parseBody, resources, respond, s3, validationFailedMessage, type RouteHandler } from '../../../platform';
import { consultaDoExame, exameDoParceiro, exameRef, parceiroScope, type ParceiroScope } from './exames-data';
import { parceiroExameView } from './views';

/*
 * POST parceiro/exame/{id}/realizar ('Marcar como realizado'): the day the exam was done, the upload id of the
 * result file (already in S3 through the presigned POST) and notes. The object is checked in S3 (it exists, with
 * an accepted type and size) before anything is written; then the exam gets its day, when it was marked and the
 * file, in one transaction conditioned on the exam being as it was read and its consultation still open for it.
 */

const fieldError = (field: string, message: string) => new HttpError(400, validationFailedMessage, { fields: { [field]: [message] } });

/** The result object in the files bucket: its key and name, once S3 confirms it arrived whole and of our type. */
async function storedResultado(scope: ParceiroScope, exame: ConsultaExameItem, uploadId: string): Promise<{ key: string; nome: string }> {
  const parsed = parseResultadoUploadId(uploadId);
  if (!parsed) throw fieldError('arquivo', anexoNotUploadedMessage);
  const key = resultadoKey({ tenant: scope.tenant, parceiroId: scope.parceiroId, exameId: exameRef(exame) }, uploadId.trim());
  let head;
  try {
    head = await s3().send(new HeadObjectCommand({ Bucket: resources.bucketName('files'), Key: key }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as { name?: string }).name === 'NotFound') throw fieldError('arquivo', anexoNotUploadedMessage);
    throw error;
  }
  const size = head.ContentLength ?? 0;
  const type = (head.ContentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (size < 1 || size > fileLimits.anexoBytes || type !== anexoContentType(parsed.nome)) {
    throw fieldError('arquivo', anexoNotUploadedMessage);
  }
  return { key, nome: parsed.nome };
}

/**
 * The consultation's condition in the transaction: not deleted, not cancelled or closed (57/58) and, when the
 * exam is marked again, not released (66/67/70) — the status the rule was decided on may have changed since.
 */
function consultaAindaAberta(consulta: ConsultaItem, substituir: boolean): object {
  const { Key, TableName } = consultas().get({ tenant: consulta.tenant, idCon: consulta.idCon }).params() as {
    Key: Record<string, unknown>;
    TableName: string;
  };
  const closed = [...consultaStatusGroups.encerradas, ...(substituir ? statusLiberacao : [])];
  const values = Object.fromEntries(closed.map((status, index) => [`:s${index}`, status]));
  return {
    TableName,
    Key,
    ConditionExpression: `attribute_exists(#tipoStatus) AND attribute_not_exists(#deletedAt) AND NOT (#tipoStatus IN (${Object.keys(values).join(', ')}))`,
    ExpressionAttributeNames: { '#tipoStatus': 'tipoStatus', '#deletedAt': 'deletedAt' },
    ExpressionAttributeValues: values,
  };
}

export const realizarExame: RouteHandler = async (event, context) => {
  const scope = parceiroScope(context);
  const exame = await exameDoParceiro(scope, event.pathParameters?.id);
  const body = parseBody(event, parceiroRealizarSchema);
  const consulta = await consultaDoExame(exame);
  const decisao = realizacao(exame, consulta.tipoStatus);
  if (decisao.acao === 'recusar') throw new HttpError(400, decisao.motivo);
  const today = todayInSaoPaulo();
  const dataError = dataRealizacaoError(body.data, { today, agendamento: consulta.dataAge });
  if (dataError) throw fieldError('data', dataError);
  const arquivo = await storedResultado(scope, exame, body.arquivo);

  const now = new Date().toISOString();
  const patch = consultaExames()
    .patch({ tenant: exame.tenant, idCon: exame.idCon, id: exame.id })
    .set({
      data: body.data,
      realizadoEm: now,
      resultadoKey: arquivo.key,
      resultadoNome: arquivo.nome,
      ...(body.obs ? { resultadoObs: body.obs } : {}),
    });
  const update = (body.obs || !exame.resultadoObs ? patch : patch.remove(['resultadoObs']))
    // The exam day is part of the partner's and the employee's index keys: ElectroDB rebuilds them with these.
    .composite({ parceiroId: scope.parceiroId, funcionarioId: exame.funcionarioId, exameId: exame.exameId })
    .where((attr, { eq, notExists }) =>
      decisao.acao === 'primeira'
        ? `${eq(attr.parceiroId, scope.parceiroId)} AND ${notExists(attr.realizadoEm)}`
        : `${eq(attr.parceiroId, scope.parceiroId)} AND ${eq(attr.realizadoEm, decisao.anterior)}`,
    )
    .params();
  try {
    await transactWrite([{ update }, { check: consultaAindaAberta(consulta, decisao.acao === 'substituir') }]);
  } catch (error) {
    if (!(error instanceof TransactionConflictError)) throw error;
    // The consultation was cancelled or released meanwhile, or another marking won: say which, change nothing.
    const atual = await consultaDoExame(exame);
    const again = realizacao(await exameDoParceiro(scope, event.pathParameters?.id), atual.tipoStatus);
    throw new HttpError(400, again.acao === 'recusar' ? again.motivo : exameAlteradoMessage);
  }
  const saved = await exameDoParceiro(scope, event.pathParameters?.id);
  return respond(200, exameRealizadoMessage, parceiroExameView(saved, consulta, realizacao(saved, consulta.tipoStatus), today));
};
