import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, registryIndexes, registryKeyAttributes, searchText } from './keys';

/**
 * An exam of the tenant's catalogue (web route config/exames), referenced by PCMSOs, price tables and
 * consultations.
 */
export const exames = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'exame', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          nome: { type: 'string', required: true },
          /** The eSocial procedure code (eSocial table 27), for S-2220. */
          codigoEsocial: { type: 'string' },
          /** Clinical exam (the consultation itself) versus complementary exam. */
          clinico: { type: 'boolean', default: false },
          ativo: { type: 'boolean', default: true },
          busca: {
            type: 'string',
            hidden: true,
            watch: ['nome', 'codigoEsocial'],
            set: (_, item) => searchText(item.nome, item.codigoEsocial),
          },
          ...registryKeyAttributes('codigoEsocial'),
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'EXAME#${id}', casing: 'none' },
          },
          // The registry's list (issue 14): by name, by code prefix; live ones only.
          ...registryIndexes('EXAME'),
        },
      },
      tableConfig(),
    ),
);

export type ExameItem = EntityItem<ReturnType<typeof exames>>;
