import type { ConsultaExame, ConsultaView } from '@ocupacional/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AreaProvider } from '../../../lib/area-context';
import { createNotificationStore } from '../../../lib/notifications';
import { ConfirmProvider } from '../../../ui/confirm-dialog';
import { NotificationsProvider } from '../../../ui/notifications';
import { getConsultaExamesQueryOptions } from '../api/get-consulta-exames';
import { getConsultaQueryOptions } from '../api/get-consulta';
import { CancelamentoForm } from './cancelamento-form';
import { LiberacaoForm } from './liberacao-form';

/* Rendered to HTML on the server, with the consultation and its exams already in the cache. */

const view = (over: Partial<ConsultaView['acoes']> = {}, alerta: ConsultaView['alerta'] = null): ConsultaView => ({
  id_con: 1001,
  id_consulta_externa: '01JEXT',
  data_age: '2026-03-01',
  dt_cad: '2026-03-01T12:00:00.000Z',
  empresa: { id: 'E1', nome: 'Acme' },
  funcionario: { id: 'F1', nome: 'Ana Souza', cpf: '12345678909' },
  funcao: { id: 'FU1', nome: 'Soldador' },
  fdt: { id: 'FDT1', descricao: 'Matriz', pcmso: null },
  ghe: null,
  tipo_aso: { id: 47, descricao: 'Admissional' },
  tipo_status: { id: 55, descricao: 'Em atendimento', bloqueado: 1 },
  credenciada: { id: 'C1', nome: 'Clínica', telefone: null },
  obs: null,
  aptidao: null,
  te_alt: null,
  te_esp: null,
  te_ele: null,
  te_ali: null,
  liberada_em: null,
  cancelada_em: null,
  revisao: null,
  valor: 0,
  acoes: { pode_liberar: true, pode_cancelar: true, aso_imprimivel: false, femo_editavel: true, ...over },
  aso: null,
  femo_pdf: null,
  pcmso: [],
  alerta,
});

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
  const client = new QueryClient();
  const routes = area === 'credenciada' ? 'credenciada' : 'acoes';
  client.setQueryData(getConsultaQueryOptions(routes, 1001).queryKey, consulta);
  client.setQueryData(getConsultaExamesQueryOptions(routes, 1001).queryKey, exames);
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/demo']}>
      <AreaProvider area={area}>
        <QueryClientProvider client={client}>
          <NotificationsProvider store={createNotificationStore()}>
            <ConfirmProvider>{element}</ConfirmProvider>
          </NotificationsProvider>
        </QueryClientProvider>
      </AreaProvider>
    </MemoryRouter>,
  );
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
