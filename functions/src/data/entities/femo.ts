import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { valid, versaoAttribute } from './keys';

const idConPadding = { length: 10, char: '0' };

/**
 * The FEMO of a definitive consultation (spec 1 §3 "FEMO form"): one item per consultation, read and replaced by
 * its number (GetItem / Put). The form is kept as the shared schema's output (femoFormSchema of
 * shared/src/schemas/atendimento.ts, field names of the spec) in `form`; the clinic that filled it and who saved it
 * last travel beside it. The PDF (consulta/femo/{md5 of id_con}/gerar) is drawn from it on request.
 */
export const femos = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'femo', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          idCon: { type: 'number', required: true, readOnly: true, padding: idConPadding },
          /** The validated form, field names of the spec (grau_estudo, peso, altura, pa1, pa2, q10…, q3…, conclusao). */
          form: { type: 'any', required: true },
          credenciadaId: { type: 'string', required: true },
          usuarioId: { type: 'string' },
          usuarioNome: { type: 'string' },
          createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString(), validate: valid.isoInstant },
          updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
          ...versaoAttribute,
        },
        indexes: {
          byIdCon: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['idCon'], template: 'FEMO#${idCon}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type FemoItem = EntityItem<ReturnType<typeof femos>>;
