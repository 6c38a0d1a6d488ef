import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';

const text = z.string().nullish();
const id = z.union([z.string(), z.number()]).nullish();

/** What GET meu-cadastro answers: the company's (or clinic's) record and the logged user's name, CPF and e-mail. */
export const meuCadastroDataSchema = z.object({
  /** The record's version, sent back with the save (issue 12 item 3). */
  versao: z.number().int(),
  id: z.string(),
  nome: z.string(),
  cnpj: z.string(),
  cnae: text,
  ie: text,
  cep: text,
  end: text,
  num: text,
  comp: text,
  bairro: text,
  id_estado: id,
  id_cidade: id,
  tel_com: text,
  tel_cel: text,
  email: text,
  site: text,
  resp: text,
  /** The responsible person (company only). */
  r_obs: text,
  r_nome: text,
  r_email: text,
  r_tel_com: text,
  u_nome: text,
  u_cpf: text,
  u_email: text,
});
export type MeuCadastroData = z.infer<typeof meuCadastroDataSchema>;

/** GET meu-cadastro (spec 1 §7). */
export function getMeuCadastro(tenant: string | undefined, signal?: AbortSignal): Promise<MeuCadastroData> {
  return api.get('meuCadastro', meuCadastroDataSchema, { tenant, signal });
}

export function getMeuCadastroQueryOptions(tenant: string | undefined) {
  return queryOptions({
    queryKey: ['meu-cadastro', tenant ?? null],
    queryFn: ({ signal }) => getMeuCadastro(tenant, signal),
  });
}

export function useMeuCadastro(tenant: string | undefined) {
  return useQuery(getMeuCadastroQueryOptions(tenant));
}
