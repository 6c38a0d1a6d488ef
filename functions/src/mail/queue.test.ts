import { describe, expect, it } from 'vitest';
import { accountSender, trackingPath } from './queue';

/* The parts of a queued message that need no store: the account's From and the tracking image's path. */

describe('the sender of a message sent through a tenant account', () => {
  it.each([
    ['a plain name', { nome: 'Clínica Alfa', email: 'sst@alfa.com.br' }, '"Clínica Alfa" <sst@alfa.com.br>'],
    ['a name with quotes, which would end the quoted name early', { nome: 'Clínica "Alfa"', email: 'sst@alfa.com.br' }, '"Clínica Alfa" <sst@alfa.com.br>'],
    ['a name with backslashes, which would escape the closing quote', { nome: 'SST\\ Alfa\\', email: 'sst@alfa.com.br' }, '"SST Alfa" <sst@alfa.com.br>'],
  ])('writes %s as "Nome" <email>', (_shape, conta, sender) => {
    // Act / Assess
    expect(accountSender(conta)).toBe(sender);
  });
});

describe('the tracking image’s path', () => {
  it('names tenant, message and secret in one token under /email/abertura', () => {
    // Act / Assess
    expect(trackingPath('alfa', '01MSG', 'c2VncmVkbw')).toBe('/email/abertura/alfa.01MSG.c2VncmVkbw');
  });

  it('escapes a token that would otherwise leave the path', () => {
    // Act / Assess
    expect(trackingPath('alfa/beta', '01 MSG', 's?x')).toBe('/email/abertura/alfa%2Fbeta.01%20MSG.s%3Fx');
  });
});
