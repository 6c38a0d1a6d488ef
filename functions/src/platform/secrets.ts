import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { checkLocalAccess, localSecretsKeyId } from './local-access';
import { perEnvironment } from './per-environment';

/*
 * Secrets at rest (ARCHITECTURE.md "Secrets are encrypted at rest"): certificate files and passwords, later SMTP
 * passwords and OAuth tokens. Envelope encryption: every secret gets its own AES-256-GCM data key; the data key is
 * wrapped by the master key and stored beside the ciphertext. In AWS the master key is the stack's KMS key
 * (GenerateDataKey / Decrypt, with the encryption context bound in); locally it is a 32-byte key kept in the data
 * folder (SECRETS_LOCAL_KEY), like the JWT secret. The encryption context (tenant, purpose) is also the GCM
 * additional data, so a secret copied onto another record or tenant does not open.
 *
 * Token: 'v1.<kms|local>.<wrapped key>.<iv>.<tag>.<ciphertext>', each part base64url.
 */

/** What a secret belongs to; must be given again, equal, to open it. */
export type SecretContext = Readonly<Record<string, string>>;

/** Wraps and unwraps the per-secret data keys. */
export interface MasterKey {
  readonly scheme: 'kms' | 'local';
  newDataKey(context: SecretContext): Promise<{ plaintext: Buffer; wrapped: Buffer }>;
  openDataKey(wrapped: Buffer, context: SecretContext): Promise<Buffer>;
}

/** A secret that cannot be opened: wrong key, another context, or tampered. */
export class SecretDecryptionError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('the secret cannot be decrypted with this key and context', options);
    this.name = 'SecretDecryptionError';
  }
}

const version = 'v1';

function contextBytes(context: SecretContext): Buffer {
  const sorted = Object.keys(context)
    .sort()
    .map((key) => [key, context[key]]);
  // Stryker disable next-line StringLiteral: Buffer.from reads a string as UTF-8 when no encoding is named
  return Buffer.from(JSON.stringify(sorted), 'utf8');
}

function seal(key: Buffer, plaintext: Buffer, aad: Buffer): { iv: Buffer; tag: Buffer; ciphertext: Buffer } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), ciphertext };
}

function open(key: Buffer, parts: { iv: Buffer; tag: Buffer; ciphertext: Buffer }, aad: Buffer): Buffer {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, parts.iv);
    decipher.setAAD(aad);
    decipher.setAuthTag(parts.tag);
    return Buffer.concat([decipher.update(parts.ciphertext), decipher.final()]);
  } catch (error) {
    throw new SecretDecryptionError({ cause: error });
  }
}

/** The local master key: AES-256-GCM key wrapping with a 32-byte key (hex). */
export function localMasterKey(keyHex: string): MasterKey {
  const master = Buffer.from(keyHex, 'hex');
  if (master.length !== 32) throw new Error('SECRETS_LOCAL_KEY must be 32 bytes in hex (64 characters)');
  return {
    scheme: 'local',
    async newDataKey(context) {
      // Stands in for the tenant-secrets KMS key: only functions declared to use it may (infra/local/access-guard.ts).
      checkLocalAccess('KMSClient', 'GenerateDataKeyCommand', { KeyId: localSecretsKeyId });
      const plaintext = randomBytes(32);
      const { iv, tag, ciphertext } = seal(master, plaintext, contextBytes(context));
      return { plaintext, wrapped: Buffer.concat([iv, tag, ciphertext]) };
    },
    async openDataKey(wrapped, context) {
      checkLocalAccess('KMSClient', 'DecryptCommand', { KeyId: localSecretsKeyId });
      return open(master, { iv: wrapped.subarray(0, 12), tag: wrapped.subarray(12, 28), ciphertext: wrapped.subarray(28) }, contextBytes(context));
    },
  };
}

/** The subset of the KMS client the master key uses (tests pass a fake). */
export interface KmsLike {
  send(command: GenerateDataKeyCommand | DecryptCommand): Promise<{ Plaintext?: Uint8Array; CiphertextBlob?: Uint8Array }>;
}

