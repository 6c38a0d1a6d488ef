import { webPaths } from '../../lib/paths';
import { crud, page, sessionRoutes } from './route-table';
import type { AreaRoute } from './route-table';

/*
 * The web (back-office) area (spec 3 §2.2). Names follow spec 3 §2.1 (ltcat, ltcat.cadastrar, ltcat.editar,
 * ltcat.risco.*, ltcat.laboratorio.*, ltcat.tabela.*) prefixed with the area as spec 1 §2 asks; the routes the
 * spec does not name are named after their paths the same way.
 */
export const webRoutes: readonly AreaRoute[] = [
  ...sessionRoutes('web', []),
  { name: 'web.home', path: 'home', alsoAt: [''], auth: true, title: 'Início', screen: 'home' },
  page('web.conta-email.oauth2.iniciar', webPaths.oauth2Iniciar, 'Conta de E-mail - Autorização', { screen: 'oauth2-iniciar' }),
  page('web.oauth2.callback', webPaths.oauth2Callback, 'Conta de E-mail - Retorno da Autorização', {
    screen: 'oauth2-callback',
  }),
  page('web.contador', 'contador/:emp/:id', 'Contador', { auth: false }),
  ...crud('web.empresa', webPaths.empresas, 'Empresas', 'Empresa', { list: 'empresas', form: 'empresa-form' }),
  page('web.empresa.tabela-balcao', webPaths.tabelaBalcao, 'Tabela Balcão', { screen: 'tabela-balcao' }),
  page('web.consulta.liberacao', webPaths.asoLiberacao, 'Liberação de ASO', { screen: 'aso-liberacao' }),
  page('web.consulta.upload.pagina', webPaths.asoUploadPaginas, 'Páginas do Upload', { screen: 'aso-upload-paginas' }),
  page('web.consulta.externa', webPaths.consultasExternas, 'Consultas Externas', { screen: 'web-consultas-externas' }),
  page('web.consulta.edt', webPaths.consultaAcoes, 'Consulta', { screen: 'consulta-acoes' }),
  page('web.consulta.aproveitamento', 'consultas/aproveitamento', 'Aproveitamento de Exames'),
  ...crud('web.credenciada', webPaths.credenciadas, 'Credenciadas', 'Credenciada', { list: 'credenciadas', form: 'credenciada-form' }),
  page('web.financeiro.boleto.bradesco', 'financeiro/boleto/bradesco', 'Boletos Bradesco'),
  page('web.financeiro.boleto.inter', 'financeiro/boleto/inter', 'Boletos Inter'),
  page('web.cat', webPaths.cat, 'CAT', { screen: 'esocial-cat' }),
  page('web.cat.modelo', 'cat/modelo', 'Modelos de CAT'),
  page('web.pcmso.vencido', 'pcmso/vencido', 'PCMSO Vencidos'),
  ...crud('web.pcmso.disparador', 'pcmso/disparador', 'Disparador de PCMSO', 'Disparo de PCMSO'),
  page('web.pcmso.config', 'pcmso/config', 'Configuração do PCMSO'),
  page('web.ppra.vencido', 'ppra/vencido', 'PPRA Vencidos'),
  ...crud('web.ppra.disparador', 'ppra/disparador', 'Disparador de PPRA', 'Disparo de PPRA'),
  page('web.ppra.config', 'ppra/config', 'Configuração do PPRA'),
  // Back-office registries (issue 14): list, cadastrar and editar/{id}
  ...crud('web.config.funcoes', webPaths.funcoes, 'Funções', 'Função', { list: 'funcoes', form: 'funcao-form' }),
  ...crud('web.config.exames', webPaths.exames, 'Exames', 'Exame', { list: 'exames', form: 'exame-form' }),
  ...crud('web.config.riscos', webPaths.riscos, 'Riscos', 'Risco', { list: 'riscos', form: 'risco-form' }),
  page('web.config.conta-email', webPaths.contasEmail, 'Contas de E-mail', {
    screen: 'contas-email',
    alsoAt: [webPaths.contasEmailRetorno],
  }),
  page('web.log.email', webPaths.emailLog, 'Log de E-mails', { screen: 'email-log' }),
  page('web.periodico', 'periodicos', 'Periódicos'),
  ...crud('web.periodico.disparador', 'periodicos/disparador', 'Disparador de Periódicos', 'Disparo de Periódicos'),
  page('web.periodico.desativado', 'periodicos/desativados', 'Disparo de Periódicos Desativado'),
  ...crud('web.ltcat', webPaths.ltcats, 'LTCAT', 'LTCAT', { list: 'ltcats', form: 'ltcat-form' }),
  ...crud('web.ltcat.risco', webPaths.fatoresRisco, 'Fatores de Risco', 'Fator de Risco', { list: 'fatores-risco', form: 'fator-risco-form' }),
  page('web.ltcat.modelo', webPaths.ltcatModelo, 'Conteúdos do Modelo de LTCAT', { screen: 'ltcat-modelo' }),
  // The EPI catalogue (issue 15; the spec's table has no path for it)
  page('web.ltcat.epi', webPaths.ltcatEpis, 'EPI', { screen: 'ltcat-epis' }),
  ...crud('web.ltcat.laboratorio', webPaths.laboratorios, 'Laboratórios', 'Laboratório', { list: 'laboratorios', form: 'laboratorio-form' }),
  ...crud('web.ltcat.tabela', webPaths.tabelasDinamicas, 'Tabelas Dinâmicas', 'Tabela Dinâmica', { list: 'tabelas-dinamicas', form: 'tabela-dinamica-form' }),
  page('web.ltcat.configuracao', webPaths.ltcatConfiguracao, 'Configurações do LTCAT', { screen: 'ltcat-configuracao' }),
  ...crud('web.pgr', 'pgr', 'PGR', 'PGR'),
  page('web.relatorio.anual', 'relatorio/anual', 'Relatório Analítico Anual'),
  ...crud('web.config.profissionais', webPaths.profissionais, 'Profissionais', 'Profissional', { list: 'profissionais', form: 'profissional-form' }),
  ...crud('web.config.parceiros', webPaths.parceiros, 'Parceiros', 'Parceiro', { list: 'parceiros', form: 'parceiro-form' }),
  ...crud('web.config.medicos', webPaths.medicos, 'Médicos Examinadores', 'Médico Examinador', { list: 'medicos', form: 'medico-form' }),
  // Usuários (issue 14): the web area's operators; the spec's route table has no path for them
  ...crud('web.usuario', webPaths.usuarios, 'Usuários', 'Usuário', { list: 'usuarios', form: 'usuario-form' }),
  page('web.log.tarefa', 'log/tarefa', 'Log de Tarefas'),
  page('web.esocial', webPaths.esocialEventos, 'eSocial', { screen: 'esocial-eventos' }),
  page('web.esocial.avulso', webPaths.esocialAvulso, 'eSocial - Eventos Avulsos', { screen: 'esocial-avulso' }),
  page('web.esocial.lotes', webPaths.esocialLotes, 'eSocial - Lotes', { screen: 'esocial-lotes' }),
  page('web.esocial.certificados', webPaths.esocialCertificados, 'eSocial - Certificados', {
    screen: 'esocial-certificados',
  }),
  page('web.esocial.configuracao', webPaths.esocialConfiguracao, 'eSocial - Configuração', {
    screen: 'esocial-configuracao',
  }),
  page('web.esocial.arquivo', webPaths.esocialArquivoPublico, 'eSocial - Download de Arquivo', {
    auth: false,
    screen: 'esocial-arquivo-publico',
  }),
];
