import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router-dom';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getSessionQueryOptions } from '../../lib/session';
import { getConfigQueryOptions } from '../../features/shell/api/get-config';
import { getEnvQueryOptions } from '../../features/shell/api/get-env';
import { getMenuQueryOptions } from '../../features/shell/api/get-menu';
import { empresaPaths, tenantUrl, webPaths } from '../../lib/paths';
import type { ScreenId } from './route-table';
import type { Area } from '../../lib/area';
import { afterLoginUrl, isTenantSegment, loginUrl } from './tables';

/*
 * Route loaders: the session guard of spec 1 §6 and cache warming with the same query options the screens read
 * (STYLE: "a route's loader warms the cache"). A screen's query options are imported on demand (issue 17): the
 * shell then carries none of the screens' API code and schemas; the import resolves with the screen's own chunk,
 * which imports the same module.
 */

/** An incomplete address shows the missing-address page (tenant-layout.tsx): nothing to ask the API. */
function incompleteAddress(area: Area, tenant: string | undefined): boolean {
  return area !== 'web' && !isTenantSegment(area, tenant ?? '');
}

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** The main layout's loader: without a session, to the area's login, coming back here afterwards. */
export function requireSession(area: Area, queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    if (incompleteAddress(area, params.tenant)) return null;
    const session = await queryClient.ensureQueryData(getSessionQueryOptions(params.tenant));
    if (!session) throw redirect(loginUrl(area, params.tenant, pathOf(request)));
    // Not awaited: the layout shows while the menu and environment arrive.
    void queryClient.prefetchQuery(getMenuQueryOptions(params.tenant));
    void queryClient.prefetchQuery(getEnvQueryOptions(params.tenant));
    return null;
  };
}

/** The login's loader: a valid existing session goes straight to the area's default page (spec 1 §2). */
export function skipLoginWithSession(area: Area, queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    if (incompleteAddress(area, params.tenant)) return null;
    void queryClient.prefetchQuery(getConfigQueryOptions(params.tenant));
    // A failed session check (no answer) shows the login: logging in will tell the user what is wrong.
    const session = await queryClient.ensureQueryData(getSessionQueryOptions(params.tenant)).catch(() => null);
    if (session) {
      const comeBackTo = new URL(request.url).searchParams.get('redirect');
      throw redirect(afterLoginUrl(area, params.tenant, comeBackTo));
    }
    return null;
  };
}

/** The web home's loader: starts the API health query while the page's chunk downloads. */
export function warmHome(queryClient: QueryClient) {
  return async () => {
    const { getHealthQueryOptions } = await import('../../features/health/api/get-health');
    void queryClient.prefetchQuery(getHealthQueryOptions());
    return null;
  };
}

type Warm = (queryClient: QueryClient, params: LoaderFunctionArgs['params']) => Promise<void>;

