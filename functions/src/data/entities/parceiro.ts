import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, registryIndexes, registryKeyAttributes, searchText, valid } from './keys';

/**
 * A partner (parceiro): a laboratory or service that performs some exams of a consultation in place of the
 * clinic (spec 1 §2 "a partner can be chosen per exam"; web route config/parceiros). Its users log in to the
 * parceiro area with its CNPJ, unique in the tenant (claim 'parceiroCnpj'). The registry lists it by name (gsi1) or
 * by CNPJ prefix (gsi2); a patch that changes the name passes the key parts (registryKeyParts(item, cnpj)).
 */
export const parceiros = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'parceiro', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          /** Razão social. */
          nome: { type: 'string', required: true },
          /** Nome fantasia (issue 14). */
          fantasia: { type: 'string' },
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
          ...registryKeyAttributes('cnpj'),
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'PARCEIRO#${id}', casing: 'none' },
          },
          // The registry's list (issue 14, config/parceiros): by name, by CNPJ prefix; live ones only. The CNPJ's
          // uniqueness is the 'parceiroCnpj' claim (the index that was here, byCnpj, had no reader).
          ...registryIndexes('PARCEIRO'),
        },
      },
      tableConfig(),
    ),
);

export type ParceiroItem = EntityItem<ReturnType<typeof parceiros>>;
