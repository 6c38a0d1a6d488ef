import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { valid } from './keys';

/**
 * A client company disabled for eSocial (spec 2 §2 "Disabled-company list", permission 310): from `data` on, the
 * daily check neither generates nor transmits its events and 'Gerar XML' without ids refuses it; its existing
 * events and lotes stay as they are. One item per company (the company id is the key, so a second registration is
 * refused by the create's condition); deleting it enables the company again. The company's name and CNPJ are
 * copied so the list is one Query of the tenant's partition.
 */
export const esocialEmpresasDesativadas = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'esocialEmpresaDesativada', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          empresaId: { type: 'string', required: true, readOnly: true },
          empresaNome: { type: 'string', required: true },
          empresaCnpj: { type: 'string', required: true, validate: valid.cnpj },
          /** yyyy-mm-dd (São Paulo day) from which the company is disabled. */
          data: { type: 'string', required: true, validate: valid.isoDate },
          observacao: { type: 'string' },
          usuarioId: { type: 'string' },
          usuarioNome: { type: 'string' },
          createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
        },
        indexes: {
          byEmpresa: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['empresaId'], template: 'ESOCIAL_DESATIVADA#${empresaId}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type EsocialEmpresaDesativadaItem = EntityItem<ReturnType<typeof esocialEmpresasDesativadas>>;
