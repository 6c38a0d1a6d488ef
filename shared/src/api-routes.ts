/**
 * The API route manifest: every HTTP route of the product, declared once. The CDK stack turns it into HTTP API
 * routes, the local gateway serves it, the functions' routers dispatch on it and the web client builds its URLs
 * from it.
 */

import type { PointType } from './areas';
import { asoUploadRoutes } from './routes/aso-upload';
import { atendimentoRoutes } from './routes/atendimento';
import { cadastroRoutes } from './routes/cadastros';
import { empresaEstruturaRoutes } from './routes/empresa-estrutura';
import { empresaRoutes } from './routes/empresas';
import { credenciadaCadastroRoutes } from './routes/credenciadas';
import { configuracoesRoutes } from './routes/configuracoes';
import { empresaEmailRoutes } from './routes/empresa-emails';
import { esocialRoutes } from './routes/esocial';
import { funcionarioImportacaoRoutes } from './routes/funcionario-importacao';
import { ltcatRoutes } from './routes/ltcat';
import { ltcatCatalogoRoutes } from './routes/ltcat-catalogos';
import { ltcatDocumentoRoutes } from './routes/ltcat-documento';
import { ltcatGheRoutes } from './routes/ltcat-ghe';
import { ltcatConteudoRoutes } from './routes/ltcat-conteudos';
import { ltcatTabelaRoutes } from './routes/ltcat-tabelas';
import { mailRoutes } from './routes/mail';
import { usuarioRoutes } from './routes/usuarios';

/** Every API path starts here; CloudFront sends /sst/api/* to the HTTP API. */
export const apiPrefix = '/sst/api';

/** The Lambda functions that serve API routes, one per bounded context. */
/**
 * The API's bounded contexts, one Lambda each. 'planilha' serves every spreadsheet (Excel exports, the import model
 * and error reports): exceljs and its stream dependencies (~400 KB) stay out of the functions that list and save.
 */
export const apiFunctions = ['platform', 'cadastro', 'consulta', 'esocial', 'aso', 'mail', 'atendimento', 'planilha', 'ltcat'] as const;
export type ApiFunctionId = (typeof apiFunctions)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface ApiRoute {
  /** A stable name for the route, used by the web client and in logs. Web-area twins are named web.<id>. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path after the prefix (and after /{tenant} for tenant routes), with {param} placeholders. */
  readonly path: string;
  /** Whether the path carries the tenant as its first segment (the empresa, credenciada and parceiro areas). */
  readonly tenant: boolean;
  /** The function (bounded context) that serves the route. */
  readonly fn: ApiFunctionId;
  /** Whether a verified session is required. */
  readonly auth: boolean;
  /** The areas whose sessions may call the route; omitted means every area that can reach the path. */
  readonly areas?: readonly PointType[];
  /** Access-module number the user needs (administrators pass). */
  readonly module?: number;
  /** Permission number the user needs (administrators pass). */
  readonly permission?: number;
  /**
   * Only administrators (is_adm, is_sadm) may call it: what no spec permission number grants in the web area
   * (issue 14's registries: docs/decisions.md "Issue 14").
   */
  readonly admin?: boolean;
  /** Package the tenant must have contracted. */
  readonly package?: number;
  /** A delete: a refused permission answers the spec's delete message. */
  readonly deletes?: boolean;
  /** Largest request body accepted, in bytes; larger answers 413 (default {@link defaultMaxBodyBytes}). */
  readonly maxBodyBytes?: number;
  /**
   * Rate-limit bucket: 'login' counts attempts per account (the body's tenant + CNPJ + CPF) and failures per
   * address; 'recovery' (e-mails sent) counts every request per account and per address, with smaller limits.
   */
  readonly rateLimit?: 'login' | 'recovery' | 'default';
  /**
   * A file opened in a new browser tab (spec 1 §7 "Opened in a new tab with a token query"): the session token may
   * also come as `?token=`. Only GET routes that answer a file set it; every other route ignores the query.
   */
  readonly tokenInQuery?: boolean;
  /**
   * A GET that changes state (the spec's 'gerar' calls). With the session cookie it must carry a header only the
   * app's client sends (the request signature or the request key), so a cross-site link or image cannot fire it.
   */
  readonly changesState?: boolean;
}

/** Default body limit: Lambda's synchronous payload is 6 MB; forms never need more than this. */
export const defaultMaxBodyBytes = 1024 * 1024;

type RouteSpec = Omit<ApiRoute, 'tenant'>;

