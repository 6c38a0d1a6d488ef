import { byIds } from './company-reads';
import { conclusoesTecnicas, type ConclusaoTecnicaItem } from './entities/conclusao-tecnica';
import { epis, type EpiItem } from './entities/epi';
import { ltcatModeloConteudos, type LtcatModeloConteudoItem } from './entities/ltcat-modelo-conteudo';
import { listCounter } from './list-counters';

/*
 * The LTCAT catalogues of issue 15, wave 1, as the rest of the module reads them: the counters of the registries'
 * totals, and the reads the GHE, measurements and the document generator (next wave) build on.
 */

/** A tenant's live technical conclusions (the registry's writes keep it; nothing was written before). */
export const conclusoesTecnicasCounter = listCounter('ltcat-conclusoes-tecnicas');
/** A tenant's live EPIs. */
export const episCounter = listCounter('ltcat-epis');

/** Most sections a model holds (one Query reads them all; the default has 14). */
export const maxLtcatModeloSecoes = 200;

/** The tenant's LTCAT model sections in document order (ordem), hidden ones included. */
export async function ltcatModeloSecoes(tenant: string): Promise<LtcatModeloConteudoItem[]> {
  const { data } = await ltcatModeloConteudos().query.byOrdem({ tenant }).go({ order: 'asc', limit: maxLtcatModeloSecoes });
  return data.filter((item) => !item.deletedAt);
}

/**
 * The sections the LTCAT document shows, in order: those not hidden (ocultar). A section with ocultarTexto keeps its
 * place (the generator writes its generated part without its title and text).
 */
export async function ltcatModeloVisivel(tenant: string): Promise<LtcatModeloConteudoItem[]> {
  return (await ltcatModeloSecoes(tenant)).filter((item) => !item.ocultar);
}

/** A live technical conclusion of the tenant, or undefined (another tenant's id is not found). */
export async function conclusaoTecnicaPorId(tenant: string, id: string): Promise<ConclusaoTecnicaItem | undefined> {
  if (!id) return undefined;
  const { data } = await conclusoesTecnicas().get({ tenant, id }).go();
  return data && !data.deletedAt ? data : undefined;
}

/** Live technical conclusions of the tenant by id (ids not found or deleted are absent). */
export async function conclusoesTecnicasPorIds(tenant: string, ids: readonly string[]): Promise<Map<string, ConclusaoTecnicaItem>> {
  const found = await byIds((keys) => conclusoesTecnicas().get(keys).go(), tenant, ids);
  return new Map([...found].filter(([, item]) => !item.deletedAt));
}

/** Live EPIs of the tenant by id (ids not found or deleted are absent): a measurement's equipment list. */
export async function episPorIds(tenant: string, ids: readonly string[]): Promise<Map<string, EpiItem>> {
  const found = await byIds((keys) => epis().get(keys).go(), tenant, ids);
  return new Map([...found].filter(([, item]) => !item.deletedAt));
}
