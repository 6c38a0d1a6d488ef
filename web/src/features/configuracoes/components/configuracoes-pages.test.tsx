import { defaultPageSize } from '@ocupacional/shared';
import type { ParceiroCadastro, Profissional, RiscoCadastro, SessionInfo } from '@ocupacional/shared';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getSessionQueryOptions } from '../../../lib/session';
import { pageQueryOf } from '../../../lib/use-list-state';
import { renderHtml } from '../../../test-support/render-html';
import { parceirosApi } from '../api/parceiros';
import { profissionaisApi } from '../api/profissionais';
import { riscosApi } from '../api/riscos';
import { parceiroFormValues, profissionalFormValues, riscoFormValues } from '../utils/form-values';
import { ParceiroFormPage } from './parceiro-form-page';
import { ParceirosPage } from './parceiros-page';
import { ProfissionaisPage } from './profissionais-page';
import { ProfissionalFormPage } from './profissional-form-page';
import { RiscoFormPage } from './risco-form-page';
import { RiscosPage } from './riscos-page';

/* Configurações › Profissionais, Parceiros and Riscos rendered to HTML with the session and the first page in the cache (issue 14). */

const stamps = { versao: 1, ativo: 1, created_at: '2026-11-26T12:00:00.000Z', updated_at: null } as const;
const profissional: Profissional = {
  id: 'p1',
  nome: 'Roberto Engenheiro',
  cpf: '52998224725',
  formacao: 'Engenheiro de Segurança do Trabalho',
  ide_oc: 9,
  dsc_oc: 'CRT',
  conselho: 'CRT',
  nr_oc: '12345',
  uf_oc: 'SP',
  email: null,
  ...stamps,
};
const parceiro: ParceiroCadastro = {
  id: 'pa1',
  nome: 'Laboratório Paulista Ltda',
  fantasia: 'Lab Paulista',
  cnpj: '11222333000181',
  cep: '13015904',
  end: 'Rua Barão de Jaguara',
  num: '1000',
  comp: null,
  bairro: 'Centro',
  id_estado: '35',
  id_cidade: '350001',
  uf: 'SP',
  cidade: 'Campinas',
  tel_com: '(19) 3232-0000',
  tel_cel: null,
  email: null,
  resp: null,
  ...stamps,
};
const risco: RiscoCadastro = {
  id: 'r1',
  nome: 'Ruído contínuo',
  codigo_esocial: '0201001',
  agente: 'Ruído',
  categoria: 'fisico',
  cat_esocial: 270,
  descricao: null,
  ...stamps,
};

const firstPage = pageQueryOf('', { pageIndex: 0, pageSize: defaultPageSize });
const page = <T,>(row: T) => ({ data: [row], pagination: { page: 1, pagination: defaultPageSize, total: 1, last_page: 1, next: null } });
const session = (client: QueryClient, usuario: Partial<SessionInfo['usuario']>) =>
  client.setQueryData(getSessionQueryOptions(undefined).queryKey, { usuario: { is_adm: false, is_sadm: false, acesso_permissao: [], ...usuario } } as SessionInfo);

