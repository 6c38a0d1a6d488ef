import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, registryIndexes, registryKeyAttributes, searchText, valid } from './keys';

/**
 * A client company of the tenant (spec 1 §3 "Company record"; the back office's registry Empresas, issue 14). Its CNPJ
 * is unique within the tenant through the claim 'empresaCnpj' (unico.ts). The registry's list indexes (issue 14):
 * byNome (gsi1, the name's sort key) and byCodigo (gsi2, the CNPJ digits), live ones first.
 */
export const empresas = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'empresa', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          nome: { type: 'string', required: true },
          nomeFantasia: { type: 'string' },
          /** 14 digits, no mask. */
          cnpj: { type: 'string', required: true, validate: valid.cnpj },
          cnae: { type: 'string' },
          ie: { type: 'string' },
          cep: { type: 'string' },
          end: { type: 'string' },
          num: { type: 'string' },
          comp: { type: 'string' },
          bairro: { type: 'string' },
          /** Ids as the common/estado and common/cidade lookups answer them; uf and cidade are their names. */
          idEstado: { type: 'string' },
          idCidade: { type: 'string' },
          uf: { type: 'string' },
          cidade: { type: 'string' },
          telCom: { type: 'string' },
          telCel: { type: 'string' },
          email: { type: 'string' },
          site: { type: 'string' },
          resp: { type: 'string' },
          /** The responsible person (r_*). */
          rObs: { type: 'string' },
          rNome: { type: 'string' },
          rEmail: { type: 'string' },
          rTelCom: { type: 'string' },
          /** The responsible for the environmental records (PGR/LTCAT) the company's S-2240 names (respReg, issue 13). */
          responsavelAmbiental: {
            type: 'map',
            properties: {
              nome: { type: 'string' },
              cpf: { type: 'string', required: true },
              /** Órgão de classe: 1 CRM, 4 CREA, 9 outros. */
              ideOC: { type: 'number', required: true },
              dscOC: { type: 'string' },
              nrOC: { type: 'string', required: true },
              ufOC: { type: 'string', required: true },
              /** The professional of Configurações › Profissionais it was picked from, if any. */
              profissionalId: { type: 'string' },
            },
          },
          /**
           * The PCMSO coordinator (issue 14): an examining doctor of Configurações › Médicos Examinadores and what
           * S-2220's respMonit needs of them (nmResp, nrCRM, ufCRM, cpfResp), as they were when picked.
           */
          coordenadorPcmso: {
            type: 'map',
            properties: {
              medicoId: { type: 'string', required: true },
              nome: { type: 'string', required: true },
              crm: { type: 'string', required: true },
              crmUf: { type: 'string', required: true },
              cpf: { type: 'string' },
            },
          },
          ativo: { type: 'boolean', default: true },
          /** Lower case, no accents: what a `search` matches. */
          busca: {
            type: 'string',
            hidden: true,
            watch: ['nome', 'nomeFantasia', 'cnpj'],
            set: (_, item) => searchText(item.nome, item.nomeFantasia, item.cnpj),
          },
          ...registryKeyAttributes('cnpj'),
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'EMPRESA#${id}', casing: 'none' },
          },
          // The registry's list (issue 14): by name, by CNPJ prefix; live ones only.
          ...registryIndexes('EMPRESA'),
        },
      },
      tableConfig(),
    ),
);

export type EmpresaItem = EntityItem<ReturnType<typeof empresas>>;
