import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { esocialServerCa } from './ambiente';

const pem = (name: string) => `-----BEGIN CERTIFICATE-----\n${name}\n-----END CERTIFICATE-----\n`;

describe("the eSocial servers' CA", () => {
  it('is the PEM of the environment first, then the PEM file, and the secret is then never read', async () => {
    // Prepare
    const read = vi.fn(async () => pem('secret'));
    const file = join(mkdtempSync(join(tmpdir(), 'esocial-ca-')), 'ca.pem');
    writeFileSync(file, pem('file'));

    // Act
    const fromEnv = await esocialServerCa({ ESOCIAL_CA_PEM: pem('env'), ESOCIAL_CA_FILE: file, ESOCIAL_CA_PEM_SECRET_ID: 'x' }, read);
    const fromFile = await esocialServerCa({ ESOCIAL_CA_FILE: file, ESOCIAL_CA_PEM_SECRET_ID: 'x' }, read);

    // Assess
    expect(fromEnv).toBe(pem('env'));
    expect(fromFile).toBe(pem('file'));
    expect(read).not.toHaveBeenCalled();
  });

  it('in AWS is read from the Secrets Manager secret the stack names, once per container', async () => {
    // Prepare
    const read = vi.fn(async (id: string) => pem(`icp-brasil ${id}`));
    const env = { ESOCIAL_CA_PEM_SECRET_ID: 'ocupacional/prod/esocial-ca' };

    // Act
    const first = await esocialServerCa(env, read);
    const second = await esocialServerCa(env, read);

    // Assess
    expect(first).toBe(pem('icp-brasil ocupacional/prod/esocial-ca'));
    expect(second).toBe(first);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads the secret again after a failed read, and is absent (Node’s own store) when nothing is configured', async () => {
    // Prepare
    const read = vi.fn().mockRejectedValueOnce(new Error('AccessDeniedException')).mockResolvedValueOnce(pem('again'));
    const env = { ESOCIAL_CA_PEM_SECRET_ID: 'ocupacional/test/esocial-ca-retry' };

    // Act
    const failed = await esocialServerCa(env, read).catch((error: Error) => error.message);
    const retried = await esocialServerCa(env, read);
    const none = await esocialServerCa({}, read);

    // Assess
    expect(failed).toBe('AccessDeniedException');
    expect(retried).toBe(pem('again'));
    expect(none).toBeUndefined();
  });
});
