import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { defaultPageSize, mailServiceTypes } from '@ocupacional/shared';
import type { ContaEmail, SessionInfo } from '@ocupacional/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createNotificationStore } from '../../../lib/notifications';
import { pageQueryOf } from '../../../lib/use-list-state';
import { getSessionQueryOptions } from '../../../lib/session';
import { ConfirmProvider } from '../../../ui/confirm-dialog';
import { NotificationsProvider } from '../../../ui/notifications';
import { getContasEmailQueryOptions } from '../api/get-contas-email';
import { ContasEmailPage } from './contas-email-page';

/* Rendered to HTML on the server with the session and the first page in the cache (spec 2 §2 "Mail accounts", §6). */

const conta: ContaEmail = {
  id: 'c1',
  versao: 3,
  nome: 'Conta ASO',
  usuario: 'aso',
  email: 'aso@provedor.com.br',
  servidor_smtp: 'smtp.provedor.com.br',
  autenticacao: 1,
  conexao_seg: 'tls',
  porta: 587,
  tempo_espera: 0,
  n_msg_pct: 50,
  t_esp_pct: 600,
  tipo: [mailServiceTypes.aso, mailServiceTypes.esocial],
  tipo_auth: 'senha',
  tem_senha: true,
  oauth2: null,
  updated_at: '2026-05-04T13:00:00.000Z',
};

function render(acessoPermissao: number[], total: number | null = 1): string {
  const client = new QueryClient();
  const usuario = { is_adm: false, is_sadm: false, acesso_permissao: acessoPermissao } as unknown as SessionInfo['usuario'];
  client.setQueryData(getSessionQueryOptions(undefined).queryKey, { usuario } as SessionInfo);
  client.setQueryData(getContasEmailQueryOptions(pageQueryOf('', { pageIndex: 0, pageSize: defaultPageSize })).queryKey, {
    data: [conta],
    pagination: { page: 1, pagination: defaultPageSize, total, last_page: total === null ? null : 1, ...(total === null ? { next: null } : {}) },
  });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <NotificationsProvider store={createNotificationStore()}>
        <ConfirmProvider>
          <ContasEmailPage />
        </ConfirmProvider>
      </NotificationsProvider>
    </QueryClientProvider>,
  );
}

describe('ContasEmailPage', () => {
  it('lists the accounts without permission 3, hiding registering, editing and deleting', () => {
    const html = render([]);
    expect(html).toContain('data-testid="conta-email-c1"');
    expect(html).toContain('ASO, eSocial');
    expect(html).not.toContain('data-testid="conta-email-edit"');
    expect(html).not.toContain('data-testid="conta-email-new"');
    expect(html).not.toContain('data-testid="conta-email-test"');
    expect(html).not.toContain('type="checkbox"');
  });

  it('offers registering, editing and deleting with permission 3', () => {
    const html = render([3]);
    expect(html).toContain('data-testid="conta-email-edit"');
    expect(html).toContain('data-testid="conta-email-new"');
    expect(html).toContain('data-testid="conta-email-test"');
    expect(html).toContain('type="checkbox"');
  });

  it('shows the number of accounts only when the server knows it', () => {
    expect(render([])).toContain('1 conta(s) de email');
    expect(render([], null)).not.toContain('conta(s) de email');
  });
});
