import type { ApiRoute } from '../api-routes';

/*
 * The consultation lifecycle's API routes (spec 1 §2–§9; docs/api/atendimento.md), bounded context 'atendimento':
 * what happens to a consultation after the company orders it. The clinic (credenciada) starts attendance, which
 * generates the definitive consultation (id_con), fills the FEMO, releases the ASO or cancels; the back office
 * (web) and the company do the same from the consultation actions screen (empresa/consulta/…); the back office
 * lists every company's external consultations, generates the definitive one and changes its PCMSO revision;
 * the partner (parceiro) marks the exams assigned to it done. Every key comes from the session's point: a clinic
 * sees only its consultations, a company only its own, a partner only the exams assigned to it.
 */

/** Permission 559: edit external consultations and generate the definitive one (spec 1 §6). */
const editarConsultaExterna = 559;

/** Release attachments (arquivo_aso, arquivo_femo, arquivo_exame) go straight to S3; the form carries upload ids. */
const fn = 'atendimento' as const;

const credenciada = { tenant: true, fn, auth: true, areas: ['credenciada'] } as const;
const empresa = { tenant: true, fn, auth: true, areas: ['empresa'] } as const;
const parceiro = { tenant: true, fn, auth: true, areas: ['parceiro'] } as const;
const web = { tenant: false, fn, auth: true, areas: ['web'] } as const;

/** The clinic area's calls (spec 1 §7), on the definitive consultation (id_con) once attendance started. */
export const credenciadaRoutes = [
  // Start attendance: generates the definitive consultation from the external one (status 54 only).
  { ...credenciada, id: 'credenciadaGerar', method: 'GET', path: '/consulta/externa/{id}/gerar', changesState: true },
  { ...credenciada, id: 'credenciadaConsulta', method: 'GET', path: '/consulta/{id_con}' },
  { ...credenciada, id: 'credenciadaExames', method: 'GET', path: '/consulta/exame/{id_con}' },
  { ...credenciada, id: 'credenciadaFemo', method: 'GET', path: '/consulta/femo/{id_con}' },
  { ...credenciada, id: 'credenciadaFemoSalvar', method: 'POST', path: '/consulta/femo/{id_con}/editar' },
  { ...credenciada, id: 'credenciadaFemoPdf', method: 'GET', path: '/consulta/femo/{hash}/gerar', tokenInQuery: true },
  { ...credenciada, id: 'credenciadaArquivoUpload', method: 'POST', path: '/consulta/liberacao/{id_con}/arquivo' },
  { ...credenciada, id: 'credenciadaLiberacoes', method: 'GET', path: '/consulta/liberacao/{id_con}' },
  { ...credenciada, id: 'credenciadaLiberar', method: 'POST', path: '/consulta/liberacao/{id_con}/cadastrar' },
  { ...credenciada, id: 'credenciadaCancelar', method: 'POST', path: '/consulta/liberacao/{id_con}/cancelar' },
] as const satisfies readonly ApiRoute[];

/**
 * The consultation page and actions screen of the back office and the company (spec 1 §2 "Consultation actions
 * screen", §7 empresa/consulta/…): each call twice, the company's under /{tenant} and the web twin `web.<id>`
 * without it, served by one handler that scopes by the session's area (a company sees only its consultations).
 */
const actions = [
  { id: 'acoesConsulta', method: 'GET', path: '/empresa/consulta/{idcon}' },
  { id: 'acoesConsultaExames', method: 'GET', path: '/empresa/consulta/exame/{idcon}' },
  { id: 'acoesLiberacoes', method: 'GET', path: '/empresa/consulta/liberacao/{idcon}' },
  { id: 'acoesArquivoUpload', method: 'POST', path: '/empresa/consulta/liberacao/{idcon}/arquivo' },
  { id: 'acoesLiberar', method: 'POST', path: '/empresa/consulta/liberacao/{idcon}/cadastrar' },
  { id: 'acoesCancelar', method: 'POST', path: '/empresa/consulta/liberacao/{idcon}/cancelar' },
  { id: 'acoesFemoPdf', method: 'GET', path: '/empresa/consulta/femo/{hash}/gerar', tokenInQuery: true },
] as const;

