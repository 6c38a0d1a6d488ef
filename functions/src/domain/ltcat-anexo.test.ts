import { describe, expect, it } from 'vitest';
import { anexoAlteravel, arquivoAceito, ltcatAnexoKey, nomeDaChave } from './ltcat-anexo';

/* LTCAT attachments (spec 3 §3, §4, §5): keys under the LTCAT, accepted files, the status rule. */

describe('an LTCAT attachment', () => {
  it('is stored under its tenant and LTCAT, its name made safe', () => {
    expect(ltcatAnexoKey('demo', 'L1', 'U1', 'Laudo Técnico.pdf')).toBe('ltcat/demo/L1/anexo/U1/Laudo-Tecnico.pdf');
  });

  it.each([
    ['its own key', 'ltcat/demo/L1/anexo/U1/laudo.pdf', 'laudo.pdf'],
    ['another LTCAT', 'ltcat/demo/L2/anexo/U1/laudo.pdf', null],
    ['another tenant', 'ltcat/outro/L1/anexo/U1/laudo.pdf', null],
    ['a deeper key', 'ltcat/demo/L1/anexo/U1/x/laudo.pdf', null],
    ['a climb', 'ltcat/demo/L1/anexo/../laudo.pdf', null],
    ['no upload id', 'ltcat/demo/L1/anexo//laudo.pdf', null],
  ])('accepts a key of %s only when it is its own', (_, chave, nome) => {
    expect(nomeDaChave('demo', 'L1', chave)).toBe(nome);
  });

  it.each([
    ['a pdf', 'a.pdf', { tamanho: 10, contentType: 'application/pdf' }, true],
    ['a png with its type', 'a.png', { tamanho: 10, contentType: 'image/png' }, true],
    ['a png stored as pdf', 'a.png', { tamanho: 10, contentType: 'application/pdf' }, false],
    ['a doc', 'a.doc', { tamanho: 10, contentType: 'application/msword' }, false],
    ['50 MB exactly', 'a.zip', { tamanho: 50 * 1024 * 1024, contentType: 'application/zip' }, true],
    ['a byte more than 50 MB', 'a.zip', { tamanho: 50 * 1024 * 1024 + 1, contentType: 'application/zip' }, false],
    ['an empty file', 'a.pdf', { tamanho: 0, contentType: 'application/pdf' }, false],
  ])('%s: %s', (_, nome, armazenado, aceito) => {
    expect(arquivoAceito(nome, armazenado)).toBe(aceito);
  });

  it.each([
    [undefined, true],
    [null, true],
    [79, true],
    [80, false],
    [193, false],
  ])('status %s may change: %s', (status, alteravel) => {
    expect(anexoAlteravel(status)).toBe(alteravel);
  });
});
