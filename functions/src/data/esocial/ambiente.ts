import { readFileSync } from 'node:fs';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { oncePerKey } from '../../platform/once';
import { clientes } from '../entities/cliente';
import type { TpAmb } from '../../esocial/inputs';
import { tpAmbDoCliente } from '../../domain/esocial-eventos';

/*
 * Where the web services are: the official endpoints of the tenant's environment (cliente.ambiente: produção, or
 * produção restrita for 'teste'), unless the deployment moves them (ESOCIAL_BASE_URL: the local cloud points it
 * at the eSocial simulator). ESOCIAL_CA_PEM / ESOCIAL_CA_FILE / ESOCIAL_CA_PEM_SECRET_ID give the CAs that may
 * issue the server's certificate: the simulator's test CA locally; in AWS the ICP-Brasil chain, kept in a Secrets
 * Manager secret the stack names (context esocialCaSecret, read once per container) or shipped in the bundle
 * (context esocialCaFile → ESOCIAL_CA_FILE). README "Deploy".
 */

export const esocialEnv = {
  baseUrl: 'ESOCIAL_BASE_URL',
  caPem: 'ESOCIAL_CA_PEM',
  caFile: 'ESOCIAL_CA_FILE',
  caSecretId: 'ESOCIAL_CA_PEM_SECRET_ID',
  pollSchedule: 'ESOCIAL_POLL_SCHEDULE',
} as const;

export function esocialBaseUrl(): string | undefined {
  return process.env[esocialEnv.baseUrl] || undefined;
}

/** Reads a Secrets Manager secret's string (tests pass a fake). */
export type CaSecretReader = (secretId: string) => Promise<string>;

const readCaSecret: CaSecretReader = async (secretId) => {
  const { SecretString } = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!SecretString?.includes('-----BEGIN CERTIFICATE-----')) throw new Error(`the secret ${secretId} holds no PEM certificate`);
  return SecretString;
};

const caSecrets = oncePerKey<string, string>();

/**
 * The CAs the eSocial server's certificate must chain to: the PEM in the environment, else the PEM file, else the
 * Secrets Manager secret (read once per container; a failed read is retried by the next call); undefined: Node's
 * own CA store.
 */
export async function esocialServerCa(env: NodeJS.ProcessEnv = process.env, read: CaSecretReader = readCaSecret): Promise<string | undefined> {
  const pem = env[esocialEnv.caPem];
  if (pem) return pem;
  const file = env[esocialEnv.caFile];
  if (file) return readFileSync(file, 'utf8');
  const secretId = env[esocialEnv.caSecretId];
  if (!secretId) return undefined;
  return caSecrets(secretId, read);
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
