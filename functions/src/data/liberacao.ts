import {
  anexoNotUploadedMessage,
  consultaNaoLiberavelMessage,
  consultaStatus,
  exameNaoPertenceMessage,
  liberacaoArquivoCampos,
  podeCancelar,
  podeLiberar,
  statusLiberaveis,
  tipoDescricao,
  type CancelamentoForm,
  type LiberacaoForm,
  type LiberacaoRow,
} from '@ocupacional/shared';
import { arquivoConfere, obsDoHistorico, podeAtuar, senhaIncorretaMessage } from '../domain/liberacao';
import { aptidaoLabel } from '../pdf/labels';
import { HttpError, notFoundMessage, validationFailedMessage, verifyPassword, type SessionContext } from '../platform';
import { historyEntry } from './consulta-externa-builder';
import { acompanhamentos } from './entities/acompanhamento';
import { consultaExames, type ConsultaExameItem } from './entities/consulta-exame';
import { consultasExternas } from './entities/consulta-externa';
import { filaCounterChanges } from './consulta-filas';
import { consultas, filaDaConsulta, type ConsultaItem } from './entities/consulta';
import { credenciadas } from './entities/credenciada';
import { newId } from './entities/keys';
import { encerramentoDosExames } from './parceiro-exames';
import { liberacoes, type LiberacaoItem } from './entities/liberacao';
import { linkDeDownload, objetoArmazenado, slotDaConsulta } from './liberacao-arquivos';
import { TransactionConflictError, transactWrite, type TransactOperation } from './transactions';

/*
 * Releasing and cancelling a definitive consultation (spec 1 §3, §4; docs/api/atendimento-liberacao.md). Every
 * check runs before anything is written (a refused request changes nothing); then one transaction writes the
 * consultation, the external consultation, the release record, the altered exams and the history entry,
 * conditioned on the consultation still being open (55, 56, 68, 69), so of two concurrent releases one fails.
 */

/** Widened: the attribute holds any status, the condition compares it with the open ones. */
const abertas: readonly number[] = statusLiberaveis;

function naoLiberavel(): never {
  throw new HttpError(400, consultaNaoLiberavelMessage, { fields: { id: [consultaNaoLiberavelMessage] } });
}

/**
 * The consultation of a path the session may act on (a clinic's own, a company's own, any of the back office's
 * tenant), not deleted; 404 otherwise.
 */
export async function consultaParaAtuar(session: SessionContext, idConParam: string | undefined): Promise<ConsultaItem> {
  const idCon = Number(idConParam);
  if (!idConParam || !Number.isSafeInteger(idCon) || idCon <= 0) throw new HttpError(404, notFoundMessage);
  const { data } = await consultas().get({ tenant: session.tenant, idCon }).go();
  if (!data || data.deletedAt || !podeAtuar({ pointType: session.pointType, pointId: session.usuario.pointId }, data)) {
    throw new HttpError(404, notFoundMessage);
  }
  return data;
}

/** The logged user's own password; a wrong one answers 400 on the field senha. */
export async function conferirSenha(session: SessionContext, senha: string): Promise<void> {
  if (!(await verifyPassword(senha, session.usuario.senhaHash))) {
    throw new HttpError(400, validationFailedMessage, { fields: { senha: [senhaIncorretaMessage] } });
  }
}

/** Refuses (400) a release or cancellation of a consultation no longer open. */
export function exigirAberta(consulta: ConsultaItem, acao: 'liberacao' | 'cancelamento'): void {
  const ok = acao === 'liberacao' ? podeLiberar(consulta.tipoStatus) : podeCancelar(consulta.tipoStatus);
  if (!ok) naoLiberavel();
}

type ArquivoDaLiberacao = NonNullable<LiberacaoItem['arquivos']>[number];

/** The files a release names, each found in S3 with the announced size and type; else 400 on its field. */
async function arquivosConferidos(tenant: string, idCon: number, form: LiberacaoForm): Promise<ArquivoDaLiberacao[]> {
  const arquivos: ArquivoDaLiberacao[] = [];
  const erros: Record<string, string[]> = {};
  for (const campo of liberacaoArquivoCampos) {
    const slotId = form[campo];
    if (!slotId) continue;
    const slot = await slotDaConsulta(tenant, idCon, slotId, campo);
    const objeto = slot ? await objetoArmazenado(slot.bucket, slot.chave) : undefined;
    if (!slot || !objeto || !arquivoConfere({ tamanho: slot.tamanho, contentType: slot.contentType }, objeto)) {
      erros[campo] = [anexoNotUploadedMessage];
      continue;
    }
    arquivos.push({ campo, uploadId: slot.id, nome: slot.nome, chave: slot.chave });
  }
  if (Object.keys(erros).length > 0) throw new HttpError(400, anexoNotUploadedMessage, { fields: erros });
  return arquivos;
}

