import { defaultPageSize, laboratorioJaCadastradoMessage, selecioneLaboratorioMessage } from '@ocupacional/shared';
import type { FatorRisco, Laboratorio, SessionInfo } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { getSessionQueryOptions } from '../../../lib/session';
import { pageQueryOf } from '../../../lib/use-list-state';
import { renderHtml } from '../../../test-support/render-html';
import { fatoresRiscoApi, laboratoriosApi } from '../api/catalogos';
import { fatorRiscoBody, fatorRiscoFormValues } from '../utils/form-values';
import { FatorRiscoFormPage, fatorRiscoClientSchema } from './fator-risco-form-page';
import { FatoresRiscoPage } from './fatores-risco-page';
import { laboratorioAddError } from './laboratorios-subtabela';
import { LaboratoriosPage } from './laboratorios-page';

/* LTCAT › Fatores de Risco and Laboratórios rendered to HTML with the session and the first page in the cache (issue 15). */

const fator: FatorRisco = {
  id: 'f1',
  versao: 2,
  nome: 'Ruído contínuo',
  nome_comercial: 'Ruído',
  cat_esocial: 270,
  categoria: 'Físico',
  cod_cas: null,
  cod_esocial: '0201001',
  agente: 'Ruído',
  cod_metodologia: 'NHO 01',
  desc_metodologia: 'Fundacentro',
  id_tipo_unidade_medida: 294,
  un_medida: 'dB(A)',
  id_tab: null,
  esocial_atividade_per: ['Prensas', 'Caldeiras'],
  amostra: null,
  vazao: null,
  volume: null,
  cod_amostrador: null,
  desc_amostrador: null,
  usuario: 'Ana',
  ativo: 1,
  laboratorios: [{ id_fat: 'f1', id_lab: 'l1', laboratorio: 'Lab Bahia', nome: 'Ruído contínuo', valor_custo: 123456, valor_venda: 200000, padrao: 1 }],
  created_at: '2026-11-25T12:00:00.000Z',
  updated_at: null,
};

const lab: Laboratorio = {
  id: 'l1',
  versao: 1,
  codigo: 7,
  nome: 'Lab Bahia',
  cnpj: '19131243000197',
  cei: null,
  ie: null,
  cnae: null,
  cep: '69000000',
  end: 'Rua A',
  num: '1',
  comp: null,
  bairro: 'Centro',
  id_estado: '13',
  id_cidade: '1302603',
  tel_com: '(92) 3333-4444',
  tel_cel: null,
  email: 'lab@lab.com.br',
  site: null,
  obs: null,
  resp: 'Dra. Ana',
  uf: 'AM',
  cidade: 'Manaus',
  created_at: '2026-11-25T12:00:00.000Z',
  updated_at: null,
};

const page = <T,>(row: T) => ({ data: [row], pagination: { page: 1, pagination: defaultPageSize, total: 1, last_page: 1, next: null } });
const firstPage = pageQueryOf('', { pageIndex: 0, pageSize: defaultPageSize });

function render(element: React.ReactNode, usuario: Partial<SessionInfo['usuario']>): string {
  return renderHtml(element, {
    seed: (client) => {
      client.setQueryData(getSessionQueryOptions(undefined).queryKey, { usuario: { is_adm: false, is_sadm: false, acesso_permissao: [], ...usuario } } as SessionInfo);
      client.setQueryData(fatoresRiscoApi.listOptions({ ...firstPage, categorias: [] }).queryKey, page(fator));
      client.setQueryData(laboratoriosApi.listOptions(firstPage).queryKey, page(lab));
    },
  });
}

