import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  cancelamentoFormSchema,
  liberacaoArquivoRequestSchema,
  liberacaoFormSchemaFor,
  releaseSavedMessage,
  type LiberacaoArea,
} from '@ocupacional/shared';
import { arquivoSlotMessage, cancelamentoSalvoMessage } from '../../../domain/liberacao';
import {
  cancelarConsulta,
  consultaParaAtuar,
  exigirAberta,
  historicoDeLiberacoes,
  liberarConsulta,
  linhaDoHistorico,
} from '../../../data/liberacao';
import { abrirSlot } from '../../../data/liberacao-arquivos';
import { efeitosDaLiberacao } from '../../../data/liberacao-efeitos';
import { parseBody, resources, respond, sessionOf, type RouteHandler } from '../../../platform';

/*
 * Releasing and cancelling a definitive consultation (spec 1 §2 "Consultation actions screen", §3, §4, §7;
 * docs/api/atendimento-liberacao.md). Each handler serves the clinic's route (consulta/liberacao/{id_con}/…) and
 * the company's and back office's twin (empresa/consulta/liberacao/{idcon}/…): the session's area decides which
 * consultations it reaches (data/liberacao.ts consultaParaAtuar) and, for the company, which form fields are
 * required.
 */

/** The consultation number of either path: {id_con} on the clinic's routes, {idcon} on the actions routes. */
function idConOf(event: APIGatewayProxyEventV2): string | undefined {
  return event.pathParameters?.id_con ?? event.pathParameters?.idcon;
}

/** GET …/liberacao/{id_con}: the release history ('Histórico de Liberação'), newest first, one page. */
export const listLiberacoes: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const consulta = await consultaParaAtuar(session, idConOf(event));
  const bucket = resources.bucketName('files');
  const rows = await Promise.all((await historicoDeLiberacoes(session.tenant, consulta.idCon)).map((item) => linhaDoHistorico(item, bucket)));
  return respond(200, '', { data: rows, pagination: { page: 1, pagination: Math.max(rows.length, 1), total: rows.length, last_page: 1 } });
};

/** POST …/liberacao/{id_con}/arquivo: a presigned POST for one attachment (jpg, png, jpeg, pdf, zip; ≤ 50 MB). */
export const arquivoUpload: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const consulta = await consultaParaAtuar(session, idConOf(event));
  const pedido = parseBody(event, liberacaoArquivoRequestSchema);
  exigirAberta(consulta, 'liberacao');
  return respond(200, arquivoSlotMessage, await abrirSlot(session.tenant, consulta.idCon, session.usuario.id, pedido));
};

/** POST …/liberacao/{id_con}/cadastrar: the release; then its side effects, which never fail it. */
export const liberar: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const consulta = await consultaParaAtuar(session, idConOf(event));
  const form = parseBody(event, liberacaoFormSchemaFor(session.pointType as LiberacaoArea));
  const { liberacao, consulta: liberada } = await liberarConsulta(session, consulta, form);
  await efeitosDaLiberacao(session, liberada);
  return respond(200, releaseSavedMessage, await linhaDoHistorico(liberacao, resources.bucketName('files')));
};

/** POST …/liberacao/{id_con}/cancelar: the cancellation (57 on both records), irreversible; no eSocial event. */
export const cancelar: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const consulta = await consultaParaAtuar(session, idConOf(event));
  const form = parseBody(event, cancelamentoFormSchema);
  const registro = await cancelarConsulta(session, consulta, form);
  return respond(200, cancelamentoSalvoMessage, await linhaDoHistorico(registro, resources.bucketName('files')));
};