/** The consultation's exams the release marks altered; 400 when one is not the consultation's. */
async function examesAlterados(tenant: string, idCon: number, ids: readonly string[]): Promise<ConsultaExameItem[]> {
  if (ids.length === 0) return [];
  const { data } = await consultaExames().query.byConsulta({ tenant, idCon }).go({ pages: 'all' });
  const porId = new Map(data.map((exame) => [exame.id, exame]));
  const escolhidos = ids.map((id) => porId.get(id));
  if (escolhidos.some((exame) => !exame)) {
    throw new HttpError(400, validationFailedMessage, { fields: { exames: [exameNaoPertenceMessage] } });
  }
  return escolhidos as ConsultaExameItem[];
}

/** The examining doctor the ASO names: the attending clinic's responsible doctor, when registered. */
async function medicoExaminador(tenant: string, credenciadaId: string): Promise<{ medicoNome: string; medicoCrm: string; medicoCrmUf: string } | null> {
  const { data } = await credenciadas().get({ tenant, id: credenciadaId }).go();
  const clinica = data;
  if (!clinica?.medicoNome || !clinica.medicoCrm || !clinica.medicoCrmUf) return null;
  return { medicoNome: clinica.medicoNome, medicoCrm: clinica.medicoCrm, medicoCrmUf: clinica.medicoCrmUf };
}

/** Runs the transaction; a failed condition means another release or cancellation came first. */
async function escreverOuRecusar(operacoes: readonly TransactOperation[]): Promise<void> {
  try {
    await transactWrite(operacoes);
  } catch (error) {
    if (error instanceof TransactionConflictError) naoLiberavel();
    throw error;
  }
}

function acompanhamento(session: SessionContext, consulta: ConsultaItem, tipoStatus: number, obs: string, agora: Date) {
  return acompanhamentos()
    .create({
      ...historyEntry({
        tenant: session.tenant,
        consultaExternaId: consulta.consultaExternaId as string,
        id: newId(agora),
        tipoStatus,
        createdAt: agora.toISOString(),
        usuarioId: session.usuario.id,
        usuarioNome: session.usuario.nome,
        obs,
      }),
      idCon: consulta.idCon,
    })
    .params();
}

function externaParaStatus(session: SessionContext, consulta: ConsultaItem, tipoStatus: number): TransactOperation[] {
  if (!consulta.consultaExternaId) return [];
  return [{ update: consultasExternas().patch({ tenant: session.tenant, id: consulta.consultaExternaId }).set({ tipoStatus }).params() }];
}

/** A release or cancellation record: who wrote it, from which area and when; `campos` says what it records. */
function registroDe(
  session: SessionContext,
  consulta: ConsultaItem,
  agora: Date,
  campos: Omit<LiberacaoItem, 'tenant' | 'idCon' | 'id' | 'area' | 'usuarioId' | 'usuarioNome' | 'createdAt'>,
): LiberacaoItem {
  return {
    tenant: session.tenant,
    idCon: consulta.idCon,
    id: newId(agora),
    ...campos,
    area: session.pointType,
    usuarioId: session.usuario.id,
    usuarioNome: session.usuario.nome,
    createdAt: agora.toISOString(),
  };
}

/**
 * Writes a release or cancellation in one transaction: the consultation's changes, conditioned on it still being
 * open and not deleted; the external consultation's status; the record; `outras` (the altered exams); the history
 * entry. Refuses (400) when another release or cancellation came first.
 */
async function encerrar(
  session: SessionContext,
  consulta: ConsultaItem,
  mudancas: Omit<Partial<ConsultaItem>, 'tenant' | 'idCon'>,
  registro: LiberacaoItem,
  obsHistorico: string,
  agora: Date,
  outras: readonly TransactOperation[] = [],
): Promise<void> {
  // The ASO lists' queue and totals follow the status (issue 17): the patch names the queue, and passes the company
  // its key is built from.
  const depois = { ...consulta, ...mudancas };
  await escreverOuRecusar([
    {
      update: consultas()
        .patch({ tenant: session.tenant, idCon: consulta.idCon })
        .set({ ...mudancas, fila: filaDaConsulta(depois) })
        .composite({ empresaId: consulta.empresaId })
        .where(({ tipoStatus, deletedAt }, { eq, notExists }) => `(${abertas.map((status) => eq(tipoStatus, status)).join(' OR ')}) AND ${notExists(deletedAt)}`)
        .params(),
    },
    ...externaParaStatus(session, consulta, registro.tipoStatus),
    { put: liberacoes().create(registro).params() },
    ...outras,
    { put: acompanhamento(session, consulta, registro.tipoStatus, obsHistorico, agora) },
    ...filaCounterChanges(session.tenant, consulta, depois),
  ]);
}