describe('FatoresRiscoPage', () => {
  it('shows the warning, the eSocial category filter (list 269) and the masked code; insert and delete with 568 only', () => {
    // Act
    const permitido = render(<FatoresRiscoPage />, { acesso_permissao: [568] });
    const operador = render(<FatoresRiscoPage />, { acesso_permissao: [570] });
    // Assess
    expect(permitido).toContain('data-testid="fatores-risco-aviso"');
    expect(permitido).toContain('vinculados aos riscos');
    for (const categoria of ['Físico', 'Químico', 'Biológico', 'Associação de fatores de risco', 'Outros', 'Ausência de fator de risco']) {
      expect(permitido).toContain(categoria);
    }
    expect(permitido).toContain('02.01.001');
    expect(permitido).toContain('href="/ltcat/fator-risco/editar/f1"');
    expect(permitido).toContain('data-testid="fatores-risco-new"');
    expect(permitido).toContain('Exportar Excel');
    expect(operador).toContain('Exportar Excel');
    expect(operador).not.toContain('data-testid="fatores-risco-new"');
    expect(operador).not.toContain('data-testid="fatores-risco-delete-row"');
  });
});

describe('LaboratoriosPage', () => {
  it('lists code, CNPJ, phone, manager and e-mail; Inserir Laboratório with 570 only', () => {
    // Act
    const permitido = render(<LaboratoriosPage />, { acesso_permissao: [570] });
    const outro = render(<LaboratoriosPage />, { acesso_permissao: [568] });
    // Assess
    for (const text of ['Lab Bahia', '>7<', '19.131.243/0001-97', '(92) 3333-4444', 'Dra. Ana', 'lab@lab.com.br', 'Inserir Laboratório']) {
      expect(permitido).toContain(text);
    }
    expect(outro).not.toContain('Inserir Laboratório');
  });
});

describe('FatorRiscoFormPage', () => {
  it('opens the factor with its laboratories (reais, the default radio) and a new one with code 00.00.000', () => {
    // Act
    const html = renderHtml(<FatorRiscoFormPage />, {
      address: '/ltcat/fator-risco/editar/f1',
      routes: ['/ltcat/fator-risco/editar/:id'],
      seed: (client) => client.setQueryData(fatoresRiscoApi.oneOptions('f1', '/ltcat/fator-risco').queryKey, fator),
    });
    // Assess
    expect(html).toContain('value="Ruído contínuo"');
    expect(html).toContain('data-testid="fator-risco-laboratorio-l1"');
    expect(html).toContain('Lab Bahia');
    // Masked inputs show their value through imask (in the browser): the form's values hold it.
    expect(fatorRiscoFormValues(fator)).toMatchObject({
      cod_esocial: '02.01.001',
      esocial_atividade_per: 'Prensas\nCaldeiras',
      laboratorios: [{ id_lab: 'l1', laboratorio: 'Lab Bahia', valor_custo: '1.234,56', valor_venda: '2.000,00', padrao: 1 }],
    });
    expect(html).toMatch(/type="radio"[^>]*checked/);
    expect(fatorRiscoFormValues(undefined)).toMatchObject({ cod_esocial: '00.00.000', ativo: 1, laboratorios: [] });
  });

  it('refuses adding no laboratory or one already listed with the spec messages, and the form sends cents and the activity list', () => {
    // Prepare
    const values = { ...fatorRiscoFormValues(fator), laboratorios: [{ id_lab: 'l1', laboratorio: 'Lab Bahia', valor_custo: '15,50', valor_venda: '30,00', padrao: 1 as const }] };
    // Act
    const parsed = fatorRiscoClientSchema.parse(values) as { laboratorios: unknown[]; esocial_atividade_per: string[]; cod_esocial: string | null };
    // Assess
    expect(laboratorioAddError('', [])).toBe(selecioneLaboratorioMessage);
    expect(laboratorioAddError('l1', [{ id_lab: 'l1' }])).toBe(laboratorioJaCadastradoMessage);
    expect(laboratorioAddError('l2', [{ id_lab: 'l1' }])).toBeUndefined();
    expect(parsed.laboratorios).toEqual([{ id_lab: 'l1', valor_custo: 1550, valor_venda: 3000, padrao: 1 }]);
    expect(parsed.esocial_atividade_per).toEqual(['Prensas', 'Caldeiras']);
    expect(parsed.cod_esocial).toBe('0201001');
    expect(fatorRiscoBody({ ...values, esocial_atividade_per: ' a \n\n b ' }).esocial_atividade_per).toEqual(['a', 'b']);
  });
});
