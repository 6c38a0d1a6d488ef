import { describe, expect, it, vi } from 'vitest';
import { clientSecretOf, oauth2Provider } from './oauth2';

describe("the OAuth2 client secret in AWS (MAIL_OAUTH2_CLIENT_SECRET_ID, the stack's Secrets Manager secret)", () => {
  it('reads the named secret once per container and never when the plain secret is given', async () => {
    // Prepare
    const read = vi.fn(async (id: string) => `segredo-de-${id}`);
    const aws = oauth2Provider({ MAIL_OAUTH2_CLIENT_ID: 'cliente', MAIL_OAUTH2_CLIENT_SECRET_ID: 'ocupacional/prod/mail-oauth2' });
    const local = oauth2Provider({ MAIL_OAUTH2_CLIENT_ID: 'cliente', MAIL_OAUTH2_CLIENT_SECRET: 'local', MAIL_OAUTH2_CLIENT_SECRET_ID: 'ignorado' });

    // Act
    const first = await clientSecretOf(aws, read);
    const second = await clientSecretOf(aws, read);
    const plain = await clientSecretOf(local, read);

    // Assess
    expect(aws).toMatchObject({ clientSecret: '', clientSecretId: 'ocupacional/prod/mail-oauth2' });
    expect([first, second]).toEqual(['segredo-de-ocupacional/prod/mail-oauth2', 'segredo-de-ocupacional/prod/mail-oauth2']);
    expect(read).toHaveBeenCalledTimes(1);
    expect(plain).toBe('local');
  });

  it('tries again after a failed read, and answers an empty secret when nothing is configured', async () => {
    // Prepare
    const provider = oauth2Provider({ MAIL_OAUTH2_CLIENT_SECRET_ID: 'ocupacional/test/falha' });
    const read = vi.fn().mockRejectedValueOnce(new Error('AccessDenied')).mockResolvedValueOnce('agora-sim');

    // Act
    const failed = await clientSecretOf(provider, read).catch((error: Error) => error.message);
    const retried = await clientSecretOf(provider, read);
    const none = await clientSecretOf(oauth2Provider({}), read);

    // Assess
    expect(failed).toBe('AccessDenied');
    expect(retried).toBe('agora-sim');
    expect(none).toBe('');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