export const consultaActionsRoutes = [
  ...actions.map((route) => ({ ...empresa, ...route })),
  ...actions.map((route) => ({ ...web, ...route, id: `web.${route.id}` as const })),
  // The history modal (spec 1 §7 GET consulta): the employee's consultations, 5 years back for a clinic (its own
  // only) and 10 for a company, to 30 days ahead. One route for both areas: the path is the same.
  { tenant: true, fn, auth: true, areas: ['empresa', 'credenciada'], id: 'historicoConsultas', method: 'GET', path: '/consulta' },
] as const satisfies readonly ApiRoute[];

/** The back office's handling of external consultations (spec 1 §2 "Back office", §4, §7). */
export const backOfficeRoutes = [
  { ...web, id: 'webConsultasExternas', method: 'GET', path: '/empresa/consulta/externa' },
  { ...web, id: 'webConsultaExterna', method: 'GET', path: '/empresa/consulta/externa/{id}' },
  {
    ...web,
    id: 'webConsultaExternaGerar',
    method: 'GET',
    path: '/empresa/consulta/externa/{id}/gerar',
    permission: editarConsultaExterna,
    changesState: true,
  },
  {
    ...web,
    id: 'webConsultaExternaAlterar',
    method: 'POST',
    path: '/empresa/consulta/externa/{id}/alterar',
    permission: editarConsultaExterna,
  },
  // The 'alterar PCMSO' modal's lookups, in sequence: front → GHE → function → price table.
  { ...web, id: 'webPcmsoFdts', method: 'GET', path: '/pcmso/fdt/{empresa}' },
  { ...web, id: 'webPcmsoGhes', method: 'GET', path: '/pcmso/ghe/{empresa}' },
  { ...web, id: 'webPcmsoGheFuncoes', method: 'GET', path: '/pcmso/ghe/funcao/{ghe}/{empresa}' },
  { ...web, id: 'webTabelasPreco', method: 'GET', path: '/tabela-preco/{empresa}/{fdt}' },
  // The provider filter's clinics. GET credenciada is the Credenciadas registry's list (issue 14, routes/credenciadas.ts).
  { ...web, id: 'webCredenciadas', method: 'GET', path: '/empresa/consulta/externa/credenciada' },
] as const satisfies readonly ApiRoute[];

/** The partner area: the exams assigned to the partner (id_par), marked done with the result file. */
export const parceiroRoutes = [
  { ...parceiro, id: 'parceiroExames', method: 'GET', path: '/parceiro/exame' },
  { ...parceiro, id: 'parceiroExame', method: 'GET', path: '/parceiro/exame/{id}' },
  { ...parceiro, id: 'parceiroArquivoUpload', method: 'POST', path: '/parceiro/exame/{id}/arquivo' },
  { ...parceiro, id: 'parceiroExameRealizar', method: 'POST', path: '/parceiro/exame/{id}/realizar' },
  { ...parceiro, id: 'parceiroArquivo', method: 'GET', path: '/parceiro/exame/{id}/arquivo', tokenInQuery: true },
] as const satisfies readonly ApiRoute[];

/**
 * Exam reuse (spec 1 §2 "Company area only": consulta/aproveitamento…): the company orders a consultation that
 * reuses exams still valid from another one (id_con_rea) or shows them as demonstrative (id_con_dem).
 */
export const aproveitamentoRoutes = [
  { ...empresa, id: 'aproveitamentos', method: 'GET', path: '/consulta/aproveitamento' },
  { ...empresa, id: 'aproveitamentoExames', method: 'GET', path: '/consulta/aproveitamento/exame/{funcionario}' },
  { ...empresa, id: 'aproveitamento', method: 'GET', path: '/consulta/aproveitamento/{consulta}' },
  { ...empresa, id: 'aproveitamentoCadastrar', method: 'PUT', path: '/consulta/aproveitamento/cadastrar', permission: editarConsultaExterna },
  { ...empresa, id: 'aproveitamentoEditar', method: 'POST', path: '/consulta/aproveitamento/{consulta}/editar', permission: editarConsultaExterna },
] as const satisfies readonly ApiRoute[];

export const atendimentoRoutes = [
  ...credenciadaRoutes,
  ...consultaActionsRoutes,
  ...backOfficeRoutes,
  ...parceiroRoutes,
  ...aproveitamentoRoutes,
] as const satisfies readonly ApiRoute[];
