import { defaultPageSize } from '@ocupacional/shared';
import type { ConclusaoTecnica, Epi, LtcatConteudo, SessionInfo } from '@ocupacional/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { getSessionQueryOptions } from '../../../lib/session';
import { pageQueryOf } from '../../../lib/use-list-state';
import { renderHtml } from '../../../test-support/render-html';
import { conclusoesTecnicasApi, episApi, ltcatModeloOptions } from '../api/ltcat-conteudos';
import { conclusaoTecnicaFormValues, epiFormValues } from '../utils/catalogo-form-values';
import { ConclusoesTecnicasTab } from './conclusoes-tecnicas-tab';
import { EpisPage } from './epis-page';
import { LtcatConteudoEditor } from './ltcat-conteudo-editor';
import { LtcatModeloPage } from './ltcat-modelo-page';

/* The LTCAT catalogues' screens rendered to HTML with the session and the first page in the cache (issue 15). */

const epi: Epi = { id: 'e1', versao: 1, nome: 'Protetor auditivo tipo plugue', ca: '5745', categoria: 'C', ativo: 1, updated_at: null };
const conclusao: ConclusaoTecnica = { id: 'c1', versao: 1, nome: 'EPI eficaz', descricao: 'Atenua abaixo do LT', ativo: 1, usuario: 'Ana', updated_at: null };
const secao = (chave: string, tipo: 0 | 1, extra: Partial<LtcatConteudo> = {}): LtcatConteudo => ({
  id: `s-${chave}`,
  versao: 1,
  ordem: 10,
  chave,
  titulo: `Seção ${chave}`,
  html: '<p>{{empresa.razao_social}}</p>',
  ocultar: 0,
  ocultar_texto: 0,
  fator_riscos: 0,
  tipo,
  usuario: null,
  updated_at: null,
  ...extra,
});
const pagina = <T,>(data: T[]) => ({ data, pagination: { page: 1, pagination: defaultPageSize, total: data.length, last_page: 1, next: null } });
const firstPage = pageQueryOf('', { pageIndex: 0, pageSize: defaultPageSize });

function render(node: ReactElement, permissoes: Partial<SessionInfo['usuario']>, seed: (client: QueryClient) => void): string {
  return renderHtml(node, {
    address: '/ltcat/configuracao',
    seed: (client) => {
      client.setQueryData(getSessionQueryOptions(undefined).queryKey, { usuario: { is_adm: false, is_sadm: false, acesso_permissao: [], ...permissoes } } as SessionInfo);
      seed(client);
    },
  });
}

describe('EpisPage', () => {
  it('lists the EPIs with CA and NR-6 category; new and delete only with 567', () => {
    // Prepare
    const seed = (client: QueryClient) => client.setQueryData(episApi.listOptions(firstPage).queryKey, pagina([epi]));
    // Act
    const tecnico = render(<EpisPage />, { acesso_permissao: [567] }, seed);
    const leitor = render(<EpisPage />, { acesso_permissao: [573] }, seed);
    // Assess
    expect(tecnico).toContain('data-testid="epis-e1"');
    expect(tecnico).toContain('5745');
    expect(tecnico).toContain('C — Proteção auditiva');
    expect(tecnico).toContain('data-testid="epis-new"');
    expect(tecnico).toContain('1 EPI(s)');
    expect(leitor).toContain('data-testid="epis-e1"');
    expect(leitor).not.toContain('data-testid="epis-new"');
    expect(leitor).not.toContain('data-testid="epis-delete-row"');
  });
});

describe('ConclusoesTecnicasTab', () => {
  it('lists the conclusions; Nova Conclusão Técnica only with 573', () => {
    // Prepare
    const seed = (client: QueryClient) => client.setQueryData(conclusoesTecnicasApi.listOptions(firstPage).queryKey, pagina([conclusao]));
    // Act
    const tecnico = render(<ConclusoesTecnicasTab />, { acesso_permissao: [573] }, seed);
    const leitor = render(<ConclusoesTecnicasTab />, { acesso_permissao: [567] }, seed);
    // Assess
    expect(tecnico).toContain('EPI eficaz');
    expect(tecnico).toContain('Atenua abaixo do LT');
    expect(tecnico).toContain('Nova Conclusão Técnica');
    expect(leitor).toContain('EPI eficaz');
    expect(leitor).not.toContain('Nova Conclusão Técnica');
  });
});

describe('LtcatModeloPage', () => {
  it('lists the sections in order with their type; only tipo 0 opens for editing, and only with 569', () => {
    // Prepare
    const seed = (client: QueryClient) =>
      client.setQueryData(ltcatModeloOptions().queryKey, pagina([secao('objetivo', 0), secao('reconhecimento', 1, { ordem: 20, ocultar: 1 })]));
    // Act
    const editor = render(<LtcatModeloPage />, { acesso_permissao: [569] }, seed);
    const leitor = render(<LtcatModeloPage />, {}, seed);
    // Assess
    expect(editor).toMatch(/ltcat-modelo-objetivo[\s\S]*Texto editável[\s\S]*Editar[\s\S]*ltcat-modelo-reconhecimento[\s\S]*Gerado pelo sistema[\s\S]*Visualizar/);
    expect(leitor).not.toMatch(/>Editar</);
    // The switches show the state; disabled without 569.
    const input = (html: string, testId: string) => new RegExp(`data-testid="${testId}"[^>]*><span[^>]*>(<input[^>]*>)`).exec(html)?.[1] ?? '';
    expect(input(editor, 'ocultar-reconhecimento')).toContain('checked=""');
    expect(input(editor, 'ocultar-objetivo')).not.toContain('checked=""');
    expect(input(editor, 'ocultar-objetivo')).not.toContain('disabled');
    expect(input(leitor, 'ocultar-objetivo')).toContain('disabled=""');
  });
});

describe('LtcatConteudoEditor', () => {
  it('previews the HTML in a sandboxed frame and opens a generated section read only', () => {
    // Act
    const texto = renderHtml(<LtcatConteudoEditor conteudo={secao('objetivo', 0, { html: '<p>Oi<script>x()</script></p>' })} mayEdit onClose={() => undefined} />);
    const gerado = renderHtml(<LtcatConteudoEditor conteudo={secao('reconhecimento', 1)} mayEdit onClose={() => undefined} />);
    // Assess
    expect(texto).toMatch(/<iframe[^>]*sandbox=""/);
    expect(texto).toContain('data-testid="ltcat-conteudo-salvar"');
    expect(texto).toContain('{{empresa.razao_social}}');
    expect(gerado).toContain('data-testid="ltcat-conteudo-gerado"');
    expect(gerado).not.toContain('data-testid="ltcat-conteudo-salvar"');
  });
});

describe('catalogue form values', () => {
  it('opens new records active and empty, and edits with the record and its version', () => {
    expect(epiFormValues(null)).toEqual({ nome: '', ca: '', categoria: '', ativo: 1 });
    expect(epiFormValues({ ...epi, categoria: null })).toMatchObject({ id: 'e1', versao: 1, ca: '5745', categoria: '' });
    expect(conclusaoTecnicaFormValues({ ...conclusao, descricao: null })).toMatchObject({ id: 'c1', versao: 1, descricao: '' });
  });
});
