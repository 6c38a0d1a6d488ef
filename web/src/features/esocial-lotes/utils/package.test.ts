import type { SessionInfo } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { hasEsocialPackage } from './package';

function session(pacotes: number[], isSadm = false): Pick<SessionInfo, 'cliente' | 'usuario'> {
  return {
    cliente: { tenant: 'demo', nome: 'Demo', telefone: null, pacotes },
    usuario: { is_sadm: isSadm } as SessionInfo['usuario'],
  };
}

describe('hasEsocialPackage', () => {
  it('passes a client with package 30', () => {
    // Assess
    expect(hasEsocialPackage(session([27, 30]))).toBe(true);
  });

  it('refuses a client without it, even to a super administrator (spec 1 §6)', () => {
    // Assess
    expect(hasEsocialPackage(session([27]))).toBe(false);
    expect(hasEsocialPackage(session([], true))).toBe(false);
    expect(hasEsocialPackage(null)).toBe(false);
  });
});
