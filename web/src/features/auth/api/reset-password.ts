import type { ResetPasswordRequest } from '@ocupacional/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { ActionKey } from '../../../lib/request-key';

/** POST redefinir-senha (issue 12): the recovery link's token and the new password, twice. */
export async function resetPassword(
  body: ResetPasswordRequest,
  options: { tenant?: string; action?: ActionKey } = {},
): Promise<string> {
  const { msg } = await api.sendForAnswer('redefinirSenha', z.null(), { body, ...options });
  return msg;
}

export function useResetPassword(tenant: string | undefined) {
  const [action] = useState(() => new ActionKey());
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => resetPassword(body, { tenant, action }),
  });
}
