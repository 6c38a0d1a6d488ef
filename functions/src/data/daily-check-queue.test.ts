import { describe, expect, it } from 'vitest';
import { empresasPorParte, mensagemVerificacaoSchema, parteId, planejarPartes } from './daily-check-queue';

describe('the parts of a tenant’s daily check', () => {
  it('is one part for a tenant with up to the threshold of configured companies, or none configured', () => {
    // Prepare
    const companies = Array.from({ length: empresasPorParte }, (_, index) => `e${index}`);

    // Act / Assess
    expect(planejarPartes([])).toEqual([{ tipo: 'tudo' }]);
    expect(planejarPartes(companies)).toEqual([{ tipo: 'tudo' }]);
  });

  it('is one part per company plus the tenant-wide part above the threshold', () => {
    // Prepare
    const companies = Array.from({ length: empresasPorParte + 1 }, (_, index) => `e${index}`);

    // Act
    const parts = planejarPartes(companies);

    // Assess
    expect(parts).toEqual([{ tipo: 'geral' }, ...companies.map((empresaId) => ({ tipo: 'empresa', empresaId }))]);
    expect(parts.map(parteId)).toEqual(['geral', ...companies.map((empresaId) => `empresa#${empresaId}`)]);
  });

  it('refuses a message without its day, instant, tenant or a known part', () => {
    // Prepare
    const valid = { dia: '2026-11-25', agora: '2026-11-25T03:00:00.000Z', tenant: 'clinica', parte: { tipo: 'empresa', empresaId: 'e1' } };

    // Act / Assess
    expect(mensagemVerificacaoSchema.parse(valid)).toEqual(valid);
    expect(mensagemVerificacaoSchema.safeParse({ ...valid, dia: '25/11/2026' }).success).toBe(false);
    expect(mensagemVerificacaoSchema.safeParse({ ...valid, tenant: '' }).success).toBe(false);
    expect(mensagemVerificacaoSchema.safeParse({ ...valid, parte: { tipo: 'empresa' } }).success).toBe(false);
    expect(mensagemVerificacaoSchema.safeParse({ ...valid, parte: { tipo: 'outra' } }).success).toBe(false);
  });
});
