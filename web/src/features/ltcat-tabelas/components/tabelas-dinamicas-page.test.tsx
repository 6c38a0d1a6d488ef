import { defaultPageSize } from '@ocupacional/shared';
import type { SessionInfo, TabelaDinamica, TabelaDinamicaColuna } from '@ocupacional/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { getSessionQueryOptions } from '../../../lib/session';
import { pageQueryOf } from '../../../lib/use-list-state';
import { renderHtml } from '../../../test-support/render-html';
import { tabelasDinamicasOptions } from '../api/tabelas-dinamicas';
import { colunaFormValues, type ColunaFormValues } from '../utils/tabela-form-values';
import { TabelasDinamicasPage } from './tabelas-dinamicas-page';
import { TabelaVisualizacaoView } from './tabela-visualizacao-modal';
import { ValoresEditor } from './valores-editor';

/* LTCAT › Tabelas Dinâmicas rendered to HTML (issue 15): the list, the values editor and the 'Ver Tabela' view. */

const tabela = (id: string, nome: string, ativo: 0 | 1): TabelaDinamica => ({
  id,
  versao: 1,
  nome,
  cor: '#ff8800',
  ativo,
  obs: null,
  created_at: '2026-11-25T12:00:00.000Z',
  updated_at: null,
});

const coluna = (over: Partial<TabelaDinamicaColuna>): TabelaDinamicaColuna => ({
  id: 'c1',
  id_tab: 't1',
  versao: 1,
  id_cat: null,
  categoria: null,
  id_tipo_campo: 208,
  tipo_campo: 'Texto',
  id_tipo_vinculo: null,
  nome: 'Local',
  ordem: 0,
  unidade: null,
  mascara: null,
  valor_ref_min: null,
  valor_ref_max: null,
  ativo: 1,
  obrigatorio: 0,
  ordenar: 0,
  tabela_valores: [],
  updated_at: null,
  ...over,
});

const linha = (id: string, nome: string, ativo: 0 | 1 = 1) => ({ id, id_tab_ver_col: 'c2', id_tipo_campo: null, ordem: 0, nome, unidade: null, padrao: 0 as const, ativo });

function renderList(usuario: Partial<SessionInfo['usuario']>): string {
  return renderHtml(<TabelasDinamicasPage />, {
    address: '/ltcat/tabela-dinamica',
    seed: (client) => {
      client.setQueryData(getSessionQueryOptions(undefined).queryKey, { usuario: { is_adm: false, is_sadm: false, acesso_permissao: [], ...usuario } } as SessionInfo);
      client.setQueryData(tabelasDinamicasOptions(pageQueryOf('', { pageIndex: 0, pageSize: defaultPageSize })).queryKey, {
        data: [tabela('t1', 'Ruído contínuo', 1), tabela('t2', 'Poeira', 0)],
        pagination: { page: 1, pagination: defaultPageSize, total: 2, last_page: 1, next: null },
      });
    },
  });
}

function ValoresHarness({ values }: { values: ColunaFormValues }) {
  const form = useForm<ColunaFormValues>({ defaultValues: values });
  return (
    <FormProvider {...form}>
      <ValoresEditor />
    </FormProvider>
  );
}

/** The opening tag of the element with `testId`. */
const tagOf = (html: string, testId: string) => {
  const at = html.indexOf(`data-testid="${testId}"`);
  return html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1);
};
const rowOf = (html: string, testId: string) => html.slice(html.indexOf(`data-testid="${testId}"`), html.indexOf('</tr>', html.indexOf(`data-testid="${testId}"`)));

describe('TabelasDinamicasPage', () => {
  it('lists the tables with their colour swatch, view and export; inactive ones in red; insert and delete with 571 only', () => {
    // Act
    const comPermissao = renderList({ acesso_permissao: [571] });
    const semPermissao = renderList({ acesso_permissao: [567] });
    // Assess
    expect(comPermissao).toContain('background:#ff8800');
    expect(comPermissao).toContain('Ver Tabela');
    expect(comPermissao).toContain('data-testid="tabelas-dinamicas-exportar"');
    expect(comPermissao).toContain('href="/ltcat/tabela-dinamica/editar/t1"');
    expect(comPermissao).toContain('data-testid="tabelas-dinamicas-new"');
    expect(rowOf(comPermissao, 'tabelas-dinamicas-t2')).toContain('oc-row--error');
    expect(rowOf(comPermissao, 'tabelas-dinamicas-t1')).not.toContain('oc-row--error');
    expect(semPermissao).toContain('Ver Tabela');
    expect(semPermissao).not.toContain('data-testid="tabelas-dinamicas-new"');
    expect(semPermissao).not.toContain('data-testid="tabelas-dinamicas-delete-row"');
  });
});

describe('ValoresEditor', () => {
  it('disables removing the first line and the only line, disables inactive lines, and the select column but for 212 and 217', () => {
    // Prepare
    const lines = [linha('a', 'NHO 01'), linha('b', 'NR-15'), linha('c', 'Antiga', 0)];
    // Act
    const lista = renderHtml(<ValoresHarness values={colunaFormValues(coluna({ id_tipo_campo: 210, tabela_valores: lines }))} />);
    const selecao = renderHtml(<ValoresHarness values={colunaFormValues(coluna({ id_tipo_campo: 212, tabela_valores: lines }))} />);
    const unica = renderHtml(<ValoresHarness values={colunaFormValues(coluna({ id_tipo_campo: 217, tabela_valores: [linha('a', 'Só')] }))} />);
    // Assess
    expect(lista).toContain('VALORES DESSE CAMPO');
    expect(lista).toContain('Inserir Novo Valor');
    expect(tagOf(lista, 'valores-remover-0')).toContain('disabled');
    expect(tagOf(lista, 'valores-remover-1')).not.toContain('disabled');
    expect(rowOf(lista, 'valores-linha-2')).toContain('oc-row--error');
    expect(tagOf(lista, 'field-tabela_valores.2.nome')).toContain('disabled');
    expect(tagOf(lista, 'field-tabela_valores.1.nome')).not.toContain('disabled');
    expect(tagOf(lista, 'field-tabela_valores.1.id_tipo_campo')).toContain('disabled');
    expect(tagOf(selecao, 'field-tabela_valores.1.id_tipo_campo')).not.toContain('disabled');
    expect(tagOf(unica, 'valores-remover-0')).toContain('disabled');
    expect(rowOf(unica, 'valores-linha-0')).toContain('O campo deve manter ao menos uma linha de valores');
  });
});

describe('TabelaVisualizacaoView', () => {
  it('shows the table as a measurement fills it: categories over their columns, units, ranges and the value lines', () => {
    // Act
    const html = renderHtml(
      <TabelaVisualizacaoView
        colunas={[
          coluna({ id: 'c1', nome: 'Nível', id_tipo_campo: 209, unidade: 'dB(A)', categoria: 'Dosimetria', valor_ref_min: 0, valor_ref_max: 85, obrigatorio: 1 }),
          coluna({ id: 'c2', nome: 'Técnica', id_tipo_campo: 217, categoria: 'Dosimetria', tabela_valores: [linha('a', 'NHO 01'), linha('b', 'Antiga', 0)] }),
          coluna({ id: 'c3', nome: 'Duração', id_tipo_campo: 214 }),
        ]}
      />,
    );
    // Assess
    expect(html).toContain('colSpan="2"');
    expect(html).toContain('Nível * (dB(A))');
    expect(html).toContain('ref. 0 a 85');
    expect(html).toContain('NHO 01 (+ linhas)');
    expect(html).not.toContain('Antiga');
    expect(html).toContain('hh:mm');
  });
});
