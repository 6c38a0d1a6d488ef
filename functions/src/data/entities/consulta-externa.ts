import { Entity } from 'electrodb';
import type { EntityItem } from 'electrodb';
import { asoTypes, consultaStatus } from '@ocupacional/shared';
import { lazyEntity, tableConfig, tenantPartition } from '../table';
import { searchText, valid, versaoAttribute } from './keys';

const statusIds = Object.values(consultaStatus);
const asoTypeIds = Object.values(asoTypes);

/**
 * An external consultation (consulta externa, spec 1 §3): a company's order for an employee's ASO at a clinic.
 * Its id is a sortable id, so the tenant partition read from 'CONSULTA_EXTERNA#' is in creation order and a
 * creation window is a key range. The lists read it by company and creation date (byEmpresa), by clinic and
 * schedule date (byCredenciada: the clinic list's default window is data_age, spec 1 §7, §9), and by employee.
 * Names of the linked records are copied in at creation so a list page is one Query.
 */
export const consultasExternas = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'consultaExterna', version: '1', service: 'ocupacional' },
        attributes: {
          tenant: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          /** The definitive consultation's number, once generated. */
          idCon: { type: 'number' },
          empresaId: { type: 'string', required: true, readOnly: true },
          empresaNome: { type: 'string', required: true },
          funcionarioId: { type: 'string', required: true, readOnly: true },
          funcionarioNome: { type: 'string', required: true },
          funcionarioCpf: { type: 'string', required: true, validate: valid.cpf },
          credenciadaId: { type: 'string', required: true },
          credenciadaNome: { type: 'string', required: true },
          credenciadaPadrao: { type: 'boolean', default: false },
          fdtId: { type: 'string', required: true },
          fdtDescricao: { type: 'string', required: true },
          fdtPcmso: { type: 'string' },
          gheId: { type: 'string' },
          gheCodigo: { type: 'string' },
          gheDescricao: { type: 'string' },
          funcaoId: { type: 'string', required: true },
          funcaoNome: { type: 'string', required: true },
          /** Schedule date: 'yyyy-mm-dd' or 'yyyy-mm-ddTHH:mm' (São Paulo). */
          dataAge: { type: 'string', required: true, validate: valid.isoDateOrDateTime },
          /** ASO type, list 46. */
          tipoAso: { type: 'number', required: true, validate: valid.oneOf(asoTypeIds) },
          /** Months; -1 when not periodic. */
          periodicidade: { type: 'number', default: -1 },
          /** Status, list 53 (spec 1 §4). */
          tipoStatus: { type: 'number', required: true, validate: valid.oneOf(statusIds) },
          obs: { type: 'string' },
          /** The PCMSO revision the consultation was made on. */
          pcmsoRevisaoId: { type: 'string' },
          revisao: { type: 'number' },
          /** Processing notes, e.g. why a batch consultation failed (status 195). */
          info: { type: 'string' },
          tabelaPrecoId: { type: 'string' },
          exames: {
            type: 'list',
            items: {
              type: 'map',
              properties: {
                exameId: { type: 'string', required: true },
                exameNome: { type: 'string', required: true },
                parceiroId: { type: 'string' },
                /** Price when ordered, cents (sale price + service fee); 0 when reused or demonstrative. */
                valor: { type: 'number', validate: valid.cents },
                /** The PCMSO rule that asked for it. */
                pcmsoExameId: { type: 'string' },
                /** Reused from (still valid), or shown from (demonstrative), that consultation: not done again. */
                idConRea: { type: 'number' },
                idConDem: { type: 'number' },
                /** Date of the earlier result a reused or demonstrative exam shows ('yyyy-mm-dd'). */
                dataExame: { type: 'string', validate: valid.isoDate },
              },
            },
            default: () => [],
          },
          pcd: { type: 'boolean', default: false },
          /** Function change (ASO 50): the new front, GHE and function. */
          mfFdtId: { type: 'string' },
          mfGheId: { type: 'string' },
          mfFuncaoId: { type: 'string' },
          /** Function change (ASO 50): the day the worker starts in the new conditions, the S-2240's start (issue 13). */
          dtMudancaCondicao: { type: 'string', validate: valid.isoDate },
          /** The consultation this one replaces (alterar). */
          consultaExternaOriginalId: { type: 'string' },
          /** The batch (consulta-lote queue message) that created it. */
          loteId: { type: 'string' },
          usuarioId: { type: 'string' },
          createdAt: { type: 'string', required: true, readOnly: true, validate: valid.isoInstant },
          updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
          deletedAt: { type: 'string' },
          /** Bumped by the edit of the exam choices (issue 12 item 3); status changes leave it. */
          ...versaoAttribute,
          /**
           * What the lists' search matches (issue 17): ' ' + the employee's, company's, clinic's and function's names
           * and the CPF digits, accent-free and lower case, so ' <term>' is a word-prefix match. Rebuilt whenever
           * the employee's name is written (every write that sets the names sets them all).
           */
          busca: {
            type: 'string',
            hidden: true,
            watch: ['funcionarioNome'],
            set: (_value: string | undefined, item: Record<string, unknown>) =>
              ` ${searchText(
                ...(['funcionarioNome', 'funcionarioCpf', 'empresaNome', 'credenciadaNome', 'funcaoNome'] as const).map((name) =>
                  typeof item[name] === 'string' ? (item[name] as string) : undefined,
                ),
              )}`,
          },
        },
        indexes: {
          byId: {
            pk: { field: 'pk', composite: ['tenant'], template: tenantPartition, casing: 'none' },
            sk: { field: 'sk', composite: ['id'], template: 'CONSULTA_EXTERNA#${id}', casing: 'none' },
          },
          byEmpresa: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['tenant', 'empresaId'],
              template: 'T#${tenant}#EMPRESA#${empresaId}#CONSULTA_EXTERNA',
              casing: 'none',
            },
            sk: { field: 'gsi1sk', composite: ['createdAt', 'id'], template: '${createdAt}#${id}', casing: 'none' },
          },
          byCredenciada: {
            index: 'gsi2',
            pk: {
              field: 'gsi2pk',
              composite: ['tenant', 'credenciadaId'],
              template: 'T#${tenant}#CREDENCIADA#${credenciadaId}#CONSULTA_EXTERNA',
              casing: 'none',
            },
            sk: { field: 'gsi2sk', composite: ['dataAge', 'id'], template: '${dataAge}#${id}', casing: 'none' },
          },
          byFuncionario: {
            index: 'gsi3',
            pk: {
              field: 'gsi3pk',
              composite: ['tenant', 'funcionarioId'],
              template: 'T#${tenant}#FUNCIONARIO#${funcionarioId}#CONSULTA_EXTERNA',
              casing: 'none',
            },
            sk: { field: 'gsi3sk', composite: ['createdAt', 'id'], template: '${createdAt}#${id}', casing: 'none' },
          },
          /** Every consultation of the tenant by schedule date (issue 17): the back office without a single clinic. */
          byAgenda: {
            index: 'gsi4',
            pk: { field: 'gsi4pk', composite: ['tenant'], template: 'T#${tenant}#CONSULTA_EXTERNA', casing: 'none' },
            sk: { field: 'gsi4sk', composite: ['dataAge', 'id'], template: '${dataAge}#${id}', casing: 'none' },
          },
        },
      },
      tableConfig(),
    ),
);

export type ConsultaExternaItem = EntityItem<ReturnType<typeof consultasExternas>>;
