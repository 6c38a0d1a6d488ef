import type { ConsultaExame, ConsultaView } from '@ocupacional/shared';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { consultaView } from '../../../test-support/consulta-view';
import { renderHtml } from '../../../test-support/render-html';
import { getConsultaExamesQueryOptions } from '../api/get-consulta-exames';
import { getConsultaQueryOptions } from '../api/get-consulta';
import { CancelamentoForm } from './cancelamento-form';
import { LiberacaoForm } from './liberacao-form';

/* Rendered to HTML on the server, with the consultation and its exams already in the cache. */

const view = (acoes: Partial<ConsultaView['acoes']> = {}, alerta: ConsultaView['alerta'] = null): ConsultaView => {
  const base = consultaView();
  return { ...base, acoes: { ...base.acoes, ...acoes }, alerta };
};

const exames: ConsultaExame[] = [
  {
    id: 'CE1',
    exame: { id: 'X1', nome: 'Audiometria' },
    parceiro: null,
    data: '2026-03-01',
    valor: 5000,
    id_con_rea: null,
    id_con_dem: null,
    alterado: false,
    realizado_em: null,
  },
];

function render(element: ReactNode, consulta: ConsultaView, area: 'credenciada' | 'empresa' = 'credenciada'): string {
  const routes = area === 'credenciada' ? 'credenciada' : 'acoes';
  return renderHtml(element, {
    area,
    seed: (client) => {
      client.setQueryData(getConsultaQueryOptions(routes, 1001).queryKey, consulta);
      client.setQueryData(getConsultaExamesQueryOptions(routes, 1001).queryKey, exames);
    },
  });
}

describe('LiberacaoForm', () => {
  it('shows the release fields named as the API names them, the password notice and the altered exams', () => {
    // Act
    const html = render(<LiberacaoForm idCon={1001} area="credenciada" />, view());

    // Assess
    for (const name of ['aptidao', 'id_tipo_status', 'te_alt', 'te_esp', 'te_ele', 'te_ali', 'obs', 'senha']) {
      expect(html).toContain(`name="${name}"`);
    }
    for (const campo of ['arquivo_aso', 'arquivo_femo', 'arquivo_exame']) {
      const input = new RegExp(`<input[^>]*name="${campo}"[^>]*>`).exec(html)?.[0] ?? '';
      expect(input).toContain('type="file"');
      expect(input).toContain('accept=".jpg,.png,.jpeg,.pdf,.zip"');
    }
    expect(html).toContain('Para continuar você deve inserir sua senha');
    expect(html).toContain('Audiometria');
    expect(html).toContain('deverão ser refeitos no próximo exame periódico');
    expect(html).toContain('data-testid="liberar"');
  });

  it('marks the files required in the company area', () => {
    // Act
    const clinic = render(<LiberacaoForm idCon={1001} area="credenciada" />, view());
    const company = render(<LiberacaoForm idCon={1001} area="acoes" />, view(), 'empresa');

    // Assess
    expect(clinic).not.toContain('Arquivo do ASO *');
    expect(company).toContain('Arquivo do ASO *');
  });

  it('offers no form once the consultation cannot be released, only its alert', () => {
    // Act
    const html = render(
      <LiberacaoForm idCon={1001} area="credenciada" />,
      view({ pode_liberar: false }, { tipo: 'sucesso', texto: 'Essa consulta foi LIBERADA em 01/03/2026' }),
    );

    // Assess
    expect(html).not.toContain('data-testid="liberar"');
    expect(html).toContain('Essa consulta foi LIBERADA em 01/03/2026');
  });
});

describe('CancelamentoForm', () => {
  it("asks the password first, keeps the reason disabled until it is typed, and proceeds with the spec's button", () => {
    // Act
    const html = render(<CancelamentoForm idCon={1001} area="credenciada" />, view());

    // Assess
    const obs = /<textarea[^>]*name="obs"[^>]*>/.exec(html)?.[0] ?? '';
    expect(obs).toContain('disabled=""');
    expect(obs).toContain('maxLength="1000"');
    expect(html).toContain('Prosseguir com o Calcelamento');
    expect(html).toContain('data-testid="cancelar"');
  });
});
