import { randomBytes } from 'node:crypto';
import { GenerateDataKeyCommand, type DecryptCommand } from '@aws-sdk/client-kms';
import { describe, expect, it } from 'vitest';
import {
  decryptSecret,
  encryptSecret,
  kmsMasterKey,
  localMasterKey,
  masterKeyFromEnv,
  SecretDecryptionError,
  type KmsLike,
} from './secrets';

const localKey = localMasterKey(randomBytes(32).toString('hex'));
const context = { tenant: 'demo', proposito: 'certificado-senha', id: 'C1' };

/**
 * Stands in for KMS: a data key wrapped with its own AES key, opened only with the same encryption context. Like
 * KMS it refuses a data key spec other than AES_256; `answer` makes it drop a field of its answers, or fail.
 */
function fakeKms(answer: { without?: 'Plaintext' | 'CiphertextBlob'; failWith?: string } = {}): KmsLike & { calls: string[] } {
  const wrapper = localMasterKey(randomBytes(32).toString('hex'));
  const calls: string[] = [];
  const shaped = (reply: { Plaintext?: Uint8Array; CiphertextBlob?: Uint8Array }) => {
    if (answer.without) delete reply[answer.without];
    return reply;
  };
  return {
    calls,
    async send(command) {
      calls.push(command.constructor.name);
      if (answer.failWith) throw Object.assign(new Error('KMS failed'), { name: answer.failWith });
      if (command instanceof GenerateDataKeyCommand) {
        if (command.input.KeySpec !== 'AES_256') throw Object.assign(new Error('invalid KeySpec'), { name: 'ValidationException' });
        const key = await wrapper.newDataKey(command.input.EncryptionContext ?? {});
        return shaped({ Plaintext: key.plaintext, CiphertextBlob: key.wrapped });
      }
      const input = (command as DecryptCommand).input;
      try {
        return shaped({ Plaintext: await wrapper.openDataKey(Buffer.from(input.CiphertextBlob ?? []), input.EncryptionContext ?? {}) });
      } catch {
        throw Object.assign(new Error('invalid ciphertext'), { name: 'InvalidCiphertextException' });
      }
    },
  };
}

