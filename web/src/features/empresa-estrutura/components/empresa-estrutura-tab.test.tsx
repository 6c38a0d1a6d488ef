import type { FdtCadastro, GheCadastro, PcmsoExame, PcmsoRevisaoCadastro, SessionInfo } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { getSessionQueryOptions } from '../../../lib/session';
import { renderHtml } from '../../../test-support/render-html';
import { estruturaApi } from '../api/estrutura';
import { EmpresaEstruturaTab } from './empresa-estrutura-tab';

/* The company's 'Estrutura' tab rendered to HTML with the session and its lists in the cache (issue 14). */

const revisao = (rev: number, atual: boolean): PcmsoRevisaoCadastro => ({
  id: `r${rev}`,
  versao: 1,
  rev,
  descricao: rev === 1 ? 'Elaboração do PCMSO' : 'Revisão anual',
  data_hora: '2026-01-10T03:00:00.000Z',
  inicio: '2026-01-10',
  vencimento: '2027-01-09',
  vencido: false,
  parent: rev > 1 ? `r${rev - 1}` : null,
  atual,
});
const fdt: FdtCadastro = {
  id: 'f1',
  versao: 1,
  descricao: 'Obra Centro',
  pcmso: 'PCMSO Obra',
  tp_insc: 4,
  nr_insc: '123456789010',
  cep: null,
  end: null,
  num: null,
  bairro: null,
  uf: 'SP',
  cidade: null,
  ativo: 1,
  revisao: { ...revisao(2, true), atual: undefined, versao: undefined } as unknown as FdtCadastro['revisao'],
};
const ghe: GheCadastro = {
  id: 'g1',
  versao: 2,
  id_fdt: 'f1',
  ghe: 'GHE-01',
  descricao: 'Produção',
  obs: null,
  ordem: 0,
  ativo: 1,
  funcoes: [{ id: 'fn1', nome: 'Operador de Empilhadeira', cbo: '782205', ativo: 1 }],
};
const exame: PcmsoExame = {
  id: 'x1',
  exame: { id: 'e1', nome: 'Audiometria Tonal' },
  adm: true,
  apos_adm: false,
  dem: false,
  ret_tra: false,
  mud_fun: false,
  periodicidade: 6,
  periodicidade_a: null,
  periodicidade_d: null,
  per_id1: 18,
  per_id2: 45,
  validade: 180,
};

function render(address: string, usuario: Partial<SessionInfo['usuario']> = { is_adm: true }): string {
  return renderHtml(<EmpresaEstruturaTab empresaId="emp1" />, {
    address,
    seed: (client) => {
      client.setQueryData(getSessionQueryOptions(undefined).queryKey, { usuario: { is_adm: false, is_sadm: false, acesso_permissao: [], ...usuario } } as SessionInfo);
      client.setQueryData(estruturaApi.fdtsOptions('emp1').queryKey, [fdt]);
      client.setQueryData(estruturaApi.ghesOptions('emp1', 'f1').queryKey, [ghe]);
      client.setQueryData(estruturaApi.revisoesOptions('emp1', 'f1').queryKey, [revisao(2, true), revisao(1, false)]);
      client.setQueryData(estruturaApi.gheFuncoesOptions('emp1', 'g1').queryKey, ghe.funcoes);
      client.setQueryData(estruturaApi.examesOptions('emp1', 'r2', 'g1').queryKey, [exame]);
      client.setQueryData(estruturaApi.examesOptions('emp1', 'r1', 'g1').queryKey, [exame]);
    },
  });
}

describe('EmpresaEstruturaTab', () => {
  it('lists the fronts with their registration masked and their PCMSO, and offers the administrator new and edit', () => {
    // Act
    const html = render('/empresas/editar/emp1');
    // Assess
    expect(html).toContain('data-testid="estrutura-fdt-row"');
    expect(html).toContain('CNO 12.345.67890/10');
    expect(html).toContain('Rev. 2 · vence 09/01/2027');
    expect(html).toContain('data-testid="estrutura-fdt-new"');
    expect(html).toContain('data-testid="estrutura-fdt-edit"');
    expect(html).not.toContain('data-testid="estrutura-ghes"');
  });

  it('shows the chosen front’s GHEs and revisions, the GHE’s functions and the current revision’s exam table to edit', () => {
    // Act
    const html = render('/empresas/editar/emp1?fdt=f1&ghe=g1');
    // Assess
    expect(html).toContain('GHEs — Obra Centro');
    expect(html).toContain('data-testid="estrutura-ghe-row"');
    expect(html).toContain('2 (atual)');
    expect(html).toContain('data-testid="estrutura-revisao-nova"');
    expect(html).toContain('Operador de Empilhadeira');
    expect(html).toContain('7822-05');
    expect(html).toContain('data-testid="estrutura-funcao-add"');
    expect(html).toContain('Exames do PCMSO — GHE GHE-01, Revisão 2');
    expect(html).toContain('data-testid="estrutura-pcmso-form"');
    expect(html).toContain('data-testid="field-exames.0.per_id1"');
    expect(html).toContain('data-testid="estrutura-pcmso-save"');
  });

  it('shows an older revision read-only, and no change buttons to a user who is not an administrator', () => {
    // Act
    const antiga = render('/empresas/editar/emp1?fdt=f1&ghe=g1&revisao=r1');
    const operador = render('/empresas/editar/emp1?fdt=f1&ghe=g1', { acesso_permissao: [553] });
    // Assess
    expect(antiga).toContain('Revisão anterior: somente leitura.');
    expect(antiga).toContain('data-testid="estrutura-pcmso-table"');
    expect(antiga).not.toContain('data-testid="estrutura-pcmso-save"');
    expect(operador).not.toContain('data-testid="estrutura-fdt-new"');
    expect(operador).not.toContain('data-testid="estrutura-revisao-nova"');
    expect(operador).not.toContain('data-testid="estrutura-funcao-add"');
    expect(operador).not.toContain('data-testid="estrutura-pcmso-save"');
    expect(operador).toContain('Audiometria Tonal');
  });
});
