import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { valid } from './keys';

/**
 * The price of one exam in one price table, in integer cents. One item per (table, exam): a GetItem or a
 * BatchGet answers "these exams in this table", a Query from 'PRECO#<table>#' lists the table
 * (§7 tabela-preco/exame/{tabelaPreco}). valor_total is valorVenda + valorServico, computed, not stored.
 */
export const tabelaPrecoExames = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'tabelaPrecoExame', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          tabelaPrecoId: { type: 'string', required: true, readOnly: true },
          exameId: { type: 'string', required: true, readOnly: true },
          credenciadaId: { type: 'string', required: true, readOnly: true },
          exameNome: { type: 'string', required: true },
          /** Sale price of the exam, cents. */
          valorVenda: { type: 'number', required: true, validate: valid.cents },
          /** Service fee charged with it, cents. */
          valorServico: { type: 'number', default: 0, validate: valid.cents },
          /**
           * Whether a service fee is charged with the exam (spec 1 §3 taxa_servico, issue 14); the registry stores
           * valorServico 0 without it. Absent on items written before: valorServico > 0 says it.
           */
          taxaServico: { type: 'boolean' },
          /** Partners that may perform this exam instead of the clinic. */
          parceiroIds: { type: 'list', items: { type: 'string' }, default: () => [] },
          ativo: { type: 'boolean', default: true },
          createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
          updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
        },
        indexes: {
          byTabela: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: {
              field: 'sk',
              composite: ['tabelaPrecoId', 'exameId'],
              template: 'PRECO#${tabelaPrecoId}#EXAME#${exameId}',
              casing: 'none',
            },
          },
          // Where the exam is used (issue 14): an exam a price table prices cannot be deleted. Shared with pcmsoExame.
          byExame: {
            index: 'gsi3',
            pk: { field: 'gsi3pk', composite: ['tenant', 'exameId'], template: 'T#${tenant}#EXAME#${exameId}#USO', casing: 'none' },
            sk: { field: 'gsi3sk', composite: ['tabelaPrecoId'], template: 'PRECO#${tabelaPrecoId}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type TabelaPrecoExameItem = EntityItem<ReturnType<typeof tabelaPrecoExames>>;
