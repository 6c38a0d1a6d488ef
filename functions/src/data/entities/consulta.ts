import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { asoTypes, consultaStatus, consultaStatusGroups } from '@ocupacional/shared';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { valid } from './keys';

const statusIds = Object.values(consultaStatus);
const asoTypeIds = Object.values(asoTypes);
const idConPadding = { length: 10, char: '0' };

/** The ASO list's default statuses (68, 69) share one queue; deleted ones leave every queue. */
const filaAso = 'aso';
const filaExcluida = 'x';

/**
 * The queue of the ASO and release lists a consultation is in (issue 17): 'aso' for 68 and 69 (the back office's
 * default filter, spec 2 §2), the status itself otherwise (66 is the company's release list), 'x' when deleted.
 */
export function filaDaConsulta(item: { tipoStatus?: number | undefined; deletedAt?: string | undefined }): string {
  if (item.deletedAt) return filaExcluida;
  return (consultaStatusGroups.listaAsoPadrao as readonly number[]).includes(item.tipoStatus ?? 0) ? filaAso : String(item.tipoStatus);
}

/** The queues that hold exactly these statuses, or undefined when no single queue does. */
export function filaDosStatus(statuses: readonly number[]): { fila: string; exata: boolean } | undefined {
  const filas = [...new Set(statuses.map((tipoStatus) => filaDaConsulta({ tipoStatus })))];
  if (filas.length !== 1) return undefined;
  const fila = filas[0] as string;
  const exata = fila !== filaAso || consultaStatusGroups.listaAsoPadrao.every((status) => statuses.includes(status));
  return { fila, exata };
}

/**
 * A definitive consultation (consulta, spec 1 §3), generated from an external one when attendance starts. It is
 * known by its number, id_con, given by the tenant's 'consulta' counter (contador.ts), and found by that number
 * (GetItem), by company, by employee (history windows of spec 1 §7) and tenant-wide by registration date (the
 * ASO and release lists). The release fields (aptidao, te_*) are set once, by the release (spec 1 §4).
 */
export const consultas = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'consulta', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          idCon: { type: 'number', required: true, readOnly: true, padding: idConPadding },
          consultaExternaId: { type: 'string' },
          empresaId: { type: 'string', required: true, readOnly: true },
          empresaNome: { type: 'string', required: true },
          funcionarioId: { type: 'string', required: true, readOnly: true },
          funcionarioNome: { type: 'string', required: true },
          funcionarioCpf: { type: 'string', required: true, validate: valid.cpf },
          credenciadaId: { type: 'string', required: true },
          credenciadaNome: { type: 'string', required: true },
          fdtId: { type: 'string', required: true },
          fdtDescricao: { type: 'string', required: true },
          gheId: { type: 'string' },
          gheCodigo: { type: 'string' },
          gheDescricao: { type: 'string' },
          funcaoId: { type: 'string', required: true },
          funcaoNome: { type: 'string', required: true },
          dataAge: { type: 'string', required: true, validate: valid.isoDateOrDateTime },
          tipoAso: { type: 'number', required: true, validate: valid.oneOf(asoTypeIds) },
          tipoStatus: { type: 'number', required: true, validate: valid.oneOf(statusIds) },
          obs: { type: 'string' },
          /** Release: aptidao 1, 2, 5 or 6 and the special trainings (1 apt, 2 unfit, 3 n/a, 0 none). */
          aptidao: { type: 'number' },
          teAlt: { type: 'number' },
          teEsp: { type: 'number' },
          teEle: { type: 'number' },
          teAli: { type: 'number' },
          liberadaEm: { type: 'string' },
          /** The examining doctor who signed the ASO (S-2220 medico; spec 2 §8 'Médicos Examinadores'). */
          medicoNome: { type: 'string' },
          medicoCrm: { type: 'string' },
          medicoCrmUf: { type: 'string' },
          /** Function change (type 50): the day the worker starts in the new conditions, the S-2240's start (issue 13). */
          dtMudancaCondicao: { type: 'string', validate: valid.isoDate },
          canceladaEm: { type: 'string' },
          /** Total of the exams, cents. */
          valor: { type: 'number', default: 0, validate: valid.cents },
          pcmsoRevisaoId: { type: 'string' },
          revisao: { type: 'number' },
          /** Registration instant (dt_cad). */
          dtCad: { type: 'string', required: true, readOnly: true, validate: valid.isoInstant },
          updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
          deletedAt: { type: 'string' },
          /**
           * The upload pages linked to it ('<uploadId>#<pagina>'), kept by the writes that link, relink and delete
           * pages (data/upload-pages.ts, not through this entity: updatedAt stays): the ASO lists read the files of a
           * whole page of consultations with one BatchGet instead of a Query a row (issue 17).
           */
          paginasVinculadas: { type: 'set', items: 'string' },
          /**
           * Key part of byFila / byEmpresaFila (hidden). A put derives it (dtCad, required and read-only, is only in
           * a put); a patch of the status sets it with `.composite({ empresaId })` (data/liberacao.ts), and one that
           * does not leaves the queue as it was rather than failing (the lists also filter out deleted rows).
           */
          fila: {
            type: 'string',
            hidden: true,
            watch: ['tipoStatus', 'deletedAt'],
            set: (value, item) => value ?? (item.dtCad ? filaDaConsulta(item as { tipoStatus?: number; deletedAt?: string }) : undefined),
          },
        },
        indexes: {
          byIdCon: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['idCon'], template: 'CONSULTA#${idCon}', casing: 'none' },
          },
          byEmpresa: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['tenant', 'empresaId'],
              template: 'T#${tenant}#EMPRESA#${empresaId}#CONSULTA',
              casing: 'none',
            },
            sk: { field: 'gsi1sk', composite: ['dtCad', 'idCon'], template: '${dtCad}#${idCon}', casing: 'none' },
          },
          byFuncionario: {
            index: 'gsi2',
            pk: {
              field: 'gsi2pk',
              composite: ['tenant', 'funcionarioId'],
              template: 'T#${tenant}#FUNCIONARIO#${funcionarioId}#CONSULTA',
              casing: 'none',
            },
            sk: { field: 'gsi2sk', composite: ['dtCad', 'idCon'], template: '${dtCad}#${idCon}', casing: 'none' },
          },
          byData: {
            index: 'gsi3',
            pk: { field: 'gsi3pk', composite: ['tenant'], template: 'T#${tenant}#CONSULTA', casing: 'none' },
            sk: { field: 'gsi3sk', composite: ['dtCad', 'idCon'], template: '${dtCad}#${idCon}', casing: 'none' },
          },
          // The ASO lists' default views (issue 17): the tenant's queue (back office, 68 + 69) and a company's (66).
          byFila: {
            index: 'gsi4',
            pk: { field: 'gsi4pk', composite: ['tenant', 'fila'], template: 'T#${tenant}#CONSULTA_FILA#${fila}', casing: 'none' },
            sk: { field: 'gsi4sk', composite: ['dtCad', 'idCon'], template: '${dtCad}#${idCon}', casing: 'none' },
          },
          byEmpresaFila: {
            index: 'gsi5',
            pk: {
              field: 'gsi5pk',
              composite: ['tenant', 'empresaId', 'fila'],
              template: 'T#${tenant}#EMPRESA#${empresaId}#CONSULTA_FILA#${fila}',
              casing: 'none',
            },
            sk: { field: 'gsi5sk', composite: ['dtCad', 'idCon'], template: '${dtCad}#${idCon}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type ConsultaItem = EntityItem<ReturnType<typeof consultas>>;
