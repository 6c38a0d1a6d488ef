import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, searchText, valid } from './keys';

/**
 * A partner (parceiro): a laboratory or service that performs some exams of a consultation in place of the
 * clinic (spec 1 §2 "a partner can be chosen per exam"; web route config/parceiros). Its users log in to the
 * parceiro area with its CNPJ.
 */
export const parceiros = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'parceiro', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          nome: { type: 'string', required: true },
          /** 14 digits, no mask. */
          cnpj: { type: 'string', required: true, validate: valid.cnpj },
          cep: { type: 'string' },
          end: { type: 'string' },
          num: { type: 'string' },
          bairro: { type: 'string' },
          uf: { type: 'string' },
          cidade: { type: 'string' },
          telCom: { type: 'string' },
          email: { type: 'string' },
          resp: { type: 'string' },
          /** Meu Cadastro's fields (the same form as a company's or a clinic's). */
          cnae: { type: 'string' },
          ie: { type: 'string' },
          comp: { type: 'string' },
          idEstado: { type: 'string' },
          idCidade: { type: 'string' },
          telCel: { type: 'string' },
          site: { type: 'string' },
          /** The catalogue exams it performs. */
          exameIds: { type: 'list', items: { type: 'string' }, default: () => [] },
          ativo: { type: 'boolean', default: true },
          busca: {
            type: 'string',
            hidden: true,
            watch: ['nome', 'cnpj'],
            set: (_, item) => searchText(item.nome, item.cnpj),
          },
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'PARCEIRO#${id}', casing: 'none' },
          },
          byCnpj: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['tenant', 'cnpj'],
              template: 'T#${tenant}#PARCEIRO_CNPJ#${cnpj}',
              casing: 'none',
            },
            sk: { field: 'gsi1sk', composite: ['id'], template: 'PARCEIRO#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type ParceiroItem = EntityItem<ReturnType<typeof parceiros>>;
