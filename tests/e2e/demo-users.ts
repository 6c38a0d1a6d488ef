import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** A demo user the local seed writes (infra/local/seed/demo-users.json). */
export interface DemoUser {
  area: 'web' | 'empresa' | 'credenciada' | 'parceiro';
  /** Null or absent for the web area. */
  tenant?: string | null;
  cpf: string;
  cnpj: string;
  senha: string;
  role: string;
}

export const demoUsersFile = fileURLToPath(new URL('../../infra/local/seed/demo-users.json', import.meta.url));

export async function readDemoUsers(): Promise<DemoUser[]> {
  const text = await readFile(demoUsersFile, 'utf8').catch((error: unknown) => {
    throw new Error(`the browser tests log in with the demo users of ${demoUsersFile}, which is missing`, {
      cause: error,
    });
  });
  return JSON.parse(text) as DemoUser[];
}

/** The first demo user of an area. */
export function demoUserOf(users: readonly DemoUser[], area: DemoUser['area']): DemoUser {
  const user = users.find((candidate) => candidate.area === area);
  if (!user) throw new Error(`no demo user for the ${area} area in ${demoUsersFile}`);
  return user;
}

/** The address of an area on the local cloud, with the tenant for the per-tenant areas. */
export function areaBaseUrl(port: number, area: DemoUser['area'], tenant?: string | null): string {
  const origin = `http://${area}.localhost:${port}`;
  return area === 'web' ? origin : `${origin}/${tenant ?? 'demo'}`;
}
