import type { Ltcat, LtcatGhe, LtcatGheFuncionario, SessionInfo } from '@ocupacional/shared';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getSessionQueryOptions } from '../../../lib/session';
import { renderHtml } from '../../../test-support/render-html';
import { ltcatGheApi } from '../api/ltcat-ghe';
import { GheModal, LtcatGheTab } from './ltcat-ghe-tab';

/* Setores (GHE) of an LTCAT rendered to HTML with what it reads in the cache (issue 15 wave 2; spec 3 §2.3). */

const ltcat = { id: 'l1', id_emp: 'e1', empresa: 'MetalVale', fdt: 'Fábrica' } as Ltcat;
const ghes: LtcatGhe[] = [
  { id: 'g1', id_ltcat: 'l1', ordem: 1, ghe: 'GHE-01', descricao: 'Solda', obs: null, funcoes: 2, funcionarios: 1, conclusoes: 1, updated_at: null },
  { id: 'g2', id_ltcat: 'l1', ordem: 2, ghe: 'GHE-02', descricao: 'Pintura', obs: null, funcoes: 0, funcionarios: 0, conclusoes: 0, updated_at: null },
];
const funcionario: LtcatGheFuncionario = {
  id: 'v1', id_ghe: 'g1', id_funcionario: 'f1', nome: 'João da Silva', cpf: '39053344705', funcao: 'Soldador', descricao: 'Turno A', updated_at: null,
};
const pagination = { page: 1, pagination: 1000, total: 2, last_page: 1, next: null };

const seed = (permissoes: number[]) => (client: QueryClient) => {
  client.setQueryData(getSessionQueryOptions(undefined).queryKey, {
    usuario: { is_adm: false, is_sadm: false, acesso_permissao: permissoes },
    cliente: { tenant: 'demo', nome: 'Demo', telefone: null, pacotes: [27] },
  } as unknown as SessionInfo);
  client.setQueryData(ltcatGheApi.ghesOptions('l1').queryKey, { data: ghes, pagination });
  client.setQueryData([ltcatGheApi.key, 'funcionario', 'g1', ''], { data: [funcionario], pagination });
};

describe('LtcatGheTab', () => {
  it('lists the GHEs in order with their counts; Novo GHE and Excluir only with 567', () => {
    // Act
    const editor = renderHtml(<LtcatGheTab ltcat={ltcat} />, { seed: seed([567]) });
    const reader = renderHtml(<LtcatGheTab ltcat={ltcat} />, { seed: seed([]) });
    // Assess
    expect(editor).toContain('data-testid="ltcat-ghe-g1"');
    expect(editor.indexOf('GHE-01')).toBeLessThan(editor.indexOf('GHE-02'));
    expect(editor).toContain('Solda');
    expect(editor).toContain('data-testid="ltcat-ghe-new"');
    expect(editor).toContain('data-testid="ltcat-ghe-delete"');
    expect(reader).not.toContain('data-testid="ltcat-ghe-new"');
    expect(reader).not.toContain('data-testid="ltcat-ghe-delete"');
    expect(reader).toContain('Ver');
  });

  it('opens a new GHE with only Informações and the copy choice; a saved one with its tabs and employees (cpf, nome, função)', () => {
    // Act
    const novo = renderHtml(<GheModal ltcat={ltcat} gheId={null} ghes={ghes} mayChange onClose={() => undefined} />, { seed: seed([567]) });
    const funcionarios = renderHtml(<GheModal ltcat={ltcat} gheId="g1" ghes={ghes} mayChange abaInicial="funcionarios" onClose={() => undefined} />, {
      seed: seed([567]),
    });
    // Assess
    expect(novo).toContain('Novo GHE');
    expect(novo).toContain('data-testid="ltcat-ghe-copiar"');
    expect(novo).not.toContain('Funcionários');
    expect(funcionarios).toContain('GHE GHE-01');
    expect(funcionarios).toContain('Conclusões Técnicas');
    expect(funcionarios).toContain('390.533.447-05');
    expect(funcionarios).toContain('João da Silva');
    expect(funcionarios).toContain('Soldador');
    expect(funcionarios).toContain('Novo Funcionário');
    expect(funcionarios).not.toContain('data-testid="ltcat-ghe-copiar"');
  });
});
