import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, registryIndexes, registryKeyAttributes, searchText, valid } from './keys';

/**
 * A SESMT professional of the tenant (web route config/profissionais; issue 14): the environmental responsible S-2240
 * reports in respReg (cpfResp, ideOC, dscOC, nrOC, ufOC) and the LTCAT/PGR responsible (spec 3 §7 GET
 * profissionais/-1). One record per council registration: the claim 'profissionalRegistro' holds council, number and
 * UF. The list reads by name (gsi1) or by CPF prefix (gsi2).
 */
export const profissionais = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'profissional', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          nome: { type: 'string', required: true },
          /** CPF digits (respReg cpfResp). */
          cpf: { type: 'string', required: true, validate: valid.cpf },
          /** Formation or position (Engenheiro de Segurança do Trabalho, Técnico de Segurança do Trabalho…). */
          formacao: { type: 'string' },
          /** The class council (ideOC): 1 CRM, 4 CREA, 9 Outros. */
          ideOc: { type: 'number', required: true, validate: valid.oneOf([1, 4, 9]) },
          /** The council's name when ideOC is 9 (dscOC, up to 20 characters). */
          dscOc: { type: 'string' },
          /** The registration in the council (nrOC, up to 14 characters, upper case). */
          nrOc: { type: 'string', required: true },
          /** The UF of the council (ufOC). */
          ufOc: { type: 'string', required: true },
          email: { type: 'string' },
          ativo: { type: 'boolean', default: true },
          busca: {
            type: 'string',
            hidden: true,
            watch: ['nome', 'cpf', 'nrOc'],
            set: (_, item) => searchText(item.nome, item.cpf, item.nrOc),
          },
          ...registryKeyAttributes('cpf'),
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'PROFISSIONAL#${id}', casing: 'none' },
          },
          // The registry's list (issue 14): by name, by CPF prefix; live ones only.
          ...registryIndexes('PROFISSIONAL'),
        },
      },
      tableConfig(),
    ),
);

export type ProfissionalItem = EntityItem<ReturnType<typeof profissionais>>;
