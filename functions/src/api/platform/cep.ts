import * as z from 'zod';
import { findCidade, localCeps, estados } from '../../reference';

/** The address a CEP answers (spec 1 §7: endereco, cidade, estado). */
export interface CepAddress {
  cep: string;
  endereco: string;
  bairro: string;
  cidade: { id: number; nome: string } | null;
  estado: { id: number; uf: string; nome: string } | null;
}

const viaCepAnswer = z.object({
  logradouro: z.string().default(''),
  bairro: z.string().default(''),
  localidade: z.string(),
  uf: z.string(),
  erro: z.union([z.boolean(), z.string()]).optional(),
});

function toAddress(cep: string, found: { logradouro: string; bairro: string; cidade: string; uf: string }): CepAddress {
  const estado = estados.find((candidate) => candidate.uf === found.uf);
  const cidade = findCidade(found.uf, found.cidade);
  return {
    cep,
    endereco: found.logradouro,
    bairro: found.bairro,
    cidade: cidade ? { id: cidade.id, nome: cidade.nome } : null,
    estado: estado ? { id: estado.id, uf: estado.uf, nome: estado.nome } : null,
  };
}

/**
 * Looks a CEP up: in ViaCEP when CEP_PROVIDER is 'viacep' (production), in the local address book otherwise
 * (the local cloud and tests have no internet). Undefined when the CEP does not exist.
 */
export async function lookupCep(cep: string): Promise<CepAddress | undefined> {
  if (process.env.CEP_PROVIDER === 'viacep') {
    const response = await fetch(`https://viacep.com.br/ws/${cep}/json/`, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) return undefined;
    const answer = viaCepAnswer.safeParse(await response.json());
    if (!answer.success || answer.data.erro) return undefined;
    return toAddress(cep, { ...answer.data, cidade: answer.data.localidade });
  }
  const local = localCeps[cep];
  return local && toAddress(cep, local);
}
