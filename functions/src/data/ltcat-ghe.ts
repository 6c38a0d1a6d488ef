import { ltcatGheItens, type LtcatGheItem } from './entities/ltcat-ghe';
import { liveLtcat } from './ltcat';

/*
 * An LTCAT's GHEs and their links (issue 15, wave 2), for the API (api/ltcat/ghe.ts), the LTCAT copy (206) and the
 * document generator: a live GHE of the tenant, an LTCAT's whole tree in one Query, a GHE's in one Query of gsi1.
 */

/** The LTCAT's tree as stored: every GHE and link item, in key order (each GHE's links under it). */
export async function itensDoLtcat(tenant: string, ltcatId: string): Promise<LtcatGheItem[]> {
  const { data } = await ltcatGheItens().query.byLtcat({ tenant, ltcatId }).go({ pages: 'all' });
  return data;
}

/** A GHE's item and its links, in one Query of gsi1. */
export async function itensDoGhe(tenant: string, gheId: string): Promise<LtcatGheItem[]> {
  const { data } = await ltcatGheItens().query.byGhe({ tenant, gheId }).go({ pages: 'all' });
  return data;
}

/** The GHEs in the list's order: ordem, then the code, then creation. */
export function emOrdem<T extends { ordem?: number | undefined; ghe?: string | undefined; id: string }>(ghes: T[]): T[] {
  return [...ghes].sort(
    (a, b) => (a.ordem ?? 0) - (b.ordem ?? 0) || (a.ghe ?? '').localeCompare(b.ghe ?? '', 'pt-BR', { numeric: true }) || a.id.localeCompare(b.id),
  );
}

/**
 * A GHE of a live LTCAT of the tenant, or undefined (another tenant's id, a GHE of a deleted LTCAT, none): what every
 * route under a GHE reads first, answering 404 when undefined. `itens` are the GHE's links (one Query).
 *
 * @example const found = await liveLtcatGhe(tenant, gheId); if (!found) throw new HttpError(404, notFoundMessage);
 */
export async function liveLtcatGhe(
  tenant: string,
  gheId: string | undefined,
): Promise<{ ghe: LtcatGheItem; itens: LtcatGheItem[]; ltcat: NonNullable<Awaited<ReturnType<typeof liveLtcat>>> } | undefined> {
  if (!gheId) return undefined;
  const itens = await itensDoGhe(tenant, gheId);
  const ghe = itens.find((item) => item.tipo === 'ghe');
  if (!ghe) return undefined;
  const ltcat = await liveLtcat(tenant, ghe.ltcatId);
  if (!ltcat) return undefined;
  return { ghe, itens: itens.filter((item) => item.tipo !== 'ghe'), ltcat };
}

/** A GHE as the document reads it. */
export interface GheCompleto {
  id: string;
  ghe: string;
  descricao: string;
  obs: string | null;
  funcoes: { nome: string; cbo: string | null; descricao: string | null }[];
  funcionarios: { nome: string; cpf: string; funcao: string | null; descricao: string }[];
  conclusoes: { nome: string; descricao: string | null }[];
}

const porNome = <T extends { nome: string }>(rows: T[]) => rows.sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));

/** Groups an LTCAT's items into its GHEs, in the list's order; links by name. */
export function agruparGhes(itens: LtcatGheItem[]): GheCompleto[] {
  const ghes = emOrdem(itens.filter((item) => item.tipo === 'ghe'));
  return ghes.map((ghe) => {
    const links = itens.filter((item) => item.gheId === ghe.id && item.tipo !== 'ghe');
    const de = (tipo: LtcatGheItem['tipo']) => links.filter((item) => item.tipo === tipo);
    return {
      id: ghe.id,
      ghe: ghe.ghe ?? '',
      descricao: ghe.descricao ?? '',
      obs: ghe.obs ?? null,
      funcoes: porNome(de('funcao').map((item) => ({ nome: item.nome ?? '', cbo: item.cbo ?? null, descricao: item.descricao ?? null }))),
      funcionarios: porNome(
        de('funcionario').map((item) => ({ nome: item.nome ?? '', cpf: item.cpf ?? '', funcao: item.funcao ?? null, descricao: item.descricao ?? '' })),
      ),
      conclusoes: porNome(de('conclusao').map((item) => ({ nome: item.nome ?? '', descricao: item.descricao ?? null }))),
    };
  });
}

/**
 * Every GHE of an LTCAT with its functions, employees and technical conclusions, in the list's order (ordem, then
 * code): one Query. The caller checks the LTCAT is the tenant's live one (liveLtcat) first.
 */
export async function ghesCompletosDoLtcat(tenant: string, ltcatId: string): Promise<GheCompleto[]> {
  return agruparGhes(await itensDoLtcat(tenant, ltcatId));
}

/** Writes items in batches (25 a request), failing if DynamoDB leaves any unprocessed after ElectroDB's retries. */
export async function gravarItensGhe(items: LtcatGheItem[]): Promise<void> {
  if (items.length === 0) return;
  const { unprocessed } = await ltcatGheItens().put(items).go({ concurrent: 4 });
  if (unprocessed.length > 0) throw new Error(`ltcat-ghe: ${unprocessed.length} items left unprocessed`);
}

/** Deletes items in batches. */
export async function apagarItensGhe(items: Pick<LtcatGheItem, 'tenant' | 'ltcatId' | 'gheId' | 'tipo' | 'id'>[]): Promise<void> {
  if (items.length === 0) return;
  const keys = items.map(({ tenant, ltcatId, gheId, tipo, id }) => ({ tenant, ltcatId, gheId, tipo, id }));
  const { unprocessed } = await ltcatGheItens().delete(keys).go({ concurrent: 4 });
  if (unprocessed.length > 0) throw new Error(`ltcat-ghe: ${unprocessed.length} deletes left unprocessed`);
}

/** The copy of an item under another LTCAT/GHE, with a new id (a GHE item: the new GHE's id), audit fields fresh. */
export function copiaDoItem(item: LtcatGheItem, destino: { ltcatId: string; gheId: string; id: string }): LtcatGheItem {
  const { createdAt: _c, updatedAt: _u, deletedAt: _d, versao: _v, ...rest } = item;
  return { ...rest, ...destino } as LtcatGheItem;
}

/**
 * LTCAT creation mode 206: the source LTCAT's GHEs with their functions and technical conclusions under the new
 * LTCAT (new ids); its employees too when both LTCATs are of the same company. Answers the GHEs copied.
 */
export async function copiarGhesDoLtcat(
  tenant: string,
  origem: { id: string; empresaId: string },
  destino: { id: string; empresaId: string },
  novoId: () => string,
): Promise<number> {
  const itens = await itensDoLtcat(tenant, origem.id);
  const mesmaEmpresa = origem.empresaId === destino.empresaId;
  const novos = new Map<string, string>();
  for (const item of itens) if (item.tipo === 'ghe') novos.set(item.gheId, novoId());
  const copias = itens
    .filter((item) => novos.has(item.gheId) && (item.tipo !== 'funcionario' || mesmaEmpresa))
    .map((item) => {
      const gheId = novos.get(item.gheId) as string;
      return copiaDoItem(item, { ltcatId: destino.id, gheId, id: item.tipo === 'ghe' ? gheId : novoId() });
    });
  await gravarItensGhe(copias);
  return novos.size;
}
