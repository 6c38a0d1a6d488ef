import { describe, expect, it } from 'vitest';
import { ehDonoDoCertificado, origemDoVinculo, podeDesvincular, podeVincular, vinculoTransmite, type VinculoAtor } from './certificado-vinculo';

const certificadoDeA = { empresaId: 'A', empresaCnpj: '11111111000111' };
const certificadoDoProvedor = { empresaId: 'P', empresaCnpj: '99999999000199' };
const retaguarda: VinculoAtor = { area: 'web', cnpj: '99999999000199' };
const empresaA: VinculoAtor = { area: 'empresa', empresaId: 'A' };
const empresaB: VinculoAtor = { area: 'empresa', empresaId: 'B' };

describe('certificate links', () => {
  it('lets the back office link the provider-owned certificate to any company, and nothing else', () => {
    expect(podeVincular(retaguarda, certificadoDoProvedor, 'B')).toBe(true);
    expect(podeVincular(retaguarda, certificadoDeA, 'B')).toBe(false);
  });

  it('lets a company link its own certificate only to itself', () => {
    expect(ehDonoDoCertificado(empresaA, certificadoDeA)).toBe(true);
    expect(podeVincular(empresaA, certificadoDeA, 'A')).toBe(true);
    expect(podeVincular(empresaA, certificadoDeA, 'B')).toBe(false);
    expect(podeVincular(empresaB, certificadoDeA, 'B')).toBe(false);
  });

  it('lets the back office always unlink, the owner unlink its links, and a linked company drop its own link', () => {
    expect(podeDesvincular(retaguarda, certificadoDeA, { empresaId: 'B' })).toBe(true);
    expect(podeDesvincular(empresaA, certificadoDeA, { empresaId: 'B' })).toBe(true);
    expect(podeDesvincular(empresaB, certificadoDeA, { empresaId: 'B' })).toBe(true);
    expect(podeDesvincular(empresaB, certificadoDeA, { empresaId: 'C' })).toBe(false);
  });

  it('transmits with the owner link and back-office links only', () => {
    expect(vinculoTransmite(certificadoDeA, { empresaId: 'A' })).toBe(true);
    expect(vinculoTransmite(certificadoDeA, { empresaId: 'B', origem: 'retaguarda' })).toBe(true);
    expect(vinculoTransmite(certificadoDeA, { empresaId: 'B', origem: 'empresa' })).toBe(false);
    expect(vinculoTransmite(certificadoDeA, { empresaId: 'B' })).toBe(false);
  });
});

describe('the origin recorded on a link', () => {
  it.each([
    ['retaguarda', 'the back office', retaguarda],
    ['empresa', 'a company', empresaA],
  ] as const)('records %s when %s links', (origem, _quem, ator) => {
    expect(origemDoVinculo(ator)).toBe(origem);
  });

  it('lets a link the back office made transmit for the linked company', () => {
    const vinculo = { empresaId: 'B', origem: origemDoVinculo(retaguarda) };
    expect(vinculoTransmite(certificadoDoProvedor, vinculo)).toBe(true);
  });
});
