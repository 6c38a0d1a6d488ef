import type { LtcatRevisaoResumo, LtcatUltimaRevisao } from '@ocupacional/shared';
import { ltcats, type LtcatItem } from './entities/ltcat';
import { unicos } from './entities/unico';
import { listCounter } from './list-counters';
import type { TransactOperation } from './transactions';

/*
 * The LTCAT record's reads and keys (issue 15), for the API (api/ltcat/ltcat.ts, anexos.ts) and the next wave (GHE,
 * measurements, the document, quotes): a live LTCAT of the tenant, a front's last revision, the revision claim and
 * the list counters.
 */

/** The tenant's live LTCATs (the list's total with no filter). */
export const ltcatCounter = listCounter('ltcat');
/** A company's live LTCATs (the total of the list filtered by company). */
export const ltcatEmpresaCounter = (empresaId: string) => listCounter('ltcat', 'empresa', empresaId);
/** An LTCAT's live attachments. */
export const ltcatAnexoCounter = (ltcatId: string) => listCounter('ltcat-anexo', ltcatId);

/**
 * A live LTCAT of the tenant, or undefined (another tenant's id, a deleted one, none): what every route under an
 * LTCAT reads first, answering 404 when undefined.
 *
 * @example const ltcat = await liveLtcat(tenant, id); if (!ltcat) throw new HttpError(404, notFoundMessage);
 */
export async function liveLtcat(tenant: string, id: string | undefined): Promise<LtcatItem | undefined> {
  if (!id) return undefined;
  const { data } = await ltcats().get({ tenant, id }).go();
  return data && !data.deletedAt ? data : undefined;
}

/** The newest revisions of a front, live ones only, newest first: reads the byFdt index backwards. */
export async function revisoesDaFrente(tenant: string, fdtId: string, quantas: number): Promise<LtcatItem[]> {
  const found: LtcatItem[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: LtcatItem[]; cursor: string | null } = await ltcats()
      .query.byFdt({ tenant, fdtId })
      .go({ order: 'desc', limit: quantas + 5, cursor });
    found.push(...page.data.filter((item) => !item.deletedAt));
    cursor = page.cursor;
  } while (cursor && found.length < quantas);
  return found.slice(0, quantas);
}

/** The highest revision number a front ever had (deleted ones count: numbers are never reused); 0 for none. */
export async function maiorRevisao(tenant: string, fdtId: string): Promise<number> {
  const { data } = await ltcats().query.byFdt({ tenant, fdtId }).go({ order: 'desc', limit: 1 });
  return data[0]?.rev ?? 0;
}

/** A revision as the alert shows it. */
export function revisaoResumo(item: LtcatItem): LtcatRevisaoResumo {
  return { id: item.id, rev: item.rev, descricao: item.descricao, data: item.data, id_tipo_revisao: item.tipoRevisao };
}

/** A revision with the one it revised (when still live): the alert's data. */
export async function revisaoComParent(tenant: string, item: LtcatItem | undefined): Promise<LtcatUltimaRevisao | null> {
  if (!item) return null;
  const parent = item.parentId ? await liveLtcat(tenant, item.parentId) : undefined;
  return { ...revisaoResumo(item), parent: parent ? revisaoResumo(parent) : null };
}

/** A front's last live LTCAT and the revision it revised (GET ltcat/ultima-revisao/{fdt}); null when none. */
export async function ultimaRevisao(tenant: string, fdtId: string): Promise<LtcatUltimaRevisao | null> {
  const [ultima] = await revisoesDaFrente(tenant, fdtId, 1);
  return revisaoComParent(tenant, ultima);
}

/** The claim of a front's revision number, written with the LTCAT: a second LTCAT of the same number fails. */
export function revisaoClaim(tenant: string, fdtId: string, rev: number, ltcatId: string): TransactOperation {
  return { put: unicos().create({ tenant, tipo: 'ltcatRevisao', valor: `${fdtId}#${rev}`, alvoId: ltcatId }).params() };
}
