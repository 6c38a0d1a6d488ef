import { defaultPageSize } from '@ocupacional/shared';
import type { EmpresaRegistro, SessionInfo } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { getSessionQueryOptions } from '../../../lib/session';
import { pageQueryOf } from '../../../lib/use-list-state';
import { renderHtml } from '../../../test-support/render-html';
import { empresasApi } from '../api/empresas';
import { empresaFormValues } from '../utils/empresa-form-values';
import { EmpresaFormPage } from './empresa-form-page';
import { EmpresasPage } from './empresas-page';

/* Empresas rendered to HTML with the session and the first page (or the record) in the cache (issue 14). */

const empresa: EmpresaRegistro = {
  id: 'e1',
  versao: 3,
  nome: 'Metalúrgica Vale do Paraíba Ltda',
  nome_fantasia: 'MetalVale',
  cnpj: '45723174000110',
  cnae: '2599399',
  ie: '457231740',
  cep: '12238360',
  end: 'Avenida Cidade Jardim',
  num: '4120',
  comp: null,
  bairro: 'Jardim Satélite',
  id_estado: '35',
  id_cidade: '3549904',
  uf: 'SP',
  cidade: 'São José dos Campos',
  tel_com: '(12) 3921-4400',
  tel_cel: null,
  email: 'contato@metalvale.com.br',
  site: null,
  resp: null,
  r_obs: null,
  r_nome: null,
  r_email: null,
  r_tel_com: null,
  ativo: 1,
  coordenador_pcmso: { id: 'm1', nome: 'Dra. Helena Prado', crm: '123456', crm_uf: 'SP', cpf: '52998224725' },
  responsavel_ambiental: { id_profissional: null, nome: 'Eng. Paulo Mendes', cpf: '11144477735', ide_oc: 4, dsc_oc: null, nr_oc: '5063123456', uf_oc: 'SP' },
  created_at: '2026-11-25T12:00:00.000Z',
  updated_at: null,
};

function renderList(usuario: Partial<SessionInfo['usuario']>): string {
  return renderHtml(<EmpresasPage />, {
    address: '/empresas',
    seed: (client) => {
      client.setQueryData(getSessionQueryOptions(undefined).queryKey, { usuario: { is_adm: false, is_sadm: false, acesso_permissao: [], ...usuario } } as SessionInfo);
      client.setQueryData(empresasApi.listOptions(pageQueryOf('', { pageIndex: 0, pageSize: defaultPageSize })).queryKey, {
        data: [empresa, { ...empresa, id: 'e2', nome: 'Sem Cidade', cidade: null, uf: null, ativo: 0 }],
        pagination: { page: 1, pagination: defaultPageSize, total: 2, last_page: 1, next: null },
      });
    },
  });
}

describe('EmpresasPage', () => {
  it('lists the companies with the masked CNPJ, city/UF and status; new and delete for administrators only', () => {
    // Act
    const admin = renderList({ is_adm: true });
    const operador = renderList({ acesso_permissao: [567] });
    // Assess
    expect(admin).toContain('data-testid="empresas-e1"');
    expect(admin).toContain('href="/empresas/editar/e1"');
    expect(admin).toContain('45.723.174/0001-10');
    expect(admin).toContain('São José dos Campos/SP');
    expect(admin).toContain('INATIVO');
    expect(admin).toContain('data-testid="empresas-new"');
    expect(admin).toContain('2 empresa(s)');
    expect(operador).toContain('Exportar Excel');
    expect(operador).not.toContain('data-testid="empresas-new"');
    expect(operador).not.toContain('data-testid="empresas-delete-row"');
  });
});

describe('EmpresaFormPage', () => {
  it("opens a saved company with every tab and its CNPJ locked; a new one with the record's tab only", () => {
    // Act
    const edit = renderHtml(<EmpresaFormPage />, {
      address: '/empresas/editar/e1',
      routes: ['/empresas/editar/:id'],
      seed: (client) => client.setQueryData(empresasApi.oneOptions('e1', '/empresas').queryKey, empresa),
    });
    const nova = renderHtml(<EmpresaFormPage />, { address: '/empresas/cadastrar', routes: ['/empresas/cadastrar'] });
    // Assess
    for (const tab of ['Dados da Empresa', 'Frentes, GHE e PCMSO', 'Usuários', 'E-mails', 'Importar Funcionários', 'eSocial']) expect(edit).toContain(tab);
    expect(edit).toContain('value="Metalúrgica Vale do Paraíba Ltda"');
    expect(edit).toContain('data-testid="field-cnpj" disabled=""');
    expect(edit).toContain('Dra. Helena Prado - CRM 123456/SP');
    expect(nova).toContain('Dados da Empresa');
    expect(nova).not.toContain('data-testid="field-cnpj" disabled=""');
    expect(nova).not.toContain('Frentes, GHE e PCMSO');
    expect(nova).not.toContain('Importar Funcionários');
  });

  it('gives the form the masked documents and the environmental responsible of the record', () => {
    // Act
    const values = empresaFormValues(empresa);
    const novo = empresaFormValues(undefined);
    // Assess
    expect(values).toMatchObject({ id: 'e1', versao: 3, cnpj: '45.723.174/0001-10', cep: '12.238-360', id_medico_coordenador: 'm1', ra_cpf: '111.444.777-35', ra_ide_oc: '4', ra_uf_oc: 'SP' });
    expect(novo).toMatchObject({ nome: '', cnpj: '', ativo: 1, id_medico_coordenador: '', ra_ide_oc: '' });
    expect(novo).not.toHaveProperty('id');
  });
});
