import { describe, expect, it } from 'vitest';
import { addressOf, isFinished } from './send';

/* The envelope sender of a message sent through SES: the bare address of the logged remetente. */

describe('the envelope address of a sender', () => {
  it.each([
    ['a quoted name', '"Ocupacional" <nao-responda@ocupacional.com.br>', 'nao-responda@ocupacional.com.br'],
    ['a bare name', 'Clínica Alfa <contato@alfa.com.br>', 'contato@alfa.com.br'],
    ['a bare address', 'contato@alfa.com.br', 'contato@alfa.com.br'],
    ['a bare address with blanks around it', '  contato@alfa.com.br \n', 'contato@alfa.com.br'],
  ])('reads %s', (_shape, sender, address) => {
    // Act / Assess
    expect(addressOf(sender)).toBe(address);
  });
});

describe('a message whose sending is over (a redelivery of it sends nothing)', () => {
  it.each([
    ['enviado', true],
    ['falha', true],
    ['pendente', false],
    ['enviando', false],
    [undefined, false],
  ] as const)('takes situacao %s as over: %s', (situacao, over) => {
    // Act / Assess
    expect(isFinished(situacao)).toBe(over);
  });
});
