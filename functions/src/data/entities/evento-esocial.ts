import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { searchText, valid, versaoAttribute } from './keys';

/** The layouts the events page lists (spec 2 §2): the ones this product writes. */
export const eventoLayouts = ['S-2210', 'S-2220', 'S-2240', 'S-3000'] as const;

/** One finding on an event: an error keeps it out of lotes, a warning ('Pontos de Atenção') does not. */
const ocorrencia = {
  type: 'map',
  properties: {
    /** The eSocial occurrence code, or ours for the checks made before sending. */
    codigo: { type: 'string' },
    descricao: { type: 'string', required: true },
    localizacao: { type: 'string' },
    /** The fix-hint group of spec 2 §8 (domain/esocial-log.ts). */
    grupo: { type: 'string' },
  },
} as const;

/**
 * An eSocial event file (spec 2 §3 "Event file"): built from a released ASO (S-2220), the risks of a GHE (S-2240),
 * a CAT (S-2210), a manual form (avulso) or an exclusion (S-3000 of a sent event, `parentId`). `entrada` keeps the
 * event's input (the library's layout fields, JSON) so the XML can be written again (refresh XML, a
 * rectification); `xml` is the last one written, unsigned, and `uid` its Id. `erros` and `avisos` are the item
 * log. Lists query a company's events of a layout by registration date (byEmpresa), the tenant's (byLayout),
 * an employee's (byFuncionario) and the manual ones (byAvulso, byEmpresaAvulso).
 */
export const eventosEsocial = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'eventoEsocial', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          layout: { type: eventoLayouts, required: true, readOnly: true },
          empresaId: { type: 'string', required: true, readOnly: true },
          empresaNome: { type: 'string', required: true },
          empresaCnpj: { type: 'string', required: true, validate: valid.cnpj },
          funcionarioId: { type: 'string', required: true, readOnly: true },
          funcionarioNome: { type: 'string', required: true },
          funcionarioCpf: { type: 'string', required: true, validate: valid.cpf },
          /**
           * The search text of the events lists (issue 17): employee name, CPF and company name, accent-free and lower
           * case, kept by ElectroDB whenever the names are written (they are fixed once the event exists).
           */
          busca: {
            type: 'string',
            watch: ['funcionarioNome', 'funcionarioCpf', 'empresaNome'],
            set: (_, item) => searchText(item.funcionarioNome, item.funcionarioCpf, item.empresaNome),
          },
          funcaoNome: { type: 'string' },
          fdtId: { type: 'string' },
          fdtDescricao: { type: 'string' },
          gheId: { type: 'string' },
          gheDescricao: { type: 'string' },
          /** The released consultation of an S-2220 (or the ASO an S-2240 started from). */
          idCon: { type: 'number' },
          /** Where it came from: a consultation, a manual form, an exclusion, a CAT. */
          origem: { type: ['consulta', 'avulso', 'exclusao', 'cat'] as const, required: true, readOnly: true },
          avulso: { type: 'boolean', required: true, default: false, readOnly: true },
          /** The event's input as the library reads it (JSON text). */
          entrada: { type: 'string' },
          /** A manual event's form as it was sent (JSON text), for editing it again. */
          formulario: { type: 'string' },
          /** The event Id of the last XML written (spec uid). */
          uid: { type: 'string' },
          xml: { type: 'string' },
          /** The receipt (nrRecibo) of the web service. */
          recibo: { type: 'string' },
          reciboEm: { type: 'string' },
          /** The lote it is in, and the lote that excluded it. */
          loteId: { type: 'string' },
          loteNumero: { type: 'number' },
          loteExclusaoId: { type: 'string' },
          /** Status list 327 (shared/src/esocial.ts). */
          tipoStatus: { type: 'number', required: true },
          erros: { type: 'list', items: ocorrencia, default: () => [] },
          avisos: { type: 'list', items: ocorrencia, default: () => [] },
          /** S-3000: the event it excludes. */
          parentId: { type: 'string' },
          usuarioId: { type: 'string' },
          createdAt: { type: 'string', required: true, readOnly: true, validate: valid.isoInstant },
          updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
          deletedAt: { type: 'string' },
          ...versaoAttribute,
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'ESOCIAL_EVENTO#${id}', casing: 'none' },
          },
          byEmpresa: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['tenant', 'empresaId', 'layout'],
              template: 'T#${tenant}#EMPRESA#${empresaId}#ESOCIAL#${layout}',
              casing: 'none',
            },
            sk: { field: 'gsi1sk', composite: ['createdAt', 'id'], template: '${createdAt}#${id}', casing: 'none' },
          },
          byLayout: {
            index: 'gsi2',
            pk: {
              field: 'gsi2pk',
              composite: ['tenant', 'layout'],
              template: 'T#${tenant}#ESOCIAL#${layout}',
              casing: 'none',
            },
            sk: { field: 'gsi2sk', composite: ['createdAt', 'id'], template: '${createdAt}#${id}', casing: 'none' },
          },
          byFuncionario: {
            index: 'gsi3',
            pk: {
              field: 'gsi3pk',
              composite: ['tenant', 'funcionarioId'],
              template: 'T#${tenant}#FUNCIONARIO#${funcionarioId}#ESOCIAL',
              casing: 'none',
            },
            sk: {
              field: 'gsi3sk',
              composite: ['layout', 'createdAt', 'id'],
              template: '${layout}#${createdAt}#${id}',
              casing: 'none',
            },
          },
          // Issue 17: the manual-events page (esocial/avulso) reads one page of these, newest first; sparse, only
          // manual events are in them (avulso is fixed at creation, so a patch never moves an event in or out).
          byAvulso: {
            index: 'gsi4',
            condition: (attr) => attr.avulso === true,
            pk: { field: 'gsi4pk', composite: ['tenant'], template: 'T#${tenant}#ESOCIAL_AVULSO', casing: 'none' },
            sk: { field: 'gsi4sk', composite: ['createdAt', 'id'], template: '${createdAt}#${id}', casing: 'none' },
          },
          byEmpresaAvulso: {
            index: 'gsi5',
            condition: (attr) => attr.avulso === true,
            pk: {
              field: 'gsi5pk',
              composite: ['tenant', 'empresaId'],
              template: 'T#${tenant}#EMPRESA#${empresaId}#ESOCIAL_AVULSO',
              casing: 'none',
            },
            sk: { field: 'gsi5sk', composite: ['createdAt', 'id'], template: '${createdAt}#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type EventoEsocialItem = EntityItem<ReturnType<typeof eventosEsocial>>;
export type EventoOcorrencia = NonNullable<EventoEsocialItem['erros']>[number];
