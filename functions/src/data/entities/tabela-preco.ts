import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, todas } from './keys';

/**
 * A price table of a clinic (spec 1 §3 "Price table entry", §7 tabela-preco). A table serves one company and
 * work front, one company and every front (fdtId '*'), or every company: the counter table (tabela balcão,
 * empresaId '*'). The new-consultation screen reads byEmpresa three times: the company's front
 * ('FDT#<fdt>#'), the company's every-front tables ('FDT#*#'), and the counter tables (empresa '*').
 */
export const tabelasPreco = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'tabelaPreco', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          credenciadaId: { type: 'string', required: true, readOnly: true },
          empresaId: { type: 'string', required: true, readOnly: true, default: todas },
          fdtId: { type: 'string', required: true, readOnly: true, default: todas },
          nome: { type: 'string', required: true },
          /** id_tipo_tabela_preco: the kind of table (the list's codes are not shown in the spec). */
          tipo: { type: 'number' },
          inicio: { type: 'string' },
          fim: { type: 'string' },
          ativo: { type: 'boolean', default: true },
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'TABELA_PRECO#${id}', casing: 'none' },
          },
          byCredenciada: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['tenant', 'credenciadaId'],
              template: 'T#${tenant}#CREDENCIADA#${credenciadaId}#TABELA_PRECO',
              casing: 'none',
            },
            sk: { field: 'gsi1sk', composite: ['id'], template: 'TABELA_PRECO#${id}', casing: 'none' },
          },
          byEmpresa: {
            index: 'gsi2',
            pk: {
              field: 'gsi2pk',
              composite: ['tenant', 'empresaId'],
              template: 'T#${tenant}#EMPRESA#${empresaId}#TABELA_PRECO',
              casing: 'none',
            },
            sk: { field: 'gsi2sk', composite: ['fdtId', 'id'], template: 'FDT#${fdtId}#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type TabelaPrecoItem = EntityItem<ReturnType<typeof tabelasPreco>>;
