import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, searchText, valid, type RegistryLista } from './keys';

const listaDe = (item: { deletedAt?: string | undefined } | undefined): RegistryLista => (item?.deletedAt ? 'excluido' : 'vivo');

/**
 * An LTCAT (issue 15; spec 3 §3): a work-hazard report of a company's work front, one revision of the front's chain
 * (rev 1, 2, 3… per front; `parentId` the revision it revised, absent for the first). The company and the front
 * never change once written; the company's name and the front's description are kept as of the last save (what the
 * list shows and searches). Lists: the tenant's by expiry (the default view), a company's by expiry, a front's by
 * revision number (its last revision: GET ltcat/ultima-revisao/{fdt}).
 */
export const ltcats = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'ltcat', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          empresaId: { type: 'string', required: true, readOnly: true },
          fdtId: { type: 'string', required: true, readOnly: true },
          /** The company's name and the front's description as of the last save. */
          empresaNome: { type: 'string', required: true },
          fdtDescricao: { type: 'string', required: true },
          /** Creation mode (list 203): 228 from scratch, 205 copy of a PPRA, 206 copy of an LTCAT. */
          tipoLtcat: { type: 'number', required: true, readOnly: true, validate: valid.oneOf([228, 205, 206]) },
          /** Revision type (list 1): 2 the first, 3 a revision within the year, 4 after more than a year. */
          tipoRevisao: { type: 'number', required: true, readOnly: true, validate: valid.oneOf([2, 3, 4]) },
          /** 1, 2, 3… per front (claimed: unico 'ltcatRevisao' '<fdtId>#<rev>'). */
          rev: { type: 'number', required: true, readOnly: true, padding: { length: 4, char: '0' } },
          descricao: { type: 'string', required: true },
          /** The LTCAT's date and expiry (ISO dates). */
          data: { type: 'string', required: true, validate: valid.isoDate },
          vencimento: { type: 'string', required: true, validate: valid.isoDate },
          /** The revision this one revised (the front's last live LTCAT when it was created). */
          parentId: { type: 'string', readOnly: true },
          /** The LTCAT copied (mode 206) and the PPRA revision (mode 205, never accepted while there is no PPRA). */
          copiaLtcatId: { type: 'string', readOnly: true },
          copiaRevId: { type: 'string', readOnly: true },
          /** The responsible professional (Configurações › Profissionais) and the document model (ltcat/modelo). */
          responsavelId: { type: 'string' },
          modeloId: { type: 'string' },
          obs: { type: 'string' },
          usuarioId: { type: 'string' },
          busca: {
            type: 'string',
            hidden: true,
            watch: ['empresaNome', 'fdtDescricao', 'descricao', 'obs'],
            set: (_, item) => searchText(item.empresaNome, item.fdtDescricao, item.descricao, item.obs),
          },
          /** Live ones are listed first in every index ('vivo#…'); a soft-deleted one moves to 'excluido#…'. */
          lista: {
            type: ['vivo', 'excluido'] as const,
            hidden: true,
            watch: ['deletedAt'],
            set: (value?: RegistryLista, item?: { deletedAt?: string }) => value ?? listaDe(item),
          },
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'LTCAT#${id}', casing: 'none' },
          },
          // The list's default view: the tenant's live LTCATs by expiry (soonest first), an expiry range a key range.
          byVencimento: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['tenant'], template: 'T#${tenant}#LTCAT', casing: 'none' },
            sk: { field: 'gsi1sk', composite: ['lista', 'vencimento', 'id'], template: '${lista}#${vencimento}#${id}', casing: 'none' },
          },
          // The list filtered by company: the company's live LTCATs by expiry.
          byEmpresa: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['tenant', 'empresaId'], template: 'T#${tenant}#EMPRESA#${empresaId}#LTCAT', casing: 'none' },
            sk: { field: 'gsi2sk', composite: ['lista', 'vencimento', 'id'], template: '${lista}#${vencimento}#${id}', casing: 'none' },
          },
          // A front's revisions by number (deleted ones too: numbers are never reused).
          byFdt: {
            index: 'gsi3',
            pk: { field: 'gsi3pk', composite: ['tenant', 'fdtId'], template: 'T#${tenant}#FDT#${fdtId}#LTCAT', casing: 'none' },
            sk: { field: 'gsi3sk', composite: ['rev'], template: 'REV#${rev}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type LtcatItem = EntityItem<ReturnType<typeof ltcats>>;

/** The key parts of an LTCAT as it stands, for `.composite()` on a patch (the list keys hold lista and vencimento). */
export function ltcatKeyParts(item: { vencimento: string; deletedAt?: string | undefined }) {
  return { lista: listaDe(item), vencimento: item.vencimento };
}

/**
 * An attachment of an LTCAT (spec 3 §3 "LTCAT attachment"; Documentos e Anexos): the file is in the files bucket
 * under ltcat/{tenant}/{ltcatId}/anexo/… (domain/ltcat-anexo.ts). `tipoStatus` 79 (processed) or absent lets it be
 * edited and deleted (spec 3 §4); this product stores files as sent and never sets another status.
 */
export const ltcatAnexos = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'ltcatAnexo', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          ltcatId: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          descricao: { type: 'string', required: true },
          obs: { type: 'string' },
          ativo: { type: 'boolean', default: true },
          tipoStatus: { type: 'number' },
          arquivoNome: { type: 'string', required: true },
          arquivoChave: { type: 'string', required: true },
          arquivoTamanho: { type: 'number', required: true },
          contentType: { type: 'string', required: true },
          usuarioId: { type: 'string' },
          usuarioNome: { type: 'string' },
          ...auditAttributes,
        },
        indexes: {
          // An LTCAT's attachments, oldest first: one Query of the tenant's partition from the LTCAT's prefix.
          byLtcat: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['ltcatId', 'id'], template: 'LTCATANEXO#${ltcatId}#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type LtcatAnexoItem = EntityItem<ReturnType<typeof ltcatAnexos>>;
