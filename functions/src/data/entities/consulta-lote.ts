import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { valid } from './keys';

/**
 * A batch of external consultations (POST consulta/externa/lote, spec 1 §2 "Batch consultation modal"): what the
 * company asked for, written before the queue messages, one per employee. The consulta-lote worker creates each
 * consultation with an id derived from the batch and the employee, so a redelivered message finds its own
 * consultation instead of making a second one; the consultations carry `loteId` back to it.
 */
export const consultaLotes = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'consultaLote', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          empresaId: { type: 'string', required: true, readOnly: true },
          usuarioId: { type: 'string', required: true, readOnly: true },
          usuarioNome: { type: 'string' },
          dataAge: { type: 'string', required: true, readOnly: true, validate: valid.isoDateOrDateTime },
          tabelaPrecoId: { type: 'string', required: true, readOnly: true },
          obs: { type: 'string', readOnly: true },
          /** The employees, in the order the form listed them. */
          funcionarioIds: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
          /**
           * What was chosen for each employee, in the same order: the queue messages are derivable from the batch,
           * so the sweep re-sends the ones a crash or a lost message left undone (absent on batches made before).
           */
          funcionarios: {
            type: 'list',
            readOnly: true,
            items: {
              type: 'map',
              properties: {
                id_funcionario: { type: 'string', required: true },
                id_funcao: { type: 'string', required: true },
                id_fdt: { type: 'string', required: true },
                id_ghe: { type: 'string', required: true },
                tipo_aso: { type: 'number', required: true },
                periodicidade: { type: 'number' },
              },
            },
          },
          total: { type: 'number', required: true, readOnly: true },
          createdAt: { type: 'string', required: true, readOnly: true, validate: valid.isoInstant },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'LOTE_CONSULTA#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type ConsultaLoteItem = EntityItem<ReturnType<typeof consultaLotes>>;
