import { describe, expect, it } from 'vitest';
import { situacaoDoDestinatario } from './lotes';

describe("a lote recipient's status", () => {
  const destinatario = { situacao: 'enviado' as const, createdAt: '2026-11-20T10:00:00.000Z' };

  it('is the download once the link was opened, whatever the worker did', () => {
    // Act
    const atual = situacaoDoDestinatario({ ...destinatario, situacao: 'baixado', updatedAt: '2026-11-20T11:00:00.000Z' }, { situacao: 'enviado' });
    // Assess
    expect(atual).toEqual({ situacao: 'baixado', erro: null, updatedAt: '2026-11-20T11:00:00.000Z' });
  });

  it.each(['pendente', 'enviando', 'enviado'] as const)("is 'enviado' while the message is %s", (situacao) => {
    // Act
    const atual = situacaoDoDestinatario(destinatario, { situacao, erro: situacao === 'pendente' ? 'Tentativa 1: timeout' : undefined });
    // Assess
    expect(atual.situacao).toBe('enviado');
    expect(atual.erro).toBeNull();
  });

  it("is 'falha' with the worker's reason when the message failed for good, dated when sent when it was", () => {
    // Act
    const falha = situacaoDoDestinatario(destinatario, { situacao: 'falha', erro: 'Mailbox unavailable' });
    const enviado = situacaoDoDestinatario(destinatario, { situacao: 'enviado', enviadoAt: '2026-11-20T10:00:05.000Z' });
    // Assess
    expect(falha).toEqual({ situacao: 'falha', erro: 'Mailbox unavailable', updatedAt: destinatario.createdAt });
    expect(enviado.updatedAt).toBe('2026-11-20T10:00:05.000Z');
  });

  it('keeps what was stored when the message is not in the log (a queue refusal recorded on the row)', () => {
    // Act
    const atual = situacaoDoDestinatario({ ...destinatario, situacao: 'falha', erro: 'queue down' }, undefined);
    // Assess
    expect(atual).toEqual({ situacao: 'falha', erro: 'queue down', updatedAt: destinatario.createdAt });
  });
});
