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
  page('empresa.liberacao', 'liberacao', 'Liberação de ASO'),
  page('empresa.funcionario', empresaPaths.funcionarios, 'Funcionários', { screen: 'funcionarios' }),
  page('empresa.funcionario.edt', empresaPaths.funcionarioEditar, 'Editar Funcionário', { screen: 'funcionario-form' }),
  page('empresa.funcionario.cad', empresaPaths.funcionarioNovo, 'Cadastrar Funcionário', { screen: 'funcionario-form' }),
  page('empresa.periodico', 'periodicos', 'Periódicos'),
  page('empresa.consulta.aproveitamento', 'consulta/aproveitamento', 'Aproveitamento de Exames'),
  page('empresa.consulta.aproveitamento.edt', 'consulta/aproveitamento/editar/:consulta', 'Editar Aproveitamento'),
  page(
    'empresa.consulta.aproveitamento.cad',
    'consultas/aproveitamento/cadastrar/:funcionario?',
    'Cadastrar Aproveitamento',
  ),
  page('empresa.esocial.gerar-xml', 'esocial/gerar-xml', 'eSocial - Gerar XML'),
  page('empresa.esocial.gerar-xml-avulso', 'esocial/gerar-xml-avulso', 'eSocial - Gerar XML Avulso'),
  page('empresa.esocial.gerar-lote', 'esocial/gerar-lote/:lote?', 'eSocial - Gerar Lote'),
  page('empresa.esocial.certificado', 'esocial/certificado', 'eSocial - Certificado'),
];
