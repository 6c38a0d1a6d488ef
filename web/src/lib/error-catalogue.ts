import {
  deleteForbiddenMessage,
  noResponseMessage,
  payloadTooLargeMessage,
  tooManyRequestsMessage,
} from '@ocupacional/shared';
import type { HttpMethod } from '@ocupacional/shared';

/*
 * The error catalogue of spec 1 §8 as data: what the app does for a failed call. The HTTP client applies the
 * reactions through injected handlers, so this stays a pure function and the table is tested row by row.
 */

export type ErrorReaction =
  /** An error alert titled 'Atenção'. */
  | { readonly kind: 'notify'; readonly message: string }
  /** Session cleared, user sent to the area's login. */
  | { readonly kind: 'login' }
  /** The page reloaded (the app is older than the API accepts). */
  | { readonly kind: 'reload' }
  /** Back to a list (a record that does not exist, or no longer). */
  | { readonly kind: 'navigate'; readonly to: string }
  /** The captcha rendered again. */
  | { readonly kind: 'captcha' };

export interface FailedCall {
  readonly method: HttpMethod;
  /** The route needs a session; a 401 from one that does not (login, password recovery) is a credentials failure. */
  readonly auth?: boolean;
  /** The route deletes records: a 403 shows the spec's delete message. */
  readonly deletes?: boolean;
  /** Where a 404 sends the user (a consultation or employee load, spec 1 §8); without it the screen decides. */
  readonly notFoundRedirect?: string;
}

/**
 * What the app does when a call fails with `status` and the server's `msg` (status 500 and the no-response
 * message when there was no answer).
 *
 * @example errorReactions({ status: 426, msg: '' }, { method: 'GET' }) // [{ kind: 'reload' }]
 */
export function errorReactions(error: { status: number; msg: string }, call: FailedCall): ErrorReaction[] {
  const notify = (message: string): ErrorReaction[] => (message ? [{ kind: 'notify', message }] : []);
  switch (error.status) {
    case 400:
      // The alert; the field messages are the form's to show under each field.
      return notify(error.msg);
    case 401:
      // An expired or missing session goes to the login; refused credentials on the login itself are alerted.
      return call.auth === false ? notify(error.msg) : [{ kind: 'login' }];
    case 403:
      return notify(call.deletes ? deleteForbiddenMessage : error.msg);
    case 404:
      return call.notFoundRedirect ? [{ kind: 'navigate', to: call.notFoundRedirect }, ...notify(error.msg)] : [];
    case 413:
      return notify(payloadTooLargeMessage);
    case 426:
      return [{ kind: 'reload' }];
    case 429:
      return notify(tooManyRequestsMessage);
    case 409:
      // A save over a version someone else already changed (issue 12 item 3): the server's message asks to reload;
      // the form stays as the user left it.
      return notify(error.msg || noResponseMessage);
    case 503:
      return [{ kind: 'captcha' }, ...notify(error.msg)];
    default:
      // Any other answer than 200 or 400 alerts with the server's message (spec 1 §8, "Other"); a failure
      // without a usable message is the no-response case.
      return notify(error.msg || noResponseMessage);
  }
}
