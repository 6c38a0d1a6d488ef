import { defaultPageSize } from '@ocupacional/shared';
import type { Ltcat, LtcatAnexo, LtcatLinha, SessionInfo } from '@ocupacional/shared';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getSessionQueryOptions } from '../../../lib/session';
import { pageQueryOf } from '../../../lib/use-list-state';
import { renderHtml } from '../../../test-support/render-html';
import { ltcatApi } from '../api/ltcat';
import { revisaoAlerta } from '../utils/ltcat-form-values';
import { LtcatFormPage } from './ltcat-form-page';
import { LtcatsPage } from './ltcats-page';

/* LTCAT list and form rendered to HTML with what they read in the cache (issue 15; spec 3 §2.3). */

const linha: LtcatLinha = {
  id: 'l1',
  id_emp: 'e1',
  empresa: 'MetalVale Indústria',
  id_fdt: 'f1',
  fdt: 'Unidade Fabril',
  rev: 2,
  id_tipo_revisao: 3,
  tipo_revisao: 'Revisão',
  data: '2026-03-01',
  vencimento: '2027-03-01',
  updated_at: '2026-03-01T12:00:00.000Z',
};

const record: Ltcat = {
  id: 'l1',
  versao: 1,
  id_emp: 'e1',
  empresa: 'MetalVale Indústria',
  id_fdt: 'f1',
  fdt: 'Unidade Fabril',
  id_tipo_ltcat: 228,
  id_tipo_revisao: 3,
  rev: 2,
  descricao: 'Revisão 2',
  data: '2026-03-01',
  vencimento: '2027-03-01',
  id_rev: null,
  id_ltcat: null,
  id_res: null,
  id_mod: null,
  obs: 'Revisão após troca de maquinário',
  ppra: 0,
  parent: 'l0',
  revisao: { id: 'l0', rev: 1, descricao: 'Elaboração', data: '2025-05-10', id_tipo_revisao: 2, parent: null },
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: null,
};

const anexo: LtcatAnexo = {
  id: 'a1',
  versao: 1,
  id_ltcat: 'l1',
  descricao: 'Laudo assinado',
  obs: null,
  ativo: 1,
  tipo_status: null,
  editavel: true,
  arquivo: { nome: 'laudo.pdf', tamanho: 10, content_type: 'application/pdf', url: 'https://s3.example/laudo.pdf' },
  usuario: 'Maria',
  updated_at: null,
};

const sessionOf = (client: QueryClient, pacotes: number[], usuario: Partial<SessionInfo['usuario']>) =>
  client.setQueryData(getSessionQueryOptions(undefined).queryKey, {
    usuario: { is_adm: false, is_sadm: false, acesso_permissao: [], ...usuario },
    cliente: { tenant: 'demo', nome: 'Demo', telefone: null, pacotes },
  } as unknown as SessionInfo);

describe('LtcatsPage', () => {
  it('lists the LTCATs with company, front, revision type and expiry; Inserir Novo LTCAT only with package 27 and 567', () => {
    // Prepare
    const render = (pacotes: number[], usuario: Partial<SessionInfo['usuario']>) =>
      renderHtml(<LtcatsPage />, {
        address: '/ltcat',
        seed: (client) => {
          sessionOf(client, pacotes, usuario);
          client.setQueryData(
            ltcatApi.listOptions({ ...pageQueryOf('', { pageIndex: 0, pageSize: defaultPageSize }), vencimento: [null, null] }).queryKey,
            { data: [linha], pagination: { page: 1, pagination: defaultPageSize, total: 1, last_page: 1, next: null } },
          );
        },
      });
    // Act
    const withPackage = render([27], { acesso_permissao: [567] });
    const withoutPackage = render([30], { is_adm: true });
    const reader = render([27], {});
    // Assess
    expect(withPackage).toContain('data-testid="ltcats-l1"');
    expect(withPackage).toContain('MetalVale Indústria');
    expect(withPackage).toContain('Unidade Fabril');
    expect(withPackage).toContain('Revisão (rev. 2)');
    expect(withPackage).toContain('01/03/2027');
    expect(withPackage).toContain('href="/ltcat/editar/l1"');
    expect(withPackage).toContain('Inserir Novo LTCAT');
    expect(withPackage).toContain('1 LTCAT(s)');
    expect(withoutPackage).not.toContain('Inserir Novo LTCAT');
    expect(reader).not.toContain('Inserir Novo LTCAT');
    expect(reader).not.toContain('data-testid="ltcats-delete-row"');
  });
});

