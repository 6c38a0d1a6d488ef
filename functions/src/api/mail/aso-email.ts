import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  documentTypes,
  emailTypes,
  envioConsultaSchema,
  envioUploadSchema,
  mailMessages,
  mailServicos,
  parseEmailList,
  sendFormErrorsMessage,
  type EmailAsoLog,
} from '@ocupacional/shared';
import { consultaOf } from '../../data/aso-consultas';
import { consultas, type ConsultaItem } from '../../data/entities/consulta';
import { emailAsos, emailEnvios, type EmailAsoItem, type EmailEnvioItem } from '../../data/entities/email-envio';
import { empresas } from '../../data/entities/empresa';
import { empresaEmails } from '../../data/entities/empresa-email';
import { instantKeyWindow, newId } from '../../data/entities/keys';
import { uploadPaginas, type UploadPaginaItem } from '../../data/entities/upload-pagina';
import { pagesOfConsultation, pagesOfUpload } from '../../data/upload-pages';
import { documentPages, parseUploadPageId } from '../../domain/aso-upload';
import { contaDoServico } from '../../mail/accounts';
import { accountSender, queueMail } from '../../mail/queue';
import { messagesOfPoint } from './logs';
import {
  defaultSender,
  HttpError,
  logger,
  notFoundMessage,
  parseBody,
  publicApiUrl,
  PublicUrlNotConfiguredError,
  respond,
  sessionOf,
  type RouteHandler,
} from '../../platform';
import type { SessionContext } from '../../platform';

/*
 * ASO by e-mail (spec 2 §2 "Send files by e-mail modal", "Send ASO by e-mail modal", §3 "ASO e-mail log", §5, §7):
 * per company, the selected consultations' ASO pages (document type 82, pages in 79 or 193) go as PDF attachments to
 * each recipient, through the account linked to the ASO sector (197) or SES. Every check runs before anything is
 * written, so a refused request queues nothing. One message per recipient (each gets its own tracking image) and
 * one history row per consultation.
 */

/** Lookups of consultations for e-mail cover the last 730 days (spec 2 §9). */
const lookupDays = 730;

interface Remessa {
  readonly empresaId: string;
  readonly empresaNome: string;
  readonly destinatarios: readonly string[];
  readonly obs: string | null | undefined;
  readonly consultas: readonly { consulta: ConsultaItem; paginas: readonly UploadPaginaItem[] }[];
  readonly uploadId: string | undefined;
}

/**
 * The API's public root as the recipient's mail client reaches it (for the tracking image): MAIL_TRACKING_BASE_URL
 * when the deployment gives one, else the configured public address — never the request's Host or
 * X-Forwarded-Host (issue 12 item 9).
 */
export function trackingRoot(): string | undefined {
  if (process.env.MAIL_TRACKING_BASE_URL) return process.env.MAIL_TRACKING_BASE_URL;
  try {
    return publicApiUrl();
  } catch (error) {
    // A deployment without its public address still sends the ASOs, only without the opening-tracking image.
    if (!(error instanceof PublicUrlNotConfiguredError)) throw error;
    logger.warn('no public address: ASO e-mails go without the tracking image', { error });
    return undefined;
  }
}

function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, sendFormErrorsMessage, { fields: { [field]: [message] } });
}

function attachmentName(consulta: ConsultaItem, pagina: UploadPaginaItem): string {
  const nome = consulta.funcionarioNome.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '_');
  return `ASO_${consulta.idCon}_${nome}_pag${pagina.pagina}.pdf`;
}

/**
 * The ASO pages to send of a consultation: the chosen positions (1-based) of its whole ASO document when the form
 * sent select_pages for it, else `fallback` (all of them, or the upload's).
 */
async function chosenPages(
  tenant: string,
  idCon: number,
  selected: Record<string, number[]> | undefined,
  fallback: () => Promise<UploadPaginaItem[]>,
): Promise<UploadPaginaItem[]> {
  const positions = selected?.[String(idCon)];
  const pages = positions ? documentPages(await pagesOfConsultation(tenant, idCon), documentTypes.aso).filter((_, index) => positions.includes(index + 1)) : await fallback();
  return pages.filter((pagina) => pagina.arquivo);
}

