import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, valid } from './keys';

/**
 * An exam the PCMSO requires of a GHE, in one revision (spec 1 §3 "PCMSO exam per GHE"): for which ASO types
 * (the adm…mud_fun flags), how often (months), for which ages (per_id1 to per_id2) and how long a result stays
 * valid (days). One exam may appear more than once per GHE with different age ranges, hence its own id.
 * GET pcmso/ghe/exame/{id_ghe} is the byRevisao index on the front's latest revision, from 'GHE#<id>#'.
 */
export const pcmsoExames = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'pcmsoExame', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          empresaId: { type: 'string', required: true, readOnly: true },
          fdtId: { type: 'string', required: true, readOnly: true },
          pcmsoRevisaoId: { type: 'string', required: true, readOnly: true },
          gheId: { type: 'string', required: true, readOnly: true },
          exameId: { type: 'string', required: true },
          /** The exam's name when linked, so the PCMSO table needs no second read. */
          exameNome: { type: 'string', required: true },
          /** Required in the admissional (47), after-admission (48), dismissal (51), return (49), change (50) ASO. */
          adm: { type: 'boolean', default: false },
          aposAdm: { type: 'boolean', default: false },
          dem: { type: 'boolean', default: false },
          retTra: { type: 'boolean', default: false },
          mudFun: { type: 'boolean', default: false },
          /** Periodic ASO (52): every `periodicidade` months; 0 when not required in the periodic. */
          periodicidade: { type: 'number', required: true, default: 0, validate: valid.count },
          /** The spec's periodicidade_a and periodicidade_d (months; their use is not shown). */
          periodicidadeA: { type: 'number', validate: valid.count },
          periodicidadeD: { type: 'number', validate: valid.count },
          /** Ages (years) from which and up to which the rule applies (per_id1, per_id2). */
          perId1: { type: 'number', validate: valid.count },
          perId2: { type: 'number', validate: valid.count },
          /** Days a result stays valid, so a recent exam can be reused (reaproveitado). */
          validade: { type: 'number', required: true, default: 0, validate: valid.count },
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'PCMSO_EXAME#${id}', casing: 'none' },
          },
          byRevisao: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['tenant', 'pcmsoRevisaoId'],
              template: 'T#${tenant}#PCMSO#${pcmsoRevisaoId}#EXAME',
              casing: 'none',
            },
            sk: { field: 'gsi1sk', composite: ['gheId', 'id'], template: 'GHE#${gheId}#${id}', casing: 'none' },
          },
          // Where the exam is used (issue 14): an exam a PCMSO asks for cannot be deleted. Shared with tabelaPrecoExame.
          byExame: {
            index: 'gsi3',
            pk: { field: 'gsi3pk', composite: ['tenant', 'exameId'], template: 'T#${tenant}#EXAME#${exameId}#USO', casing: 'none' },
            sk: { field: 'gsi3sk', composite: ['id'], template: 'PCMSO_EXAME#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type PcmsoExameItem = EntityItem<ReturnType<typeof pcmsoExames>>;
