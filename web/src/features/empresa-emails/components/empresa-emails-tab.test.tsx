import { QueryClient } from '@tanstack/react-query';
import type { EmpresaEmailRow, SessionInfo } from '@ocupacional/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionQueryOptions } from '../../../lib/session';
import { renderHtml } from '../../../test-support/render-html';
import { deleteEmpresaEmails, empresaEmailsOptions, saveEmpresaEmail } from '../api/empresa-emails';
import { empresaEmailValues } from '../utils/empresa-email-values';
import { EmpresaEmailsTab } from './empresa-emails-tab';

/*
 * The company record's tab 'E-mails' (issue 14): the calls go to the web-area routes of the path's company, the rows
 * the API answers are listed (name, sector, fronts or 'Todas', addresses, status), and only administrators see new,
 * edit and delete. Rendered to HTML with what the (faked) API answered in the cache.
 */

const rows: EmpresaEmailRow[] = [
  {
    id: 'c1',
    versao: 2,
    id_emp: 'e1',
    id_usu: 'web-adm',
    nome: 'Maria — RH',
    tipo: { id: 197, descricao: 'ASO' },
    fdt: [],
    email: 'aso@empresa.com.br;medicina@empresa.com.br',
    obs: null,
    ativo: 1,
    created_at: '2026-11-25T12:00:00.000Z',
  },
  {
    id: 'c2',
    versao: 1,
    id_emp: 'e1',
    id_usu: null,
    nome: null,
    tipo: { id: 199, descricao: 'Financeiro' },
    fdt: [{ id: 'f1', nome: 'Matriz' }],
    email: 'financeiro@empresa.com.br',
    obs: 'Faturas',
    ativo: 0,
    created_at: '2026-11-25T12:00:00.000Z',
  },
];

/** A fetch that records its calls and answers each with `data` in the API's envelope. */
function fakeApi(data: unknown) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify({ status: 200, msg: 'OK', data }), { status: 200 });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

async function render(usuario: Partial<SessionInfo['usuario']>) {
  const calls = fakeApi(rows);
  const loaded = await new QueryClient().fetchQuery(empresaEmailsOptions('e1'));
  const html = renderHtml(<EmpresaEmailsTab empresaId="e1" />, {
    seed: (client) => {
      client.setQueryData(getSessionQueryOptions(undefined).queryKey, { usuario: { is_adm: false, is_sadm: false, acesso_permissao: [], ...usuario } } as SessionInfo);
      client.setQueryData(empresaEmailsOptions('e1').queryKey, loaded);
    },
  });
  return { html, calls };
}

describe('EmpresaEmailsTab', () => {
  it('lists the contacts the company’s route answers, with new, edit and delete for administrators only', async () => {
    // Act
    const admin = await render({ is_adm: true });
    const operador = await render({ acesso_permissao: [567] });
    // Assess
    expect(admin.calls).toEqual([{ url: '/sst/api/empresa/e1/contato-email', method: 'GET', body: undefined }]);
    expect(admin.html).toContain('data-testid="empresa-emails-c1"');
    expect(admin.html).toContain('data-testid="empresa-emails-c2"');
    expect(admin.html).toContain('Maria — RH');
    expect(admin.html).toContain('aso@empresa.com.br, medicina@empresa.com.br');
    expect(admin.html).toMatch(/Todas.*aso@empresa/s);
    expect(admin.html).toMatch(/Financeiro.*Matriz.*financeiro@empresa\.com\.br.*Faturas.*INATIVO/s);
    expect(admin.html).toContain('data-testid="empresa-emails-new"');
    expect(admin.html).toContain('data-testid="empresa-emails-delete-row"');
    expect(operador.html).toContain('data-testid="empresa-emails-c1"');
    expect(operador.html).not.toContain('data-testid="empresa-emails-new"');
    expect(operador.html).not.toContain('data-testid="empresa-emails-edit"');
    expect(operador.html).not.toContain('data-testid="empresa-emails-delete-row"');
  });

  it('saves and deletes through the company’s routes, the edit with the version read', async () => {
    // Prepare
    const calls = fakeApi({ id: 'c1', total: 1 });
    // Act
    await saveEmpresaEmail('e1', empresaEmailValues(rows[0]!));
    await deleteEmpresaEmails('e1', ['c2']);
    // Assess
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['POST', '/sst/api/empresa/e1/contato-email/editar'],
      ['POST', '/sst/api/empresa/e1/contato-email/deletar'],
    ]);
    expect(calls[0]?.body).toEqual({
      id: 'c1',
      versao: 2,
      nome: 'Maria — RH',
      tipo: 197,
      fdt: [],
      email: 'aso@empresa.com.br;medicina@empresa.com.br',
      obs: '',
      ativo: 1,
    });
    expect(calls[1]?.body).toEqual({ ids: ['c2'] });
  });

  it('opens a new contact with no sector chosen (the user says which), every front and active', () => {
    expect(empresaEmailValues(null)).toEqual({ nome: '', tipo: '', fdt: [], email: '', obs: '', ativo: 1 });
  });
});
