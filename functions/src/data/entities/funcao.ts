import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, registryIndexes, registryKeyAttributes, searchText } from './keys';

/**
 * A job position (função) of the tenant's catalogue (web route config/funcoes). Companies' GHEs list the
 * functions they hold; "functions of a front" is the union of its GHEs' funcaoIds, fetched with BatchGet.
 */
export const funcoes = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'funcao', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          nome: { type: 'string', required: true },
          /** CBO code, mask 9999-99, stored with the mask's digits only. */
          cbo: { type: 'string' },
          descricao: { type: 'string' },
          ativo: { type: 'boolean', default: true },
          busca: {
            type: 'string',
            hidden: true,
            watch: ['nome', 'cbo'],
            set: (_, item) => searchText(item.nome, item.cbo),
          },
          ...registryKeyAttributes('cbo'),
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'FUNCAO#${id}', casing: 'none' },
          },
          // The registry's list (issue 14): by name, by code prefix; live ones only.
          ...registryIndexes('FUNCAO'),
        },
      },
      tableConfig(),
    ),
);

export type FuncaoItem = EntityItem<ReturnType<typeof funcoes>>;
