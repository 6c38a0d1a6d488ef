import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, registryIndexes, registryKeyAttributes, searchText } from './keys';

/**
 * An examining doctor of the tenant (web route config/medicos; spec 2: S-2220's medico nmMed, nrCRM, ufCRM and the
 * PCMSO coordinator's respMonit, which adds cpfResp). One record per CRM registration: a doctor registered in two
 * UFs has two records (the claim 'medicoCrm' holds UF and number).
 */
export const medicos = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'medico', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          nome: { type: 'string', required: true },
          /** CPF digits (optional: S-2220's cpfResp of the PCMSO coordinator). */
          cpf: { type: 'string' },
          /** The CRM number, digits without leading zeros. */
          crm: { type: 'string', required: true },
          /** The UF of the CRM (upper case). */
          crmUf: { type: 'string', required: true },
          ativo: { type: 'boolean', default: true },
          busca: {
            type: 'string',
            hidden: true,
            watch: ['nome', 'crm'],
            set: (_, item) => searchText(item.nome, item.crm),
          },
          ...registryKeyAttributes('crm'),
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'MEDICO#${id}', casing: 'none' },
          },
          // The registry's list (issue 14): by name, by CRM prefix; live ones only.
          ...registryIndexes('MEDICO'),
        },
      },
      tableConfig(),
    ),
);

export type MedicoItem = EntityItem<ReturnType<typeof medicos>>;
