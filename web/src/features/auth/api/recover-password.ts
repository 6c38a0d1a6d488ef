import type { RecoverPasswordRequest } from '@ocupacional/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { ActionKey } from '../../../lib/request-key';

/** POST recuperar-senha (spec 1 §7): same body as the login without the password; answers the e-mail it wrote to. */
export function recoverPassword(
  body: RecoverPasswordRequest,
  options: { tenant?: string; action?: ActionKey } = {},
): Promise<string> {
  return api.send('recuperarSenha', z.string(), { body, ...options });
}

export function useRecoverPassword(tenant: string | undefined) {
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (body: RecoverPasswordRequest) => recoverPassword(body, { tenant, action }),
  });
}
