import { randomBytes, randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { RunningEmulator } from './emulators';

/*
 * A small Secrets Manager for the local cloud, on the real protocol (JSON 1.1, X-Amz-Target), so the functions
 * read and rotate their secrets with the same SDK calls as in AWS: CreateSecret, GetSecretValue (AWSCURRENT),
 * PutSecretValue (with ClientRequestToken's idempotency). Kept in the data folder when there is one, so sessions
 * signed before a restart of npm start still verify.
 */

interface StoredSecret {
  readonly name: string;
  readonly arn: string;
  value: string;
  versionId: string;
  readonly createdDate: number;
}

class ServiceError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

const accountId = '000000000000';

export interface LocalSecretsManager extends RunningEmulator {
  /** Creates a secret with this value unless one with the name exists; answers its ARN. */
  ensureSecret(name: string, value: () => string): Promise<string>;
  /** The current value of a secret (by name or ARN), for what stands in for CloudFront. */
  valueOf(secretId: string): string;
}

export async function startSecretsManager(options: { dataDir?: string; region: string }): Promise<LocalSecretsManager> {
  const file = options.dataDir ? join(options.dataDir, 'secretsmanager.json') : undefined;
  const secrets = new Map<string, StoredSecret>();
  if (file) {
    try {
      for (const secret of JSON.parse(await readFile(file, 'utf8')) as StoredSecret[]) secrets.set(secret.name, secret);
    } catch {
      // First start: nothing stored yet.
    }
  }
  const save = async () => {
    if (file) await writeFile(file, JSON.stringify([...secrets.values()], null, 2), { mode: 0o600 });
  };
  const find = (id: unknown): StoredSecret => {
    const found = [...secrets.values()].find((secret) => secret.name === id || secret.arn === id);
    if (!found) throw new ServiceError('ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
    return found;
  };
  const create = (name: string, value: string): StoredSecret => {
    if (secrets.has(name)) throw new ServiceError('ResourceExistsException', `The secret ${name} already exists.`);
    // Like AWS: the ARN ends with 6 random characters, so code that builds ARNs from names fails here too.
    const arn = `arn:aws:secretsmanager:${options.region}:${accountId}:secret:${name}-${randomBytes(3).toString('hex')}`;
    const secret = { name, arn, value, versionId: randomUUID(), createdDate: Date.now() / 1000 };
    secrets.set(name, secret);
    return secret;
  };

  const operations: Record<string, (input: Record<string, unknown>) => Promise<unknown>> = {
    CreateSecret: async (input) => {
      const secret = create(String(input.Name), String(input.SecretString ?? ''));
      await save();
      return { ARN: secret.arn, Name: secret.name, VersionId: secret.versionId };
    },
    GetSecretValue: async (input) => {
      const secret = find(input.SecretId);
      return {
        ARN: secret.arn,
        Name: secret.name,
        SecretString: secret.value,
        VersionId: secret.versionId,
        VersionStages: ['AWSCURRENT'],
        CreatedDate: secret.createdDate,
      };
    },
    PutSecretValue: async (input) => {
      const secret = find(input.SecretId);
      const token = typeof input.ClientRequestToken === 'string' ? input.ClientRequestToken : randomUUID();
      const value = String(input.SecretString ?? '');
      if (token === secret.versionId) {
        // The same request again is idempotent; another value under the same token is refused (AWS does the same).
        if (value !== secret.value) throw new ServiceError('ResourceExistsException', 'A version with this ClientRequestToken already exists.');
      } else {
        secret.value = value;
        secret.versionId = token;
        await save();
      }
      return { ARN: secret.arn, Name: secret.name, VersionId: secret.versionId, VersionStages: ['AWSCURRENT'] };
    },
  };

  const answer = (res: ServerResponse, status: number, body: unknown, type?: string) => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', ...(type ? { 'x-amzn-errortype': type } : {}) });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const target = String(req.headers['x-amz-target'] ?? '');
      const operation = operations[target.replace(/^secretsmanager\./, '')];
      if (!target.startsWith('secretsmanager.') || !operation) {
        return answer(res, 400, { __type: 'InvalidAction', message: `${target} is not emulated locally` }, 'InvalidAction');
      }
      const input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      operation(input).then(
        (output) => answer(res, 200, output),
        (error: unknown) => {
          const type = error instanceof ServiceError ? error.type : 'InternalServiceError';
          answer(res, error instanceof ServiceError ? 400 : 500, { __type: type, message: (error as Error).message }, type);
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    valueOf: (secretId) => find(secretId).value,
    async ensureSecret(name, value) {
      const existing = secrets.get(name);
      if (existing) return existing.arn;
      const secret = create(name, value());
      await save();
      return secret.arn;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
