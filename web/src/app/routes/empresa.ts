import { empresaPaths } from '../../lib/paths';
import { page } from './route-table';
import type { AreaRoute } from './route-table';
import { tenantCommonRoutes } from './tenant-common';

/** The company area (spec 1 §2, "Company area only"); the default page after login is the consultation list. */
export const empresaRoutes: readonly AreaRoute[] = [
  ...tenantCommonRoutes('empresa', {
    consultas: 'consultas-externas',
    consultaEditar: 'consulta-externa-editar',
    meuCadastro: 'meu-cadastro',
  }),
  page('empresa.consulta.cad', empresaPaths.consultaNova, 'Nova Consulta', { screen: 'consulta-externa-nova' }),
  page('empresa.liberacao', empresaPaths.liberacao, 'Liberação de ASO', { screen: 'empresa-aso-liberacao' }),
  page('empresa.funcionario', empresaPaths.funcionarios, 'Funcionários', { screen: 'funcionarios' }),
  page('empresa.funcionario.edt', empresaPaths.funcionarioEditar, 'Editar Funcionário', { screen: 'funcionario-form' }),
  page('empresa.funcionario.cad', empresaPaths.funcionarioNovo, 'Cadastrar Funcionário', { screen: 'funcionario-form' }),
  page('empresa.consulta.acoes', empresaPaths.consultaAcoes, 'Consulta', { screen: 'consulta-acoes' }),
  page('empresa.periodico', 'periodicos', 'Periódicos'),
  page('empresa.consulta.aproveitamento', empresaPaths.aproveitamentos, 'Aproveitamento de Exames', {
    screen: 'aproveitamentos',
  }),
  page('empresa.consulta.aproveitamento.edt', empresaPaths.aproveitamentoEditar, 'Editar Aproveitamento', {
    screen: 'aproveitamento-form',
  }),
  page('empresa.consulta.aproveitamento.cad', empresaPaths.aproveitamentoNovo, 'Cadastrar Aproveitamento', {
    screen: 'aproveitamento-form',
  }),
  page('empresa.esocial.gerar-xml', empresaPaths.esocialEventos, 'eSocial - Gerar XML', { screen: 'esocial-eventos' }),
  page('empresa.esocial.gerar-xml-avulso', empresaPaths.esocialAvulso, 'eSocial - Gerar XML Avulso', {
    screen: 'esocial-avulso',
  }),
  page('empresa.esocial.gerar-lote', empresaPaths.esocialLotes, 'eSocial - Gerar Lote', { screen: 'esocial-lotes' }),
  page('empresa.esocial.certificado', empresaPaths.esocialCertificado, 'eSocial - Certificado', {
    screen: 'esocial-certificados',
  }),
];
