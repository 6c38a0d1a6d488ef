import { readFileSync } from 'node:fs';
import { clientes } from '../entities/cliente';
import type { TpAmb } from '../../esocial/inputs';
import { tpAmbDoCliente } from '../../domain/esocial-eventos';

/*
 * Where the web services are: the official endpoints of the tenant's environment (cliente.ambiente: produção, or
 * produção restrita for 'teste'), unless the deployment moves them (ESOCIAL_BASE_URL: the local cloud points it
 * at the eSocial simulator). ESOCIAL_CA_PEM / ESOCIAL_CA_FILE give the CAs that may issue the server's
 * certificate (the ICP-Brasil chain in AWS, the simulator's test CA locally).
 */

export const esocialEnv = {
  baseUrl: 'ESOCIAL_BASE_URL',
  caPem: 'ESOCIAL_CA_PEM',
  caFile: 'ESOCIAL_CA_FILE',
  pollSchedule: 'ESOCIAL_POLL_SCHEDULE',
} as const;

export function esocialBaseUrl(): string | undefined {
  return process.env[esocialEnv.baseUrl] || undefined;
}

export function esocialServerCa(): string | undefined {
  const pem = process.env[esocialEnv.caPem];
  if (pem) return pem;
  const file = process.env[esocialEnv.caFile];
  return file ? readFileSync(file, 'utf8') : undefined;
}

/** The polling backoff the environment sets (seconds, comma separated), e.g. '0,1,2' in tests. */
export function pollSchedule(): number[] | undefined {
  const text = process.env[esocialEnv.pollSchedule];
  if (!text) return undefined;
  const values = text.split(',').map((part) => Number(part.trim()));
  return values.length > 0 && values.every((value) => Number.isFinite(value) && value >= 0) ? values : undefined;
}

/** The tenant's eSocial environment. */
export async function tpAmbDoTenant(tenant: string): Promise<TpAmb> {
  const { data } = await clientes().get({ tenant }).go();
  return tpAmbDoCliente(data?.ambiente);
}
