import { describe, expect, it } from 'vitest';
import { consultaDeletedMessage, consultaProcessingMessage } from './atendimento';
import {
  decisaoGerar,
  notDefaultProviderMessage,
  pcmsoDesatualizado,
  podeAlterar,
  podeGerar,
  temPermissao,
} from './back-office';

const today = '2026-03-10';
const outdated = 'PCMSO desatualizado';

describe('podeGerar', () => {
  it('shows the button for a scheduled consultation of the default provider to a user with permission 559', () => {
    expect(podeGerar({ tipoStatus: 54, credenciadaPadrao: true }, true)).toBe(true);
  });

  it('hides it without the permission', () => {
    expect(podeGerar({ tipoStatus: 54, credenciadaPadrao: true }, false)).toBe(false);
  });

  it('hides it when the provider is not flagged default', () => {
    expect(podeGerar({ tipoStatus: 54, credenciadaPadrao: false }, true)).toBe(false);
  });

  it.each([194, 195])('hides it at status %i, even with a number', (tipoStatus) => {
    expect(podeGerar({ tipoStatus, credenciadaPadrao: true }, true)).toBe(false);
    expect(podeGerar({ tipoStatus, credenciadaPadrao: true, idCon: 4 }, true)).toBe(false);
  });

  it('shows it (to open the consultation) once the number exists, whatever the status', () => {
    expect(podeGerar({ tipoStatus: 66, credenciadaPadrao: true, idCon: 12 }, true)).toBe(true);
  });

  it('hides it for a deleted or no longer scheduled consultation without a number', () => {
    expect(podeGerar({ tipoStatus: 54, credenciadaPadrao: true, deletedAt: '2026-03-01T00:00:00Z' }, true)).toBe(false);
    expect(podeGerar({ tipoStatus: 57, credenciadaPadrao: true }, true)).toBe(false);
  });
});

describe('pcmsoDesatualizado', () => {
  const current = { id: 'rev-2', rev: 2 };

  it('is outdated when scheduled today on another revision', () => {
    expect(pcmsoDesatualizado({ dataAge: today, pcmsoRevisaoId: 'rev-1', revisao: 1 }, current, today)).toBe(true);
  });

  it('is outdated when scheduled in the past (with a time) on another revision', () => {
    expect(pcmsoDesatualizado({ dataAge: '2026-03-01T08:15', pcmsoRevisaoId: 'rev-1' }, current, today)).toBe(true);
  });

  it('is outdated when scheduled for later today (with a time) on another revision', () => {
    expect(pcmsoDesatualizado({ dataAge: '2026-03-10T17:30', pcmsoRevisaoId: 'rev-1' }, current, today)).toBe(true);
  });

  it('is not outdated when scheduled in the future', () => {
    expect(pcmsoDesatualizado({ dataAge: '2026-03-11', pcmsoRevisaoId: 'rev-1' }, current, today)).toBe(false);
  });

  it('is not outdated on the current revision', () => {
    expect(pcmsoDesatualizado({ dataAge: today, pcmsoRevisaoId: 'rev-2', revisao: 2 }, current, today)).toBe(false);
  });

  it('compares the revision number when the consultation kept no revision id', () => {
    expect(pcmsoDesatualizado({ dataAge: today, revisao: 1 }, current, today)).toBe(true);
    expect(pcmsoDesatualizado({ dataAge: today, revisao: 2 }, current, today)).toBe(false);
  });

  it('is not outdated when the front has no revision at all', () => {
    expect(pcmsoDesatualizado({ dataAge: today, pcmsoRevisaoId: 'rev-1' }, undefined, today)).toBe(false);
  });
});

describe('decisaoGerar', () => {
  const base = { tipoStatus: 54, credenciadaPadrao: true, dataAge: today, pcmsoRevisaoId: 'rev-2' };
  const current = { id: 'rev-2', rev: 2 };

  it('generates a scheduled consultation of the default provider on the current revision', () => {
    expect(decisaoGerar(base, current, today, outdated)).toEqual({ acao: 'gerar' });
  });

  it('answers an existing number before any other rule', () => {
    expect(decisaoGerar({ ...base, idCon: 9, pcmsoRevisaoId: 'rev-1', credenciadaPadrao: false }, current, today, outdated)).toEqual({
      acao: 'existente',
      idCon: 9,
    });
  });

  it('refuses an outdated PCMSO with the given message', () => {
    expect(decisaoGerar({ ...base, pcmsoRevisaoId: 'rev-1' }, current, today, outdated)).toEqual({ acao: 'recusar', motivo: outdated });
  });

  it('refuses a provider that is not the default', () => {
    expect(decisaoGerar({ ...base, credenciadaPadrao: false }, current, today, outdated)).toEqual({
      acao: 'recusar',
      motivo: notDefaultProviderMessage,
    });
  });

  it('refuses 194/195 and deleted consultations with the start-attendance reasons', () => {
    expect(decisaoGerar({ ...base, tipoStatus: 194 }, current, today, outdated)).toEqual({ acao: 'recusar', motivo: consultaProcessingMessage });
    expect(decisaoGerar({ ...base, deletedAt: '2026-03-01T00:00:00Z' }, current, today, outdated)).toEqual({
      acao: 'recusar',
      motivo: consultaDeletedMessage,
    });
  });
});

describe('temPermissao', () => {
  it('passes administrators and users holding the permission, no one else', () => {
    expect(temPermissao({ isAdm: true }, 559)).toBe(true);
    expect(temPermissao({ isSadm: true }, 559)).toBe(true);
    expect(temPermissao({ acessoPermissao: [553, 559] }, 559)).toBe(true);
    expect(temPermissao({ acessoPermissao: [553] }, 559)).toBe(false);
    expect(temPermissao({}, 559)).toBe(false);
  });
});

describe('podeAlterar', () => {
  it('allows only a scheduled consultation not generated nor deleted', () => {
    expect(podeAlterar({ tipoStatus: 54 })).toBe(true);
    expect(podeAlterar({ tipoStatus: 55, idCon: 3 })).toBe(false);
    expect(podeAlterar({ tipoStatus: 54, deletedAt: '2026-03-01T00:00:00Z' })).toBe(false);
    expect(podeAlterar({ tipoStatus: 195 })).toBe(false);
  });
});
