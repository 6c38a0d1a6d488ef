import { consultaStatusGroups } from '@ocupacional/shared';
import { consultaExames, type ConsultaExameItem } from './entities/consulta-exame';
import { consultas, type ConsultaItem } from './entities/consulta';
import { forEachScanPage } from './entity-scan';
import type { TransactOperation } from './transactions';

/*
 * What a partner's exam row shows of its consultation, kept on the exam items (issue 17): the partner's list reads one
 * page of byParceiro and the counters, never the consultations. The names and the CPF are copied at generation; the
 * one change of the consultation the row shows is its end (57, 58: 'cancelada'), flagged on its exams in the same
 * transaction.
 */

const encerradas: readonly number[] = consultaStatusGroups.encerradas;

/**
 * The updates that flag a consultation's exams as of a cancelled or closed consultation, for the transaction that
 * writes the status (one Query of the consultation's own exams, a handful of items). Every exam is flagged, assigned to
 * a partner or not, so a later assignment shows it too.
 *
 * @example await transactWrite([consultaUpdate, ...(await encerramentoDosExames(tenant, idCon))]);
 */
export async function encerramentoDosExames(tenant: string, idCon: number): Promise<TransactOperation[]> {
  const { data } = await consultaExames().query.byConsulta({ tenant, idCon }).go({ pages: 'all' });
  return data.map((exame) => ({
    update: consultaExames().patch({ tenant, idCon, id: exame.id }).set({ consultaEncerrada: true }).params(),
  }));
}

type FaltasDoExame = Partial<Pick<ConsultaExameItem, 'consultaEncerrada' | 'empresaNome' | 'funcionarioNome' | 'funcionarioCpf' | 'credenciadaNome'>>;

/** What an exam item lacks of its consultation: the end flag and the copies an older item did not take. */
export function faltasDoExame(exame: ConsultaExameItem, consulta: ConsultaItem | undefined): FaltasDoExame {
  if (!consulta) return {};
  const faltas: FaltasDoExame = {};
  if (encerradas.includes(consulta.tipoStatus) && !exame.consultaEncerrada) faltas.consultaEncerrada = true;
  if (exame.empresaNome === undefined && consulta.empresaNome !== undefined) faltas.empresaNome = consulta.empresaNome;
  if (exame.funcionarioNome === undefined && consulta.funcionarioNome !== undefined) faltas.funcionarioNome = consulta.funcionarioNome;
  if (exame.funcionarioCpf === undefined && consulta.funcionarioCpf !== undefined) faltas.funcionarioCpf = consulta.funcionarioCpf;
  if (exame.credenciadaNome === undefined && consulta.credenciadaNome !== undefined) faltas.credenciadaNome = consulta.credenciadaNome;
  return faltas;
}

/**
 * Migration of the items written before: each exam takes from its consultation the end flag and the copies it lacks
 * (a scan page at a time, one BatchGet of the page's consultations). Repeatable: it sets, never toggles. Answers the
 * items changed.
 */
export async function completarExamesDoParceiro(): Promise<number> {
  let changed = 0;
  await forEachScanPage(
    (cursor) => consultaExames().scan.go({ cursor }),
    async (exames) => {
      const keys = new Map(exames.map((exame) => [`${exame.tenant}#${exame.idCon}`, { tenant: exame.tenant, idCon: exame.idCon }]));
      if (keys.size === 0) return;
      const { data } = await consultas().get([...keys.values()]).go();
      const byKey = new Map(data.map((consulta) => [`${consulta.tenant}#${consulta.idCon}`, consulta]));
      for (const exame of exames) {
        const faltas = faltasDoExame(exame, byKey.get(`${exame.tenant}#${exame.idCon}`));
        if (Object.keys(faltas).length === 0) continue;
        await consultaExames().patch({ tenant: exame.tenant, idCon: exame.idCon, id: exame.id }).set(faltas).go();
        changed += 1;
      }
    },
  );
  return changed;
}
