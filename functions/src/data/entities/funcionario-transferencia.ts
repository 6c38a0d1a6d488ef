import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { valid } from './keys';

/**
 * An employee moved by CPF from one company to another (spec 1 §2's transfer, confirmed with created_user 1; issue
 * 12 item 4): written with the move in one transaction, so the company that lost the employee can see who took it,
 * when and by whose hand. byEmpresaOrigem lists the losing company's, by time, in one Query.
 */
export const funcionarioTransferencias = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'funcionarioTransferencia', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          funcionarioId: { type: 'string', required: true, readOnly: true },
          /** The name and CPF as the losing company had them (the new company may change the name). */
          funcionarioNome: { type: 'string', required: true, readOnly: true },
          cpf: { type: 'string', required: true, readOnly: true, validate: valid.cpf },
          deEmpresaId: { type: 'string', required: true, readOnly: true },
          paraEmpresaId: { type: 'string', required: true, readOnly: true },
          paraEmpresaNome: { type: 'string', required: true, readOnly: true },
          usuarioId: { type: 'string', required: true, readOnly: true },
          usuarioNome: { type: 'string' },
          createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'FUNC_TRANSF#${id}', casing: 'none' },
          },
          byEmpresaOrigem: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['tenant', 'deEmpresaId'],
              template: 'T#${tenant}#EMPRESA#${deEmpresaId}#TRANSFERENCIA',
              casing: 'none',
            },
            sk: { field: 'gsi1sk', composite: ['createdAt', 'id'], template: '${createdAt}#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type FuncionarioTransferenciaItem = EntityItem<ReturnType<typeof funcionarioTransferencias>>;