/**
 * A route served to the tenant areas under /{tenant}/… and to the web area without a tenant (spec 1 §7: "and the
 * tenant (not for the web area)"): two API Gateway routes, ids `<id>` and `web.<id>`.
 */
function inEveryArea<const R extends RouteSpec>(
  route: R,
): readonly [R & { readonly tenant: true }, Omit<R, 'id'> & { readonly id: `web.${R['id']}`; readonly tenant: false }] {
  return [
    { ...route, tenant: true },
    { ...route, id: `web.${route.id}`, tenant: false },
  ] as const as never;
}

/** The company portal's routes: tenant paths, a session of the empresa area (spec 1 §2 "Company area only"). */
const empresaArea = { tenant: true, auth: true, areas: ['empresa'] } as const;

export const apiRoutes = [
  { id: 'health', method: 'GET', path: '/health', tenant: false, fn: 'platform', auth: false },
  // Sessions (spec 1 §7)
  ...inEveryArea({ id: 'login', method: 'POST', path: '/login', fn: 'platform', auth: false, rateLimit: 'login' }),
  ...inEveryArea({
    id: 'recuperarSenha',
    method: 'POST',
    path: '/recuperar-senha',
    fn: 'platform',
    auth: false,
    rateLimit: 'recovery',
  }),
  // The link of the recovery e-mail leads to the area's 'redefinir-senha' page, which posts the new password here.
  ...inEveryArea({
    id: 'redefinirSenha',
    method: 'POST',
    path: '/redefinir-senha',
    fn: 'platform',
    auth: false,
    rateLimit: 'login',
  }),
  ...inEveryArea({ id: 'logout', method: 'POST', path: '/usuario/logout', fn: 'platform', auth: true }),
  ...inEveryArea({ id: 'sessao', method: 'GET', path: '/usuario/sessao', fn: 'platform', auth: true }),
  {
    id: 'meuCadastro',
    method: 'GET',
    path: '/meu-cadastro',
    tenant: true,
    fn: 'platform',
    auth: true,
    areas: ['empresa', 'credenciada', 'parceiro'],
  },
  {
    id: 'meuCadastroSalvar',
    method: 'POST',
    path: '/meu-cadastro',
    tenant: true,
    fn: 'platform',
    auth: true,
    areas: ['empresa', 'credenciada', 'parceiro'],
  },
  // The shell (spec 1 §7)
  ...inEveryArea({ id: 'config', method: 'GET', path: '/config', fn: 'platform', auth: false }),
  ...inEveryArea({ id: 'menu', method: 'GET', path: '/usuario/menu', fn: 'platform', auth: true }),
  ...inEveryArea({ id: 'env', method: 'GET', path: '/common/env', fn: 'platform', auth: false }),
  ...inEveryArea({ id: 'estados', method: 'GET', path: '/common/estado', fn: 'platform', auth: true }),
  ...inEveryArea({ id: 'cidades', method: 'GET', path: '/common/cidade/{id_estado}', fn: 'platform', auth: true }),
  ...inEveryArea({ id: 'cep', method: 'GET', path: '/common/cep/{cep}', fn: 'platform', auth: true }),
  ...inEveryArea({ id: 'cnae', method: 'GET', path: '/common/cnae', fn: 'platform', auth: true }),
  ...inEveryArea({ id: 'tipoParent', method: 'POST', path: '/tipo/parent', fn: 'platform', auth: true }),

  // Company portal: employees, PCMSO lookups, functions, e-mail contacts (spec 1 §7) — bounded context 'cadastro'
  { ...empresaArea, id: 'funcionarioLista', method: 'GET', path: '/funcionario/0', fn: 'cadastro' },
  { ...empresaArea, id: 'funcionario', method: 'GET', path: '/funcionario/0/{id}', fn: 'cadastro' },
  { ...empresaArea, id: 'funcionarioSalvar', method: 'POST', path: '/funcionario/0/editar', fn: 'cadastro' },
  // The company's employees another company took by CPF (issue 12 item 4)
  { ...empresaArea, id: 'funcionarioTransferencias', method: 'GET', path: '/funcionario/transferencias', fn: 'cadastro' },
  {
    ...empresaArea,
    id: 'funcionarioDeletar',
    method: 'POST',
    path: '/funcionario/0/deletar',
    fn: 'cadastro',
    deletes: true,
  },
  { ...empresaArea, id: 'pcmsoFdt', method: 'GET', path: '/pcmso/fdt', fn: 'cadastro' },
  { ...empresaArea, id: 'pcmsoGhe', method: 'GET', path: '/pcmso/ghe', fn: 'cadastro' },
  { ...empresaArea, id: 'pcmsoGheFuncao', method: 'GET', path: '/pcmso/ghe/funcao', fn: 'cadastro' },
  { ...empresaArea, id: 'pcmsoGheExame', method: 'GET', path: '/pcmso/ghe/exame/{id_ghe}', fn: 'cadastro' },
  {
    ...empresaArea,
    id: 'pcmsoUltimaRevisao',
    method: 'GET',
    path: '/pcmso/revisao/{empresa}/{fdt}/ultima-revisao',
    fn: 'cadastro',
  },
  { ...empresaArea, id: 'funcoes', method: 'GET', path: '/funcao', fn: 'cadastro' },
  { ...empresaArea, id: 'empresaEmails', method: 'GET', path: '/empresa/email/{empresa}', fn: 'cadastro' },
  { ...empresaArea, id: 'emails', method: 'GET', path: '/email/0', fn: 'cadastro' },
  { ...empresaArea, id: 'emailSalvar', method: 'POST', path: '/email/0/editar', fn: 'cadastro' },

  // Company portal: external consultations, price tables, batch, guide (spec 1 §7) — bounded context 'consulta'
  // The list and the detail serve the clinic too (its own consultations, by schedule date; spec 1 §7): one path.
  {
    ...empresaArea,
    areas: ['empresa', 'credenciada'],
    id: 'consultaExternaLista',
    method: 'GET',
    path: '/consulta/externa',
    fn: 'consulta',
  },
  {
    ...empresaArea,
    areas: ['empresa', 'credenciada'],
    id: 'consultaExterna',
    method: 'GET',
    path: '/consulta/externa/{id}',
    fn: 'consulta',
  },
  {
    ...empresaArea,
    id: 'consultaExternaCadastrar',
    method: 'PUT',
    path: '/consulta/externa/cadastrar',
    fn: 'consulta',
    permission: 559,
  },
  {
    ...empresaArea,
    id: 'consultaExternaLote',
    method: 'POST',
    path: '/consulta/externa/lote',
    fn: 'consulta',
    permission: 559,
  },
  {
    ...empresaArea,
    id: 'consultaExternaDeletar',
    method: 'DELETE',
    path: '/consulta/externa/deletar',
    fn: 'consulta',
    permission: 560,
    deletes: true,
  },
  {
    ...empresaArea,
    id: 'consultaExternaAcompanhamento',
    method: 'GET',
    path: '/consulta/externa/acompanhamento/{id}',
    fn: 'consulta',
  },
  { ...empresaArea, id: 'consultaExternaExames', method: 'GET', path: '/consulta/externa/exame/{id}', fn: 'consulta' },
  { ...empresaArea, id: 'consultaExternaRiscos', method: 'GET', path: '/consulta/externa/risco/{id}', fn: 'consulta' },
  {
    ...empresaArea,
    id: 'consultaExternaGuia',
    method: 'GET',
    path: '/consulta/externa/guia/{hash}',
    fn: 'consulta',
    tokenInQuery: true,
  },
  { ...empresaArea, id: 'tabelaPreco', method: 'GET', path: '/tabela-preco', fn: 'consulta' },
  {
    ...empresaArea,
    id: 'tabelaPrecoExame',
    method: 'GET',
    path: '/tabela-preco/exame/{tabelaPreco}',
    fn: 'consulta',
  },
  { ...empresaArea, id: 'credenciadas', method: 'GET', path: '/credenciada', fn: 'consulta' },
  // eSocial (spec 2): shared/src/routes/esocial.ts
  ...esocialRoutes,
  // ASO documents: upload, ASO list, release list, generated ASO (spec 2): shared/src/routes/aso-upload.ts
  ...asoUploadRoutes,
  // Mail: accounts, OAuth2, ASO by e-mail, e-mail logs, tracking image (spec 2): shared/src/routes/mail.ts
  ...mailRoutes,
  // The employee import (issue 14): shared/src/routes/funcionario-importacao.ts
  ...funcionarioImportacaoRoutes,
  // The consultation lifecycle: clinic, release and cancellation, back office, partner, exam reuse
  // (spec 1 §2–§9): shared/src/routes/atendimento.ts
  ...atendimentoRoutes,
  // Back-office registries: Configurações › Exames, Funções (issue 14): shared/src/routes/cadastros.ts
  ...cadastroRoutes,
  // A company's fronts, GHEs, GHE functions and PCMSO revisions (issue 14): shared/src/routes/empresa-estrutura.ts
  ...empresaEstruturaRoutes,
  // Empresas, the client company record (issue 14): shared/src/routes/empresas.ts
  ...empresaRoutes,
  // Usuários: operators and the portal users of companies, clinics and partners (issue 14): shared/src/routes/usuarios.ts
  ...usuarioRoutes,
  ...credenciadaCadastroRoutes,
  // Configurações › Profissionais, Parceiros, Riscos (issue 14): shared/src/routes/configuracoes.ts
  ...configuracoesRoutes,
  ...empresaEmailRoutes,
  // The LTCAT module (issue 15, spec 3): shared/src/routes/ltcat.ts
  ...ltcatRoutes,
  // LTCAT catalogues: technical conclusions, EPI, model contents (issue 15): shared/src/routes/ltcat-conteudos.ts
  ...ltcatConteudoRoutes,
  // Tabelas dinâmicas (issue 15): shared/src/routes/ltcat-tabelas.ts
  ...ltcatTabelaRoutes,
  // Fatores de Risco and Laboratórios (issue 15): shared/src/routes/ltcat-catalogos.ts
  ...ltcatCatalogoRoutes,
  // The GHE of an LTCAT (issue 15, wave 2): shared/src/routes/ltcat-ghe.ts
  ...ltcatGheRoutes,
  // The LTCAT document, Gerar Documento (issue 15, wave 2): shared/src/routes/ltcat-documento.ts
  ...ltcatDocumentoRoutes,
] as const satisfies readonly ApiRoute[];

