import { fdtSchema, funcaoSchema, gheSchema } from '@ocupacional/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

/*
 * The 'alterar PCMSO' modal's lookups for one company (web): its fronts with their current revision, the GHEs of a
 * front, the functions of a GHE — in that order (spec 1 §4).
 */

const key = 'back-office-pcmso';

export function useFdts(empresa: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [key, 'fdt', empresa ?? ''],
      queryFn: ({ signal }) =>
        api.get('webPcmsoFdts', z.array(fdtSchema), { params: { empresa: empresa ?? '' }, query: { filter: { ativo: 1 } }, signal }),
      enabled: Boolean(empresa),
    }),
  );
}

export function useGhes(empresa: string | null, fdt: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [key, 'ghe', empresa ?? '', fdt ?? ''],
      queryFn: ({ signal }) =>
        api.get('webPcmsoGhes', z.array(gheSchema), { params: { empresa: empresa ?? '' }, query: { filter: { id_fdt: fdt } }, signal }),
      enabled: Boolean(empresa && fdt),
    }),
  );
}

export function useGheFuncoes(empresa: string | null, ghe: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [key, 'funcao', empresa ?? '', ghe ?? ''],
      queryFn: ({ signal }) => api.get('webPcmsoGheFuncoes', z.array(funcaoSchema), { params: { empresa: empresa ?? '', ghe: ghe ?? '' }, signal }),
      enabled: Boolean(empresa && ghe),
    }),
  );
}
