import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, registryIndexes, registryKeyAttributes } from './keys';

/**
 * A technical conclusion of the tenant (spec 3 §3 "Technical conclusion"; ltcat/configuracao › Conclusão Técnica): a
 * named text a GHE links (the GHE's conclusoes, next wave). Name unique in the tenant (claim 'conclusaoTecnicaNome');
 * no code, so the list's code index holds every record under '~' and a search of digits falls back to the name.
 */
export const conclusoesTecnicas = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'conclusaoTecnica', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          nome: { type: 'string', required: true },
          descricao: { type: 'string' },
          ativo: { type: 'boolean', default: true },
          /** Never set: the registry's code index needs an attribute to watch. */
          codigo: { type: 'string' },
          /** Name of the user who saved it last (spec 3 §3 usuario). */
          usuarioNome: { type: 'string' },
          ...registryKeyAttributes('codigo'),
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'CONCLUSAO_TECNICA#${id}', casing: 'none' },
          },
          ...registryIndexes('CONCLUSAO_TECNICA'),
        },
      },
      tableConfig(),
    ),
);

export type ConclusaoTecnicaItem = EntityItem<ReturnType<typeof conclusoesTecnicas>>;
