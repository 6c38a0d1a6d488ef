import {
  addDays,
  backOfficeConsultaQuerySchema,
  dateWindows,
  keyedPagination,
  permissions,
  todayInSaoPaulo,
  type BackOfficeConsultaDetail,
  type BackOfficeConsultaRow,
} from '@ocupacional/shared';
import { currentRevision } from '../../../data/company-reads';
import { countedLists, windowTotal } from '../../../data/consulta-counters';
import { credenciadas, type CredenciadaItem } from '../../../data/entities/credenciada';
import { consultasExternas, type ConsultaExternaItem } from '../../../data/entities/consulta-externa';
import { dateKeyWindow } from '../../../data/entities/keys';
import { listCounter } from '../../../data/list-counters';
import { readPage } from '../../../data/list-page';
import type { PcmsoRevisaoItem } from '../../../data/entities/pcmso-revisao';
import { pcmsoDesatualizado, podeGerar } from '../../../domain/back-office';
import { parseQuery, respond, type RouteHandler } from '../../../platform';
import { consultaWhere, narrowed } from '../../consulta/company-consultations';
import { consultaExternaDetail } from '../../consulta/consultas-externas';
import { asoLinksOf, rowView } from '../../consulta/views';
import { backOfficeScope, tenantConsultation, type BackOfficeScope } from './scope';

/*
 * The back office's list and detail of every company's external consultations (spec 1 §2 "Back office: company
 * consultations", §4, §7 GET empresa/consulta/externa): the company list's columns and filters plus the company
 * and what the generate button does. The default filter is the tenant's default provider(s) over the schedule
 * window 10 days before to 30 days ahead. One page of one index (issue 17): the byCredenciada range when one clinic
 * is read (the usual default: one default clinic), else the tenant's byAgenda range (every clinic by schedule date)
 * with the chosen clinics as a filter. Never a Scan.
 */

/** Every clinic of the tenant, deleted or inactive ones too (their consultations still list). */
export async function tenantClinics(tenant: string): Promise<CredenciadaItem[]> {
  const { data } = await credenciadas().query.byLocal({ tenant }).go({ pages: 'all' });
  return data;
}

/** The clinics whose ranges the list reads: the chosen ones, else (absent) the default ones, else ([]) all. */
export function clinicsToRead(chosen: readonly string[] | undefined, clinics: readonly CredenciadaItem[]): string[] {
  if (chosen === undefined) return clinics.filter((clinic) => clinic.padrao && !clinic.deletedAt).map((clinic) => clinic.id);
  if (chosen.length === 0) return clinics.map((clinic) => clinic.id);
  // Only the tenant's: an id of another tenant has no range here anyway, and is not read.
  const known = new Set(clinics.map((clinic) => clinic.id));
  return [...new Set(chosen)].filter((id) => known.has(id));
}

/** The fronts' current revisions, by front id (the exams' front: the new one for a function change). */
async function revisionsOf(tenant: string, items: readonly ConsultaExternaItem[]): Promise<Map<string, PcmsoRevisaoItem | undefined>> {
  const fronts = [...new Set(items.map(examFront))];
  return new Map(await Promise.all(fronts.map(async (fdtId) => [fdtId, await currentRevision(tenant, fdtId)] as const)));
}

/** The front whose PCMSO the consultation's exams come from. */
export function examFront(item: ConsultaExternaItem): string {
  return item.mfFdtId ?? item.fdtId;
}

/** The back office's flags of a consultation (spec 1 §4). */
export function flagsOf(
  item: ConsultaExternaItem,
  padrao: boolean,
  revision: PcmsoRevisaoItem | undefined,
  scope: BackOfficeScope,
  today: string,
): { pode_gerar: boolean; pcmso_desatualizado: boolean } {
  return {
    pode_gerar: podeGerar(
      { tipoStatus: item.tipoStatus, idCon: item.idCon ?? null, deletedAt: item.deletedAt ?? null, credenciadaPadrao: padrao },
      scope.can(permissions.editarConsultaExterna),
    ),
    pcmso_desatualizado: pcmsoDesatualizado(
      { dataAge: item.dataAge, pcmsoRevisaoId: item.pcmsoRevisaoId ?? null, revisao: item.revisao ?? null },
      revision,
      today,
    ),
  };
}

