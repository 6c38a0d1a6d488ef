/*
 * The release, cancel and history components serve two places (spec 1 §2): the clinic's consultation page
 * (credenciada area, routes credenciada*) and the consultation actions screen of the company and the back office
 * (routes acoes*; in the web area the HTTP client calls their 'web.' twin). `area` picks the route family; the
 * path parameter is named id_con in one and idcon in the other.
 */

/** Which route family a component calls: the clinic's, or the company's / back office's actions. */
export type AtendimentoArea = 'credenciada' | 'acoes';

const routeIds = {
  credenciada: {
    consulta: 'credenciadaConsulta',
    exames: 'credenciadaExames',
    liberacoes: 'credenciadaLiberacoes',
    arquivo: 'credenciadaArquivoUpload',
    liberar: 'credenciadaLiberar',
    cancelar: 'credenciadaCancelar',
    femoPdf: 'credenciadaFemoPdf',
  },
  acoes: {
    consulta: 'acoesConsulta',
    exames: 'acoesConsultaExames',
    liberacoes: 'acoesLiberacoes',
    arquivo: 'acoesArquivoUpload',
    liberar: 'acoesLiberar',
    cancelar: 'acoesCancelar',
    femoPdf: 'acoesFemoPdf',
  },
} as const;

export type AtendimentoCall = keyof (typeof routeIds)['credenciada'];

/**
 * The route id of a call in an area.
 *
 * @example routeIdOf('acoes', 'liberar') // 'acoesLiberar'
 */
export function routeIdOf<C extends AtendimentoCall>(area: AtendimentoArea, call: C): (typeof routeIds)[AtendimentoArea][C] {
  return routeIds[area][call];
}

/**
 * The path parameters naming the definitive consultation in an area's routes.
 *
 * @example consultaParams('acoes', 1234) // { idcon: 1234 }
 */
export function consultaParams(area: AtendimentoArea, idCon: number | string): Record<string, string | number> {
  return area === 'credenciada' ? { id_con: idCon } : { idcon: idCon };
}
