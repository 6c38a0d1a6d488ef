import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { defaultPageSize, todayInSaoPaulo } from '@ocupacional/shared';
import type { BackOfficeConsultaRow } from '@ocupacional/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider } from '../../../ui/confirm-dialog';
import { getBackOfficeConsultasQueryOptions } from '../api/get-consultas-externas';
import { defaultFilters, toApiFilter } from '../utils/list-filters';
import { WebConsultasExternasPage } from './consultas-externas-page';

/* Rendered to HTML on the server with the default page already in the cache (spec 1 §2 "Back office"). */

function row(id: string, extra: Partial<BackOfficeConsultaRow> = {}): BackOfficeConsultaRow {
  return {
    id,
    id_con: null,
    data_age: '2026-03-10T08:00',
    funcionario: { id: 'F1', nome: 'Ana Souza', cpf: '52998224725' },
    funcao: { id: 'FN', nome: 'Soldador' },
    fdt: { id: 'FDT', descricao: 'Unidade Fabril', pcmso: null },
    ghe: { id: 'G', ghe: '01', descricao: 'Soldagem' },
    tipo_aso: { id: 52, descricao: 'Periódico' },
    periodicidade: 12,
    tipo_status: { id: 54, descricao: 'Agendada', bloqueado: 0 },
    credenciada: { id: 'C', nome: 'Clínica Matriz', padrao: true },
    empresa: { id: 'E1', nome: 'MetalVale' },
    obs: null,
    info: null,
    revisao: 2,
    id_tabela_preco: 'T',
    pcd: 0,
    created_at: '2026-03-01T10:00:00.000Z',
    deleted_at: null,
    cor: 'verde',
    pode_editar: true,
    pode_deletar: true,
    mostra_guia: true,
    aso: null,
    pode_gerar: true,
    pcmso_desatualizado: false,
    ...extra,
  };
}

function render(rows: BackOfficeConsultaRow[]): string {
  const client = new QueryClient();
  const params = { search: '', page: 1, pagination: defaultPageSize, filter: toApiFilter(defaultFilters(todayInSaoPaulo())) };
  client.setQueryData(getBackOfficeConsultasQueryOptions(params).queryKey, {
    data: rows,
    pagination: { page: 1, pagination: defaultPageSize, total: rows.length, last_page: 1 },
  });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <MemoryRouter initialEntries={['/consultas/externas']}>
          <WebConsultasExternasPage />
        </MemoryRouter>
      </ConfirmProvider>
    </QueryClientProvider>,
  );
}

describe('WebConsultasExternasPage', () => {
  it('shows each row with the company and the generate button where allowed', () => {
    const html = render([
      row('A'),
      row('B', { id_con: 77, tipo_status: { id: 55, descricao: 'Em atendimento', bloqueado: 1 } }),
      row('C', { pode_gerar: false, credenciada: { id: 'V', nome: 'Clínica Vale', padrao: false } }),
      row('D', { pcmso_desatualizado: true }),
    ]);
    expect(html).toContain('data-testid="consulta-A"');
    expect(html).toContain('MetalVale');
    expect(html.match(/data-testid="gerar-consulta"/g)).toHaveLength(2);
    expect(html.match(/data-testid="open-consulta"/g)).toHaveLength(1);
    expect(html.match(/data-testid="pcmso-desatualizado-tag"/g)).toHaveLength(1);
    expect(html.match(/data-testid="open-detalhe"/g)).toHaveLength(4);
  });
});
