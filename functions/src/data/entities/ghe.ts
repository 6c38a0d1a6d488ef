import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, searchText } from './keys';

/**
 * A GHE (grupo homogêneo de exposição, the 'sector') of a work front: the functions exposed alike, to which the
 * PCMSO attaches its exams (spec 1 §3, §7 pcmso/ghe). The functions are few per GHE, so they are a list on it:
 * "GHEs of a front having function F" is the front's GHEs filtered by `contains(funcaoIds, F)`.
 */
export const ghes = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'ghe', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          empresaId: { type: 'string', required: true, readOnly: true },
          fdtId: { type: 'string', required: true, readOnly: true },
          /** The GHE's short code (max 15), e.g. 'GHE-01'. */
          ghe: { type: 'string', required: true },
          descricao: { type: 'string', required: true },
          obs: { type: 'string' },
          ordem: { type: 'number', default: 0 },
          funcaoIds: { type: 'list', items: { type: 'string' }, default: () => [] },
          /**
           * The risk factors of the sector, as the consultation's risks tab and the ASO list them: the eSocial
           * category (type list 269) and a description. A handful per GHE; the LTCAT measurements (spec 3) will feed it.
           */
          riscos: {
            type: 'list',
            items: {
              type: 'map',
              properties: {
                categoria: { type: 'number', required: true },
                descricao: { type: 'string', required: true },
              },
            },
            default: () => [],
          },
          ativo: { type: 'boolean', default: true },
          busca: {
            type: 'string',
            hidden: true,
            watch: ['ghe', 'descricao'],
            set: (_, item) => searchText(item.ghe, item.descricao),
          },
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'GHE#${id}', casing: 'none' },
          },
          byFdt: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['tenant', 'fdtId'],
              template: 'T#${tenant}#FDT#${fdtId}#GHE',
              casing: 'none',
            },
            sk: { field: 'gsi1sk', composite: ['id'], template: 'GHE#${id}', casing: 'none' },
          },
          byEmpresa: {
            index: 'gsi2',
            pk: {
              field: 'gsi2pk',
              composite: ['tenant', 'empresaId'],
              template: 'T#${tenant}#EMPRESA#${empresaId}#GHE',
              casing: 'none',
            },
            sk: { field: 'gsi2sk', composite: ['fdtId', 'id'], template: 'FDT#${fdtId}#GHE#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type GheItem = EntityItem<ReturnType<typeof ghes>>;
