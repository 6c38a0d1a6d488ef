import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, searchText, valid } from './keys';

/**
 * A work front (frente de trabalho) of a company: a site or contract whose PCMSO has its own revisions and GHEs
 * (spec 1 §3, §7 pcmso/fdt). It never moves to another company, so the company is part of its keys.
 */
export const fdts = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'fdt', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          empresaId: { type: 'string', required: true, readOnly: true },
          descricao: { type: 'string', required: true },
          /** The PCMSO's name for this front, as consultations show it (fdt.pcmso). */
          pcmso: { type: 'string' },
          /**
           * The front's CNPJ (a branch's), when its registration is a CNPJ: what the eSocial events read as the
           * establishment. Kept equal to nrInsc when tpInsc is 1, absent otherwise (issue 14).
           */
          cnpj: { type: 'string', validate: valid.cnpj },
          /** The front's own registration (issue 14): eSocial tpInsc 1 CNPJ, 3 CAEPF, 4 CNO, and its digits. */
          tpInsc: { type: 'number', validate: valid.oneOf([1, 3, 4]) },
          nrInsc: { type: 'string', validate: (value: string | undefined) => value === undefined || /^\d{12,14}$/.test(value) },
          cep: { type: 'string' },
          end: { type: 'string' },
          num: { type: 'string' },
          bairro: { type: 'string' },
          uf: { type: 'string' },
          cidade: { type: 'string' },
          ativo: { type: 'boolean', default: true },
          busca: {
            type: 'string',
            hidden: true,
            watch: ['descricao', 'pcmso'],
            set: (_, item) => searchText(item.descricao, item.pcmso),
          },
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'FDT#${id}', casing: 'none' },
          },
          byEmpresa: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['tenant', 'empresaId'],
              template: 'T#${tenant}#EMPRESA#${empresaId}#FDT',
              casing: 'none',
            },
            sk: { field: 'gsi1sk', composite: ['id'], template: 'FDT#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type FdtItem = EntityItem<ReturnType<typeof fdts>>;
