import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { auditAttributes, registryIndexes, registryKeyAttributes, searchText } from './keys';

/** The category key of a risk factor without an eSocial category (list 269): its own partition of byCategoria. */
export const semCategoria = '0';

/**
 * A risk factor of the LTCAT catalogue (issue 15; spec 3 §3 Risk factor): what a measurement measures and a quote
 * prices (with the laboratories of fator-risco-laboratorio.ts). Listed by name (gsi1), by Tabela 24 code prefix (gsi2)
 * and per eSocial category (gsi3, for the list's cat_esocial filter), live ones only; the name is claimed
 * ('fatorRiscoNome').
 */
export const fatoresRisco = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'fatorRisco', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          nome: { type: 'string', required: true },
          nomeComercial: { type: 'string', required: true },
          /** Item of list 269 (270 físico, 271 químico…); the Tabela 24 code's group when there is a code. */
          catEsocial: { type: 'number' },
          codCas: { type: 'string' },
          /** Tabela 24 code (S-2240 codAgNoc), 7 digits. */
          codEsocial: { type: 'string' },
          codMetodologia: { type: 'string', required: true },
          descMetodologia: { type: 'string', required: true },
          /** Item of list 290 (291…320: S-2240 unMed 1…30 as the item's valor). */
          idTipoUnidadeMedida: { type: 'number' },
          unMedida: { type: 'string' },
          /** The dynamic table (tabela-dinamica.ts) the factor is measured on by default. */
          tabelaId: { type: 'string' },
          atividadesPer: { type: 'list', items: { type: 'string' } },
          amostra: { type: 'string' },
          vazao: { type: 'string' },
          volume: { type: 'string' },
          codAmostrador: { type: 'string' },
          descAmostrador: { type: 'string' },
          /** Who saved it last (the session user's name). */
          usuario: { type: 'string' },
          ativo: { type: 'boolean', default: true },
          busca: { type: 'string', hidden: true, watch: ['nome', 'codEsocial'], set: (_, item) => searchText(item.nome, item.codEsocial) },
          categoriaChave: {
            type: 'string',
            hidden: true,
            watch: ['catEsocial'],
            set: (value: unknown, item: { catEsocial?: number }) =>
              typeof value === 'string' && value ? value : item.catEsocial ? String(item.catEsocial) : semCategoria,
          },
          ...registryKeyAttributes('codEsocial'),
          ...auditAttributes,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'FATRIS#${id}', casing: 'none' },
          },
          ...registryIndexes('FATRIS'),
          // The list filtered by eSocial category: one partition per item of list 269, by name.
          byCategoria: {
            index: 'gsi3',
            pk: { field: 'gsi3pk', composite: ['tenant', 'categoriaChave'], template: 'T#${tenant}#FATRIS_CAT#${categoriaChave}', casing: 'none' },
            sk: { field: 'gsi3sk', composite: ['lista', 'nomeChave', 'id'], template: '${lista}#${nomeChave}#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type FatorRiscoItem = EntityItem<ReturnType<typeof fatoresRisco>>;
