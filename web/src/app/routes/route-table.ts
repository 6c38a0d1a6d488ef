/*
 * Route tables as data (spec 1 §2, spec 3 §2.2): each area lists its routes with the spec's names, paths relative
 * to the area's base ('/{tenant}' in the per-tenant areas, '/' in web), the authentication flag and the title the
 * page shell shows. app/routes/build-routes.tsx turns a table into the router's routes; this file stays free of
 * React so the tables are tested as plain data.
 */

/** What a route mounts; app/routes/build-routes.tsx maps each to a lazily loaded page. */
export type ScreenId =
  | 'login'
  | 'logout'
  // Password recovery link (issue 12)
  | 'redefinir-senha'
  | 'home'
  | 'privacy'
  | 'em-construcao'
  | 'consultas-externas'
  | 'consulta-externa-nova'
  | 'consulta-externa-editar'
  | 'funcionarios'
  | 'funcionario-form'
  | 'meu-cadastro'
  // ASO documents (issue 5)
  | 'aso-liberacao'
  | 'aso-upload-paginas'
  | 'empresa-aso-liberacao'
  // Mail (issue 7)
  | 'contas-email'
  | 'oauth2-iniciar'
  | 'oauth2-callback'
  | 'email-log'
  // eSocial (issue 6)
  | 'esocial-eventos'
  | 'esocial-avulso'
  | 'esocial-cat'
  | 'esocial-lotes'
  | 'esocial-certificados'
  | 'esocial-configuracao'
  | 'esocial-arquivo-publico'
  // Consultation lifecycle (issue 11)
  | 'credenciada-consultas'
  | 'credenciada-consulta'
  | 'web-consultas-externas'
  | 'consulta-acoes'
  | 'parceiro-exames'
  | 'parceiro-exame'
  | 'aproveitamentos'
  | 'aproveitamento-form'
  // Back-office registries (issue 14)
  | 'exames'
  | 'exame-form'
  | 'funcoes'
  | 'funcao-form'
  | 'medicos'
  | 'medico-form'
  | 'credenciadas'
  | 'credenciada-form'
  | 'tabela-balcao'
  // Configurações › Profissionais, Parceiros, Riscos (issue 14)
  | 'profissionais'
  | 'profissional-form'
  | 'parceiros'
  | 'parceiro-form'
  | 'riscos'
  | 'risco-form'
  // Usuários: the web area's operators (issue 14)
  | 'usuarios'
  | 'usuario-form'
  // Empresas, the client company record (issue 14)
  | 'empresas'
  | 'empresa-form'
  // LTCAT catalogues: model contents, EPI, settings (issue 15)
  | 'fatores-risco'
  | 'fator-risco-form'
  | 'laboratorios'
  | 'laboratorio-form'
  | 'ltcat-modelo'
  | 'ltcat-epis'
  | 'ltcat-configuracao'
  // LTCAT › Tabelas Dinâmicas (issue 15)
  | 'tabelas-dinamicas'
  | 'tabela-dinamica-form'
  // LTCAT, the record (issue 15)
  | 'ltcats'
  | 'ltcat-form';

export interface AreaRoute {
  /** The spec's name, '{area}.{screen}', e.g. 'empresa.consulta.edt'. */
  readonly name: string;
  /** Other names of the same route, e.g. '{area}.home' for the tenant areas' consultation list. */
  readonly aliases?: readonly string[];
  /** Relative to the area's base, react-router syntax: ':id' a parameter, ':id?' an optional one, '' the base. */
  readonly path: string;
  /** Further paths that show the same screen (e.g. '/{tenant}' and '/{tenant}/login'). */
  readonly alsoAt?: readonly string[];
  /** Without a session the route redirects to the area's login (spec 1 §6). */
  readonly auth: boolean;
  /** The page title (route meta, spec 3 §2.3). */
  readonly title: string;
  readonly screen: ScreenId;
}

/**
 * A route that needs a session and whose screen is not built yet (it shows 'Em construção').
 *
 * @example page('empresa.funcionario', 'funcionarios', 'Funcionários')
 */
export function page(name: string, path: string, title: string, extra: Partial<AreaRoute> = {}): AreaRoute {
  return { name, path, title, auth: true, screen: 'em-construcao', ...extra };
}

/**
 * A list with its register and edit routes: '{name}', '{name}.cadastrar', '{name}.editar' (parameter id). `screens`
 * names the list's and the form's screens once they are built (else each shows 'Em construção').
 *
 * @example crud('web.config.exames', 'config/exames', 'Exames', 'Exame', { list: 'exames', form: 'exame-form' })
 */
export function crud(
  name: string,
  path: string,
  title: string,
  singular: string,
  screens?: { readonly list: ScreenId; readonly form: ScreenId },
): AreaRoute[] {
  const list = screens ? { screen: screens.list } : {};
  const form = screens ? { screen: screens.form } : {};
  return [
    page(name, path, title, list),
    page(`${name}.cadastrar`, `${path}/cadastrar`, `Cadastrar ${singular}`, form),
    page(`${name}.editar`, `${path}/editar/:id`, `Editar ${singular}`, form),
  ];
}

/**
 * The session and public routes every area has: login, logout, the privacy policy (spec 1 §2, spec 3 §2.2) and the
 * page the password-recovery e-mail links to (issue 12: '{area}.redefinir-senha?token=…').
 */
export function sessionRoutes(area: string, loginAlsoAt: readonly string[]): AreaRoute[] {
  return [
    { name: `${area}.login`, path: 'login', alsoAt: loginAlsoAt, auth: false, title: 'Acesso Restrito', screen: 'login' },
    { name: `${area}.logout`, path: 'logout', auth: false, title: 'Sair', screen: 'logout' },
    { name: `${area}.redefinir-senha`, path: 'redefinir-senha', auth: false, title: 'Redefinir Senha', screen: 'redefinir-senha' },
    {
      name: `${area}.politica-de-privacidade`,
      path: 'politica-de-privacidade',
      auth: false,
      title: 'Política de Privacidade',
      screen: 'privacy',
    },
  ];
}

/** Filling a route's parameters lives with the paths features link to; re-exported for the route tables. */
export { fillPath } from '../../lib/paths';
