import type { CancelamentoFormInput } from '@ocupacional/shared';
import { z } from 'zod';
import { api } from '../../../lib/api';
import type { ActionKey } from '../../../lib/request-key';
import { consultaParams, routeIdOf } from '../utils/area-routes';
import type { AtendimentoArea } from '../utils/area-routes';

/** POST …/liberacao/{id_con}/cancelar (spec 1 §7): obs (≤ 1000) and the user's password; the status goes to 57. */
export async function cancelarConsulta(
  area: AtendimentoArea,
  idCon: number,
  body: CancelamentoFormInput,
  action?: ActionKey,
): Promise<string> {
  const answer = await api.sendForAnswer(routeIdOf(area, 'cancelar'), z.unknown(), {
    params: consultaParams(area, idCon),
    body,
    action,
  });
  return answer.msg;
}
