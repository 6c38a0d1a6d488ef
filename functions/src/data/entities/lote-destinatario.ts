import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { valid } from './keys';

/**
 * A recipient of a lote's e-mail (spec 2 §3 "Batch recipient"): the address, what happened to the message
 * (enviado, falha, baixado when the link was opened with its address) and when. Listed under the lote.
 */
export const loteDestinatarios = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'loteDestinatario', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          loteId: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          destinatario: { type: 'string', required: true, readOnly: true },
          situacao: { type: ['enviado', 'falha', 'baixado'] as const, required: true },
          erro: { type: 'string' },
          usuarioId: { type: 'string' },
          createdAt: { type: 'string', required: true, readOnly: true, validate: valid.isoInstant },
          updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
        },
        indexes: {
          byLote: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: {
              field: 'sk',
              composite: ['loteId', 'id'],
              template: 'ESOCIAL_LOTE_DEST#${loteId}#${id}',
              casing: 'none',
            },
          },
        },
      },
      tableConfig(),
    ),
);

export type LoteDestinatarioItem = EntityItem<ReturnType<typeof loteDestinatarios>>;
