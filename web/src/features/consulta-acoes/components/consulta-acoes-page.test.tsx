import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { consultationClosedAlert, consultationReleasedOn } from '@ocupacional/shared';
import type { ConsultaView } from '@ocupacional/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AreaProvider } from '../../../lib/area-context';
import { getConsultaQueryOptions } from '../../atendimento';
import { ConsultaAcoesPage } from './consulta-acoes-page';

/* Rendered to HTML on the server with the consultation already in the cache: the actions screen (spec 1 §2). */

function view(status: number, descricao: string, extra: Partial<ConsultaView> = {}): ConsultaView {
  return {
    id_con: 42,
    id_consulta_externa: '01JEXTERNA',
    data_age: '2026-03-10T08:00',
    dt_cad: '2026-03-10T11:05:00.000Z',
    empresa: { id: 'E1', nome: 'MetalVale' },
    funcionario: { id: 'F1', nome: 'Ana Souza', cpf: '52998224725' },
    funcao: { id: 'FN', nome: 'Soldador' },
    fdt: { id: 'FDT', descricao: 'Unidade Fabril', pcmso: null },
    ghe: { id: 'G', ghe: '01', descricao: 'Soldagem' },
    tipo_aso: { id: 52, descricao: 'Periódico' },
    tipo_status: { id: status, descricao, bloqueado: 1 },
    credenciada: { id: 'C', nome: 'Clínica Matriz', telefone: null },
    obs: null,
    aptidao: null,
    te_alt: null,
    te_esp: null,
    te_ele: null,
    te_ali: null,
    liberada_em: null,
    cancelada_em: null,
    revisao: 2,
    valor: 15000,
    acoes: { pode_liberar: status === 55, pode_cancelar: status === 55, aso_imprimivel: status === 66, femo_editavel: status === 55 },
    aso: null,
    femo_pdf: null,
    pcmso: [],
    alerta: null,
    ...extra,
  };
}

function render(data: ConsultaView, area: 'web' | 'empresa' = 'empresa'): string {
  const client = new QueryClient();
  client.setQueryData(getConsultaQueryOptions('acoes', data.id_con).queryKey, data);
  const path = area === 'empresa' ? '/demo/consultas/consulta/42' : '/consultas/consulta/42';
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <AreaProvider area={area}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/:tenant/consultas/consulta/:consulta" element={<ConsultaAcoesPage />} />
            <Route path="/consultas/consulta/:consulta" element={<ConsultaAcoesPage />} />
          </Routes>
        </MemoryRouter>
      </AreaProvider>
    </QueryClientProvider>,
  );
}

describe('ConsultaAcoesPage', () => {
  it('offers the four tabs while the consultation is attended (55)', () => {
    const html = render(view(55, 'Em atendimento'));
    for (const label of ['Imprimir ASO', 'Imprimir Ficha Clínica', 'Liberar ASO', 'Cancelar Consulta']) expect(html).toContain(label);
    expect(html).toContain('ASO não liberado');
  });

  it('shows the release date at 66, prints the ASO and offers no cancellation', () => {
    const html = render(
      view(66, 'Liberada - Apto', {
        aso: { hash: 'ab', url: '/sst/api/demo/consulta/aso/ab' },
        alerta: { tipo: 'sucesso', texto: consultationReleasedOn('10/03/2026') },
      }),
    );
    expect(html).toContain('Essa consulta foi LIBERADA em 10/03/2026');
    expect(html).toContain('data-testid="print-aso"');
    expect(html).toContain('href="/sst/api/demo/consulta/aso/ab"');
    expect(html).not.toContain('Cancelar Consulta');
  });

  it('shows only the error alert and the Back button at 58 in the back office', () => {
    const html = render(view(58, 'Encerrada', { alerta: { tipo: 'erro', texto: consultationClosedAlert } }), 'web');
    expect(html).toContain(consultationClosedAlert);
    expect(html).toContain('data-testid="acoes-voltar"');
    expect(html).toContain('href="/consultas/externas"');
    expect(html).not.toContain('Imprimir ASO');
    expect(html).not.toContain('Liberar ASO');
  });
});
