import type { ConsultaExternaDetail } from '@ocupacional/shared';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { consultaView } from '../../../test-support/consulta-view';
import { renderHtml } from '../../../test-support/render-html';
import { getConsultaExternaCredenciadaQueryOptions } from '../api/get-consulta-externa-credenciada';
import { getConsultaQueryOptions } from '../api/get-consulta';
import { CredenciadaConsultaPage } from './credenciada-consulta-page';

/* Rendered to HTML on the server, with the consultation already in the cache: what the clinic's page offers. */

function page(address: string, seed: (client: QueryClient) => void): string {
  return renderHtml(<CredenciadaConsultaPage />, { address, area: 'credenciada', routes: ['/:tenant/consultas/editar/:consulta'], seed });
}

const listUrl = '/demo/consultas';

describe('CredenciadaConsultaPage', () => {
  it('shows the data and the seven tabs once attendance started', () => {
    // Act
    const html = page('/demo/consultas/editar/1001', (client) =>
      client.setQueryData(getConsultaQueryOptions('credenciada', 1001, listUrl).queryKey, consultaView()),
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
      ...consultaView(),
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
