import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes } from './keys';

/**
 * A section of the tenant's LTCAT model (spec 3 §3 "LTCAT model content"; web route ltcat/modelo): the document
 * generator writes the visible sections in `ordem`, filling the placeholders of their HTML. Tipo 0 sections are text
 * the provider edits (permission 569); tipo 1 sections are built by the generator and can only be hidden. byOrdem
 * (gsi1) lists a tenant's sections in order: one Query (a model holds a few dozen sections).
 */
export const ltcatModeloConteudos = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'ltcatModeloConteudo', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          /** Position in the document (10, 20…: room to insert). */
          ordem: { type: 'number', required: true },
          /** The section's stable name in the default model ('objetivo', 'ghe'…), for the generator and the seed. */
          chave: { type: 'string' },
          titulo: { type: 'string', required: true },
          /** Sanitized HTML (functions/src/domain/html-sanitize.ts), with {{placeholders}}. */
          html: { type: 'string', default: '' },
          tipo: { type: 'number', required: true, validate: (value: number | undefined) => value === undefined || value === 0 || value === 1 },
          ocultar: { type: 'boolean', default: false },
          ocultarTexto: { type: 'boolean', default: false },
          fatorRiscos: { type: 'boolean', default: false },
          usuarioNome: { type: 'string' },
          ordemChave: {
            type: 'string',
            hidden: true,
            watch: ['ordem'],
            set: (_: unknown, item: { ordem?: number }) => String(item.ordem ?? 0).padStart(6, '0'),
          },
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'LTCAT_MODELO#${id}', casing: 'none' },
          },
          byOrdem: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['tenant'], template: 'T#${tenant}#LTCAT_MODELO', casing: 'none' },
            sk: { field: 'gsi1sk', composite: ['ordemChave', 'id'], template: '${ordemChave}#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type LtcatModeloConteudoItem = EntityItem<ReturnType<typeof ltcatModeloConteudos>>;