/** What each warmed screen reads first, with the same options as the page. */
const warmers: Partial<Record<ScreenId, Warm>> = {
  'consulta-externa-editar': async (queryClient, { tenant, consulta }) => {
    const { getConsultaExternaQueryOptions } = await import('../../features/consultas-externas/api/get-consulta-externa');
    // The same options as the page, the 404 redirect included (spec 1 §2: a 404 goes back to the list).
    void queryClient.prefetchQuery(getConsultaExternaQueryOptions(tenant, consulta, tenantUrl(tenant, empresaPaths.consultas)));
  },
  'funcionario-form': async (queryClient, { tenant, id }) => {
    const [{ getFdtsQueryOptions }, { getFuncionarioQueryOptions }] = await Promise.all([
      import('../../lookups/api/get-fdts'),
      import('../../lookups/api/get-funcionario'),
    ]);
    void queryClient.prefetchQuery(getFdtsQueryOptions(tenant));
    if (id) void queryClient.prefetchQuery(getFuncionarioQueryOptions(tenant, id, tenantUrl(tenant, empresaPaths.funcionarios)));
  },
  'consulta-externa-nova': async (queryClient, { tenant }) => {
    const { getFdtsQueryOptions } = await import('../../lookups/api/get-fdts');
    void queryClient.prefetchQuery(getFdtsQueryOptions(tenant));
  },
  // Back-office registries (issue 14): the record an edit route opens, 404 back to the list.
  'exame-form': async (queryClient, { id }) => {
    const { examesApi } = await import('../../features/cadastros/api/exames');
    if (id) void queryClient.prefetchQuery(examesApi.oneOptions(id, `/${webPaths.exames}`));
  },
  'funcao-form': async (queryClient, { id }) => {
    const { funcoesApi } = await import('../../features/cadastros/api/funcoes');
    if (id) void queryClient.prefetchQuery(funcoesApi.oneOptions(id, `/${webPaths.funcoes}`));
  },
  'tabela-dinamica-form': async (queryClient, { id }) => {
    const { tabelaDinamicaOptions } = await import('../../features/ltcat-tabelas/api/tabelas-dinamicas');
    if (id) void queryClient.prefetchQuery(tabelaDinamicaOptions(id, `/${webPaths.tabelasDinamicas}`));
  },
  'ltcat-form': async (queryClient, { id }) => {
    const { ltcatApi } = await import('../../features/ltcat/api/ltcat');
    if (id) void queryClient.prefetchQuery(ltcatApi.oneOptions(id, `/${webPaths.ltcats}`));
  },
  'fator-risco-form': async (queryClient, { id }) => {
    const { fatoresRiscoApi } = await import('../../features/ltcat-catalogos/api/catalogos');
    if (id) void queryClient.prefetchQuery(fatoresRiscoApi.oneOptions(id, `/${webPaths.fatoresRisco}`));
  },
  'laboratorio-form': async (queryClient, { id }) => {
    const { laboratoriosApi } = await import('../../features/ltcat-catalogos/api/catalogos');
    if (id) void queryClient.prefetchQuery(laboratoriosApi.oneOptions(id, `/${webPaths.laboratorios}`));
  },
  'ltcat-modelo': async (queryClient) => {
    const { ltcatModeloOptions } = await import('../../features/ltcat-conteudos/api/ltcat-conteudos');
    void queryClient.prefetchQuery(ltcatModeloOptions());
  },
  'medico-form': async (queryClient, { id }) => {
    const { medicosApi } = await import('../../features/cadastros/api/medicos');
    if (id) void queryClient.prefetchQuery(medicosApi.oneOptions(id, `/${webPaths.medicos}`));
  },
  'credenciada-form': async (queryClient, { id }) => {
    const { credenciadasApi } = await import('../../features/credenciadas/api/credenciadas');
    if (id) void queryClient.prefetchQuery(credenciadasApi.oneOptions(id, `/${webPaths.credenciadas}`));
  },
  'profissional-form': async (queryClient, { id }) => {
    const { profissionaisApi } = await import('../../features/configuracoes/api/profissionais');
    if (id) void queryClient.prefetchQuery(profissionaisApi.oneOptions(id, `/${webPaths.profissionais}`));
  },
  'parceiro-form': async (queryClient, { id }) => {
    const { parceirosApi } = await import('../../features/configuracoes/api/parceiros');
    if (id) void queryClient.prefetchQuery(parceirosApi.oneOptions(id, `/${webPaths.parceiros}`));
  },
  'risco-form': async (queryClient, { id }) => {
    const { riscosApi } = await import('../../features/configuracoes/api/riscos');
    if (id) void queryClient.prefetchQuery(riscosApi.oneOptions(id, `/${webPaths.riscos}`));
  },
  'usuario-form': async (queryClient, { id }) => {
    const { usuariosApi } = await import('../../features/usuarios/api/usuarios');
    if (id) void queryClient.prefetchQuery(usuariosApi.oneOptions(id, `/${webPaths.usuarios}`));
  },
  'empresa-form': async (queryClient, { id }) => {
    const { empresasApi } = await import('../../features/empresas/api/empresas');
    if (id) void queryClient.prefetchQuery(empresasApi.oneOptions(id, `/${webPaths.empresas}`));
  },
  'meu-cadastro': async (queryClient, { tenant }) => {
    const { getMeuCadastroQueryOptions } = await import('../../features/meu-cadastro/api/get-meu-cadastro');
    void queryClient.prefetchQuery(getMeuCadastroQueryOptions(tenant));
  },
};

/**
 * The loaders of the company screens: they start the queries a screen reads first while its chunk downloads (not
 * awaited, so the page shows its own loading state and a failure is the page's to show).
 */
export function warmScreen(area: Area, screen: ScreenId, queryClient: QueryClient) {
  const warm = warmers[screen];
  if (!warm) return undefined;
  return async (args: LoaderFunctionArgs) => {
    // An incomplete address has no tenant to ask for; without a session the layout's loader goes to the login.
    if (incompleteAddress(area, args.params.tenant)) return null;
    const session = await queryClient.ensureQueryData(getSessionQueryOptions(args.params.tenant)).catch(() => null);
    // Warming is a head start, never a failure: a chunk that fails to load fails the screen's own import too.
    if (session) await warm(queryClient, args.params).catch(() => undefined);
    return null;
  };
}
