import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';

/**
 * One message to one recipient, as the mail-send worker sends it (ARCHITECTURE.md: mail queue → worker mail-send):
 * the queue message carries only the tenant and this item's id. The item is the e-mail log of spec 2 §3 (remetente,
 * destinatario, point, obs = error text, mensagem, created_at) and the worker's idempotency record: it is claimed
 * ('enviando', with a lease) before sending and marked 'enviado' after, so a redelivered message is sent once.
 * Openings of its tracking image are appended to `aberturas`.
 *
 * byPoint lists the log of a point type (log/email/{pointType}) and byPointId one point's (a lote, a consultation).
 */
export const emailEnvios = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'emailEnvio', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          point: { type: 'string', required: true, readOnly: true },
          /** The record the message is about ('*' when none). */
          pointId: { type: 'string', required: true, readOnly: true, default: '*' },
          /** The account that sends it; absent: SES with the product's sender. */
          contaId: { type: 'string', readOnly: true },
          remetente: { type: 'string', required: true },
          destinatario: { type: 'string', required: true, readOnly: true },
          assunto: { type: 'string', required: true, readOnly: true },
          texto: { type: 'string' },
          html: { type: 'string' },
          /** A sensitive body (a new password) is kept encrypted and dropped once sent. */
          corpoCifrado: { type: 'string' },
          sensivel: { type: 'boolean', default: false },
          anexos: {
            type: 'list',
            items: {
              type: 'map',
              properties: {
                chave: { type: 'string', required: true },
                nome: { type: 'string', required: true },
                tipo: { type: 'string' },
              },
            },
            default: () => [],
          },
          /** The tracking image's secret; the image's token is '<tenant>.<id>.<rastreio>'. */
          rastreio: { type: 'string' },
          situacao: { type: ['pendente', 'enviando', 'enviado', 'falha'] as const, required: true, default: 'pendente' },
          /** Epoch ms until which a worker's claim holds. */
          leaseAte: { type: 'number' },
          tentativas: { type: 'number', default: 0 },
          erro: { type: 'string' },
          messageId: { type: 'string' },
          enviadoAt: { type: 'string' },
          /** SES's events (issue 21, functions/src/mail/events.ts): when the recipient's server accepted the message. */
          entregueAt: { type: 'string' },
          /** The address bounced for good or complained: SES's suppression list refuses it from now on. */
          suprimido: { type: 'boolean' },
          /** The last SES event recorded ('Bounce', 'Complaint', 'Delivery', 'Reject') and when it happened. */
          eventoSes: { type: 'map', properties: { tipo: { type: 'string', required: true }, data: { type: 'string', required: true } } },
          aberturas: {
            type: 'list',
            items: { type: 'map', properties: { data: { type: 'string', required: true }, ip: { type: 'string' } } },
            default: () => [],
          },
          usuarioId: { type: 'string' },
          createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'EMAIL_ENVIO#${id}', casing: 'none' },
          },
          byPoint: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['tenant', 'point'], template: 'T#${tenant}#LOG_EMAIL#${point}', casing: 'none' },
            sk: { field: 'gsi1sk', composite: ['createdAt', 'id'], template: '${createdAt}#${id}', casing: 'none' },
          },
          byPointId: {
            index: 'gsi2',
            pk: {
              field: 'gsi2pk',
              composite: ['tenant', 'point', 'pointId'],
              template: 'T#${tenant}#LOG_EMAIL#${point}#${pointId}',
              casing: 'none',
            },
            sk: { field: 'gsi2sk', composite: ['createdAt', 'id'], template: '${createdAt}#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type EmailEnvioItem = EntityItem<ReturnType<typeof emailEnvios>>;

/**
 * A row of the ASO e-mail history (spec 2 §3 "ASO e-mail log"): one per consultation sent, pointing at the messages
 * (one per recipient) that carried its pages. byConsulta serves the consultation modal's history, byUpload the
 * upload's; both newest first.
 */
export const emailAsos = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'emailAso', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          idCon: { type: 'number', required: true, readOnly: true, padding: { length: 10, char: '0' } },
          /** The upload the pages came from; '-' when sent from a consultation. */
          uploadId: { type: 'string', required: true, readOnly: true, default: '-' },
          empresaId: { type: 'string' },
          empresaNome: { type: 'string' },
          usuarioId: { type: 'string' },
          usuarioNome: { type: 'string' },
          remetente: { type: 'string', required: true },
          destinatario: { type: 'string', required: true },
          obs: { type: 'string' },
          tipoDocumento: { type: 'list', items: { type: 'number' }, default: () => [] },
          paginas: {
            type: 'list',
            items: { type: 'map', properties: { upload: { type: 'string', required: true }, pagina: { type: 'number', required: true } } },
            default: () => [],
          },
          envioIds: { type: 'list', items: { type: 'string' }, default: () => [] },
          createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'EMAIL_ASO#${id}', casing: 'none' },
          },
          byConsulta: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['tenant', 'idCon'], template: 'T#${tenant}#CONSULTA#${idCon}#EMAIL', casing: 'none' },
            sk: { field: 'gsi1sk', composite: ['createdAt', 'id'], template: '${createdAt}#${id}', casing: 'none' },
          },
          byUpload: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['tenant', 'uploadId'], template: 'T#${tenant}#UPLOAD#${uploadId}#EMAIL', casing: 'none' },
            sk: { field: 'gsi2sk', composite: ['createdAt', 'id'], template: '${createdAt}#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type EmailAsoItem = EntityItem<ReturnType<typeof emailAsos>>;
