import { defaultPageSize } from '@ocupacional/shared';
import type { CredenciadaCadastro, SessionInfo, TabelaPrecoCadastro, TabelaPrecoResumo } from '@ocupacional/shared';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getSessionQueryOptions } from '../../../lib/session';
import { pageQueryOf } from '../../../lib/use-list-state';
import { renderHtml } from '../../../test-support/render-html';
import { credenciadasApi } from '../api/credenciadas';
import { tabelasPrecoOptions } from '../api/tabelas-preco';
import { tabelaPrecoBody, tabelaPrecoFormValues } from '../utils/tabela-preco-form-values';
import { CredenciadaFormPage } from './credenciada-form-page';
import { CredenciadasPage } from './credenciadas-page';
import { TabelaPrecoEditor } from './tabela-preco-editor';
import { TabelaBalcaoPage } from './tabela-balcao-page';

/* Credenciadas, their price tables and the counter tables rendered to HTML with what they read in the cache (issue 14). */

const clinic: CredenciadaCadastro = {
  id: 'c1',
  versao: 2,
  nome: 'Clínica Amazonas Saúde Ocupacional',
  nome_fantasia: 'Amazonas SST',
  cnpj: '11222333000181',
  ie: null,
  cnae: null,
  cep: '69005040',
  end: 'Av. Eduardo Ribeiro',
  num: '520',
  comp: null,
  bairro: 'Centro',
  id_estado: '13',
  id_cidade: '130001',
  uf: 'AM',
  cidade: 'Manaus',
  tel_com: '(92) 3232-1000',
  tel_cel: null,
  email: null,
  site: null,
  resp: null,
  padrao: 1,
  id_medico: null,
  medico_nome: null,
  medico_crm: null,
  medico_crm_uf: null,
  ativo: 1,
  created_at: '2026-11-25T12:00:00.000Z',
  updated_at: null,
};

const resumo: TabelaPrecoResumo = {
  id: 't1',
  versao: 1,
  nome: 'Tabela MetalVale Fábrica',
  id_credenciada: 'c1',
  credenciada_nome: clinic.nome,
  credenciada_uf: 'AM',
  credenciada_cidade: 'Manaus',
  id_empresa: 'e1',
  empresa_nome: 'MetalVale',
  id_fdt: 'f1',
  fdt_descricao: 'Unidade Fabril',
  inicio: '2026-11-01',
  fim: null,
  ativo: 1,
  vigente: 1,
};

const balcao: TabelaPrecoResumo = { ...resumo, id: 't2', nome: 'Tabela Balcão', id_empresa: null, empresa_nome: null, id_fdt: null, fdt_descricao: null, inicio: null, vigente: 0, fim: '2026-01-31' };

const table: TabelaPrecoCadastro = {
  ...resumo,
  exames: [
    { id_exa: 'x1', exame: 'Audiometria', valor_venda: 8550, valor_servico: 450, taxa_servico: 1, valor_total: 9000, parceiros: [{ id: 'p1', nome: 'Lab Parceiro' }] },
    { id_exa: 'x2', exame: 'Exame Clínico', valor_venda: 4000, valor_servico: 0, taxa_servico: 0, valor_total: 4000, parceiros: [] },
  ],
};

const admin = (client: QueryClient, usuario: Partial<SessionInfo['usuario']> = { is_adm: true }) =>
  client.setQueryData(getSessionQueryOptions(undefined).queryKey, { usuario: { is_adm: false, is_sadm: false, acesso_permissao: [], ...usuario } } as SessionInfo);

describe('CredenciadasPage', () => {
  it('lists the clinics with the masked CNPJ, city/UF and the default flag; new for administrators only', () => {
    // Prepare
    const render = (usuario: Partial<SessionInfo['usuario']>) =>
      renderHtml(<CredenciadasPage />, {
        address: '/credenciadas',
        seed: (client) => {
          admin(client, usuario);
          client.setQueryData(credenciadasApi.listOptions(pageQueryOf('', { pageIndex: 0, pageSize: defaultPageSize })).queryKey, {
            data: [clinic],
            pagination: { page: 1, pagination: defaultPageSize, total: 1, last_page: 1, next: null },
          });
        },
      });
    // Act
    const html = render({ is_adm: true });
    const operador = render({});
    // Assess
    expect(html).toContain('data-testid="credenciadas-c1"');
    expect(html).toContain('11.222.333/0001-81');
    expect(html).toContain('Manaus/AM');
    expect(html).toContain('PADRÃO');
    expect(html).toContain('href="/credenciadas/editar/c1"');
    expect(html).toContain('data-testid="credenciadas-new"');
    expect(html).toContain('1 credenciada(s)');
    expect(operador).not.toContain('data-testid="credenciadas-new"');
  });
});

