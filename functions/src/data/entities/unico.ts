import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';

/** What must be unique within a tenant. */
export const unicoTipos = [
  'empresaCnpj',
  'credenciadaCnpj',
  'parceiroCnpj',
  'funcionarioCpf',
  'usuarioLogin',
  // The back-office registries' names (issue 14), as nameKey gives them: one 'Audiometria' per tenant.
  'exameNome',
  'funcaoNome',
  // An examining doctor's CRM registration (issue 14), as crmClaimText gives it: one doctor per CRM number and UF.
  'medicoCrm',
  // A SESMT professional's council registration (issue 14), as registroClaimText gives it: council, number and UF.
  'profissionalRegistro',
  // LTCAT catalogues (issue 15): a risk factor's name (nameKey), a laboratory's CNPJ digits.
  'fatorRiscoNome',
  'laboratorioCnpj',
  // A risk's name (issue 14), as nameKey gives it.
  'riscoNome',
  // The tenant's default clinic (issue 14): one claim, valor 'padrao', held by the clinic marked padrão.
  'credenciadaPadrao',
  // A function linked to a GHE (issue 14), valor '<funcaoId>#<gheId>', alvoId the GHE: a function a live GHE holds
  // cannot be deleted (one Query of the prefix '<funcaoId>#', limit 1).
  'funcaoGhe',
  // A front's PCMSO revision number (issue 14), valor '<fdtId>#<rev>': two 'Nova Revisão' at once cannot both be rev n.
  'pcmsoRevisao',
  // A front's LTCAT revision number (issue 15), valor '<fdtId>#<rev>': two new LTCATs at once cannot both be rev n.
  'ltcatRevisao',
  // A technical conclusion's name and an EPI's CA number (issue 15, LTCAT catalogues), as nameKey gives them.
  'conclusaoTecnicaNome',
  'epiCa',
  // A dynamic table's name (issue 15), as nameKey gives it.
  'tabelaDinamicaNome',
  // The md5 in a generated ASO's link (consulta/aso/{hash}) → the consultation number (alvoId).
  'asoHash',
] as const;

/**
 * A uniqueness claim: GSIs are eventually consistent, so the byCnpj/byCpf indexes answer the screens' 'already
 * registered' checks, but a write that must not duplicate a CNPJ or CPF also creates this item, with
 * attribute_not_exists, in the same TransactWriteItems as the record (and deletes or moves it when the value
 * changes). One GetItem tells who holds a value.
 *
 * @example unicos().create({ tenant, tipo: 'funcionarioCpf', valor: cpf, alvoId: id }).params()
 */
export const unicos = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'unico', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          tipo: { type: unicoTipos, required: true, readOnly: true },
          /** The unique value, digits only for documents. */
          valor: { type: 'string', required: true, readOnly: true },
          /** The id of the record holding it. */
          alvoId: { type: 'string', required: true },
        },
        indexes: {
          byValor: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['tipo', 'valor'], template: 'UNICO#${tipo}#${valor}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type UnicoItem = EntityItem<ReturnType<typeof unicos>>;