describe('the lists of Profissionais, Parceiros and Riscos', () => {
  it('show each registry’s columns, masked; new and delete for administrators only', () => {
    // Act
    const profissionais = (usuario: Partial<SessionInfo['usuario']>) =>
      renderHtml(<ProfissionaisPage />, {
        address: '/config/profissionais',
        seed: (client) => {
          session(client, usuario);
          client.setQueryData(profissionaisApi.listOptions(firstPage).queryKey, page(profissional));
        },
      });
    const admin = profissionais({ is_adm: true });
    const operador = profissionais({ acesso_permissao: [567] });
    const parceiros = renderHtml(<ParceirosPage />, {
      address: '/config/parceiros',
      seed: (client) => {
        session(client, { is_adm: true });
        client.setQueryData(parceirosApi.listOptions(firstPage).queryKey, page(parceiro));
      },
    });
    const riscos = renderHtml(<RiscosPage />, {
      address: '/config/riscos',
      seed: (client) => {
        session(client, { is_adm: true });
        client.setQueryData(riscosApi.listOptions(firstPage).queryKey, page(risco));
      },
    });
    // Assess
    expect(admin).toContain('data-testid="profissionais-p1"');
    expect(admin).toContain('529.982.247-25');
    expect(admin).toContain('CRT 12345/SP');
    expect(admin).toContain('href="/config/profissionais/editar/p1"');
    expect(admin).toContain('data-testid="profissionais-new"');
    expect(admin).toContain('1 profissional(is)');
    expect(operador).toContain('Exportar Excel');
    expect(operador).not.toContain('data-testid="profissionais-new"');
    expect(operador).not.toContain('data-testid="profissionais-delete-row"');
    expect(parceiros).toContain('11.222.333/0001-81');
    expect(parceiros).toContain('Campinas/SP');
    expect(parceiros).toContain('href="/config/parceiros/editar/pa1"');
    expect(riscos).toContain('02.01.001');
    expect(riscos).toContain('Físico');
    expect(riscos).toContain('href="/config/riscos/editar/r1"');
  });
});

describe('the forms of Profissionais, Parceiros and Riscos', () => {
  it('open an edit route with the record from the cache; new ones start active with nothing declared', () => {
    // Act
    const profissionalHtml = renderHtml(<ProfissionalFormPage />, {
      address: '/config/profissionais/editar/p1',
      routes: ['/config/profissionais/editar/:id'],
      seed: (client) => client.setQueryData(profissionaisApi.oneOptions('p1', '/config/profissionais').queryKey, profissional),
    });
    const parceiroHtml = renderHtml(<ParceiroFormPage />, {
      address: '/config/parceiros/editar/pa1',
      routes: ['/config/parceiros/editar/:id'],
      seed: (client) => client.setQueryData(parceirosApi.oneOptions('pa1', '/config/parceiros').queryKey, parceiro),
    });
    const novoParceiro = renderHtml(<ParceiroFormPage />, { address: '/config/parceiros/cadastrar', routes: ['/config/parceiros/cadastrar'] });
    const riscoHtml = renderHtml(<RiscoFormPage />, {
      address: '/config/riscos/editar/r1',
      routes: ['/config/riscos/editar/:id'],
      seed: (client) => client.setQueryData(riscosApi.oneOptions('r1', '/config/riscos').queryKey, risco),
    });
    const novoRisco = renderHtml(<RiscoFormPage />, { address: '/config/riscos/cadastrar', routes: ['/config/riscos/cadastrar'] });
    // Assess: the professional's 'Outros' council shows its description; the partner's record has the users' tab.
    expect(profissionalHtml).toContain('value="Roberto Engenheiro"');
    expect(profissionalHtml).toContain('value="CRT"');
    expect(parceiroHtml).toContain('Dados do Parceiro');
    expect(parceiroHtml).toContain('Usuários');
    expect(parceiroHtml).toContain('value="Laboratório Paulista Ltda"');
    expect(novoParceiro).toContain('Dados do Parceiro');
    expect(novoParceiro).not.toContain('Usuários');
    // A code shows its group's category instead of the select; no code, the select.
    expect(riscoHtml).toContain('data-testid="risco-categoria-derivada"');
    expect(riscoHtml).toContain('Físico');
    expect(novoRisco).not.toContain('data-testid="risco-categoria-derivada"');
    expect(novoRisco).toContain('name="categoria"');
    expect(profissionalFormValues(undefined)).toMatchObject({ ide_oc: '', uf_oc: '', ativo: 1 });
    expect(riscoFormValues(risco).codigo_esocial).toBe('02.01.001');
    expect(parceiroFormValues(undefined)).toMatchObject({ nome: '', cnpj: '', ativo: 1 });
  });
});
