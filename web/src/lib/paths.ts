/*
 * The paths of the screens features link to, relative to the area's base ('/{tenant}'), in react-router syntax.
 * The route tables (app/routes) mount these same constants, so a feature links to a screen without importing the
 * app layer (STYLE: imports flow shared → features → app).
 */

/** Paths every per-tenant area has (spec 1 §2). */
export const tenantPaths = {
  consultas: 'consultas',
  consultaEditar: 'consultas/editar/:consulta',
  meuCadastro: 'meu-cadastro',
} as const;

/** Company-area paths (spec 1 §2, "Company area only"). */
export const empresaPaths = {
  ...tenantPaths,
  consultaNova: 'consultas/cadastrar/:funcionario?',
  funcionarios: 'funcionarios',
  funcionarioEditar: 'funcionarios/editar/:id',
  funcionarioNovo: 'funcionarios/cadastrar',
  liberacao: 'liberacao',
  esocialEventos: 'esocial/gerar-xml',
  esocialAvulso: 'esocial/gerar-xml-avulso',
  esocialLotes: 'esocial/gerar-lote/:lote?',
  esocialCertificado: 'esocial/certificado',
  /** The consultation actions screen of a definitive consultation (id_con). */
  consultaAcoes: 'consultas/consulta/:consulta',
  aproveitamentos: 'consulta/aproveitamento',
  aproveitamentoEditar: 'consulta/aproveitamento/editar/:consulta',
  aproveitamentoNovo: 'consultas/aproveitamento/cadastrar/:funcionario?',
} as const;

/** Back-office (web area) paths features link to; the web area's base is '/'. */
export const webPaths = {
  asoLiberacao: 'consultas/liberacao',
  asoUploadPaginas: 'consultas/upload/:id',
  contasEmail: 'config/conta-email',
  /** Where the OAuth2 callback page goes back to (spec 2 §2). */
  contasEmailRetorno: 'conta-email',
  oauth2Iniciar: 'conta-email/oauth2/iniciar',
  oauth2Callback: 'oauth2/callback',
  emailLog: 'log/email/:pointType',
  esocialEventos: 'esocial',
  esocialAvulso: 'esocial/avulso',
  esocialLotes: 'esocial/lotes/:lote?',
  esocialCertificados: 'esocial/certificados',
  esocialConfiguracao: 'esocial/configuracao',
  esocialArquivoPublico: 'util/esocial/arquivo/:link',
  cat: 'cat',
  consultasExternas: 'consultas/externas',
  /** The consultation actions screen of a definitive consultation (id_con). */
  consultaAcoes: 'consultas/consulta/:consulta',
  // Configurações (issue 14): each registry's list, create and edit routes (crud() in app/routes/web.ts)
  exames: 'config/exames',
  exameNovo: 'config/exames/cadastrar',
  exameEditar: 'config/exames/editar/:id',
  funcoes: 'config/funcoes',
  funcaoNovo: 'config/funcoes/cadastrar',
  funcaoEditar: 'config/funcoes/editar/:id',
  medicos: 'config/medicos',
  medicoNovo: 'config/medicos/cadastrar',
  medicoEditar: 'config/medicos/editar/:id',
  // Credenciadas (issue 14): the clinics and their price tables; the counter tables of every clinic
  credenciadas: 'credenciadas',
  credenciadaNovo: 'credenciadas/cadastrar',
  credenciadaEditar: 'credenciadas/editar/:id',
  tabelaBalcao: 'empresa/tabela-balcao',
  profissionais: 'config/profissionais',
  profissionalNovo: 'config/profissionais/cadastrar',
  profissionalEditar: 'config/profissionais/editar/:id',
  parceiros: 'config/parceiros',
  parceiroNovo: 'config/parceiros/cadastrar',
  parceiroEditar: 'config/parceiros/editar/:id',
  riscos: 'config/riscos',
  riscoNovo: 'config/riscos/cadastrar',
  riscoEditar: 'config/riscos/editar/:id',
  // Usuários (issue 14): the web area's operators
  usuarios: 'usuarios',
  usuarioNovo: 'usuarios/cadastrar',
  usuarioEditar: 'usuarios/editar/:id',
  // Empresas (issue 14): the client company record
  empresas: 'empresas',
  empresaNova: 'empresas/cadastrar',
  empresaEditar: 'empresas/editar/:id',
  // LTCAT catalogues (issue 15)
  // LTCAT, the record (issue 15)
  ltcats: 'ltcat',
  ltcatNovo: 'ltcat/cadastrar',
  ltcatEditar: 'ltcat/editar/:id',
  ltcatModelo: 'ltcat/modelo',
  ltcatEpis: 'ltcat/epi',
  ltcatConfiguracao: 'ltcat/configuracao',
  // LTCAT › Tabelas Dinâmicas (issue 15)
  tabelasDinamicas: 'ltcat/tabela-dinamica',
  tabelaDinamicaNova: 'ltcat/tabela-dinamica/cadastrar',
  tabelaDinamicaEditar: 'ltcat/tabela-dinamica/editar/:id',
  // LTCAT › Fatores de Risco and Laboratórios (issue 15)
  fatoresRisco: 'ltcat/fator-risco',
  fatorRiscoNovo: 'ltcat/fator-risco/cadastrar',
  fatorRiscoEditar: 'ltcat/fator-risco/editar/:id',
  laboratorios: 'ltcat/laboratorio',
  laboratorioNovo: 'ltcat/laboratorio/cadastrar',
  laboratorioEditar: 'ltcat/laboratorio/editar/:id',
} as const;

/**
 * The path of a route with its parameters filled in, relative to the area's base (no leading slash). A missing
 * optional parameter drops its segment; a missing required one is an error.
 *
 * @example fillPath('consultas/cadastrar/:funcionario?', {}) // 'consultas/cadastrar'
 */
export function fillPath(path: string, params: Readonly<Record<string, string | number | undefined>> = {}): string {
  return path
    .split('/')
    .flatMap((segment) => {
      const parameter = /^:(\w+)(\?)?$/.exec(segment);
      if (!parameter) return [segment];
      const [, name = '', optional] = parameter;
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) return [];
        throw new Error(`missing route parameter ${name}`);
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
}

/**
 * The absolute path of a screen of a per-tenant area.
 *
 * @example tenantUrl('demo', empresaPaths.consultaEditar, { consulta: 'X1' }) // '/demo/consultas/editar/X1'
 */
export function tenantUrl(
  tenant: string | undefined,
  path: string,
  params: Readonly<Record<string, string | number | undefined>> = {},
): string {
  if (!tenant) throw new Error('a per-tenant screen needs the tenant of the URL');
  return `/${encodeURIComponent(tenant)}/${fillPath(path, params)}`;
}
