import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router-dom';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getSessionQueryOptions } from '../../lib/session';
import { getConfigQueryOptions } from '../../features/shell/api/get-config';
import { getEnvQueryOptions } from '../../features/shell/api/get-env';
import { getMenuQueryOptions } from '../../features/shell/api/get-menu';
import { getHealthQueryOptions } from '../../features/health/api/get-health';
import { getConsultaExternaQueryOptions } from '../../features/consultas-externas/api/get-consulta-externa';
import { getMeuCadastroQueryOptions } from '../../features/meu-cadastro/api/get-meu-cadastro';
import { getFdtsQueryOptions } from '../../lookups/api/get-fdts';
import { getFuncionarioQueryOptions } from '../../lookups/api/get-funcionario';
import { empresaPaths, tenantUrl } from '../../lib/paths';
import type { ScreenId } from './route-table';
import type { Area } from '../../lib/area';
import { afterLoginUrl, isTenantSegment, loginUrl } from './tables';

/*
 * Route loaders: the session guard of spec 1 §6 and cache warming with the same query options the screens read
 * (STYLE: "a route's loader warms the cache").
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
  return () => {
    void queryClient.prefetchQuery(getHealthQueryOptions());
    return null;
  };
}

/**
 * The loaders of the company screens: they start the queries a screen reads first while its chunk downloads (not
 * awaited, so the page shows its own loading state and a failure is the page's to show).
 */
export function warmScreen(area: Area, screen: ScreenId, queryClient: QueryClient) {
  const warm = (args: LoaderFunctionArgs): void => {
    const { tenant, consulta, id } = args.params;
    switch (screen) {
      case 'consulta-externa-editar':
        // The same options as the page, the 404 redirect included (spec 1 §2: a 404 goes back to the list).
        void queryClient.prefetchQuery(
          getConsultaExternaQueryOptions(tenant, consulta, tenantUrl(tenant, empresaPaths.consultas)),
        );
        return;
      case 'funcionario-form':
        void queryClient.prefetchQuery(getFdtsQueryOptions(tenant));
        if (id) void queryClient.prefetchQuery(getFuncionarioQueryOptions(tenant, id, tenantUrl(tenant, empresaPaths.funcionarios)));
        return;
      case 'consulta-externa-nova':
        void queryClient.prefetchQuery(getFdtsQueryOptions(tenant));
        return;
      case 'meu-cadastro':
        void queryClient.prefetchQuery(getMeuCadastroQueryOptions(tenant));
        return;
      default:
        return;
    }
  };
  const warmed: ScreenId[] = ['consulta-externa-editar', 'funcionario-form', 'consulta-externa-nova', 'meu-cadastro'];
  if (!warmed.includes(screen)) return undefined;
  return async (args: LoaderFunctionArgs) => {
    // An incomplete address has no tenant to ask for; without a session the layout's loader goes to the login.
    if (incompleteAddress(area, args.params.tenant)) return null;
    const session = await queryClient.ensureQueryData(getSessionQueryOptions(args.params.tenant)).catch(() => null);
    if (session) warm(args);
    return null;
  };
}
