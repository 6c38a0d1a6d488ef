import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Area } from '../lib/area';
import { AreaProvider } from '../lib/area-context';
import { createNotificationStore } from '../lib/notifications';
import { ConfirmProvider } from '../ui/confirm-dialog';
import { NotificationsProvider } from '../ui/notifications';

export interface RenderHtmlOptions {
  /** Where the router starts; '/demo' unless told. */
  address?: string;
  /** Route patterns the element is mounted on, so that it reads its parameters; none mounts it as it is. */
  routes?: readonly string[];
  /** The area the screen believes it is in; 'web' unless told (as without a provider). */
  area?: Area;
  /** Fills the query cache before rendering: what the screen reads is already there. */
  seed?: (client: QueryClient) => void;
}

/**
 * Renders a screen to HTML on the server with the app's providers (router, area, query cache, notifications,
 * confirmations): what a component test reads without a browser.
 *
 * @example const html = renderHtml(<FemoTab idCon={1001} />, { routes: ['/:tenant'], seed: (client) => client.setQueryData(key, view) });
 */
export function renderHtml(element: ReactNode, { address = '/demo', routes, area = 'web', seed }: RenderHtmlOptions = {}): string {
  const client = new QueryClient();
  seed?.(client);
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[address]}>
      <AreaProvider area={area}>
        <QueryClientProvider client={client}>
          <NotificationsProvider store={createNotificationStore()}>
            <ConfirmProvider>
              {routes ? (
                <Routes>
                  {routes.map((path) => (
                    <Route key={path} path={path} element={element} />
                  ))}
                </Routes>
              ) : (
                element
              )}
            </ConfirmProvider>
          </NotificationsProvider>
        </QueryClientProvider>
      </AreaProvider>
    </MemoryRouter>,
  );
}
