import { consultationClosedAlert, consultationReleasedOn } from '@ocupacional/shared';
import type { ConsultaView } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { consultaView } from '../../../test-support/consulta-view';
import { renderHtml } from '../../../test-support/render-html';
import { getConsultaQueryOptions } from '../../atendimento';
import { ConsultaAcoesPage } from './consulta-acoes-page';

/* Rendered to HTML on the server with the consultation already in the cache: the actions screen (spec 1 §2). */

function view(status: number, descricao: string, extra: Partial<ConsultaView> = {}): ConsultaView {
  return consultaView({
    id_con: 42,
    data_age: '2026-03-10T08:00',
    ghe: { id: 'G', ghe: '01', descricao: 'Soldagem' },
    tipo_aso: { id: 52, descricao: 'Periódico' },
    tipo_status: { id: status, descricao, bloqueado: 1 },
    acoes: { pode_liberar: status === 55, pode_cancelar: status === 55, aso_imprimivel: status === 66, femo_editavel: status === 55 },
    ...extra,
  });
}

function render(data: ConsultaView, area: 'web' | 'empresa' = 'empresa'): string {
  return renderHtml(<ConsultaAcoesPage />, {
    address: area === 'empresa' ? '/demo/consultas/consulta/42' : '/consultas/consulta/42',
    routes: ['/:tenant/consultas/consulta/:consulta', '/consultas/consulta/:consulta'],
    area,
    seed: (client) => client.setQueryData(getConsultaQueryOptions('acoes', data.id_con).queryKey, data),
  });
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
