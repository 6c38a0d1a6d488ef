import { countersOf, examCountersOf } from '@ocupacional/functions/data/consulta-counters';
import { contadoresDoEvento } from '@ocupacional/functions/data/esocial/eventos';
import { contadoresDoLote } from '@ocupacional/functions/data/esocial/lotes';
import { filaCountersOf } from '@ocupacional/functions/data/consulta-filas';
import { funcionarioCountersOf } from '@ocupacional/functions/data/funcionario-lista';
import { uploadListCounter } from '@ocupacional/functions/data/uploads';
import { emailLogCounters } from '@ocupacional/functions/mail/queue';
import type { ScaleData } from './scale-data';

/*
 * The list counters (data/list-counters.ts) the scale data adds to, by the names the product's writes use: the
 * seed writes around the write paths, so it counts its rows itself, once, and adds them to what the counters held.
 */

/** Each counter the scale data adds to, with how much. */
export function scaleCounters(data: ScaleData): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (names: readonly string[]) => {
    for (const name of names) totals.set(name, (totals.get(name) ?? 0) + 1);
  };
  for (const funcionario of data.funcionarios) add(funcionarioCountersOf(funcionario));
  for (const consulta of data.consultas) add(filaCountersOf(consulta));
  for (const externa of data.consultasExternas) add(countersOf(externa));
  for (const exame of data.consultaExames) add(examCountersOf(exame));
  for (const evento of data.eventosEsocial) add(contadoresDoEvento({ ...evento, avulso: evento.avulso ?? false }));
  for (const lote of data.lotesEsocial) add(contadoresDoLote(lote));
  for (const envio of data.emailEnvios) add(emailLogCounters(envio.point, envio.pointId));
  for (const upload of data.uploads) if (!upload.deletedAt) add([uploadListCounter]);
  return totals;
}
