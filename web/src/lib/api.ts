import { createApiClient } from './api-client';
import type { ApiHandlers, ApiScope } from './api-client';

/*
 * The app's HTTP client. Feature API files import `api`; the app wires the scope (area and tenant) and the
 * handlers (router navigation, session clearing, notifications) once it has them, before the first call
 * (app/router.tsx). Until then a failure falls back to the browser's own navigation.
 */

let scope: () => ApiScope = () => ({ area: 'web' });
let handlers: ApiHandlers = {
  notify: (message) => console.error(message),
  toLogin: () => window.location.reload(),
  reload: () => window.location.reload(),
  navigate: (to) => window.location.assign(to),
  refreshCaptcha: () => undefined,
};

/** Sets what the app's client needs from the app: where it is and how to react. */
export function wireApi(wiring: { scope?: () => ApiScope; handlers?: Partial<ApiHandlers> }): void {
  if (wiring.scope) scope = wiring.scope;
  handlers = { ...handlers, ...wiring.handlers };
}

export const api = createApiClient({
  scope: () => scope(),
  handlers: {
    notify: (message) => handlers.notify(message),
    toLogin: () => handlers.toLogin(),
    reload: () => handlers.reload(),
    navigate: (to) => handlers.navigate(to),
    refreshCaptcha: () => handlers.refreshCaptcha(),
  },
});
