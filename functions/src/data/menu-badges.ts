import { addDays, todayInSaoPaulo } from '@ocupacional/shared';
import { countedLists, windowTotal } from './consulta-counters';
import { listCounter } from './list-counters';

/*
 * The red badge counts of the menu (spec 1 §2 "Main layout"): what needs the user's attention now, read from the
 * counters the status changes keep (data/consulta-counters.ts), never from the consultations themselves (issue 17).
 * - credenciada · Consultas: consultations scheduled for today still waiting for attendance (status 54): one
 *   counter, the clinic's day;
 * - empresa · Consultas: consultations of the last 60 days whose registration failed (status 195): the company's
 *   day and ten-day-block counters over the window, one BatchGet.
 */

export interface BadgeScope {
  readonly tenant: string;
  readonly pointType: string;
  readonly pointId: string | undefined;
}

export async function menuBadges(scope: BadgeScope, now = new Date()): Promise<Record<string, number>> {
  if (!scope.pointId) return {};
  const today = todayInSaoPaulo(now);
  if (scope.pointType === 'credenciada') {
    return { consultas: await windowTotal(scope.tenant, [[listCounter(countedLists.agendadas, scope.pointId), today, today]]) };
  }
  if (scope.pointType === 'empresa') {
    return { consultas: await windowTotal(scope.tenant, [[listCounter(countedLists.erroCadastro, scope.pointId), addDays(today, -60), today]]) };
  }
  return {};
}
