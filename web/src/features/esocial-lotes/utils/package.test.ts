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

  it('refuses a client without it, unless the user is a super administrator', () => {
    // Assess
    expect(hasEsocialPackage(session([27]))).toBe(false);
    expect(hasEsocialPackage(session([], true))).toBe(true);
    expect(hasEsocialPackage(null)).toBe(false);
  });
});
