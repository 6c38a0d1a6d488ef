import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { consultaRespostaSchema } from './lote-schemas';
import type { ConsultaResposta } from './lote-schemas';

/** The four queries of the query modal (spec 2 §2 "Query modal"; package 30), all POST under the company. */
export type ConsultaEsocial =
  | { tipo: 'protocolo'; empresa: string; body: { protocolo: string } }
  | { tipo: 'recibo'; empresa: string; body: { recibo: string } }
  | { tipo: 'empresa'; empresa: string; body: { layout: string; periodo: string } }
  | { tipo: 'funcionario'; empresa: string; funcionario: string; body: { data_inicio: string; data_fim: string } };

/** Sends a query; the answer carries the web service's `<eSocial>` XML for the viewer. */
export function consultarEsocial(tenant: string | undefined, consulta: ConsultaEsocial): Promise<ConsultaResposta> {
  const options = { tenant, body: consulta.body, params: { empresa: consulta.empresa } };
  switch (consulta.tipo) {
    case 'protocolo':
      return api.send('esocialConsultaProtocolo', consultaRespostaSchema, options);
    case 'recibo':
      return api.send('esocialConsultaRecibo', consultaRespostaSchema, options);
    case 'empresa':
      return api.send('esocialConsultaEventosEmpresa', consultaRespostaSchema, options);
    case 'funcionario':
      return api.send('esocialConsultaEventosFuncionario', consultaRespostaSchema, {
        ...options,
        params: { empresa: consulta.empresa, funcionario: consulta.funcionario },
      });
  }
}

export function useConsultarEsocial(tenant: string | undefined) {
  return useMutation({ mutationFn: (consulta: ConsultaEsocial) => consultarEsocial(tenant, consulta) });
}
