import { describe, expect, it } from 'vitest';
import { mailMessages } from '@ocupacional/shared';
import type { ContaEmailItem } from '../data/entities/conta-email';
import { contaEmailView, oauth2StatusOf } from './accounts';

/* What the screens show of a mail account: its OAuth2 state (spec 2 §4) and the account without its secrets. */

describe('the OAuth2 state of an account (spec 2 §4)', () => {
  const conectado = { is_fully_configured: true, has_tokens: true, situacao: 'conectado', mensagem: '', erro: null };
  const pendente = { is_fully_configured: false, has_tokens: false, situacao: 'pendente', mensagem: mailMessages.autorizacaoPendente, erro: null };
  const erro = (hasTokens: boolean, motivo: string | null) => ({
    is_fully_configured: false,
    has_tokens: hasTokens,
    situacao: 'erro',
    mensagem: mailMessages.erroAutorizacao,
    erro: motivo,
  });

  it.each([
    ['a refresh token and no refusal', { oauthRefreshCifrado: 'r' }, conectado],
    ['both tokens and no refusal', { oauthRefreshCifrado: 'r', oauthAccessCifrado: 'a' }, conectado],
    ['an access token without a refresh token', { oauthAccessCifrado: 'a' }, erro(true, null)],
    ['a refresh token the provider refused', { oauthRefreshCifrado: 'r', oauthErro: 'invalid_grant' }, erro(true, 'invalid_grant')],
    ['no token but a refusal', { oauthErro: 'invalid_grant' }, erro(false, 'invalid_grant')],
    ['no token and no refusal', {}, pendente],
  ])('with %s is %j', (_case, conta, status) => {
    expect(oauth2StatusOf(conta)).toEqual(status);
  });
});

describe('an account as the API answers it', () => {
  const base = { tenant: 'alfa', id: 'conta-1', nome: 'Conta', usuario: 'user', email: 'sst@provedor.com.br' };

  it('answers the stored settings, whether a password is stored, never the secrets', () => {
    // Prepare
    const item = {
      ...base,
      tipoAuth: 'senha',
      servidorSmtp: 'smtp.provedor.com.br',
      autenticacao: 2,
      conexaoSeg: 'ssl',
      porta: 465,
      tempoEspera: 5,
      nMsgPct: 10,
      tEspPct: 60,
      tipo: [197],
      senhaCifrada: 'v1.local.segredo',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-02-01T00:00:00.000Z',
      versao: 3,
    } as ContaEmailItem;
    // Act
    const view = contaEmailView(item);
    // Assess
    expect(view).toEqual({
      id: 'conta-1',
      nome: 'Conta',
      usuario: 'user',
      email: 'sst@provedor.com.br',
      servidor_smtp: 'smtp.provedor.com.br',
      autenticacao: 2,
      conexao_seg: 'ssl',
      porta: 465,
      tempo_espera: 5,
      n_msg_pct: 10,
      t_esp_pct: 60,
      tipo: [197],
      tipo_auth: 'senha',
      tem_senha: true,
      oauth2: null,
      updated_at: '2026-02-01T00:00:00.000Z',
      versao: 3,
    });
    expect(JSON.stringify(view)).not.toContain('v1.local.segredo');
  });

  it('answers the spec’s defaults for what an old record lacks, and the OAuth2 state of a Gmail account', () => {
    // Act
    const view = contaEmailView({ ...base, tipoAuth: 'oauth2', createdAt: '2026-01-01T00:00:00.000Z' } as ContaEmailItem);
    // Assess
    expect(view).toEqual({
      id: 'conta-1',
      nome: 'Conta',
      usuario: 'user',
      email: 'sst@provedor.com.br',
      servidor_smtp: null,
      autenticacao: 1,
      conexao_seg: 'tls',
      porta: 0,
      tempo_espera: 0,
      n_msg_pct: 50,
      t_esp_pct: 600,
      tipo: [],
      tipo_auth: 'oauth2',
      tem_senha: false,
      oauth2: { is_fully_configured: false, has_tokens: false, situacao: 'pendente', mensagem: mailMessages.autorizacaoPendente, erro: null },
      updated_at: '2026-01-01T00:00:00.000Z',
      versao: 0,
    });
  });

  it('answers an empty update time when the record has none', () => {
    expect(contaEmailView({ ...base, tipoAuth: 'senha' } as ContaEmailItem).updated_at).toBe('');
  });
});
