import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../../ui/page-loader';
import type { Area } from '../../lib/area';
import { ErrorPage } from '../pages/error-page';
import { NotFoundPage } from '../pages/not-found-page';
import { requireSession, skipLoginWithSession, warmHome, warmScreen } from './loaders';
import type { AreaRoute, ScreenId } from './route-table';
import { routeTree } from './route-tree';

type Lazy = NonNullable<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>;

/** Each screen's page, loaded when first shown (STYLE: routes load lazily). */
const screens: Record<ScreenId, Lazy> = {
  login: async () => ({ Component: (await import('../pages/login-page')).LoginPage }),
  logout: async () => ({ Component: (await import('../pages/logout-page')).LogoutPage }),
  'redefinir-senha': async () => ({ Component: (await import('../pages/reset-password-page')).ResetPasswordPage }),
  home: async () => ({ Component: (await import('../pages/home-page')).HomePage }),
  privacy: async () => ({ Component: (await import('../pages/privacy-policy-page')).PrivacyPolicyPage }),
  'em-construcao': async () => ({ Component: (await import('../pages/under-construction-page')).UnderConstructionPage }),
  'consultas-externas': async () => ({
    Component: (await import('../../features/consultas-externas/components/consultas-page')).ConsultasPage,
  }),
  'consulta-externa-nova': async () => ({
    Component: (await import('../../features/consultas-externas/components/consulta-nova-page')).ConsultaNovaPage,
  }),
  'consulta-externa-editar': async () => ({
    Component: (await import('../../features/consultas-externas/components/consulta-editar-page')).ConsultaEditarPage,
  }),
  funcionarios: async () => ({
    Component: (await import('../../features/funcionarios/components/funcionarios-page')).FuncionariosPage,
  }),
  'funcionario-form': async () => ({
    Component: (await import('../../features/funcionarios/components/funcionario-form-page')).FuncionarioFormPage,
  }),
  'meu-cadastro': async () => ({
    Component: (await import('../../features/meu-cadastro/components/meu-cadastro-page')).MeuCadastroPage,
  }),
  'aso-liberacao': async () => ({ Component: (await import('../../features/aso-upload/components/aso-list-page')).AsoListPage }),
  'aso-upload-paginas': async () => ({ Component: (await import('../../features/aso-upload/components/upload-pages-page')).UploadPagesPage }),
  'empresa-aso-liberacao': async () => ({ Component: (await import('../../features/aso-upload/components/company-release-page')).CompanyReleasePage }),
  'contas-email': async () => ({ Component: (await import('../../features/mail/components/contas-email-page')).ContasEmailPage }),
  'oauth2-iniciar': async () => ({ Component: (await import('../../features/mail/components/oauth2-start-page')).OAuth2StartPage }),
  'oauth2-callback': async () => ({ Component: (await import('../../features/mail/components/oauth2-callback-page')).OAuth2CallbackPage }),
  'email-log': async () => ({ Component: (await import('../../features/mail/components/email-log-page')).EmailLogPage }),
  'esocial-eventos': async () => ({ Component: (await import('../../features/esocial/components/eventos-page')).EventosPage }),
  'esocial-avulso': async () => ({ Component: (await import('../../features/esocial/components/avulso-page')).AvulsoPage }),
  'esocial-cat': async () => ({ Component: (await import('../../features/esocial/components/cat-page')).CatPage }),
  'esocial-lotes': async () => ({ Component: (await import('../../features/esocial-lotes/components/lotes-page')).LotesPage }),
  'esocial-certificados': async () => ({ Component: (await import('../../features/certificados/components/certificados-page')).CertificadosPage }),
  'esocial-configuracao': async () => ({ Component: (await import('../../features/esocial-lotes/components/configuracao-page')).ConfiguracaoPage }),
  'esocial-arquivo-publico': async () => ({ Component: (await import('../../features/esocial-lotes/components/arquivo-publico-page')).ArquivoPublicoPage }),
  'credenciada-consultas': async () => ({ Component: (await import('../../features/atendimento/components/credenciada-consultas-page')).CredenciadaConsultasPage }),
  'credenciada-consulta': async () => ({ Component: (await import('../../features/atendimento/components/credenciada-consulta-page')).CredenciadaConsultaPage }),
  'web-consultas-externas': async () => ({ Component: (await import('../../features/back-office-consultas/components/consultas-externas-page')).WebConsultasExternasPage }),
  'consulta-acoes': async () => ({ Component: (await import('../../features/consulta-acoes/components/consulta-acoes-page')).ConsultaAcoesPage }),
  'parceiro-exames': async () => ({ Component: (await import('../../features/parceiro/components/parceiro-exames-page')).ParceiroExamesPage }),
  'parceiro-exame': async () => ({ Component: (await import('../../features/parceiro/components/parceiro-exame-page')).ParceiroExamePage }),
  'aproveitamentos': async () => ({ Component: (await import('../../features/aproveitamento/components/aproveitamentos-page')).AproveitamentosPage }),
  'aproveitamento-form': async () => ({ Component: (await import('../../features/aproveitamento/components/aproveitamento-form-page')).AproveitamentoFormPage }),
  exames: async () => ({ Component: (await import('../../features/cadastros/components/exames-page')).ExamesPage }),
  'exame-form': async () => ({ Component: (await import('../../features/cadastros/components/exame-form-page')).ExameFormPage }),
  funcoes: async () => ({ Component: (await import('../../features/cadastros/components/funcoes-page')).FuncoesPage }),
  'funcao-form': async () => ({ Component: (await import('../../features/cadastros/components/funcao-form-page')).FuncaoFormPage }),
  'tabelas-dinamicas': async () => ({ Component: (await import('../../features/ltcat-tabelas/components/tabelas-dinamicas-page')).TabelasDinamicasPage }),
  'tabela-dinamica-form': async () => ({ Component: (await import('../../features/ltcat-tabelas/components/tabela-dinamica-form-page')).TabelaDinamicaFormPage }),
  ltcats: async () => ({ Component: (await import('../../features/ltcat/components/ltcats-page')).LtcatsPage }),
  'ltcat-form': async () => ({ Component: (await import('../../features/ltcat/components/ltcat-form-page')).LtcatFormPage }),
  'fatores-risco': async () => ({ Component: (await import('../../features/ltcat-catalogos/components/fatores-risco-page')).FatoresRiscoPage }),
  'fator-risco-form': async () => ({ Component: (await import('../../features/ltcat-catalogos/components/fator-risco-form-page')).FatorRiscoFormPage }),
  laboratorios: async () => ({ Component: (await import('../../features/ltcat-catalogos/components/laboratorios-page')).LaboratoriosPage }),
  'laboratorio-form': async () => ({ Component: (await import('../../features/ltcat-catalogos/components/laboratorio-form-page')).LaboratorioFormPage }),
  'ltcat-modelo': async () => ({ Component: (await import('../../features/ltcat-conteudos/components/ltcat-modelo-page')).LtcatModeloPage }),
  'ltcat-epis': async () => ({ Component: (await import('../../features/ltcat-conteudos/components/epis-page')).EpisPage }),
  'ltcat-configuracao': async () => ({ Component: (await import('../../features/ltcat-conteudos/components/ltcat-configuracao-page')).LtcatConfiguracaoPage }),
  medicos: async () => ({ Component: (await import('../../features/cadastros/components/medicos-page')).MedicosPage }),
  'medico-form': async () => ({ Component: (await import('../../features/cadastros/components/medico-form-page')).MedicoFormPage }),
  credenciadas: async () => ({ Component: (await import('../../features/credenciadas/components/credenciadas-page')).CredenciadasPage }),
  'credenciada-form': async () => ({ Component: (await import('../../features/credenciadas/components/credenciada-form-page')).CredenciadaFormPage }),
  'tabela-balcao': async () => ({ Component: (await import('../../features/credenciadas/components/tabela-balcao-page')).TabelaBalcaoPage }),
  profissionais: async () => ({ Component: (await import('../../features/configuracoes/components/profissionais-page')).ProfissionaisPage }),
  'profissional-form': async () => ({ Component: (await import('../../features/configuracoes/components/profissional-form-page')).ProfissionalFormPage }),
  parceiros: async () => ({ Component: (await import('../../features/configuracoes/components/parceiros-page')).ParceirosPage }),
  'parceiro-form': async () => ({ Component: (await import('../../features/configuracoes/components/parceiro-form-page')).ParceiroFormPage }),
  riscos: async () => ({ Component: (await import('../../features/configuracoes/components/riscos-page')).RiscosPage }),
  'risco-form': async () => ({ Component: (await import('../../features/configuracoes/components/risco-form-page')).RiscoFormPage }),
  usuarios: async () => ({ Component: (await import('../../features/usuarios/components/usuarios-page')).UsuariosPage }),
  'usuario-form': async () => ({ Component: (await import('../../features/usuarios/components/usuario-form-page')).UsuarioFormPage }),
  empresas: async () => ({ Component: (await import('../../features/empresas/components/empresas-page')).EmpresasPage }),
  'empresa-form': async () => ({ Component: (await import('../../features/empresas/components/empresa-form-page')).EmpresaFormPage }),
};

/** The router's routes for an area: its table mounted in the route tree with the real pages and loaders. */
export function buildRoutes(area: Area, queryClient: QueryClient): RouteObject[] {
  const loaderOf = (route: AreaRoute) => {
    if (route.screen === 'login') return skipLoginWithSession(area, queryClient);
    if (route.screen === 'home') return warmHome(queryClient);
    return warmScreen(area, route.screen, queryClient);
  };
  return routeTree(area, {
    // The error page and the not-found page are not lazy: they must work when a chunk fails to load.
    root: { ErrorBoundary: ErrorPage, HydrateFallback: PageLoader },
    screen: (route) => ({ lazy: screens[route.screen], loader: loaderOf(route) }),
    layout: {
      loader: requireSession(area, queryClient),
      lazy: async () => ({ Component: (await import('../layouts/main-layout')).MainLayout }),
    },
    tenant: { lazy: async () => ({ Component: (await import('../layouts/tenant-layout')).TenantLayout }) },
    clientNotFound: {
      lazy: async () => ({ Component: (await import('../pages/client-not-found-page')).ClientNotFoundPage }),
    },
    notFound: { Component: NotFoundPage },
  });
}
