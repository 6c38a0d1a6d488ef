import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';

/**
 * A per-tenant sequence (the definitive consultation number id_con, upload lotes…). {@link nextNumber} adds 1
 * atomically, so two generations never share a number.
 */
export const contadores = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'contador', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          nome: { type: 'string', required: true, readOnly: true },
          valor: { type: 'number', required: true, default: 0 },
        },
        indexes: {
          byNome: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['nome'], template: 'CONTADOR#${nome}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type ContadorItem = EntityItem<ReturnType<typeof contadores>>;

/** The counter of definitive consultation numbers. */
export const consultaCounter = 'consulta';

/**
 * The next number of a tenant's sequence (1 for a new one), from one atomic UpdateItem ADD.
 *
 * @example const idCon = await nextNumber(session.tenant, consultaCounter);
 */
export async function nextNumber(tenant: string, nome: string, entity = contadores()): Promise<number> {
  const { data } = await entity.update({ tenant, nome }).add({ valor: 1 }).go({ response: 'all_new' });
  if (typeof data.valor !== 'number') throw new Error(`counter ${nome} of ${tenant} answered no value`);
  return data.valor;
}
