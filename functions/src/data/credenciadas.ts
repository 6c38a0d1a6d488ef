import { credenciadas } from './entities/credenciada';
import { unicos } from './entities/unico';
import { forEachScanPage } from './entity-scan';
import { countedBy, listCounter, recountLists } from './list-counters';

/*
 * What the Credenciadas registry (issue 14) keeps beside its records: the counter of the list's total (live
 * clinics) and the claim of the tenant's default clinic (tipo 'credenciadaPadrao', one item per tenant whose alvoId
 * is the clinic marked padrão). The CNPJ claims ('credenciadaCnpj') were written with the clinics from the start.
 */

const countedList = 'cadastro-credenciadas';
/** A tenant's live clinics. */
export const credenciadasCounter = listCounter(countedList);

/** The one value the default clinic's claim has. */
export const padraoClaimValor = 'padrao';

/**
 * Counts every live clinic once into the counter (replacing it) and claims the default clinic of each tenant whose
 * default holds no claim (clinics written before the registry: the demo seed). Repeatable. Answers the items touched.
 */
export async function recountCredenciadas(): Promise<number> {
  const live = (item: { deletedAt?: string | undefined }) => !item.deletedAt;
  const { counters } = await recountLists([countedList], [
    countedBy((cursor) => credenciadas().scan.go({ cursor }), (item) => (live(item) ? [credenciadasCounter] : [])),
  ]);
  let claimed = 0;
  await forEachScanPage(
    (cursor) => credenciadas().scan.go({ cursor }),
    async (items) => {
      for (const item of items.filter((clinic) => live(clinic) && clinic.padrao)) {
        await unicos()
          .create({ tenant: item.tenant, tipo: 'credenciadaPadrao', valor: padraoClaimValor, alvoId: item.id })
          .go()
          .then(() => (claimed += 1))
          // Already claimed (a re-run, or a second default of the seed: the first keeps it).
          .catch((error: unknown) => {
            if (!/conditional/i.test(String((error as Error).message))) throw error;
          });
      }
    },
  );
  return counters + claimed;
}
