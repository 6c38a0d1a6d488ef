import { consultaExameSchema } from '@ocupacional/shared';
import type { ConsultaExame } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { consultaParams, routeIdOf } from '../utils/area-routes';
import type { AtendimentoArea } from '../utils/area-routes';
import { atendimentoKey } from './query-keys';

/** GET consulta/exame/{id_con} (clinic) or empresa/consulta/exame/{idcon}: the definitive consultation's exams. */
export function getConsultaExames(area: AtendimentoArea, idCon: number, signal?: AbortSignal): Promise<ConsultaExame[]> {
  return api.get(routeIdOf(area, 'exames'), z.array(consultaExameSchema), { signal, params: consultaParams(area, idCon) });
}

export function getConsultaExamesQueryOptions(area: AtendimentoArea, idCon: number) {
  return queryOptions({
    queryKey: [atendimentoKey, 'exames', area, idCon],
    queryFn: ({ signal }) => getConsultaExames(area, idCon, signal),
  });
}

export function useConsultaExames(area: AtendimentoArea, idCon: number) {
  return useQuery(getConsultaExamesQueryOptions(area, idCon));
}
