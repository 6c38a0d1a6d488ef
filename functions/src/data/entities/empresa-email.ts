import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes } from './keys';

/**
 * An e-mail contact of a company (spec 1 §3): the sector (tipo: 197 ASO, …), the fronts it covers (empty: all),
 * one or more addresses separated by semicolon. A company's contacts are one Query from 'EMPRESA_EMAIL#<id>#'
 * (§7 empresa/email/{empresa}, filter id_tipo_email as a FilterExpression).
 */
export const empresaEmails = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'empresaEmail', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          empresaId: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          /** The user who registered it. */
          usuarioId: { type: 'string' },
          /** Who the contact is (issue 14, the back office's tab); optional. */
          nome: { type: 'string' },
          tipo: { type: 'number', required: true },
          fdtIds: { type: 'list', items: { type: 'string' }, default: () => [] },
          /** 'a@x.com.br; b@x.com.br' */
          email: { type: 'string', required: true },
          obs: { type: 'string' },
          ativo: { type: 'boolean', default: true },
          ...auditAttributes,
        },
        indexes: {
          byEmpresa: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: {
              field: 'sk',
              composite: ['empresaId', 'id'],
              template: 'EMPRESA_EMAIL#${empresaId}#${id}',
              casing: 'none',
            },
          },
        },
      },
      tableConfig(),
    ),
);

export type EmpresaEmailItem = EntityItem<ReturnType<typeof empresaEmails>>;
