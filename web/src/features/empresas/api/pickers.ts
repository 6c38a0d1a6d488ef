import { medicoSchema, pageSchema } from '@ocupacional/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

/*
 * The people the company record names, picked from Configurações: the PCMSO coordinator among the examining doctors
 * (GET medico) and the environmental responsible among the SESMT professionals (GET profissionais/-1). One page of
 * 20 by the text typed (name prefix or registration digits), as the registries' lists search.
 */

const pickerSize = 20;

export function useMedicosPicker(search: string) {
  return useQuery({
    queryKey: ['medicos', 'picker', search.trim()],
    queryFn: ({ signal }) => api.get('medicoLista', pageSchema(medicoSchema), { signal, query: { search: search.trim() || undefined, pagination: pickerSize } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** What the picker needs of a professional (S-2240's respReg). */
export const profissionalPickSchema = z.object({
  id: z.string(),
  nome: z.string(),
  cpf: z.string(),
  ide_oc: z.number().int(),
  dsc_oc: z.string().nullable(),
  nr_oc: z.string(),
  uf_oc: z.string(),
  ativo: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type ProfissionalPick = z.infer<typeof profissionalPickSchema>;

export function useProfissionaisPicker(search: string) {
  return useQuery({
    queryKey: ['profissionais', 'picker', search.trim()],
    queryFn: ({ signal }) =>
      api.get('profissionalLista', pageSchema(profissionalPickSchema), {
        signal,
        query: { search: search.trim() || undefined, pagination: pickerSize },
        // Configurações › Profissionais may be empty or not yet deployed: the picker then offers nothing, quietly.
        silent: true,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
