import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { valid } from './keys';

const idConPadding = { length: 10, char: '0' };

/**
 * An exam of a definitive consultation (spec 1 §3: exame, parceiro, data, valor, dem, adm, id_con_rea, id_con_dem,
 * pcmso_exame). byConsulta lists a consultation's exams (§7 consulta/exame/{id_con}); byParceiro the exams assigned
 * to a partner by exam day (the partner area's list); byFuncionario answers
 * "when did this employee last do exam X" (read backwards from '<exameId>#', limit 1) for the price table's
 * 'date of last consultation' and validity, and the whole exam history for the periodic screen.
 */
export const consultaExames = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'consultaExame', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          idCon: { type: 'number', required: true, readOnly: true, padding: idConPadding },
          id: { type: 'string', required: true, readOnly: true },
          funcionarioId: { type: 'string', required: true, readOnly: true },
          empresaId: { type: 'string', required: true, readOnly: true },
          exameId: { type: 'string', required: true, readOnly: true },
          exameNome: { type: 'string', required: true },
          // '' when no partner: byParceiro has a condition, and ElectroDB then wants every composite on a put.
          parceiroId: { type: 'string', default: '' },
          /** The day the exam was done ('yyyy-mm-dd'). */
          data: { type: 'string', required: true, validate: valid.isoDate },
          /** Cents. */
          valor: { type: 'number', default: 0, validate: valid.cents },
          adm: { type: 'boolean', default: false },
          dem: { type: 'boolean', default: false },
          /** Reused (reaproveitado) from that consultation; its date can't be changed. */
          idConRea: { type: 'number' },
          /** Demonstrative, from that consultation. */
          idConDem: { type: 'number' },
          pcmsoExameId: { type: 'string' },
          /** Altered result: must be redone at the next periodic (spec 1 §3). */
          alterado: { type: 'boolean', default: false },
          /** The names a partner's list shows without reading the consultation (copied at generation). */
          funcionarioNome: { type: 'string' },
          empresaNome: { type: 'string' },
          credenciadaNome: { type: 'string' },
          /** Done by its partner: when, and the result file (files bucket key) it sent. */
          realizadoEm: { type: 'string' },
          resultadoKey: { type: 'string' },
          resultadoNome: { type: 'string' },
          /** The employee's CPF (digits), copied at generation: the partner's list searches it. */
          funcionarioCpf: { type: 'string' },
          /** The partner's notes when it marked the exam done. */
          resultadoObs: { type: 'string' },
          /**
           * Its consultation was cancelled or closed (57, 58; both irreversible): written in the cancellation's
           * transaction, so the partner's list shows 'cancelada' without reading the consultation (issue 17).
           */
          consultaEncerrada: { type: 'boolean' },
          dtCad: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
          updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
        },
        indexes: {
          byConsulta: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['idCon', 'id'], template: 'CONSULTA_EXAME#${idCon}#${id}', casing: 'none' },
          },
          byParceiro: {
            index: 'gsi2',
            // Only exams assigned to a partner are in this index (no parceiroId, no gsi2pk).
            condition: (attr) => Boolean(attr.parceiroId),
            pk: {
              field: 'gsi2pk',
              composite: ['tenant', 'parceiroId'],
              template: 'T#${tenant}#PARCEIRO#${parceiroId}#EXAME',
              casing: 'none',
            },
            sk: { field: 'gsi2sk', composite: ['data', 'idCon', 'id'], template: '${data}#${idCon}#${id}', casing: 'none' },
          },
          byFuncionario: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['tenant', 'funcionarioId'],
              template: 'T#${tenant}#FUNCIONARIO#${funcionarioId}#EXAME',
              casing: 'none',
            },
            sk: {
              field: 'gsi1sk',
              composite: ['exameId', 'data', 'idCon'],
              template: '${exameId}#${data}#${idCon}',
              casing: 'none',
            },
          },
        },
      },
      tableConfig(),
    ),
);

export type ConsultaExameItem = EntityItem<ReturnType<typeof consultaExames>>;
