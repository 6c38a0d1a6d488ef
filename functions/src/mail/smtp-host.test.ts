import { describe, expect, it } from 'vitest';
import { blocksPrivateSmtpHosts, isNonPublicAddress, SmtpHostRefusedError, smtpTarget } from './smtp-host';

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
    await expect(smtpTarget('localhost', {})).rejects.toBeInstanceOf(SmtpHostRefusedError);
    await expect(smtpTarget('localhost', { MAIL_SMTP_BLOCK_PRIVATE: '0' })).resolves.toEqual({ host: 'localhost' });
  });
});
