import { consultaStatus, todayInSaoPaulo } from '@ocupacional/shared';
import { countedLists, dayCounterNames } from '@ocupacional/functions/data/consulta-counters';
import { contadoresDoEvento } from '@ocupacional/functions/data/esocial/eventos';
import { contadoresDoLote } from '@ocupacional/functions/data/esocial/lotes';
import { filaCountersOf } from '@ocupacional/functions/data/consulta-filas';
import { funcionarioCountersOf } from '@ocupacional/functions/data/funcionario-lista';
import { uploadListCounter } from '@ocupacional/functions/data/uploads';
import { listCounter } from '@ocupacional/functions/data/list-counters';
import { emailLogCounters } from '@ocupacional/functions/mail/queue';
import type { ScaleData } from './scale-data';

/*
 * The list counters (data/list-counters.ts) the scale data adds to, by the names the product's writes use: the
 * seed writes around the write paths, so it counts its rows itself, once, and adds them to what the counters held.
 */

/** The São Paulo day of an instant, or the day part of a schedule date (as consulta-counters.ts counts). */
function dayOf(value: string): string {
  return value.length > 16 ? todayInSaoPaulo(new Date(value)) : value.slice(0, 10);
}

/** Each counter the scale data adds to, with how much. */
export function scaleCounters(data: ScaleData): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (names: readonly string[]) => {
    for (const name of names) totals.set(name, (totals.get(name) ?? 0) + 1);
  };
  for (const funcionario of data.funcionarios) add(funcionarioCountersOf(funcionario));
  for (const consulta of data.consultas) add(filaCountersOf(consulta));
  // consulta-counters.ts countersOf (not exported; scale.test.ts checks these against its recount) / examCountersOf: the consultation lists' day and ten-day-block counters.
  for (const externa of data.consultasExternas) {
    add(dayCounterNames(listCounter(countedLists.empresa, externa.empresaId), dayOf(externa.createdAt)));
    add(dayCounterNames(listCounter(countedLists.credenciada, externa.credenciadaId), dayOf(externa.dataAge)));
    if (!externa.deletedAt && externa.tipoStatus === consultaStatus.agendada) {
      add(dayCounterNames(listCounter(countedLists.agendadas, externa.credenciadaId), dayOf(externa.dataAge)));
    }
    if (!externa.deletedAt && externa.tipoStatus === consultaStatus.erroCadastro) {
      add(dayCounterNames(listCounter(countedLists.erroCadastro, externa.empresaId), dayOf(externa.createdAt)));
    }
  }
  for (const exame of data.consultaExames) {
    if (exame.parceiroId) add(dayCounterNames(listCounter(countedLists.parceiro, exame.parceiroId), exame.data));
  }
  for (const evento of data.eventosEsocial) add(contadoresDoEvento({ ...evento, avulso: evento.avulso ?? false }));
  for (const lote of data.lotesEsocial) add(contadoresDoLote(lote));
  for (const envio of data.emailEnvios) add(emailLogCounters(envio.point, envio.pointId));
  for (const upload of data.uploads) if (!upload.deletedAt) add([uploadListCounter]);
  return totals;
}
