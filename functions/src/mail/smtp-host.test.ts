import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { PermanentMailError } from './errors';
import { blocksPrivateSmtpHosts, isNonPublicAddress, SmtpHostRefusedError, smtpHostRefusedReason, smtpTarget, type HostResolver } from './smtp-host';

describe('SMTP host guard', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.0.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', 'not-an-ip'])(
    'takes %s for a non-public address',
    (address) => {
      expect(isNonPublicAddress(address)).toBe(true);
    },
  );

  it.each(['8.8.8.8', '200.147.67.142', '2800:3f0:4001:80b::200e'])('takes %s for a public address', (address) => {
    expect(isNonPublicAddress(address)).toBe(false);
  });

  it('refuses unless the setting is exactly 0', () => {
    expect(blocksPrivateSmtpHosts({})).toBe(true);
    expect(blocksPrivateSmtpHosts({ MAIL_SMTP_BLOCK_PRIVATE: '1' })).toBe(true);
    expect(blocksPrivateSmtpHosts({ MAIL_SMTP_BLOCK_PRIVATE: '0' })).toBe(false);
  });

  it('connects to the checked address of a public IP, and refuses a name that resolves to loopback', async () => {
    await expect(smtpTarget('8.8.8.8', {})).resolves.toEqual({ host: '8.8.8.8' });
    const refused = (await smtpTarget('localhost', {}).catch((error: unknown) => error)) as SmtpHostRefusedError;
    expect(refused).toBeInstanceOf(SmtpHostRefusedError);
    expect(refused.addresses.length).toBeGreaterThan(0);
    expect(refused.addresses.every((address) => isNonPublicAddress(address) && isIP(address) !== 0)).toBe(true);
    await expect(smtpTarget('localhost', { MAIL_SMTP_BLOCK_PRIVATE: '0' })).resolves.toEqual({ host: 'localhost' });
  });

  describe('with the guard on, as in AWS', () => {
    const guardOn = { MAIL_SMTP_BLOCK_PRIVATE: '1' };
    const dns =
      (answers: Record<string, readonly string[]>): HostResolver =>
      async (host) => {
        const found = answers[host];
        if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
        return found;
      };

    it('connects to the first checked address of a public name, keeping the name for the certificate check', async () => {
      // Act
      const target = await smtpTarget('smtp.provedor.com.br', guardOn, dns({ 'smtp.provedor.com.br': ['200.147.67.142', '2800:3f0:4001:80b::200e'] }));
      // Assess
      expect(target).toEqual({ host: '200.147.67.142', servername: 'smtp.provedor.com.br' });
    });

    it.each([
      ['one of its addresses is private', ['200.147.67.142', '10.0.0.5']],
      ['its only address is the metadata service', ['169.254.169.254']],
      ['it has no address', []],
    ])('refuses a name when %s, naming the host and what it resolved to', async (_case, addresses) => {
      // Act
      const failure = await smtpTarget('interno.provedor.com.br', guardOn, dns({ 'interno.provedor.com.br': addresses })).catch((error: unknown) => error);
      // Assess
      expect(failure).toBeInstanceOf(SmtpHostRefusedError);
      expect(failure).toBeInstanceOf(PermanentMailError);
      expect(failure).toMatchObject({ name: 'SmtpHostRefusedError', message: smtpHostRefusedReason, host: 'interno.provedor.com.br', addresses });
    });

    it.each([
      ['an IPv4 literal', '200.147.67.142', '200.147.67.142'],
      ['an IPv4 literal with spaces around', ' 200.147.67.142 ', '200.147.67.142'],
      ['a bracketed IPv6 literal', '[2800:3f0:4001:80b::200e]', '2800:3f0:4001:80b::200e'],
    ])('checks %s itself, without asking the DNS', async (_case, host, address) => {
      // Prepare
      const asked: string[] = [];
      const resolver: HostResolver = async (name) => {
        asked.push(name);
        return ['10.0.0.1'];
      };
      // Act
      const target = await smtpTarget(host, guardOn, resolver);
      // Assess
      expect(target.host).toBe(address);
      expect(asked).toEqual([]);
    });

    it('refuses a bracketed loopback IPv6 literal', async () => {
      await expect(smtpTarget('[::1]', guardOn, dns({}))).rejects.toBeInstanceOf(SmtpHostRefusedError);
    });
  });
});