describe('secrets at rest', () => {
  it('opens what it sealed, text and bytes, with the same context', async () => {
    const token = await encryptSecret('senha-do-certificado', context, localKey);
    const file = randomBytes(4000);
    const fileToken = await encryptSecret(file, context, localKey);
    expect(token).toMatch(/^v1\.local\./);
    expect(token).not.toContain('senha');
    expect((await decryptSecret(token, context, localKey)).toString('utf8')).toBe('senha-do-certificado');
    expect((await decryptSecret(fileToken, context, localKey)).equals(file)).toBe(true);
  });

  it('gives each secret its own data key, so the same text never seals the same', async () => {
    expect(await encryptSecret('x', context, localKey)).not.toBe(await encryptSecret('x', context, localKey));
  });

  it('refuses another context, another key, a tampered token and a token of the other scheme', async () => {
    const token = await encryptSecret('segredo', context, localKey);
    await expect(decryptSecret(token, { ...context, tenant: 'outra' }, localKey)).rejects.toBeInstanceOf(SecretDecryptionError);
    await expect(decryptSecret(token, context, localMasterKey(randomBytes(32).toString('hex')))).rejects.toBeInstanceOf(
      SecretDecryptionError,
    );
    const parts = token.split('.');
    parts[5] = Buffer.from('outro texto').toString('base64url');
    await expect(decryptSecret(parts.join('.'), context, localKey)).rejects.toBeInstanceOf(SecretDecryptionError);
    await expect(decryptSecret(token, context, kmsMasterKey('key', fakeKms()))).rejects.toBeInstanceOf(SecretDecryptionError);
  });

  it('wraps data keys with KMS GenerateDataKey and Decrypt, binding the encryption context', async () => {
    const kms = fakeKms();
    const key = kmsMasterKey('arn:aws:kms:sa-east-1:111122223333:key/demo', kms);
    const token = await encryptSecret('senha', context, key);
    expect(token).toMatch(/^v1\.kms\./);
    expect((await decryptSecret(token, context, key)).toString()).toBe('senha');
    await expect(decryptSecret(token, { ...context, id: 'C2' }, key)).rejects.toBeInstanceOf(SecretDecryptionError);
    expect(kms.calls).toEqual(['GenerateDataKeyCommand', 'DecryptCommand', 'DecryptCommand']);
  });

  it('chooses KMS when its key is configured, the local key otherwise, and fails loudly without either', () => {
    expect(masterKeyFromEnv({ SECRETS_KMS_KEY_ID: 'k', SECRETS_LOCAL_KEY: randomBytes(32).toString('hex') }).scheme).toBe('kms');
    expect(masterKeyFromEnv({ SECRETS_LOCAL_KEY: randomBytes(32).toString('hex') }).scheme).toBe('local');
    expect(() => masterKeyFromEnv({})).toThrow(/SECRETS_KMS_KEY_ID/);
    expect(() => masterKeyFromEnv({ SECRETS_LOCAL_KEY: 'abc' })).toThrow(/32 bytes/);
  });

  it('opens a secret whatever the order the context was written in', async () => {
    const token = await encryptSecret('segredo', { tenant: 'demo', proposito: 'smtp', id: 'C1' }, localKey);
    expect((await decryptSecret(token, { id: 'C1', proposito: 'smtp', tenant: 'demo' }, localKey)).toString()).toBe('segredo');
  });

  it('says why a secret does not open, keeping the cause', async () => {
    // Prepare
    const token = await encryptSecret('segredo', context, localKey);
    const kmsToken = await encryptSecret('segredo', context, kmsMasterKey('key', fakeKms()));

    // Act
    const tampered = await decryptSecret(token, { ...context, id: 'C2' }, localKey).catch((error: unknown) => error);
    const otherScheme = await decryptSecret(kmsToken, context, localKey).catch((error: unknown) => error);

    // Assess
    expect(tampered).toMatchObject({ name: 'SecretDecryptionError', message: 'the secret cannot be decrypted with this key and context' });
    expect((tampered as Error).cause).toBeInstanceOf(Error);
    expect(otherScheme).toBeInstanceOf(SecretDecryptionError);
    expect(((otherScheme as Error).cause as Error).message).toBe('written with the kms key, opened with the local key');
  });

  it.each([
    ['of an unknown version', (parts: string[]) => ['v2', ...parts.slice(1)]],
    ['with a part missing', (parts: string[]) => parts.slice(0, 5)],
    ['with a part too many', (parts: string[]) => [...parts, 'x']],
  ])('refuses a token %s', async (_, change) => {
    const token = await encryptSecret('segredo', context, localKey);
    await expect(decryptSecret(change(token.split('.')).join('.'), context, localKey)).rejects.toBeInstanceOf(SecretDecryptionError);
  });

  it('wipes each data key from memory once the secret is sealed or opened', async () => {
    // Prepare: a master key that keeps the data keys it hands out
    const handed: Buffer[] = [];
    const keeping = {
      scheme: 'local' as const,
      async newDataKey(secretContext: Record<string, string>) {
        const key = await localKey.newDataKey(secretContext);
        handed.push(key.plaintext);
        return key;
      },
      async openDataKey(wrapped: Buffer, secretContext: Record<string, string>) {
        const key = await localKey.openDataKey(wrapped, secretContext);
        handed.push(key);
        return key;
      },
    };

    // Act
    const opened = await decryptSecret(await encryptSecret('segredo', context, keeping), context, keeping);

    // Assess
    expect(opened.toString()).toBe('segredo');
    expect(handed).toHaveLength(2);
    for (const key of handed) expect(key.equals(Buffer.alloc(32))).toBe(true);
  });

  it.each([
    ['no data key', { without: 'Plaintext' as const }, 'KMS answered no data key'],
    ['no wrapped data key', { without: 'CiphertextBlob' as const }, 'KMS answered no data key'],
    ['an error of its own', { failWith: 'AccessDeniedException' }, 'KMS failed'],
  ])('fails loudly when KMS answers %s to GenerateDataKey', async (_, answer, message) => {
    await expect(encryptSecret('segredo', context, kmsMasterKey('key', fakeKms(answer)))).rejects.toThrow(message);
  });

  it('fails loudly, and not as an undecryptable secret, when KMS cannot open a data key for another reason', async () => {
    // Prepare
    const answer: { without?: 'Plaintext'; failWith?: string } = {};
    const key = kmsMasterKey('key', fakeKms(answer));
    const token = await encryptSecret('segredo', context, key);
    const opening = (change: typeof answer) => {
      Object.assign(answer, { without: undefined, failWith: undefined }, change);
      return decryptSecret(token, context, key).then(
        () => new Error('opened'),
        (error: unknown) => error as Error,
      );
    };

    // Act
    const noPlaintext = await opening({ without: 'Plaintext' });
    const denied = await opening({ failWith: 'AccessDeniedException' });
    const invalid = await opening({ failWith: 'InvalidCiphertextException' });

    // Assess
    expect(noPlaintext).not.toBeInstanceOf(SecretDecryptionError);
    expect(noPlaintext.message).toBe('KMS answered no plaintext');
    expect(denied).not.toBeInstanceOf(SecretDecryptionError);
    expect(denied.name).toBe('AccessDeniedException');
    expect(invalid).toBeInstanceOf(SecretDecryptionError);
    expect((invalid.cause as Error).name).toBe('InvalidCiphertextException');
  });
});
