import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { emailLogQuerySchema, emailPointTypes, normalizeDate, paginate, type EmailLog, type EmailPointType } from '@ocupacional/shared';
import { emailEnvios, type EmailEnvioItem } from '../../data/entities/email-envio';
import { instantKeyWindow } from '../../data/entities/keys';
import { HttpError, logger, notFoundMessage, parseQuery, respond, sessionOf, type RouteHandler } from '../../platform';

/*
 * The e-mail logs (spec 2 §2 "E-mail log table per point type, with a modal showing the message body", §3 "E-mail
 * log", §7 log/email/{pointType}[/{pointId}], log/email/html/{id}) and the tracking image whose openings they show.
 */

/** Openings kept per message: enough for the history, bounded so a looping mail client cannot grow the item. */
const maxAberturas = 50;

function day(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 10);
}

function rowOf(item: EmailEnvioItem): EmailLog {
  return {
    id: item.id,
    remetente: item.remetente,
    destinatario: item.destinatario,
    point: item.point,
    point_id: item.pointId === '*' ? null : item.pointId,
    assunto: item.assunto,
    situacao: item.situacao,
    obs: item.erro ?? null,
    created_at: item.createdAt,
    enviado_at: item.enviadoAt ?? null,
    abertura: (item.aberturas ?? []).map((abertura) => ({ destinatario: item.destinatario, data: abertura.data, ip: abertura.ip ?? null })),
  };
}

function pointTypeOf(value: string | undefined): EmailPointType {
  if (!value || !(emailPointTypes as readonly string[]).includes(value)) throw new HttpError(404, notFoundMessage);
  return value as EmailPointType;
}

/**
 * The messages of a point type (of one point when `pointId` is given), newest first, created within [from, to]
 * (yyyy-mm-dd; default one year back to one day ahead, spec 2 §9), as the log table reads them.
 */
export async function messagesOfPoint(
  tenant: string,
  point: EmailPointType,
  pointId: string | undefined,
  from?: string | null,
  to?: string | null,
): Promise<EmailLog[]> {
  const window = instantKeyWindow((from && normalizeDate(from)) || day(-365), (to && normalizeDate(to)) || day(1));
  const range = [{ createdAt: window.start }, { createdAt: window.end }] as const;
  const { data } = pointId
    ? await emailEnvios().query.byPointId({ tenant, point, pointId }).between(...range).go({ pages: 'all', order: 'desc' })
    : await emailEnvios().query.byPoint({ tenant, point }).between(...range).go({ pages: 'all', order: 'desc' });
  return data.map(rowOf);
}

async function listLog(event: Parameters<RouteHandler>[0], context: Parameters<RouteHandler>[1], pointId: string | undefined) {
  const { tenant } = sessionOf(context);
  const point = pointTypeOf(event.pathParameters?.pointType);
  const { page, pagination, search, filter } = parseQuery(event, emailLogQuerySchema);
  const [from, to] = filter.created_at ?? [];
  const rows = await messagesOfPoint(tenant, point, pointId, from, to);
  const term = search?.toLowerCase();
  const found = rows.filter((row) => !term || row.destinatario.toLowerCase().includes(term) || row.assunto.toLowerCase().includes(term));
  return respond(200, 'OK', paginate(found, page, pagination));
}

/** GET log/email/{pointType} (filter created_at). */
export const emailLog: RouteHandler = (event, context) => listLog(event, context, undefined);

/** GET log/email/{pointType}/{pointId}: one lote's, one consultation's… */
export const emailLogPonto: RouteHandler = (event, context) => listLog(event, context, event.pathParameters?.pointId);

/** GET log/email/html/{id}: the body as sent, without its tracking image (reading the log is not an opening). */
export const emailLogHtml: RouteHandler = async (event, context) => {
  const { tenant } = sessionOf(context);
  const id = event.pathParameters?.id;
  const { data } = id ? await emailEnvios().get({ tenant, id }).go() : { data: null };
  if (!data) throw new HttpError(404, notFoundMessage);
  const escaped = (data.texto ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>');
  const mensagem = data.sensivel
    ? '<p>Conteúdo protegido: esta mensagem continha dados de acesso e não é exibida.</p>'
    : (data.html ?? escaped).replace(/<img [^>]*\/email\/abertura\/[^>]*>/g, '');
  return respond(200, 'OK', { id: data.id, assunto: data.assunto, mensagem });
};

/** A transparent 1×1 GIF. */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function gif(): APIGatewayProxyResultV2 {
  return {
    statusCode: 200,
    headers: { 'content-type': 'image/gif', 'cache-control': 'no-store, no-cache, must-revalidate, max-age=0' },
    body: pixel.toString('base64'),
    isBase64Encoded: true,
  };
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * GET email/abertura/{token}: the tracking image. Records the date and the address of the opening when the token
 * ('<tenant>.<message id>.<secret>') names a message; answers the image whatever the token, so it reveals nothing.
 */
export const emailAbertura: RouteHandler = async (event) => {
  const [tenant, id, secret] = (event.pathParameters?.token ?? '').split('.');
  if (tenant && id && secret) {
    try {
      const { data } = await emailEnvios().get({ tenant, id }).go();
      if (data?.rastreio && sameSecret(data.rastreio, secret) && (data.aberturas ?? []).length < maxAberturas) {
        await emailEnvios()
          .patch({ tenant, id })
          .append({ aberturas: [{ data: new Date().toISOString(), ip: event.requestContext?.http?.sourceIp ?? '' }] })
          .go();
      }
    } catch (error) {
      logger.warn('tracking image not recorded', { error: error as Error });
    }
  }
  return gif();
};