/**
 * GET empresa/consulta/externa (web): every company's consultations, latest schedule first, one page. The default
 * view's total is the default clinics' schedule-day counters over the window; a narrowed view answers total null.
 */
export const listConsultasBackOffice: RouteHandler = async (event, context) => {
  const scope = backOfficeScope(context);
  const { tenant } = scope;
  const { search, page, pagination, filter, cursor } = parseQuery(event, backOfficeConsultaQuerySchema);
  const today = todayInSaoPaulo();
  const window = dateWindows.consultaExternaBackOffice;
  const schedule = filter.agendamento_at ?? { start: addDays(today, -window.daysBefore), end: addDays(today, window.daysAfter) };
  const range = dateKeyWindow(schedule.start ?? '0000-01-01', schedule.end ?? '9999-12-30');
  const clinics = await tenantClinics(tenant);
  const padrao = new Map(clinics.map((clinic) => [clinic.id, clinic.padrao ?? false]));
  const chosen = clinicsToRead(filter.id_credenciada, clinics);
  const everyClinic = filter.id_credenciada !== undefined && filter.id_credenciada.length === 0;
  const [only] = chosen;
  const read =
    chosen.length === 1 && only !== undefined
      ? readPage(tenant, { cursor, pagination }, 'gsi2', async (options) => {
          const where = consultaWhere(filter, search, { schedule: true, credenciada: true });
          const query = consultasExternas().query.byCredenciada({ tenant, credenciadaId: only }).between({ dataAge: range.start }, { dataAge: range.end });
          return (where ? query.where(where) : query).go({ ...options, order: 'desc' });
        })
      : readPage(tenant, { cursor, pagination }, 'gsi4', async (options) => {
          // No clinic to read (none default, or the chosen ones unknown) reads nothing, as before.
          const clinicsFilter = everyClinic ? undefined : chosen.length ? chosen : ['-none-'];
          const where = consultaWhere({ ...filter, id_credenciada: clinicsFilter }, search, { schedule: true });
          const query = consultasExternas().query.byAgenda({ tenant }).between({ dataAge: range.start }, { dataAge: range.end });
          return (where ? query.where(where) : query).go({ ...options, order: 'desc' });
        });
  const total =
    narrowed(filter, search) || chosen.length === 0
      ? Promise.resolve(null)
      : windowTotal(
          tenant,
          chosen.map((credenciadaId) => [listCounter(countedLists.credenciada, credenciadaId), schedule.start as string, schedule.end as string] as const),
        );
  const [pageOf, totalRows] = await Promise.all([read, total]);
  const [links, revisions] = await Promise.all([asoLinksOf(tenant, pageOf.items), revisionsOf(tenant, pageOf.items)]);
  const data: BackOfficeConsultaRow[] = pageOf.items.map((item) => {
    const isDefault = padrao.get(item.credenciadaId) ?? false;
    const row = rowView(item, today, links.get(item.id) ?? null);
    return {
      ...row,
      credenciada: { ...row.credenciada, padrao: isDefault },
      ...flagsOf(item, isDefault, revisions.get(examFront(item)), scope, today),
    };
  });
  return respond(200, 'OK', { data, pagination: keyedPagination(page, pagination, totalRows, pageOf.next) });
};

/** GET empresa/consulta/externa/{id} (web): the detail for the modal, with the back office's flags. */
export const getConsultaBackOffice: RouteHandler = async (event, context) => {
  const scope = backOfficeScope(context);
  const item = await tenantConsultation(scope.tenant, event.pathParameters?.id);
  const today = todayInSaoPaulo();
  const [detail, clinic, revision] = await Promise.all([
    consultaExternaDetail(scope.tenant, item, today),
    credenciadas().get({ tenant: scope.tenant, id: item.credenciadaId }).go(),
    currentRevision(scope.tenant, examFront(item)),
  ]);
  const isDefault = clinic.data?.padrao ?? false;
  const view: BackOfficeConsultaDetail = {
    ...detail,
    credenciada: { ...detail.credenciada, padrao: isDefault },
    ...flagsOf(item, isDefault, revision, scope, today),
  };
  return respond(200, 'OK', view);
};
