import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import type { Answered } from '../../../lib/api-client';

const testeResultSchema = z.object({ id: z.string(), situacao: z.string() });

/**
 * POST conta-email/testar {id, email} (spec 2 §3 "Test request"): sends a real message through the account now and
 * answers 'Email enviado com sucesso'; a failure is a 400 with the server's reason. Silent: the modal shows it.
 */
export function testContaEmail(body: { id: string; email: string }): Promise<Answered<z.infer<typeof testeResultSchema>>> {
  return api.sendForAnswer('contaEmailTestar', testeResultSchema, { body, silent: true });
}

export function useTestContaEmail() {
  return useMutation({ mutationFn: testContaEmail });
}
