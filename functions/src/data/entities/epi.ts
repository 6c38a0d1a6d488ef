import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, registryIndexes, registryKeyAttributes, searchText } from './keys';

/**
 * An EPI of the tenant's catalogue (spec 3 §3 "epi with nome, ca, categoria"; web route ltcat/epi): what a GHE
 * measurement's equipment list picks from; S-2240 reports its CA as epi.docAval. One record per CA in the tenant
 * (claim 'epiCa'); the list reads by name, or by CA prefix for a search of digits.
 */
export const epis = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'epi', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          nome: { type: 'string', required: true },
          /** The CA (Certificado de Aprovação) number: digits, no leading zeros. */
          ca: { type: 'string', required: true, validate: (value: string | undefined) => value === undefined || /^\d{1,10}$/.test(value) },
          /** The NR-6 Anexo I group letter (A–I). */
          categoria: { type: 'string' },
          ativo: { type: 'boolean', default: true },
          busca: { type: 'string', hidden: true, watch: ['nome', 'ca'], set: (_, item) => searchText(item.nome, item.ca) },
          ...registryKeyAttributes('ca'),
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'EPI#${id}', casing: 'none' },
          },
          ...registryIndexes('EPI'),
        },
      },
      tableConfig(),
    ),
);

export type EpiItem = EntityItem<ReturnType<typeof epis>>;
