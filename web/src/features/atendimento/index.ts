/*
 * The public surface of the attendance feature: the clinic's screens (mounted by app/routes) and the release,
 * cancel and history components the consultation actions screen of the company and the back office reuses
 * (features/consulta-acoes). `area`: 'credenciada' calls the clinic's routes, 'acoes' the company's (empresa area)
 * or the back office's (web area, the HTTP client picks the 'web.' twin).
 */
export { CredenciadaConsultasPage } from './components/credenciada-consultas-page';
export { CredenciadaConsultaPage } from './components/credenciada-consulta-page';
export { ConsultaAlerta } from './components/consulta-alerta';
export { LiberacaoForm } from './components/liberacao-form';
export type { LiberacaoFormProps } from './components/liberacao-form';
export { CancelamentoForm } from './components/cancelamento-form';
export type { CancelamentoFormProps } from './components/cancelamento-form';
export { HistoricoLiberacao } from './components/historico-liberacao';
export { LiberacaoModal } from './components/liberacao-modal';
export type { LiberacaoModalProps } from './components/liberacao-modal';
export { HistoricoConsultasModal, HistoricoConsultasTable } from './components/historico-consultas';
export { FemoTab } from './components/femo-form';
export { useConsulta, getConsultaQueryOptions } from './api/get-consulta';
export { useConsultaExames } from './api/get-consulta-exames';
export { atendimentoKey } from './api/query-keys';
export type { AtendimentoArea } from './utils/area-routes';
export { apiBaseOf, documentUrl } from './utils/document-url';
export { liberacaoRulesArea } from './components/liberacao-form';
