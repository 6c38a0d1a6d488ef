import { describe, expect, it } from 'vitest';
import { retificacaoPendente, retificavel } from './index';

/* Which accepted events the user may edit to rectify, and which wait for the lote's ALT process (issue 13 item 6). */

const recibo = '1.2.0000000000000000001';

describe('rectification of an accepted event', () => {
  it.each([
    ['a manual event accepted', { origem: 'avulso', recibo, tipoStatus: 335 }, true],
    ['a CAT accepted with warnings', { origem: 'cat', recibo, tipoStatus: 332 }, true],
    ['a rectification the web service refused', { origem: 'cat', recibo, tipoStatus: 336 }, true],
    ['a rectification still waiting to be sent', { origem: 'avulso', recibo, tipoStatus: 331 }, true],
    ['an event waiting for the web service', { origem: 'avulso', recibo, tipoStatus: 330 }, false],
    ['an excluded event', { origem: 'cat', recibo, tipoStatus: 380 }, false],
    ['an event never accepted', { origem: 'avulso', recibo: null, tipoStatus: 328 }, false],
    ['a blank receipt', { origem: 'avulso', recibo: ' ', tipoStatus: 335 }, false],
    ['an event from a consultation (no form to edit)', { origem: 'consulta', recibo, tipoStatus: 335 }, false],
    ['an S-3000', { origem: 'exclusao', recibo, tipoStatus: 335 }, false],
  ])('%s: %s', (_what, evento, expected) => {
    expect(retificavel(evento)).toBe(expected);
  });

  it.each([
    ['edited, waiting (331)', { recibo, tipoStatus: 331 }, true],
    ['a manual one back from an unprocessed lote (328)', { recibo, tipoStatus: 328 }, true],
    ['accepted, not edited', { recibo, tipoStatus: 335 }, false],
    ['refused', { recibo, tipoStatus: 336 }, false],
    ['a new event never sent', { recibo: undefined, tipoStatus: 331 }, false],
    ['a blank receipt', { recibo: '', tipoStatus: 328 }, false],
  ])('the ALT process sends %s: %s', (_what, evento, expected) => {
    expect(retificacaoPendente(evento)).toBe(expected);
  });
});