/**
 * Releases a consultation the session may act on (checked by {@link consultaParaAtuar}) after the password: status
 * and aptitude from the form (the aptitude's locks already applied by the schema), the files checked in S3, the
 * altered exams. Answers the release record and the consultation as written.
 */
export async function liberarConsulta(
  session: SessionContext,
  consulta: ConsultaItem,
  form: LiberacaoForm,
  agora: Date = new Date(),
): Promise<{ liberacao: LiberacaoItem; consulta: ConsultaItem }> {
  await conferirSenha(session, form.senha);
  exigirAberta(consulta, 'liberacao');
  const { tenant } = session;
  const exames = await examesAlterados(tenant, consulta.idCon, form.exames);
  const arquivos = await arquivosConferidos(tenant, consulta.idCon, form);
  const medico = await medicoExaminador(tenant, consulta.credenciadaId);
  const liberadaEm = agora.toISOString();
  // What the release decides, recorded in the release and written on the consultation.
  const resultado = {
    tipoStatus: form.id_tipo_status,
    aptidao: form.aptidao,
    teAlt: form.te_alt,
    teEsp: form.te_esp,
    teEle: form.te_ele,
    teAli: form.te_ali,
    ...(form.obs ? { obs: form.obs } : {}),
  };
  const liberacao = registroDe(session, consulta, agora, {
    tipo: 'liberacao',
    ...resultado,
    arquivos,
    examesAlterados: exames.map((exame) => ({ id: exame.id, nome: exame.exameNome })),
  });
  const mudancas = { ...resultado, liberadaEm, ...(medico ?? {}) };
  await encerrar(
    session,
    consulta,
    mudancas,
    liberacao,
    obsDoHistorico({ tipo: 'liberacao', idCon: consulta.idCon, aptidao: form.aptidao, tipoStatus: form.id_tipo_status }),
    agora,
    exames.map((exame) => ({
      update: consultaExames().patch({ tenant, idCon: consulta.idCon, id: exame.id }).set({ alterado: true }).params(),
    })),
  );
  return { liberacao, consulta: { ...consulta, ...mudancas } };
}

/**
 * Cancels a consultation the session may act on, after the password: 57 on both records, irreversible; its exams
 * flagged (consultaEncerrada) in the same transaction.
 */
export async function cancelarConsulta(
  session: SessionContext,
  consulta: ConsultaItem,
  form: CancelamentoForm,
  agora: Date = new Date(),
): Promise<LiberacaoItem> {
  await conferirSenha(session, form.senha);
  exigirAberta(consulta, 'cancelamento');
  const cancelada = consultaStatus.cancelada;
  const canceladaEm = agora.toISOString();
  const registro = registroDe(session, consulta, agora, {
    tipo: 'cancelamento',
    tipoStatus: cancelada,
    ...(form.obs ? { obs: form.obs } : {}),
    arquivos: [],
    examesAlterados: [],
  });
  await encerrar(
    session,
    consulta,
    { tipoStatus: cancelada, canceladaEm },
    registro,
    obsDoHistorico({ tipo: 'cancelamento', idCon: consulta.idCon, obs: form.obs }),
    agora,
    // The partners' lists show the end on their rows without reading the consultation (issue 17).
    await encerramentoDosExames(session.tenant, consulta.idCon),
  );
  return registro;
}

/** A release record as the history shows it, with short-lived download links of its files. */
export async function linhaDoHistorico(item: LiberacaoItem, bucket: string): Promise<LiberacaoRow> {
  const arquivos = await Promise.all(
    (item.arquivos ?? []).map(async (arquivo) => ({ campo: arquivo.campo, nome: arquivo.nome, url: await linkDeDownload(bucket, arquivo.chave, arquivo.nome) })),
  );
  return {
    id: item.id,
    tipo: item.tipo,
    tipo_status: { id: item.tipoStatus, descricao: tipoDescricao(item.tipoStatus) ?? String(item.tipoStatus) },
    aptidao: item.aptidao !== undefined ? { valor: item.aptidao, descricao: aptidaoLabel(item.aptidao) } : null,
    te_alt: item.teAlt ?? null,
    te_esp: item.teEsp ?? null,
    te_ele: item.teEle ?? null,
    te_ali: item.teAli ?? null,
    obs: item.obs ?? null,
    usuario: { id: item.usuarioId, nome: item.usuarioNome },
    created_at: item.createdAt,
    arquivos,
    exames_alterados: (item.examesAlterados ?? []).map((exame) => ({ id: exame.id, nome: exame.nome })),
  };
}

/** A consultation's releases and cancellations, newest first (one Query of its own key range). */
export async function historicoDeLiberacoes(tenant: string, idCon: number): Promise<LiberacaoItem[]> {
  const { data } = await liberacoes().query.byConsulta({ tenant, idCon }).go({ pages: 'all', order: 'desc' });
  return data;
}
