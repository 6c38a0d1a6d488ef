import { contaEmailFormSchema } from '@ocupacional/shared';
import type { ContaEmail } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { oauth2StatusView, popupFeatures, toContaEmailValues } from './conta-email-values';

const conta: ContaEmail = {
  id: 'c1',
  versao: 3,
  nome: 'Conta SMTP',
  usuario: 'smtp-user',
  email: 'sst@provedor.com.br',
  servidor_smtp: 'smtp.provedor.com.br',
  autenticacao: 1,
  conexao_seg: 'ssl',
  porta: 465,
  tempo_espera: 0,
  n_msg_pct: 10,
  t_esp_pct: 60,
  tipo: [242],
  tipo_auth: 'senha',
  tem_senha: true,
  oauth2: null,
  updated_at: '2026-01-01T00:00:00Z',
};

describe('toContaEmailValues', () => {
  it('starts a new account with the spec defaults: tls, 50 messages per package, 600 s', () => {
    // Act
    const values = toContaEmailValues(null);
    // Assess
    expect(values).toMatchObject({ conexao_seg: 'tls', n_msg_pct: 50, t_esp_pct: 600, tempo_espera: 0, autenticacao: 1, tipo_auth: 'senha' });
  });

  it('asks every required field of a new SMTP account when saved empty', () => {
    // Prepare
    const values = toContaEmailValues(null);
    // Act
    const result = contaEmailFormSchema.safeParse(values);
    // Assess
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Nome é obrigatório',
        'Email é obrigatório',
        'Usuário é obrigatório',
        'Senha é obrigatória para contas SMTP',
        'Servidor SMTP é obrigatório para contas SMTP',
        'Porta é obrigatória para contas SMTP',
      ]),
    );
  });

  it('edits an account with the password blank, which keeps the stored one', () => {
    // Act
    const values = toContaEmailValues(conta);
    const result = contaEmailFormSchema.safeParse(values);
    // Assess
    expect(values.senha).toBe('');
    expect(values).toMatchObject({ id: 'c1', porta: 465, conexao_seg: 'ssl', tipo: [242] });
    expect(result.success).toBe(true);
    // The version read goes back with the save (issue 12 item 3).
    expect(result.data?.versao).toBe(3);
  });
});

describe('oauth2StatusView', () => {
  it('shows connected, error with the API text, and pending', () => {
    // Act
    const connected = oauth2StatusView({ situacao: 'conectado', mensagem: '', erro: null });
    const error = oauth2StatusView({ situacao: 'erro', mensagem: 'Erro na autorização, Tente autorizar novamente', erro: 'invalid_grant' });
    const pending = oauth2StatusView(null);
    // Assess
    expect(connected).toEqual({ label: 'Conectado', tone: 'success', detail: null });
    expect(error).toEqual({ label: 'Erro na autorização, Tente autorizar novamente', tone: 'error', detail: 'invalid_grant' });
    expect(pending).toEqual({ label: 'Autorização pendente', tone: 'warning', detail: null });
  });
});

describe('popupFeatures', () => {
  it('opens a 500 by 600 popup centred on the window', () => {
    // Act
    const features = popupFeatures({ left: 100, top: 50, width: 1300, height: 900 });
    // Assess
    expect(features).toBe('popup=yes,width=500,height=600,left=500,top=200');
  });
});