export type ApiRouteId = (typeof apiRoutes)[number]['id'];

/** A route of the manifest by id. */
export function apiRoute<I extends ApiRouteId>(id: I): Extract<(typeof apiRoutes)[number], { id: I }> {
  const route = apiRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`unknown route ${id}`);
  return route as Extract<(typeof apiRoutes)[number], { id: I }>;
}

/** The full path of a route as API Gateway declares it, e.g. GET /sst/api/{tenant}/funcionario/0/{id}. */
export function routePath(route: Pick<ApiRoute, 'path' | 'tenant'>): string {
  return `${apiPrefix}${route.tenant ? '/{tenant}' : ''}${route.path}`;
}

/** API Gateway's route key, e.g. 'GET /sst/api/health'. */
export function routeKey(route: Pick<ApiRoute, 'method' | 'path' | 'tenant'>): string {
  return `${route.method} ${routePath(route)}`;
}

/** Fills a route's {param} placeholders, encoding each value. */
export function buildPath(
  route: Pick<ApiRoute, 'path' | 'tenant'>,
  params: Record<string, string | number> = {},
): string {
  return routePath(route).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * How specific a route's path is, for choosing among the routes a request matches: more literal segments first, then
 * the route whose first differing segment is the literal one (/empresa/consulta/{id} before /empresa/{id}/email), as
 * API Gateway reads its routes. Positive when `a` wins.
 */
export function compareRouteSpecificity(a: string, b: string): number {
  const literalsOf = (path: string) => path.split('/').map((segment) => (segment.startsWith('{') ? 0 : 1));
  const left = literalsOf(a);
  const right = literalsOf(b);
  const count = (flags: number[]) => flags.reduce((sum, flag) => sum + flag, 0);
  const byCount = count(left) - count(right);
  if (byCount !== 0) return byCount;
  const differing = left.findIndex((flag, i) => flag !== right[i]);
  return differing < 0 ? 0 : (left[differing] ?? 0) - (right[differing] ?? 0);
}

/**
 * Finds the route a request path and method match, with its path parameters decoded.
 * Literal segments win over placeholders, as in API Gateway ({@link compareRouteSpecificity}).
 */
export function matchRoute<R extends Pick<ApiRoute, 'method' | 'path' | 'tenant'>>(
  routes: readonly R[],
  method: string,
  path: string,
): { route: R; pathParameters: Record<string, string> } | undefined {
  const requestSegments = path.replace(/\/+$/, '').split('/');
  let best: { route: R; pathParameters: Record<string, string> } | undefined;
  for (const route of routes) {
    if (route.method !== method) continue;
    const segments = routePath(route).split('/');
    if (segments.length !== requestSegments.length) continue;
    const pathParameters: Record<string, string> = {};
    const matches = segments.every((segment, i) => {
      const actual = requestSegments[i] ?? '';
      const placeholder = /^\{(\w+)\}$/.exec(segment);
      if (placeholder) {
        if (actual === '') return false;
        pathParameters[placeholder[1] as string] = safeDecode(actual);
        return true;
      }
      return segment === actual;
    });
    if (matches && (!best || compareRouteSpecificity(routePath(route), routePath(best.route)) > 0)) best = { route, pathParameters };
  }
  return best && { route: best.route, pathParameters: best.pathParameters };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
