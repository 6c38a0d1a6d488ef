import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { emailLogQuerySchema, emailPointTypes, keyedPagination, normalizeDate, type EmailLog, type EmailPointType } from '@ocupacional/shared';
import { emailEnvios, type EmailEnvioItem } from '../../data/entities/email-envio';
import { instantKeyWindow } from '../../data/entities/keys';
import { readCounters } from '../../data/list-counters';
import { readPage } from '../../data/list-page';
import { emailLogCounters } from '../../mail/queue';
import { HttpError, clientIp, logger, notFoundMessage, parseQuery, respond, sessionOf, type RouteHandler } from '../../platform';

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

/** The key range of created_at [from, to] (yyyy-mm-dd; default one year back to one day ahead, spec 2 §9). */
function windowOf(from?: string | null, to?: string | null) {
  return instantKeyWindow((from && normalizeDate(from)) || day(-365), (to && normalizeDate(to)) || day(1));
}

function pointQuery(tenant: string, point: EmailPointType, pointId: string | undefined) {
  return pointId ? emailEnvios().query.byPointId({ tenant, point, pointId }) : emailEnvios().query.byPoint({ tenant, point });
}

/**
 * One page of the messages of a point type (of one point when `pointId` is given), newest first, created within
 * [from, to] (issue 17: one page of byPoint, gsi1, or byPointId, gsi2, between the window's keys). `search`, when
 * given, filters the reads by recipient or subject.
 */
export async function messagesOfPoint(
  tenant: string,
  point: EmailPointType,
  pointId: string | undefined,
  request: { cursor?: string | undefined; pagination: number; from?: string | null; to?: string | null; search?: string | undefined },
): Promise<{ rows: EmailLog[]; next: string | null }> {
  const window = windowOf(request.from, request.to);
  const term = request.search?.trim();
  const page = await readPage(tenant, request, pointId ? 'gsi2' : 'gsi1', (options) =>
    pointQuery(tenant, point, pointId)
      .between({ createdAt: window.start }, { createdAt: window.end })
      .where((attr, op) => (term ? `${op.contains(attr.destinatario, term)} OR ${op.contains(attr.assunto, term)}` : ''))
      .go({ ...options, order: 'desc' }),
  );
  return { rows: page.items.map(rowOf), next: page.next };
}

/**
 * The total of the default view (the default window, no search): the point's counter, when the window holds the
 * point's whole history — its oldest message (one item read) is inside it. Older messages make the counter say
 * more than the window holds: then null, as for any narrowing filter.
 */
async function defaultViewTotal(tenant: string, point: EmailPointType, pointId: string | undefined): Promise<number | null> {
  const window = windowOf();
  const { data } = await pointQuery(tenant, point, pointId).go({ limit: 1, order: 'asc', pages: 1 });
  const oldest = data[0];
  if (oldest && oldest.createdAt < window.start) return null;
  const nome = emailLogCounters(point, pointId).at(-1) as string;
  return (await readCounters(tenant, [nome])).get(nome) ?? 0;
}

async function listLog(event: Parameters<RouteHandler>[0], context: Parameters<RouteHandler>[1], pointId: string | undefined) {
  const { tenant } = sessionOf(context);
  const point = pointTypeOf(event.pathParameters?.pointType);
  const { page, pagination, search, filter, cursor } = parseQuery(event, emailLogQuerySchema);
  const [from, to] = filter.created_at ?? [];
  const found = await messagesOfPoint(tenant, point, pointId, { cursor, pagination, from, to, search });
  const total = !from && !to && !search ? await defaultViewTotal(tenant, point, pointId) : null;
  return respond(200, 'OK', { data: found.rows, pagination: keyedPagination(page, pagination, total, found.next) });
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
          .append({ aberturas: [{ data: new Date().toISOString(), ip: clientIp(event) }] })
          .go();
      }
    } catch (error) {
      logger.warn('tracking image not recorded', { error: error as Error });
    }
  }
  return gif();
};
