import { createHash } from 'node:crypto';
import { consultaStatus, dateWindow, dateWindows, todayInSaoPaulo } from '@ocupacional/shared';
import type { ConsultationLookup } from '../pdf/identify';
import { consultas, type ConsultaItem } from './entities/consulta';
import { funcionarios } from './entities/funcionario';
import { instantKeyWindow } from './entities/keys';
import { unicos } from './entities/unico';

/*
 * The definitive consultations as the ASO documents read them: by number, by the employee's CPF within the last 730
 * days (identification, the manual form's check), and the md5 links of the generated ASO. GetItem and Query only.
 */

/** A consultation a page can be linked to, with the names the page shows. */
export interface ConsultaRef {
  readonly idCon: number;
  readonly empresaId: string;
  readonly empresaNome: string;
  readonly funcionarioId: string;
  readonly funcionarioNome: string;
  readonly dtCad: string;
}

export function refOf(consulta: ConsultaItem): ConsultaRef {
  return {
    idCon: consulta.idCon,
    empresaId: consulta.empresaId,
    empresaNome: consulta.empresaNome,
    funcionarioId: consulta.funcionarioId,
    funcionarioNome: consulta.funcionarioNome,
    dtCad: consulta.dtCad,
  };
}

/** A consultation of the tenant by number, not deleted. */
export async function consultaOf(tenant: string, idCon: number): Promise<ConsultaItem | undefined> {
  const { data } = await consultas().get({ tenant, idCon }).go();
  return data && !data.deletedAt ? data : undefined;
}

/** The consultations of an employee registered between two São Paulo days (ISO dates), not deleted. */
export async function consultationsOfEmployee(
  tenant: string,
  funcionarioId: string,
  window: { readonly start: string; readonly end: string },
): Promise<ConsultaItem[]> {
  const bounds = instantKeyWindow(window.start, window.end);
  const { data } = await consultas()
    .query.byFuncionario({ tenant, funcionarioId })
    .between({ dtCad: bounds.start }, { dtCad: bounds.end })
    .go({ pages: 'all' });
  return data.filter((consulta) => !consulta.deletedAt);
}

/**
 * The lookup page identification runs on (pdf/identify.ts): a code names a consultation of this tenant; a CPF
 * names the tenant's employees with it, whose consultations in the window count (a cancelled one does not: it has
 * no ASO). Codes already looked up are remembered for the invocation.
 */
export function consultationLookup(tenant: string): ConsultationLookup<ConsultaRef> {
  const byNumber = new Map<number, Promise<ConsultaRef | undefined>>();
  return {
    tenant,
    byCode: (code) => {
      let found = byNumber.get(code.idCon);
      if (!found) {
        found = consultaOf(tenant, code.idCon).then((consulta) => (consulta ? refOf(consulta) : undefined));
        byNumber.set(code.idCon, found);
      }
      return found;
    },
    byCpf: async (cpf, window) => {
      const { data: employees } = await funcionarios().query.byCpf({ tenant, cpf }).go();
      const found = await Promise.all(
        employees.filter((employee) => !employee.deletedAt).map((employee) => consultationsOfEmployee(tenant, employee.id, window)),
      );
      return found
        .flat()
        .filter((consulta) => consulta.tipoStatus !== consultaStatus.cancelada)
        .map(refOf);
    },
  };
}

/**
 * The consultation a manual form or a page edit names, if it belongs to that company and employee and was
 * registered in the last 730 days (spec 2 §9).
 */
export async function linkableConsultation(
  tenant: string,
  target: { readonly idCon: number; readonly empresaId: string; readonly funcionarioId: string },
  today: string = todayInSaoPaulo(),
): Promise<ConsultaItem | undefined> {
  const consulta = await consultaOf(tenant, target.idCon);
  if (!consulta || consulta.empresaId !== target.empresaId || consulta.funcionarioId !== target.funcionarioId) return undefined;
  const window = instantKeyWindow(dateWindow(dateWindows.consultasEmailUpload, today).start, today);
  return consulta.dtCad >= window.start && consulta.dtCad < window.end ? consulta : undefined;
}

// The generated ASO's link: consulta/aso/{md5 of the consultation number} (spec 2 §7)

/** md5 of the consultation number, as the link carries it. */
export function asoHash(idCon: number): string {
  return createHash('md5').update(String(idCon)).digest('hex');
}

/**
 * Records the links of consultations whose ASO a list offers to print, so the ASO route can find the consultation
 * of a hash with one GetItem. Idempotent (a put of the same value), one batch write per 25.
 */
export async function recordAsoLinks(tenant: string, idCons: readonly number[]): Promise<Map<number, string>> {
  const links = new Map(idCons.map((idCon) => [idCon, asoHash(idCon)]));
  if (links.size > 0) {
    await unicos()
      .put([...links].map(([idCon, hash]) => ({ tenant, tipo: 'asoHash' as const, valor: hash, alvoId: String(idCon) })))
      .go();
  }
  return links;
}

/** The consultation number a link's hash names, if a list handed it out. */
export async function consultationOfAsoHash(tenant: string, hash: string): Promise<number | undefined> {
  if (!/^[0-9a-f]{32}$/.test(hash)) return undefined;
  const { data } = await unicos().get({ tenant, tipo: 'asoHash', valor: hash }).go();
  const idCon = Number(data?.alvoId);
  return Number.isSafeInteger(idCon) && asoHash(idCon) === hash ? idCon : undefined;
}
