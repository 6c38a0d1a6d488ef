import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { importacaoSituacoes } from '@ocupacional/shared';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { valid } from './keys';

/**
 * An employee import job (issue 14): the spreadsheet the company sent (its key in the files bucket), where the job
 * is and what it did. The rows themselves land as employees with ids derived from the job and the line, so a
 * second delivery of the job's message recognises what the first wrote; the rejected rows are a JSON object beside
 * the spreadsheet (`errosKey`), too large for an item.
 */
export const funcionarioImportacoes = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'funcionarioImportacao', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          empresaId: { type: 'string', required: true, readOnly: true },
          usuarioId: { type: 'string', required: true, readOnly: true },
          usuarioNome: { type: 'string', readOnly: true },
          /** The file's name as the user chose it. */
          arquivo: { type: 'string', required: true, readOnly: true },
          formato: { type: ['xlsx', 'csv'] as const, required: true, readOnly: true },
          chave: { type: 'string', required: true, readOnly: true },
          errosKey: { type: 'string', required: true, readOnly: true },
          situacao: { type: importacaoSituacoes, required: true },
          total: { type: 'number' },
          importados: { type: 'number', default: 0 },
          existentes: { type: 'number', default: 0 },
          comErro: { type: 'number', default: 0 },
          motivo: { type: 'string' },
          createdAt: { type: 'string', required: true, readOnly: true, validate: valid.isoInstant },
          updatedAt: { type: 'string', validate: valid.isoInstant },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'IMPORTACAO_FUNCIONARIO#${id}', casing: 'none' },
          },
          /** A company's imports, newest first with order 'desc' (ids are ULIDs): the screen's history (issue 14). */
          byEmpresa: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['tenant', 'empresaId'],
              template: 'T#${tenant}#IMPORTACAO_FUNCIONARIO_EMPRESA#${empresaId}',
              casing: 'none',
            },
            sk: { field: 'gsi1sk', composite: ['id'], template: 'IMPORTACAO_FUNCIONARIO#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type FuncionarioImportacaoItem = EntityItem<ReturnType<typeof funcionarioImportacoes>>;