/** The company's consultations of the last 730 days (for 'Selecionar Todas as Consultas'). */
async function consultationsOfCompany(tenant: string, empresaId: string): Promise<ConsultaItem[]> {
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - lookupDays * 86_400_000).toISOString().slice(0, 10);
  const { start, end } = instantKeyWindow(from, today);
  const { data } = await consultas()
    .query.byEmpresa({ tenant, empresaId })
    .between({ dtCad: start }, { dtCad: end })
    .go({ pages: 'all' });
  return data.filter((consulta) => !consulta.deletedAt);
}

/** Sends the prepared messages and writes the history; answers the ids. */
async function dispatch(session: SessionContext, remessas: readonly Remessa[]) {
  const conta = await contaDoServico(session.tenant, mailServicos.aso);
  const remetente = conta ? accountSender(conta) : defaultSender();
  const trackingBaseUrl = trackingRoot();
  const logs: string[] = [];
  let mensagens = 0;
  for (const remessa of remessas) {
    const anexos = remessa.consultas.flatMap(({ consulta, paginas }) =>
      paginas.map((pagina) => ({ key: pagina.arquivo as string, filename: attachmentName(consulta, pagina), contentType: 'application/pdf' })),
    );
    const lista = remessa.consultas
      .map(({ consulta }) => `- Consulta ${consulta.idCon}: ${consulta.funcionarioNome}`)
      .join('\n');
    const text = [
      'Prezados,',
      '',
      `Seguem em anexo os ASOs da empresa ${remessa.empresaNome}:`,
      lista,
      ...(remessa.obs ? ['', `Observações: ${remessa.obs}`] : []),
      '',
      'Atenciosamente,',
      session.cliente.nome,
    ].join('\n');
    const envioIds: string[] = [];
    for (const to of remessa.destinatarios) {
      envioIds.push(
        await queueMail({
          tenant: session.tenant,
          point: 'aso',
          pointId: remessa.empresaId,
          ...(conta ? { conta } : {}),
          to,
          subject: `ASO - ${remessa.empresaNome}`,
          text,
          attachments: anexos,
          ...(trackingBaseUrl ? { trackingBaseUrl } : {}),
          usuarioId: session.usuario.id,
        }),
      );
      mensagens += 1;
    }
    const createdAt = new Date().toISOString();
    for (const { consulta, paginas } of remessa.consultas) {
      const id = newId();
      await emailAsos()
        .create({
          tenant: session.tenant,
          id,
          idCon: consulta.idCon,
          uploadId: remessa.uploadId ?? '-',
          empresaId: remessa.empresaId,
          empresaNome: remessa.empresaNome,
          usuarioId: session.usuario.id,
          usuarioNome: session.usuario.nome,
          remetente,
          destinatario: remessa.destinatarios.join(';'),
          ...(remessa.obs ? { obs: remessa.obs } : {}),
          tipoDocumento: [documentTypes.aso],
          paginas: paginas.map((pagina) => ({ upload: pagina.uploadId, pagina: pagina.pagina })),
          envioIds,
          createdAt,
        })
        .go();
      logs.push(id);
      for (const pagina of paginas) {
        await uploadPaginas().patch({ tenant: session.tenant, uploadId: pagina.uploadId, pagina: pagina.pagina }).set({ sendEmailAt: createdAt }).go();
      }
    }
  }
  return respond(200, mailMessages.emailCadastrado, { logs, mensagens });
}

function uploadIdOf(event: APIGatewayProxyEventV2): string {
  const id = event.pathParameters?.id;
  if (!id) throw new HttpError(404, notFoundMessage);
  return parseUploadPageId(id)?.uploadId ?? id;
}

/**
 * POST empresa/consulta/upload/pagina/{id}/enviar: per company id, recipients, consultations (or all the upload's
 * consultations of that company with 'todos') and notes. Field errors are keyed '<company id>.destinatario'.
 */
