import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, valid } from './keys';

/**
 * A column of a dynamic table (issue 15; spec 3 §3 Column) with its value lines (tabela_valores) kept inside it: a
 * column holds at most 200 lines of ≤ 150 characters, far below an item's 400 KB, and saves as one. Read by table
 * (one Query of the prefix 'TABDINCOL#<tabelaId>#'); soft-deleted ones stay for the measurements that filled them.
 */
export const tabelaDinamicaColunas = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'tabelaDinamicaColuna', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          tabelaId: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          categoriaId: { type: 'string' },
          /** Field type, list 207 (default 208). */
          tipoCampo: { type: 'number', required: true, default: 208 },
          /** Link type, list 218. */
          tipoVinculo: { type: 'number' },
          nome: { type: 'string', required: true },
          ordem: { type: 'number', default: 0, validate: valid.count },
          unidade: { type: 'string' },
          mascara: { type: 'string' },
          refMin: { type: 'number' },
          refMax: { type: 'number' },
          ativo: { type: 'boolean', default: true },
          obrigatorio: { type: 'boolean', default: false },
          ordenar: { type: 'boolean', default: false },
          valores: {
            type: 'list',
            default: () => [],
            items: {
              type: 'map',
              properties: {
                id: { type: 'string', required: true },
                ordem: { type: 'number', required: true },
                nome: { type: 'string', required: true },
                unidade: { type: 'string' },
                tipoCampo: { type: 'number' },
                padrao: { type: 'boolean', required: true },
                ativo: { type: 'boolean', required: true },
              },
            },
          },
          ...auditAttributes,
        },
        indexes: {
          byTabela: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['tabelaId', 'id'], template: 'TABDINCOL#${tabelaId}#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type TabelaDinamicaColunaItem = EntityItem<ReturnType<typeof tabelaDinamicaColunas>>;
export type ValorLinhaItem = NonNullable<TabelaDinamicaColunaItem['valores']>[number];
