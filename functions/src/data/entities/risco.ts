import { riscoCategorias } from '@ocupacional/shared';
import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, registryIndexes, registryKeyAttributes, searchText } from './keys';

/**
 * A risk agent of the tenant's catalogue (web route config/riscos; issue 14): its name (unique in the tenant, claim
 * 'riscoNome'), its eSocial agent code (Tabela 24, S-2240's codAgNoc, 7 digits), its category (the code's group, or
 * chosen for the risks the table lacks: ergonômico, acidente…), a description. The list reads by name (gsi1) or by
 * code prefix (gsi2).
 */
export const riscos = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'risco', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          nome: { type: 'string', required: true },
          /** The Tabela 24 code's 7 digits (absent: a risk the table lacks). */
          codigoEsocial: { type: 'string' },
          categoria: { type: riscoCategorias, required: true },
          descricao: { type: 'string' },
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
            sk: { field: 'sk', composite: ['id'], template: 'RISCO#${id}', casing: 'none' },
          },
          // The registry's list (issue 14): by name, by Tabela 24 code prefix; live ones only.
          ...registryIndexes('RISCO'),
        },
      },
      tableConfig(),
    ),
);

export type RiscoItem = EntityItem<ReturnType<typeof riscos>>;
