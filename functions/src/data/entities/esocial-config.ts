import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { valid, versaoAttribute } from './keys';

/**
 * The tenant's automatic eSocial sending (spec 2 §3 "Configuration", web route esocial/configuracao): when
 * `ativo`, the daily check generates the new events of `empresaIds` registered since `dataInicio` and puts them
 * in lotes, and transmits the lotes of `empresasProcessarIds`. One item per tenant.
 */
export const esocialConfigs = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'esocialConfig', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          ativo: { type: 'boolean', required: true, default: false },
          empresaIds: { type: 'list', items: { type: 'string' }, default: () => [] },
          empresasProcessarIds: { type: 'list', items: { type: 'string' }, default: () => [] },
          dataInicio: { type: 'string', validate: valid.isoDate },
          usuarioId: { type: 'string' },
          usuarioNome: { type: 'string' },
          updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
          ...versaoAttribute,
        },
        indexes: {
          byTenant: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'ESOCIAL_CONFIG', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type EsocialConfigItem = EntityItem<ReturnType<typeof esocialConfigs>>;
