import { addDays, consultaStatus, todayInSaoPaulo } from '@ocupacional/shared';
import { consultasExternas } from './entities/consulta-externa';

/*
 * The red badge counts of the menu (spec 1 §2 "Main layout"): what needs the user's attention now, each one Query
 * on an index of the user's own company or clinic.
 * - credenciada · Consultas: consultations scheduled for today still waiting for attendance (status 54);
 * - empresa · Consultas: consultations of the last 60 days whose registration failed (status 195).
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
    const { data } = await consultasExternas()
      .query.byCredenciada({ tenant: scope.tenant, credenciadaId: scope.pointId })
      .begins({ dataAge: today })
      .where(({ tipoStatus, deletedAt }, { eq, notExists }) => `${eq(tipoStatus, consultaStatus.agendada as number)} AND ${notExists(deletedAt)}`)
      .go({ pages: 'all', attributes: ['id'] });
    return { consultas: data.length };
  }
  if (scope.pointType === 'empresa') {
    const { data } = await consultasExternas()
      .query.byEmpresa({ tenant: scope.tenant, empresaId: scope.pointId })
      .gte({ createdAt: `${addDays(today, -60)}T00:00:00` })
      .where(({ tipoStatus, deletedAt }, { eq, notExists }) => `${eq(tipoStatus, consultaStatus.erroCadastro as number)} AND ${notExists(deletedAt)}`)
      .go({ pages: 'all', attributes: ['id'] });
    return { consultas: data.length };
  }
  return {};
}
