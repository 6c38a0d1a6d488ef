import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';

/**
 * A public download link of a lote's file (spec 2 §2 download page, util/esocial/arquivo/{link}). The link the
 * e-mail carries is '<tenant>.<token>': the tenant picks the partition, the random token (32 bytes) is the key,
 * so the public route reads one item of one tenant. Expires with the table's TTL.
 */
export const linksArquivo = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'linkArquivo', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          token: { type: 'string', required: true, readOnly: true },
          loteId: { type: 'string', required: true, readOnly: true },
          /** The recipient the link was mailed to. */
          destinatarioId: { type: 'string' },
          createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
          /** Epoch seconds (DynamoDB TTL). */
          ttl: { type: 'number', required: true },
        },
        indexes: {
          byToken: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['token'], template: 'LINK#${token}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type LinkArquivoItem = EntityItem<ReturnType<typeof linksArquivo>>;
