import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes } from './keys';

/**
 * A laboratory's values for a risk factor (issue 15; spec 3 §3 "laboratorios (id_lab, valor_custo, valor_venda)",
 * "Laboratory risk factor"): ONE item per pair, read from both sides with one Query each: a factor's laboratories
 * (byFator: the table's partition, sk prefix 'FATLAB#<fatorId>#') and a laboratory's factors (byLaboratorio, gsi1).
 * Money in cents; padrao marks the factor's default laboratory (exactly one per factor that has laboratories).
 * Names are not copied: each side reads the other's records by BatchGet.
 */
export const fatorRiscoLaboratorios = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'fatorRiscoLaboratorio', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          fatorId: { type: 'string', required: true, readOnly: true },
          laboratorioId: { type: 'string', required: true, readOnly: true },
          valorCusto: { type: 'number', required: true },
          valorVenda: { type: 'number', required: true },
          padrao: { type: 'boolean', default: false },
          ...auditAttributes,
        },
        indexes: {
          byFator: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['fatorId', 'laboratorioId'], template: 'FATLAB#${fatorId}#${laboratorioId}', casing: 'none' },
          },
          byLaboratorio: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['tenant', 'laboratorioId'], template: 'T#${tenant}#LABFAT#${laboratorioId}', casing: 'none' },
            sk: { field: 'gsi1sk', composite: ['fatorId'], template: '${fatorId}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type FatorRiscoLaboratorioItem = EntityItem<ReturnType<typeof fatorRiscoLaboratorios>>;
