import { defaultPageSize } from '@ocupacional/shared';
import type { Exame, SessionInfo } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { getSessionQueryOptions } from '../../../lib/session';
import { pageQueryOf } from '../../../lib/use-list-state';
import { renderHtml } from '../../../test-support/render-html';
import { examesApi } from '../api/exames';
import { exameFormValues } from '../utils/exame-form-values';
import { ExameFormPage } from './exame-form-page';
import { ExamesPage } from './exames-page';

/* Configurações › Exames rendered to HTML with the session and the first page in the cache (issue 14). */

const exame: Exame = {
  id: 'e1',
  versao: 2,
  nome: 'Audiometria Tonal',
  codigo_esocial: '0281',
  procedimento: 'Audiometria tonal ocupacional',
  clinico: 0,
  ativo: 1,
  created_at: '2026-11-25T12:00:00.000Z',
  updated_at: null,
};

function render(usuario: Partial<SessionInfo['usuario']>, total: number | null = 1): string {
  return renderHtml(<ExamesPage />, {
    address: '/config/exames',
    seed: (client) => {
      client.setQueryData(getSessionQueryOptions(undefined).queryKey, { usuario: { is_adm: false, is_sadm: false, acesso_permissao: [], ...usuario } } as SessionInfo);
      client.setQueryData(examesApi.listOptions(pageQueryOf('', { pageIndex: 0, pageSize: defaultPageSize })).queryKey, {
        data: [exame],
        pagination: { page: 1, pagination: defaultPageSize, total, last_page: total === null ? null : 1, next: null },
      });
    },
  });
}

describe('ExamesPage', () => {
  it('lists the exams with their Tabela 27 procedure and the Excel export for every back-office user', () => {
    // Act
    const html = render({});
    // Assess
    expect(html).toContain('data-testid="exames-e1"');
    expect(html).toContain('Audiometria tonal ocupacional');
    expect(html).toContain('href="/config/exames/editar/e1"');
    expect(html).toContain('Exportar Excel');
    expect(html).toContain('1 exame(s)');
  });

  it('hides new, edit and delete from a user who is not an administrator (the API answers 403)', () => {
    // Act
    const html = render({ acesso_permissao: [567, 3] });
    // Assess
    expect(html).not.toContain('data-testid="exames-new"');
    expect(html).not.toContain('data-testid="exames-edit"');
    expect(html).not.toContain('data-testid="exames-delete-row"');
    expect(html).not.toContain('type="checkbox"');
  });

  it('offers new, edit and delete (with row selection) to an administrator, and no total under a search', () => {
    // Act
    const html = render({ is_adm: true }, null);
    // Assess
    expect(html).toContain('data-testid="exames-new"');
    expect(html).toContain('href="/config/exames/cadastrar"');
    expect(html).toContain('data-testid="exames-delete-row"');
    expect(html).toContain('type="checkbox"');
    expect(html).not.toContain('exame(s)');
  });
});

describe('ExameFormPage', () => {
  it('opens an edit route with the record from the cache, and a new one active and not clinical', () => {
    // Act
    const html = renderHtml(<ExameFormPage />, {
      address: '/config/exames/editar/e1',
      routes: ['/config/exames/editar/:id'],
      seed: (client) => client.setQueryData(examesApi.oneOptions('e1', '/config/exames').queryKey, exame),
    });
    // Assess
    expect(html).toContain('value="Audiometria Tonal"');
    expect(html).toContain('value="0281"');
    expect(exameFormValues(undefined)).toEqual({ nome: '', codigo_esocial: '', clinico: 0, ativo: 1 });
  });
});
