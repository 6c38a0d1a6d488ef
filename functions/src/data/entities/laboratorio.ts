import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, registryIndexes, registryKeyAttributes, searchText } from './keys';

/**
 * A laboratory of the LTCAT catalogue (issue 15; spec 3 §3 Laboratory): who analyses the samples of a measurement,
 * with a cost and a sale value per risk factor (fator-risco-laboratorio.ts). Listed by name (gsi1) and by CNPJ prefix
 * (gsi2), live ones only; the CNPJ is claimed ('laboratorioCnpj'); codigo is the tenant's sequence (the list's code).
 */
export const laboratorios = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'laboratorio', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          codigo: { type: 'number', required: true, readOnly: true },
          nome: { type: 'string', required: true },
          /** CNPJ digits. */
          cnpj: { type: 'string', required: true },
          cei: { type: 'string' },
          ie: { type: 'string' },
          cnae: { type: 'string' },
          cep: { type: 'string' },
          end: { type: 'string' },
          num: { type: 'string' },
          comp: { type: 'string' },
          bairro: { type: 'string' },
          idEstado: { type: 'string' },
          idCidade: { type: 'string' },
          uf: { type: 'string' },
          cidade: { type: 'string' },
          telCom: { type: 'string' },
          telCel: { type: 'string' },
          email: { type: 'string' },
          site: { type: 'string' },
          obs: { type: 'string' },
          resp: { type: 'string' },
          busca: { type: 'string', hidden: true, watch: ['nome', 'cnpj'], set: (_, item) => searchText(item.nome, item.cnpj) },
          ...registryKeyAttributes('cnpj'),
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'LAB#${id}', casing: 'none' },
          },
          ...registryIndexes('LAB'),
        },
      },
      tableConfig(),
    ),
);

export type LaboratorioItem = EntityItem<ReturnType<typeof laboratorios>>;
