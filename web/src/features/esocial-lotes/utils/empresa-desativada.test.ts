import { describe, expect, it } from 'vitest';
import { diaBr, empresaDesativadaDefaults, reativarConfirmacao } from './empresa-desativada';

describe('empresaDesativadaDefaults', () => {
  it('opens the form on today with no company nor observation', () => {
    // Act
    const values = empresaDesativadaDefaults('2026-11-21');

    // Assess
    expect(values).toEqual({ empresa: '', data: '2026-11-21', observacao: '' });
  });
});

describe('diaBr', () => {
  it('shows an ISO day or instant as dd/mm/aaaa, and nothing as empty', () => {
    // Assess
    expect(diaBr('2026-11-21')).toBe('21/11/2026');
    expect(diaBr('2026-01-05T03:00:00.000Z')).toBe('05/01/2026');
    expect(diaBr(null)).toBe('');
    expect(diaBr('ontem')).toBe('ontem');
  });
});

describe('reativarConfirmacao', () => {
  it('names the company with its masked CNPJ', () => {
    // Act
    const message = reativarConfirmacao({ nome: 'Metalúrgica Alfa Ltda', cnpj: '01444025000147' });

    // Assess
    expect(message).toContain('Metalúrgica Alfa Ltda (01.444.025/0001-47)');
    expect(message).toMatch(/^Deseja reativar a empresa/);
  });
});
