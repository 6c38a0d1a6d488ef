import { Entity } from 'electrodb';
import { pointTypes } from '@ocupacional/shared';
import { lazyEntity, tableConfig, tenantPartition } from '../table';

/**
 * A user of one area of one tenant. Logs in with cpf + the CNPJ of its point (its company, clinic or partner;
 * the provider's own CNPJ in the web area) + password, so the login index is keyed by exactly that.
 */
export const usuarios = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'usuario', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          pointType: { type: pointTypes, required: true, readOnly: true },
          /** The company, clinic or partner id the user belongs to (null in the web area). */
          pointId: { type: 'string' },
          pointNome: { type: 'string', required: true },
          pointCnpj: { type: 'string', required: true },
          cpf: { type: 'string', required: true },
          nome: { type: 'string', required: true },
          usuario: { type: 'string', required: true },
          email: { type: 'string', required: true },
          /** scrypt hash, see platform/passwords. Never leaves the server. */
          senhaHash: { type: 'string', required: true },
          /** SHA-256 of the user's one live password-recovery link (see senha-reset); a login or a newer link ends it. */
          senhaResetHash: { type: 'string' },
          isAdm: { type: 'boolean', default: false },
          isSadm: { type: 'boolean', default: false },
          acessoModulo: { type: 'list', items: { type: 'number' }, default: () => [] },
          acessoPermissao: { type: 'list', items: { type: 'number' }, default: () => [] },
          /** Session lifetime in hours; -1 means 720 (spec 1 §4). */
          sessao: { type: 'number', default: 8 },
          ativo: { type: 'boolean', default: true },
          createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
          updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'USUARIO#${id}', casing: 'none' },
          },
          byLogin: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['tenant', 'pointType', 'pointCnpj', 'cpf'],
              template: 'LOGIN#${tenant}#${pointType}#${pointCnpj}#${cpf}',
              casing: 'none',
            },
            sk: { field: 'gsi1sk', composite: ['id'], template: 'USUARIO#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);