describe('CredenciadaFormPage', () => {
  it('opens a clinic on its tabs with the record from the cache, and on its price tables with ?aba=tabelas', () => {
    // Prepare
    const seed = (client: QueryClient) => {
      admin(client);
      client.setQueryData(credenciadasApi.oneOptions('c1', '/credenciadas').queryKey, clinic);
      client.setQueryData(tabelasPrecoOptions({ id_credenciada: 'c1' }).queryKey, [resumo]);
    };
    // Act
    const dados = renderHtml(<CredenciadaFormPage />, { address: '/credenciadas/editar/c1', routes: ['/credenciadas/editar/:id'], seed });
    const tabelas = renderHtml(<CredenciadaFormPage />, { address: '/credenciadas/editar/c1?aba=tabelas', routes: ['/credenciadas/editar/:id'], seed });
    const novo = renderHtml(<CredenciadaFormPage />, { address: '/credenciadas/cadastrar', routes: ['/credenciadas/cadastrar'], seed: admin });
    // Assess
    expect(dados).toContain('Dados da Clínica');
    expect(dados).toContain('Tabelas de Preço');
    expect(dados).toContain('Usuários');
    expect(dados).toContain('value="Clínica Amazonas Saúde Ocupacional"');
    expect(dados).toContain('value="Av. Eduardo Ribeiro"');
    expect(dados).toContain('data-testid="credenciada-save"');
    expect(tabelas).toContain('data-testid="tabela-preco-new"');
    expect(tabelas).toContain('data-testid="tabelas-preco-t1"');
    expect(tabelas).toContain('MetalVale — Unidade Fabril');
    expect(tabelas).toContain('A partir de 01/11/2026');
    expect(tabelas).toContain('VIGENTE');
    // One tab mounted at a time: the table editor's fields never meet the clinic form's (field-nome).
    expect(tabelas).not.toContain('data-testid="credenciada-form"');
    expect(dados).not.toContain('data-testid="tabelas-preco-tab"');
    expect(novo).toContain('data-testid="credenciada-form"');
    expect(novo).not.toContain('data-testid="tabelas-preco-tab"');
  });
});

describe('TabelaPrecoEditor', () => {
  it('shows each exam with its prices in reais, the fee when charged and the row total', () => {
    // Act
    const html = renderHtml(<TabelaPrecoEditor credenciadaId="c1" tabelaId="t1" onDone={() => undefined} />, {
      seed: (client) => {
        admin(client);
        client.setQueryData(['tabelas-preco', 'registro', 't1'], table);
        client.setQueryData(['tabelas-preco', 'exames'], {
          data: [
            { id: 'x1', nome: 'Audiometria', ativo: 1 },
            { id: 'x2', nome: 'Exame Clínico', ativo: 1 },
            { id: 'x3', nome: 'Espirometria', ativo: 1 },
          ],
          pagination: { page: 1, pagination: 1000, total: 3, last_page: 1, next: null },
        });
      },
    });
    // Assess
    expect(html).toContain('data-testid="tabela-preco-form"');
    expect(html).toContain('data-testid="tabela-preco-exame-x1"');
    // The fee is typed only when charged.
    expect(html).toMatch(/data-testid="field-exames\.1\.valor_servico" disabled=""/);
    expect(html).not.toMatch(/data-testid="field-exames\.0\.valor_servico" disabled=""/);
    expect(html).toMatch(/data-testid="tabela-preco-total-0"[^>]*>R\$\s90,00/);
    expect(html).toMatch(/data-testid="tabela-preco-total-1"[^>]*>R\$\s40,00/);
    // Only the exams not in the table are offered to add.
    expect(html).toContain('>Espirometria</option>');
    expect(html).not.toContain('>Audiometria</option>');
  });

  it('sends the counter scope without company nor front, and a company scope with them', () => {
    // Prepare
    const nova = tabelaPrecoFormValues(undefined, { id_credenciada: 'c1', balcao: true });
    const editada = tabelaPrecoFormValues(table, { id_credenciada: 'c1' });
    // Act
    const counter = tabelaPrecoBody({ ...nova, id_empresa: 'e1', id_fdt: 'f1' });
    const company = tabelaPrecoBody(editada);
    // Assess
    expect(nova).toMatchObject({ abrangencia: 'todas', nome: 'Tabela Balcão', ativo: 1, exames: [] });
    expect(counter).toMatchObject({ id_credenciada: 'c1', id_empresa: null, id_fdt: null });
    expect(counter).not.toHaveProperty('abrangencia');
    expect(company).toMatchObject({ id: 't1', versao: 1, id_empresa: 'e1', id_fdt: 'f1' });
    expect(editada.exames).toEqual([
      { id_exa: 'x1', valor_venda: '85,50', valor_servico: '4,50', taxa_servico: 1, parceiros: ['p1'] },
      { id_exa: 'x2', valor_venda: '40,00', valor_servico: '', taxa_servico: 0, parceiros: [] },
    ]);
  });
});

describe('TabelaBalcaoPage', () => {
  it("lists every clinic's counter table with its clinic and whether it is in force", () => {
    // Act
    const html = renderHtml(<TabelaBalcaoPage />, {
      address: '/empresa/tabela-balcao',
      seed: (client) => {
        admin(client);
        client.setQueryData(tabelasPrecoOptions({ balcao: 1 }).queryKey, [balcao]);
      },
    });
    // Assess
    expect(html).toContain('data-testid="tabela-balcao-t2"');
    expect(html).toContain('Clínica Amazonas Saúde Ocupacional');
    expect(html).toContain('Manaus/AM');
    expect(html).toContain('Todas as empresas (balcão)');
    expect(html).toContain('Até 31/01/2026');
    expect(html).toContain('FORA DA VIGÊNCIA');
    expect(html).toContain('data-testid="tabela-balcao-new"');
  });
});
