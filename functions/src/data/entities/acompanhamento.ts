import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { consultaStatus } from '@ocupacional/shared';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { valid } from './keys';

const statusIds = Object.values(consultaStatus);

/**
 * The status history (acompanhamento) of a consultation: one item per change, written in the same transaction
 * as the change. Kept under the external consultation, which every definitive one comes from; entries after
 * generation carry idCon. The id is a sortable id, so a Query from 'ACOMPANHAMENTO#<id>#' is chronological
 * (§7 consulta/externa/acompanhamento/{id}; the clinic's history tab).
 */
export const acompanhamentos = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'acompanhamento', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          consultaExternaId: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          idCon: { type: 'number', readOnly: true },
          tipoStatus: { type: 'number', required: true, readOnly: true, validate: valid.oneOf(statusIds) },
          descricao: { type: 'string', readOnly: true },
          obs: { type: 'string', readOnly: true },
          usuarioId: { type: 'string', readOnly: true },
          usuarioNome: { type: 'string', readOnly: true },
          createdAt: { type: 'string', required: true, readOnly: true, validate: valid.isoInstant },
        },
        indexes: {
          byConsulta: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: {
              field: 'sk',
              composite: ['consultaExternaId', 'id'],
              template: 'ACOMPANHAMENTO#${consultaExternaId}#${id}',
              casing: 'none',
            },
          },
        },
      },
      tableConfig(),
    ),
);

export type AcompanhamentoItem = EntityItem<ReturnType<typeof acompanhamentos>>;
