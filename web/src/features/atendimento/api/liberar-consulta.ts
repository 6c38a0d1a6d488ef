import type { LiberacaoFormInput } from '@ocupacional/shared';
import { z } from 'zod';
import { api } from '../../../lib/api';
import type { ActionKey } from '../../../lib/request-key';
import { consultaParams, routeIdOf } from '../utils/area-routes';
import type { AtendimentoArea } from '../utils/area-routes';

/**
 * POST …/liberacao/{id_con}/cadastrar (docs/api/atendimento-liberacao.md): the release, as JSON with the upload
 * ids of the files already in S3; answers 'Liberação cadastrado com sucesso!'. A 400 carries the field errors.
 */
export async function liberarConsulta(
  area: AtendimentoArea,
  idCon: number,
  body: LiberacaoFormInput,
  action?: ActionKey,
): Promise<string> {
  const answer = await api.sendForAnswer(routeIdOf(area, 'liberar'), z.unknown(), {
    params: consultaParams(area, idCon),
    body,
    action,
  });
  return answer.msg;
}
