import type { RecoverPasswordRequest } from '@ocupacional/shared';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { ActionKey } from '../../../lib/request-key';

/**
 * POST recuperar-senha (spec 1 §7, issue 12): same body as the login without the password. The server e-mails a
 * link for choosing a new password and answers the same message whether or not the account exists.
 */
export async function recoverPassword(
  body: RecoverPasswordRequest,
  options: { tenant?: string; action?: ActionKey } = {},
): Promise<string> {
  const { msg } = await api.sendForAnswer('recuperarSenha', z.unknown(), { body, ...options });
  return msg;
}

/** The recovery of a form: a plain call, as the login's (api/login.ts). */
export function useRecoverPassword(tenant: string | undefined): (body: RecoverPasswordRequest) => Promise<string> {
  const [action] = useState(() => new ActionKey());
  return (body) => recoverPassword(body, { tenant, action });
}
