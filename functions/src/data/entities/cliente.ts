import { Entity } from 'electrodb';
import { lazyEntity, tableConfig } from '../table';

/**
 * The client (tenant): an occupational-health provider using the platform. Found by id (the slug in URLs) and,
 * for the web area's login which has no tenant in its path, by the provider's CNPJ.
 */
export const clientes = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'cliente', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          nome: { type: 'string', required: true },
          cnpj: { type: 'string', required: true },
          telefone: { type: 'string' },
          email: { type: 'string' },
          /** Contracted packages (27 LTCAT, 30 eSocial, …). */
          pacotes: { type: 'list', items: { type: 'number' }, default: () => [] },
          ambiente: { type: ['producao', 'teste'] as const, default: 'teste' },
          ativo: { type: 'boolean', default: true },
        },
        indexes: {
          byTenant: {
            pk: { field: 'pk', composite: ['tenant'], template: 'CLIENTE#${tenant}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'CLIENTE', casing: 'none' },
          },
          byCnpj: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['cnpj'], template: 'CLIENTE_CNPJ#${cnpj}', casing: 'none' },
            sk: { field: 'gsi1sk', composite: ['tenant'], template: 'CLIENTE#${tenant}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);
