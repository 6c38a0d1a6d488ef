import type { ConsultaExternaDetail, ConsultaView } from '@ocupacional/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AreaProvider } from '../../../lib/area-context';
import { createNotificationStore } from '../../../lib/notifications';
import { ConfirmProvider } from '../../../ui/confirm-dialog';
import { NotificationsProvider } from '../../../ui/notifications';
import { getConsultaExternaCredenciadaQueryOptions } from '../api/get-consulta-externa-credenciada';
import { getConsultaQueryOptions } from '../api/get-consulta';
import { CredenciadaConsultaPage } from './credenciada-consulta-page';

/* Rendered to HTML on the server, with the consultation already in the cache: what the clinic's page offers. */

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



function page(address: string, seed: (client: QueryClient) => void): string {
  const client = new QueryClient();
  seed(client);
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[address]}>
      <AreaProvider area="credenciada">
        <QueryClientProvider client={client}>
          <NotificationsProvider store={createNotificationStore()}>
            <ConfirmProvider>
              <Routes>
                <Route path="/:tenant/consultas/editar/:consulta" element={<CredenciadaConsultaPage />} />
              </Routes>
            </ConfirmProvider>
          </NotificationsProvider>
        </QueryClientProvider>
      </AreaProvider>
    </MemoryRouter>,
  );
}

const listUrl = '/demo/consultas';

describe('CredenciadaConsultaPage', () => {
  it('shows the data and the seven tabs once attendance started', () => {
    // Act
    const html = page('/demo/consultas/editar/1001', (client) =>
      client.setQueryData(getConsultaQueryOptions('credenciada', 1001, listUrl).queryKey, view()),
    );

    // Assess
    expect(html).toContain('Consulta Nº 1001');
    expect(html).toContain('Ana Souza');
    const tabs = [...html.matchAll(/data-testid="aba-([a-z]+)">([^<]+)</g)].map((match) => [match[1], match[2]]);
    expect(tabs).toEqual([
      ['acompanhamento', 'Acompanhamento'],
      ['historico', 'Histórico'],
      ['pcmso', 'PCMSO'],
      ['aso', 'ASO'],
      ['femo', 'FEMO'],
      ['liberacao', 'Liberação'],
      ['cancelamento', 'Cancelamento'],
    ]);
    expect(html).not.toContain('data-testid="iniciar-atendimento"');
  });

  it('shows only the data and the start button before attendance', () => {
    // Prepare
    const externa = {
      ...view(),
      id: '01JEXT',
      id_con: null,
      tipo_status: { id: 54, descricao: 'Agendada', bloqueado: 0 },
      deleted_at: null,
    } as unknown as ConsultaExternaDetail;

    // Act
    const html = page('/demo/consultas/editar/01JEXT', (client) =>
      client.setQueryData(getConsultaExternaCredenciadaQueryOptions('demo', '01JEXT', listUrl).queryKey, externa),
    );

    // Assess
    expect(html).toContain('data-testid="iniciar-atendimento"');
    expect(html).not.toContain('data-testid="aba-');
  });
});
