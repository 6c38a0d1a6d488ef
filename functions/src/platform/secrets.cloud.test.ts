import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, localMasterKey, SecretDecryptionError, secretsEnv } from './secrets';
import { renewEnvironment } from './per-environment';

/*
 * The master key the environment configures, read once per container (this file changes process.env, so it runs
 * isolated).
 */

const saved = { kms: process.env[secretsEnv.kmsKeyId], local: process.env[secretsEnv.localKey] };

afterEach(() => {
  for (const [name, value] of [[secretsEnv.kmsKeyId, saved.kms], [secretsEnv.localKey, saved.local]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  renewEnvironment();
});

const context = { tenant: 'demo', proposito: 'certificado-senha', id: 'C1' };

describe('the configured master key', () => {
  it('seals and opens with the local key of SECRETS_LOCAL_KEY, kept for the life of the container', async () => {
    // Prepare
    const keyHex = randomBytes(32).toString('hex');
    delete process.env[secretsEnv.kmsKeyId];
    process.env[secretsEnv.localKey] = keyHex;
    renewEnvironment();

    // Act
    const token = await encryptSecret('segredo', context);
    process.env[secretsEnv.localKey] = randomBytes(32).toString('hex');
    const reopened = await decryptSecret(token, context);

    // Assess
    expect(token).toMatch(/^v1\.local\./);
    expect(reopened.toString()).toBe('segredo');
    expect((await decryptSecret(token, context, localMasterKey(keyHex))).toString()).toBe('segredo');
  });

  it('reads the environment again once forgotten', async () => {
    // Prepare
    delete process.env[secretsEnv.kmsKeyId];
    process.env[secretsEnv.localKey] = randomBytes(32).toString('hex');
    renewEnvironment();
    const token = await encryptSecret('segredo', context);

    // Act
    process.env[secretsEnv.localKey] = randomBytes(32).toString('hex');
    renewEnvironment();

    // Assess
    await expect(decryptSecret(token, context)).rejects.toBeInstanceOf(SecretDecryptionError);
  });
});
