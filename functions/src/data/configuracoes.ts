import { addDays, todayInSaoPaulo } from '@ocupacional/shared';
import { nameClaim } from './cadastros';
import { consultaExames } from './entities/consulta-exame';
import { parceiros } from './entities/parceiro';
import { unicos } from './entities/unico';
import { forEachScanPage } from './entity-scan';
import { countedBy, listCounter, recountLists } from './list-counters';

/*
 * What Configurações › Profissionais, Parceiros and Riscos (issue 14) keep beside their records: each list's counter
 * (live records), the professional's registration claim text, the partner's delete check and the migration that put
 * the partners written before the registry (the demo seed) on its list keys, counter and CNPJ claims.
 */

/** A tenant's live professionals (no record was written before the registry, whose writes keep it). */
export const profissionaisCounter = listCounter('cadastro-profissionais');
/** A tenant's live partners (the seed's partners are counted by {@link recountParceiros}). */
export const parceirosCounter = listCounter('cadastro-parceiros');
/** A tenant's live risks (no record was written before the registry). */
export const riscosCounter = listCounter('cadastro-riscos');

/**
 * The text a professional's registration claims (tipo 'profissionalRegistro', stored as nameClaim of it): the council
 * (ideOC, and dscOC for 9 'Outros': a CRT and a COREN registration are different), the UF and the registration's
 * letters and digits ('CREA 506.123-4/D' and '5061234D' are one registration).
 *
 * @example registroClaimText(4, null, '506.123-4/d', 'SP') // 'SP 4 5061234D'
 */
export function registroClaimText(ideOc: number, dscOc: string | null | undefined, nrOc: string, ufOc: string): string {
  const conselho = ideOc === 9 ? `9 ${dscOc ?? ''}` : String(ideOc);
  return `${ufOc} ${conselho} ${nrOc.replace(/[^0-9a-z]/gi, '').toUpperCase()}`;
}

/** How far back a partner's open exam still keeps it (older unfinished exams are abandoned, not pending). */
export const parceiroExamesAbertosDias = 180;

/**
 * Whether the partner has an exam to perform: assigned to it (byParceiro), not done, its consultation neither
 * cancelled nor closed, with an exam day in the last {@link parceiroExamesAbertosDias} days or later. Reads the
 * partner's exams of that window until the first open one.
 */
export async function parceiroComExamesAbertos(tenant: string, parceiroId: string): Promise<boolean> {
  const since = addDays(todayInSaoPaulo(), -parceiroExamesAbertosDias);
  const { data } = await consultaExames()
    .query.byParceiro({ tenant, parceiroId })
    .gte({ data: since })
    .where(({ realizadoEm, consultaEncerrada }, { notExists, ne }) => `${notExists(realizadoEm)} AND ${ne(consultaEncerrada, true)}`)
    .go({ count: 1, pages: 'all' });
  return data.some((exame) => exame.parceiroId === parceiroId);
}

/**
 * Counts every live partner once into its tenant's counter (replacing it) and claims the CNPJ of those that hold none
 * (a CNPJ two live partners share stays with the first claimed). Answers the items touched.
 */
export async function recountParceiros(): Promise<number> {
  const live = (item: { deletedAt?: string | undefined }) => !item.deletedAt;
  const { counters } = await recountLists(
    [parceirosCounter],
    [countedBy((cursor) => parceiros().scan.go({ cursor }), (item) => (live(item) ? [parceirosCounter] : []))],
  );
  let claimed = 0;
  await forEachScanPage(
    (cursor) => parceiros().scan.go({ cursor }),
    async (items) => {
      for (const item of items.filter(live)) {
        await unicos()
          .create({ tenant: item.tenant, tipo: 'parceiroCnpj', valor: nameClaim(item.cnpj), alvoId: item.id })
          .go()
          .then(() => (claimed += 1))
          // Already claimed (by this partner: the seed claims it; or by a namesake): keep the claim.
          .catch((error: unknown) => {
            if (!/conditional/i.test(String((error as Error).message))) throw error;
          });
      }
    },
  );
  return counters + claimed;
}
