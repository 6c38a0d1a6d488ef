import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, registryKeyAttributes, searchText } from './keys';

/**
 * A dynamic table of the LTCAT (issue 15; spec 3 §3 Dynamic table: nome, cor, ativo, obs): the grid a measurement
 * fills. Its categories and columns are items of their own (tabela-dinamica-categoria.ts, tabela-dinamica-coluna.ts)
 * in the same partition. Listed by name (gsi1, live ones only); the name is claimed ('tabelaDinamicaNome').
 */
export const tabelasDinamicas = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'tabelaDinamica', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          nome: { type: 'string', required: true },
          /** The list's swatch, '#rrggbb'. */
          cor: { type: 'string' },
          ativo: { type: 'boolean', default: true },
          obs: { type: 'string' },
          /** The table it was copied from, if any (spec 3 §3 copiar). */
          copiadaDe: { type: 'string', readOnly: true },
          busca: { type: 'string', hidden: true, watch: ['nome'], set: (_, item) => searchText(item.nome) },
          // No code: codigoChave stays '~' (registryKeyAttributes), a digit search reads byNome.
          codigo: { type: 'string' },
          ...registryKeyAttributes('codigo'),
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'TABDIN#${id}', casing: 'none' },
          },
          byNome: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['tenant'], template: 'T#${tenant}#TABDIN_NOME', casing: 'none' },
            sk: { field: 'gsi1sk', composite: ['lista', 'nomeChave', 'id'], template: '${lista}#${nomeChave}#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type TabelaDinamicaItem = EntityItem<ReturnType<typeof tabelasDinamicas>>;
