import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { valid } from './keys';

/**
 * What a scheduled task did for a tenant on a day (data-model #80: the tenant copy of SYSTEM#TASK_LOG): the daily
 * check's eSocial events generated, lotes made and sent, polls and certificate warnings.
 */
export const tarefaLogs = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'tarefaLog', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          dia: { type: 'string', required: true, readOnly: true, validate: valid.isoDate },
          tarefa: { type: 'string', required: true, readOnly: true },
          /** The summary, JSON. */
          resultado: { type: 'string', required: true },
          erros: { type: 'list', items: { type: 'string' }, default: () => [] },
          createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
          updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
        },
        indexes: {
          byDia: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['dia', 'tarefa'], template: 'TAREFA#${dia}#${tarefa}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type TarefaLogItem = EntityItem<ReturnType<typeof tarefaLogs>>;
