import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes } from './keys';

/**
 * A category of a dynamic table (issue 15; spec 3 §3 Category: nome, ativo): it classifies the table's columns.
 * Read by table (one Query of the prefix 'TABDINCAT#<tabelaId>#'); soft-deleted ones stay for the columns that named
 * them in measurements already taken.
 */
export const tabelaDinamicaCategorias = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'tabelaDinamicaCategoria', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          tabelaId: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          nome: { type: 'string', required: true },
          ativo: { type: 'boolean', default: true },
          ...auditAttributes,
        },
        indexes: {
          byTabela: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['tabelaId', 'id'], template: 'TABDINCAT#${tabelaId}#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type TabelaDinamicaCategoriaItem = EntityItem<ReturnType<typeof tabelaDinamicaCategorias>>;
