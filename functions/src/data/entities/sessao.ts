import { Entity } from 'electrodb';
import { pointTypes } from '@ocupacional/shared';
import { lazyEntity, tableConfig, tenantPartition } from '../table';

/**
 * A login session. The token names it; logout deletes it, so a revoked token stops working at once, and the
 * table's TTL removes expired ones.
 */
export const sessoes = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'sessao', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          usuarioId: { type: 'string', required: true, readOnly: true },
          pointType: { type: pointTypes, required: true, readOnly: true },
          criadaEm: { type: 'string', required: true, readOnly: true },
          expiraEm: { type: 'string', required: true, readOnly: true },
          ip: { type: 'string' },
          /** Epoch seconds: DynamoDB deletes the item after this (the table's TTL attribute). */
          ttl: { type: 'number', required: true, readOnly: true },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'SESSAO#${id}', casing: 'none' },
          },
          /** A user's sessions: a password change ends all of them but the one that made it. */
          byUsuario: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['tenant', 'usuarioId'],
              template: 'T#${tenant}#SESSOES#${usuarioId}',
              casing: 'none',
            },
            sk: { field: 'gsi1sk', composite: ['id'], template: 'SESSAO#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);
