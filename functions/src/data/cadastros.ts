import { exames } from './entities/exame';
import { funcoes } from './entities/funcao';
import { nameKey } from './entities/keys';
import { pcmsoExames } from './entities/pcmso-exame';
import { tabelaPrecoExames } from './entities/tabela-preco-exame';
import { unicos } from './entities/unico';
import { forEachScanPage } from './entity-scan';
import { countedBy, listCounter, recountLists } from './list-counters';

/*
 * What the back-office registries (issue 14) keep beside their records: the counter of each list's total (live
 * records), the name claim (an `unico` item per registry and nameKey of the name: one 'Audiometria' per tenant,
 * whatever its accents and case), and where an exam is used (byExame, gsi3 of PCMSO exams and price-table exams).
 */

/** The counted lists: a tenant's live exams and functions. */
const countedLists = { exames: 'cadastro-exames', funcoes: 'cadastro-funcoes' } as const;
export const examesCounter = listCounter(countedLists.exames);
export const funcoesCounter = listCounter(countedLists.funcoes);
/**
 * A tenant's live examining doctors. Not in {@link recountCadastros}: no doctor record was written before the
 * registry, whose writes keep the counter, so no migration recounts it.
 */
export const medicosCounter = listCounter('cadastro-medicos');

/** The unique value a name claims: nameKey (accent-free, lower case, separators as '-'). */
export const nameClaim = (nome: string) => nameKey(nome);

/**
 * The text an examining doctor's registration claims (tipo 'medicoCrm', through the registry's name-claim helpers,
 * which store nameClaim of it: 'sp-123456'). The schema keeps the CRM as digits without leading zeros.
 */
export const crmClaimText = (crm: string, uf: string) => `${uf} ${crm}`;

/** Whether a PCMSO (any revision) or a price table asks for the exam: two Queries of one item. */
export async function exameEmUso(tenant: string, exameId: string): Promise<boolean> {
  const [pcmso, preco] = await Promise.all([
    pcmsoExames().query.byExame({ tenant, exameId }).go({ limit: 1 }),
    tabelaPrecoExames().query.byExame({ tenant, exameId }).go({ limit: 1 }),
  ]);
  return pcmso.data.length > 0 || preco.data.length > 0;
}

/**
 * Counts every live exam and function once into the counters (replacing them) and claims the names of those that
 * hold none (records written before issue 14: the demo seed); a name two live records share stays with the first
 * claimed, and the other can be saved only under another name. Answers the items touched.
 */
export async function recountCadastros(): Promise<number> {
  const live = (item: { deletedAt?: string | undefined }) => !item.deletedAt;
  const { counters } = await recountLists(Object.values(countedLists), [
    countedBy((cursor) => exames().scan.go({ cursor }), (item) => (live(item) ? [examesCounter] : [])),
    countedBy((cursor) => funcoes().scan.go({ cursor }), (item) => (live(item) ? [funcoesCounter] : [])),
  ]);
  let claimed = 0;
  const claim = async (items: { tenant: string; id: string; nome: string; deletedAt?: string | undefined }[], tipo: 'exameNome' | 'funcaoNome') => {
    for (const item of items.filter(live)) {
      await unicos()
        .create({ tenant: item.tenant, tipo, valor: nameClaim(item.nome), alvoId: item.id })
        .go()
        .then(() => (claimed += 1))
        // Already claimed (by this record on a re-run, or by a namesake): keep the claim.
        .catch((error: unknown) => {
          if (!/conditional/i.test(String((error as Error).message))) throw error;
        });
    }
  };
  await forEachScanPage((cursor) => exames().scan.go({ cursor }), (items) => claim(items, 'exameNome'));
  await forEachScanPage((cursor) => funcoes().scan.go({ cursor }), (items) => claim(items, 'funcaoNome'));
  return counters + claimed;
}
