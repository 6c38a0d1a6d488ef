import { Entity } from 'electrodb';
import { pointTypes } from '@ocupacional/shared';
import { lazyEntity, tableConfig, tenantPartition } from '../table';

/**
 * A password-recovery link (issue 12 item 1): only the SHA-256 of the link's random token is stored, so a read of
 * the table gives nobody a working link. The token is '<tenant>.<random>' (the web area's URL has no tenant), so
 * the item lives in its tenant's partition like everything else; the user item records the hash of its one live
 * link, so a newer request or a login ends the older link. The table's TTL removes expired links.
 */
export const senhaResets = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'senhaReset', version: '1', service: 'ocupacional' },
        attributes: {
          /** Hex SHA-256 of the token the e-mail carries. */
          tenant: { type: 'string', required: true, readOnly: true },
          hash: { type: 'string', required: true, readOnly: true },
          usuarioId: { type: 'string', required: true, readOnly: true },
          pointType: { type: pointTypes, required: true, readOnly: true },
          criadoEm: { type: 'string', required: true, readOnly: true },
          expiraEm: { type: 'string', required: true, readOnly: true },
          ip: { type: 'string' },
          /** Epoch seconds: DynamoDB deletes the item after this (the table's TTL attribute). */
          ttl: { type: 'number', required: true, readOnly: true },
        },
        indexes: {
          byHash: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['hash'], template: 'SENHARESET#${hash}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);