/** The KMS master key: GenerateDataKey and Decrypt on `keyId` with the context as KMS encryption context. */
export function kmsMasterKey(keyId: string, client: KmsLike = new KMSClient({})): MasterKey {
  return {
    scheme: 'kms',
    async newDataKey(context) {
      const answer = await client.send(
        new GenerateDataKeyCommand({ KeyId: keyId, KeySpec: 'AES_256', EncryptionContext: { ...context } }),
      );
      if (!answer.Plaintext || !answer.CiphertextBlob) throw new Error('KMS answered no data key');
      return { plaintext: Buffer.from(answer.Plaintext), wrapped: Buffer.from(answer.CiphertextBlob) };
    },
    async openDataKey(wrapped, context) {
      try {
        const answer = await client.send(
          new DecryptCommand({ KeyId: keyId, CiphertextBlob: wrapped, EncryptionContext: { ...context } }),
        );
        if (!answer.Plaintext) throw new Error('KMS answered no plaintext');
        return Buffer.from(answer.Plaintext);
      } catch (error) {
        if ((error as Error).name === 'InvalidCiphertextException') throw new SecretDecryptionError({ cause: error });
        throw error;
      }
    },
  };
}

/** Variables that choose the master key: the KMS key in AWS, a local key on this machine. */
export const secretsEnv = { kmsKeyId: 'SECRETS_KMS_KEY_ID', localKey: 'SECRETS_LOCAL_KEY' } as const;

/** The master key the environment names (KMS wins when both are set). */
export function masterKeyFromEnv(env: NodeJS.ProcessEnv = process.env): MasterKey {
  const kmsKeyId = env[secretsEnv.kmsKeyId];
  if (kmsKeyId) return kmsMasterKey(kmsKeyId);
  const localKey = env[secretsEnv.localKey];
  if (localKey) return localMasterKey(localKey);
  throw new Error(`neither ${secretsEnv.kmsKeyId} nor ${secretsEnv.localKey} is set: secrets cannot be encrypted`);
}

const defaultKey = perEnvironment(masterKeyFromEnv);

/**
 * Encrypts a secret for a context.
 *
 * @example const senhaCifrada = await encryptSecret(senha, { tenant, proposito: 'certificado-senha', id });
 */
export async function encryptSecret(
  plaintext: string | Uint8Array,
  context: SecretContext,
  key: MasterKey = defaultKey(),
): Promise<string> {
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: Buffer.from copies bytes as they are and reads text as UTF-8 whichever branch it takes
  const data = typeof plaintext === 'string' ? Buffer.from(plaintext, 'utf8') : Buffer.from(plaintext);
  const dataKey = await key.newDataKey(context);
  try {
    const { iv, tag, ciphertext } = seal(dataKey.plaintext, data, contextBytes(context));
    return [version, key.scheme, ...[dataKey.wrapped, iv, tag, ciphertext].map((part) => part.toString('base64url'))].join('.');
  } finally {
    dataKey.plaintext.fill(0);
  }
}

/** Opens a secret written by {@link encryptSecret} with the same context; SecretDecryptionError otherwise. */
export async function decryptSecret(token: string, context: SecretContext, key: MasterKey = defaultKey()): Promise<Buffer> {
  const parts = token.split('.');
  if (parts.length !== 6 || parts[0] !== version) throw new SecretDecryptionError();
  if (parts[1] !== key.scheme) {
    throw new SecretDecryptionError({ cause: new Error(`written with the ${parts[1]} key, opened with the ${key.scheme} key`) });
  }
  const [wrapped, iv, tag, ciphertext] = parts.slice(2).map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer, Buffer];
  const dataKey = await key.openDataKey(wrapped, context);
  try {
    return open(dataKey, { iv, tag, ciphertext }, contextBytes(context));
  } finally {
    dataKey.fill(0);
  }
}