export const enviarUpload: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const uploadId = uploadIdOf(event);
  const body = parseBody(event, envioUploadSchema);
  const paginas = (await pagesOfUpload(session.tenant, uploadId)).filter((pagina) => !pagina.deletedAt);
  if (paginas.length === 0) throw new HttpError(404, notFoundMessage);
  const remessas: Remessa[] = [];
  for (const [empresaId, envio] of Object.entries(body)) {
    const daEmpresa = documentPages(paginas.filter((pagina) => pagina.empresaId === empresaId && pagina.idCon > 0), documentTypes.aso);
    const idCons = envio.todos ? [...new Set(daEmpresa.map((pagina) => pagina.idCon))] : envio.consultas;
    if (idCons.length === 0) throw fieldError(`${empresaId}.consultas`, mailMessages.consultasObrigatorias);
    const selecionadas = [];
    for (const idCon of idCons) {
      const consulta = await consultaOf(session.tenant, idCon);
      if (!consulta || consulta.empresaId !== empresaId) throw new HttpError(404, notFoundMessage);
      const daConsulta = await chosenPages(session.tenant, idCon, envio.select_pages, async () => daEmpresa.filter((pagina) => pagina.idCon === idCon));
      if (daConsulta.length === 0) throw fieldError(`${empresaId}.consultas`, mailMessages.semPaginas);
      selecionadas.push({ consulta, paginas: daConsulta });
    }
    remessas.push({
      empresaId,
      empresaNome: selecionadas[0]?.consulta.empresaNome ?? empresaId,
      destinatarios: parseEmailList(envio.destinatario),
      obs: envio.obs,
      consultas: selecionadas,
      uploadId,
    });
  }
  return dispatch(session, remessas);
};

/**
 * POST empresa/consulta/email/{idcon}/cadastrar: tipo 1 sends the consultation of the path; tipo 2 a company's
 * chosen consultations (id_con / consultas) or all of them ('todos'). Only ASO documents (82) are sent.
 */
export const enviarConsulta: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const form = parseBody(event, envioConsultaSchema);
  const pathIdCon = Number(event.pathParameters?.idcon);
  let selecionadas: ConsultaItem[];
  if (form.tipo === 2) {
    const empresaId = form.id_emp as string;
    if (form.todos) {
      selecionadas = await consultationsOfCompany(session.tenant, empresaId);
    } else {
      const idCons = [...new Set([...(form.id_con ? [form.id_con] : []), ...form.consultas])];
      selecionadas = [];
      for (const idCon of idCons) {
        const consulta = await consultaOf(session.tenant, idCon);
        if (!consulta || consulta.empresaId !== empresaId) throw new HttpError(404, notFoundMessage);
        selecionadas.push(consulta);
      }
    }
  } else {
    const consulta = Number.isInteger(pathIdCon) ? await consultaOf(session.tenant, pathIdCon) : undefined;
    if (!consulta) throw new HttpError(404, notFoundMessage);
    selecionadas = [consulta];
  }
  const comPaginas = [];
  for (const consulta of selecionadas) {
    const paginas = await chosenPages(session.tenant, consulta.idCon, form.select_pages, async () =>
      documentPages(await pagesOfConsultation(session.tenant, consulta.idCon), documentTypes.aso),
    );
    if (paginas.length > 0) comPaginas.push({ consulta, paginas });
    else if (!form.todos) throw fieldError('tipo_documento', mailMessages.semPaginas);
  }
  if (comPaginas.length === 0) throw fieldError('tipo_documento', mailMessages.semPaginas);
  const primeira = comPaginas[0]?.consulta as ConsultaItem;
  return dispatch(session, [
    {
      empresaId: primeira.empresaId,
      empresaNome: primeira.empresaNome,
      destinatarios: parseEmailList(form.destinatario),
      obs: form.obs,
      consultas: comPaginas,
      uploadId: undefined,
    },
  ]);
};

