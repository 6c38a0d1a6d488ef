import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, valid } from './keys';

/**
 * A revision of the PCMSO (the medical programme) of a work front. Revisions are numbered per front; the latest
 * is the one new consultations use, and a consultation on an older one shows 'PCMSO desatualizado' (spec 1 §4,
 * §7 pcmso/revisao/{empresa}/{fdt}/ultima-revisao: the byFdt index read backwards, limit 1).
 */
export const pcmsoRevisoes = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'pcmsoRevisao', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          empresaId: { type: 'string', required: true, readOnly: true },
          fdtId: { type: 'string', required: true, readOnly: true },
          /** 1, 2, 3… per front. */
          rev: { type: 'number', required: true, readOnly: true, padding: { length: 4, char: '0' } },
          descricao: { type: 'string', required: true },
          /** When the revision was issued (ISO instant). */
          dataHora: { type: 'string', required: true, validate: valid.isoInstant },
          /** The revision this one replaces. */
          parentId: { type: 'string' },
          /** Validity: a GHE whose PCMSO is past `vencimento` can't be chosen (spec 1 §5). */
          inicio: { type: 'string', validate: valid.isoDate },
          vencimento: { type: 'string', required: true, validate: valid.isoDate },
          /** The physician responsible for the PCMSO (eSocial S-2220 responsavel_pcmso). */
          responsavelNome: { type: 'string' },
          responsavelCrm: { type: 'string' },
          responsavelCrmUf: { type: 'string' },
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'PCMSO#${id}', casing: 'none' },
          },
          byFdt: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['tenant', 'fdtId'],
              template: 'T#${tenant}#FDT#${fdtId}#PCMSO',
              casing: 'none',
            },
            sk: { field: 'gsi1sk', composite: ['rev'], template: 'REV#${rev}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type PcmsoRevisaoItem = EntityItem<ReturnType<typeof pcmsoRevisoes>>;