describe('LtcatFormPage', () => {
  const seed = (permissoes: number[]) => (client: QueryClient) => {
    sessionOf(client, [27], { acesso_permissao: permissoes });
    client.setQueryData(ltcatApi.oneOptions('l1', '/ltcat').queryKey, record);
    client.setQueryData(ltcatApi.anexosOptions('l1').queryKey, {
      data: [anexo],
      pagination: { page: 1, pagination: 200, total: 1, last_page: 1, next: null },
    });
  };

  it('opens a revision with the last revision alert, its type fixed, and Documentos e Anexos only with 576', () => {
    // Act
    const dados = renderHtml(<LtcatFormPage />, { address: '/ltcat/editar/l1', routes: ['/ltcat/editar/:id'], seed: seed([567, 576]) });
    const anexos = renderHtml(<LtcatFormPage />, { address: '/ltcat/editar/l1?aba=anexos', routes: ['/ltcat/editar/:id'], seed: seed([567, 576]) });
    const sem576 = renderHtml(<LtcatFormPage />, { address: '/ltcat/editar/l1', routes: ['/ltcat/editar/:id'], seed: seed([567]) });
    // Assess
    expect(dados).toContain('data-testid="ltcat-revisao-alerta"');
    expect(dados).toContain('Última revisão: nº 1 — Elaboração, de 10/05/2025.');
    expect(dados).toContain('Revisão após troca de maquinário');
    expect(dados).toContain('Documentos e Anexos');
    expect(dados).toContain('Setores (GHE)');
    expect(dados).not.toContain('Orçamentos');
    expect(dados).toContain('A data não pode ser anterior a 10/05/2025');
    // Gerar Documento on a saved LTCAT (spec 3 §2.3).
    expect(dados).toContain('data-testid="ltcat-documento"');
    expect(dados).toContain('Gerar Documento');
    expect(anexos).toContain('data-testid="ltcat-anexo-a1"');
    expect(anexos).toContain('href="https://s3.example/laudo.pdf"');
    expect(anexos).toContain('data-testid="ltcat-anexo-new"');
    expect(anexos).toContain('data-testid="ltcat-anexo-edit"');
    expect(sem576).not.toContain('Documentos e Anexos');
  });

  it('opens a new LTCAT without the copy of a PPRA and without tabs', () => {
    // Act
    const html = renderHtml(<LtcatFormPage />, { address: '/ltcat/cadastrar', routes: ['/ltcat/cadastrar'], seed: seed([567]) });
    // Assess
    expect(html).toContain('data-testid="ltcat-form"');
    expect(html).toContain('Copiar de outro LTCAT');
    expect(html).not.toContain('Copiar de um PPRA');
    expect(html).not.toContain('Documentos e Anexos');
    expect(html).not.toContain('Setores (GHE)');
    expect(html).not.toContain('data-testid="ltcat-revisao-alerta"');
    expect(html).not.toContain('data-testid="ltcat-documento"');
  });

  it('words the alert with the revision’s parent', () => {
    const texto = revisaoAlerta(
      { rev: 3, descricao: 'Renovação 3', data: '2026-09-02', parent: { rev: 2, descricao: 'Revisão 2', data: '2025-09-01' } },
      (iso) => iso.split('-').reverse().join('/'),
    );
    expect(texto).toBe('Última revisão: nº 3 — Renovação 3, de 02/09/2026. Revisão anterior a ela: nº 2 — Revisão 2, de 01/09/2025.');
  });
});