/** History rows with each recipient's situation and openings. */
async function historyOf(tenant: string, rows: readonly EmailAsoItem[]): Promise<EmailAsoLog[]> {
  const ids = [...new Set(rows.flatMap((row) => row.envioIds ?? []))];
  const envios = new Map<string, EmailEnvioItem>();
  for (let i = 0; i < ids.length; i += 100) {
    const { data } = await emailEnvios()
      .get(ids.slice(i, i + 100).map((id) => ({ tenant, id })))
      .go();
    for (const item of data) envios.set(item.id, item);
  }
  return rows.map((row) => {
    const mine = (row.envioIds ?? []).flatMap((id) => {
      const envio = envios.get(id);
      return envio ? [envio] : [];
    });
    const situacao = mine.map((envio) => ({ destinatario: envio.destinatario, situacao: envio.situacao, erro: envio.erro ?? null }));
    const falhas = situacao.filter((item) => item.situacao === 'falha');
    const pendentes = situacao.filter((item) => item.situacao === 'pendente' || item.situacao === 'enviando');
    const msg = falhas.length
      ? falhas.map((item) => `${item.destinatario}: ${item.erro ?? 'falha no envio'}`).join('; ')
      : pendentes.length
        ? 'Aguardando envio'
        : 'Enviado';
    return {
      id: row.id,
      created_at: row.createdAt,
      usuario: row.usuarioId ? { id: row.usuarioId, nome: row.usuarioNome ?? '' } : null,
      lote: row.uploadId && row.uploadId !== '-' ? row.uploadId : null,
      id_con: row.idCon,
      empresa: row.empresaId ? { id: row.empresaId, nome: row.empresaNome ?? '' } : null,
      remetente: row.remetente,
      destinatario: row.destinatario,
      obs: row.obs ?? null,
      tipo_documento: row.tipoDocumento ?? [],
      msg,
      situacao,
      abertura: mine.flatMap((envio) => (envio.aberturas ?? []).map((abertura) => ({ destinatario: envio.destinatario, data: abertura.data, ip: abertura.ip ?? null }))),
      select_pages: row.paginas ?? [],
    };
  });
}

/** The ASO contacts (197) of a company, active, as the form's default recipients. */
async function defaultRecipients(tenant: string, empresaId: string): Promise<string> {
  const { data } = await empresaEmails().query.byEmpresa({ tenant, empresaId }).go({ pages: 'all' });
  const addresses = data
    .filter((item) => !item.deletedAt && item.ativo !== false && item.tipo === emailTypes.aso)
    .flatMap((item) => parseEmailList(item.email));
  return [...new Set(addresses)].join(';');
}

/** GET empresa/consulta/email/{idcon}: 'Histórico de Envio de Emails' of a consultation and its default recipients. */
export const historicoConsulta: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  const consulta = await consultaOf(tenant, Number(event.pathParameters?.idcon));
  if (!consulta) throw new HttpError(404, notFoundMessage);
  const { data } = await emailAsos().query.byConsulta({ tenant, idCon: consulta.idCon }).go({ pages: 'all', order: 'desc' });
  return respond(200, 'OK', {
    destinatario: await defaultRecipients(tenant, consulta.empresaId),
    empresa: { id: consulta.empresaId, nome: consulta.empresaNome },
    historico: await historyOf(tenant, data),
  });
};

/** GET empresa/consulta/upload/pagina/{id}/email: an upload's e-mail history and each company's default recipients. */
export const historicoUpload: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  const uploadId = uploadIdOf(event);
  const paginas = await pagesOfUpload(tenant, uploadId);
  if (paginas.length === 0) throw new HttpError(404, notFoundMessage);
  const empresas = [...new Set(paginas.flatMap((pagina) => (pagina.empresaId ? [pagina.empresaId] : [])))];
  const destinatarios: Record<string, string> = {};
  for (const empresaId of empresas) destinatarios[empresaId] = await defaultRecipients(tenant, empresaId);
  const { data } = await emailAsos().query.byUpload({ tenant, uploadId }).go({ pages: 'all', order: 'desc' });
  return respond(200, 'OK', { destinatarios, historico: await historyOf(tenant, data) });
};

/** The messages the company modal shows (issue 17: one page, not the year). */
const historicoEmpresaPagina = 100;

/**
 * GET empresa/{id_empresa}/email: a company picked in the modal (the ASO list's button) — its default recipients,
 * the company, and its ASO e-mail history (the messages of point 'aso' of the company, as log/email/aso/{company}).
 * 404 for an unknown or deleted company (another tenant's is unknown here).
 */
export const historicoEmpresa: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  const empresaId = event.pathParameters?.id_empresa ?? '';
  const { data: empresa } = empresaId ? await empresas().get({ tenant, id: empresaId }).go() : { data: null };
  if (!empresa || empresa.deletedAt) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', {
    destinatario: await defaultRecipients(tenant, empresa.id),
    empresa: { id: empresa.id, nome: empresa.nome, cnpj: empresa.cnpj },
    // The newest page of the company's log (issue 17: never the whole year); the log screen pages the rest.
    historico: (await messagesOfPoint(tenant, 'aso', empresa.id, { pagination: historicoEmpresaPagina })).rows,
  });
};
