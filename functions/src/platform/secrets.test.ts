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

/** Stands in for KMS: a data key wrapped with its own AES key, opened only with the same encryption context. */
function fakeKms(): KmsLike & { calls: string[] } {
  const wrapper = localMasterKey(randomBytes(32).toString('hex'));
  const calls: string[] = [];
  return {
    calls,
    async send(command) {
      calls.push(command.constructor.name);
      if (command instanceof GenerateDataKeyCommand) {
        const key = await wrapper.newDataKey(command.input.EncryptionContext ?? {});
        return { Plaintext: key.plaintext, CiphertextBlob: key.wrapped };
      }
      const input = (command as DecryptCommand).input;
      try {
        return { Plaintext: await wrapper.openDataKey(Buffer.from(input.CiphertextBlob ?? []), input.EncryptionContext ?? {}) };
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
});
