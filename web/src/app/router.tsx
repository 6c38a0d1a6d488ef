import { noResponseMessage } from '@ocupacional/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { sessionQueryKey } from '../lib/session';
import { wireApi } from '../lib/api';
import { useNotify } from '../ui/notifications';
import { tenantFromPath } from '../lib/area';
import type { Area } from '../lib/area';
import { buildRoutes } from './routes/build-routes';
import { loginUrl } from './routes/tables';

const reloadedAtKey = 'ocupacional:recarregado-em';

/** The router of one area, in history mode (spec 1 §2), with the HTTP client wired to it. */
export function AppRouter({ area }: { area: Area }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  // Built once: a new router would reset navigation state on every render.
  const router = useMemo(() => {
    const made: { router?: ReturnType<typeof createBrowserRouter> } = {};
    const tenantNow = () => (area === 'web' ? undefined : tenantFromPath(window.location.pathname));
    // Leaving the page (a reload, a typed address) cuts the calls in flight: that is no failure to tell anyone.
    let leaving = false;
    window.addEventListener('beforeunload', () => (leaving = true));
    window.addEventListener('pageshow', () => (leaving = false));
    // Wired before the router exists: creating it starts the first navigation, whose loaders call the API.
    wireApi({
      scope: () => ({ area, tenant: tenantNow() }),
      handlers: {
        notify: (message) => {
          if (!leaving) notify({ message });
        },
        toLogin: () => {
          const tenant = tenantNow();
          queryClient.setQueryData(sessionQueryKey(tenant), null);
          if (area !== 'web' && !tenant) return;
          const here = `${window.location.pathname}${window.location.search}`;
          void made.router?.navigate(loginUrl(area, tenant, here), { replace: true });
        },
        reload: () => {
          // 426: a newer app is out. One reload fetches it; if the answer is still 426 a minute later, reloading
          // again would only loop, so the user is told instead.
          const last = Number(sessionStorage.getItem(reloadedAtKey) ?? 0);
          if (Date.now() - last < 60_000) {
            notify({ message: noResponseMessage });
            return;
          }
          sessionStorage.setItem(reloadedAtKey, String(Date.now()));
          window.location.reload();
        },
        navigate: (to) => void made.router?.navigate(to),
        // No captcha is rendered yet (spec 1 §8, 503): screens that show one listen for this event.
        refreshCaptcha: () => window.dispatchEvent(new Event('ocupacional:captcha')),
      },
    });
    made.router = createBrowserRouter(buildRoutes(area, queryClient));
    return made.router;
  }, [area, queryClient, notify]);
  return <RouterProvider router={router} />;
}
