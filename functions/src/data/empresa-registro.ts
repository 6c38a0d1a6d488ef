import { consultaStatus } from '@ocupacional/shared';
import { consultas, filaDaConsulta } from './entities/consulta';
import { empresas } from './entities/empresa';
import { unicos } from './entities/unico';
import { forEachScanPage } from './entity-scan';
import { funcionariosCounter } from './funcionario-lista';
import { countedBy, listCounter, readCounters, recountLists } from './list-counters';

/*
 * What the registry Empresas (issue 14) keeps beside the company records: the counter of the list's total (live
 * companies), the CNPJ claim (an `unico` 'empresaCnpj' item per tenant and CNPJ digits) and the check that refuses a
 * delete while the company is in use.
 */

const countedList = 'cadastro-empresas';
/** A tenant's live companies: the list's total with no search. */
export const empresasCounter = listCounter(countedList);

/**
 * Whether any of the companies is in use, so its delete is refused: it has employees not deleted (the company's
 * employee counter, one BatchGetItem for all), or a definitive consultation waiting for its ASO or release (statuses
 * 68/69, the 'aso' queue: one Query of one item per company on byEmpresaFila). A scheduled external consultation
 * always names a live employee of its company, so the employee check covers it.
 */
export async function empresaEmUso(tenant: string, ids: readonly string[]): Promise<boolean> {
  const counters = await readCounters(tenant, ids.map(funcionariosCounter));
  if ([...counters.values()].some((valor) => valor > 0)) return true;
  const fila = filaDaConsulta({ tipoStatus: consultaStatus.aguardandoLiberacao });
  const abertas = await Promise.all(ids.map((empresaId) => consultas().query.byEmpresaFila({ tenant, empresaId, fila }).go({ limit: 1 })));
  return abertas.some(({ data }) => data.length > 0);
}

/**
 * Counts every live company once into the counter (replacing it) and claims the CNPJ of those that hold none
 * (companies written before issue 14 outside the demo seed, which claims them): a CNPJ two live companies share stays
 * with the first claimed, and the other can be saved only with another CNPJ. Answers the items touched.
 */
export async function recountEmpresas(): Promise<number> {
  const live = (item: { deletedAt?: string | undefined }) => !item.deletedAt;
  const { counters } = await recountLists([countedList], [
    countedBy((cursor) => empresas().scan.go({ cursor }), (item) => (live(item) ? [empresasCounter] : [])),
  ]);
  let claimed = 0;
  await forEachScanPage(
    (cursor) => empresas().scan.go({ cursor }),
    async (items) => {
      for (const item of items.filter(live)) {
        await unicos()
          .create({ tenant: item.tenant, tipo: 'empresaCnpj', valor: item.cnpj, alvoId: item.id })
          .go()
          .then(() => (claimed += 1))
          // Already claimed (by this company on a re-run, by the seed, or by a company sharing the CNPJ): keep it.
          .catch((error: unknown) => {
            if (!/conditional/i.test(String((error as Error).message))) throw error;
          });
      }
    },
  );
  return counters + claimed;
}
