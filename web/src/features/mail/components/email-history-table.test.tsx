import type { AsoConsultaRow, EmailAsoLog } from '@ocupacional/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConsultasPicker } from './consultas-picker';
import { EmailHistoryTable } from './email-history-table';

/* Rendered to HTML on the server: the history of ASO e-mails and the consultation picker (spec 2 §3, §5). */

const log: EmailAsoLog = {
  id: 'log-1',
  created_at: '2026-05-04T13:00:00.000Z',
  usuario: { id: 'u1', nome: 'Helena Duarte' },
  lote: 'upload-7',
  id_con: 1234,
  empresa: { id: 'e1', nome: 'Empresa Um' },
  remetente: 'sst@provedor.com.br',
  destinatario: 'rh@empresa.com.br;sesmt@empresa.com.br',
  obs: 'Segue o ASO',
  tipo_documento: [82],
  msg: 'Enviado',
  situacao: [
    { destinatario: 'rh@empresa.com.br', situacao: 'enviado', erro: null },
    { destinatario: 'sesmt@empresa.com.br', situacao: 'enviado', erro: null },
  ],
  abertura: [{ destinatario: 'rh@empresa.com.br', data: '2026-05-04T14:30:00.000Z', ip: '200.1.2.3' }],
  select_pages: [{ upload: 'upload-7', pagina: 2 }],
};

function consulta(overrides: Partial<AsoConsultaRow> = {}): AsoConsultaRow {
  return {
    id_con: 10,
    codigo: 'OCP-10',
    empresa: { id: 'e1', nome: 'Empresa Um' },
    funcionario: { id: 'f1', nome: 'Ana Souza', cpf: '12345678909' },
    funcao: 'Operadora',
    tipo_aso: { id: 47, descricao: 'Admissional' },
    tipo_status: { id: 66, descricao: 'Liberada' },
    data_age: '2026-05-01',
    created_at: '2026-05-01T12:00:00.000Z',
    liberada_em: null,
    arquivo: true,
    tipo_documento: [{ id: 82, descricao: 'ASO' }],
    arquivo_aso: { pages: 2, select_pages: [2], paginas: [], arquivo: '' },
    arquivo_prontuario: null,
    aso: null,
    ...overrides,
  };
}

describe('EmailHistoryTable', () => {
  it('shows who sent what to whom, the pages attached and each opening with date and IP', () => {
    // Act
    const html = renderToStaticMarkup(<EmailHistoryTable historico={[log]} />);

    // Assess
    expect(html).toContain('04/05/2026 10:00');
    expect(html).toContain('Helena Duarte');
    expect(html).toContain('upload-7');
    expect(html).toContain('sesmt@empresa.com.br');
    expect(html).toContain('Segue o ASO');
    expect(html).toContain('Lote upload-7 pág. 2');
    expect(html).toContain('04/05/2026 11:30 (IP 200.1.2.3)');
  });

  it('says when nothing was sent yet', () => {
    // Act
    const html = renderToStaticMarkup(<EmailHistoryTable historico={[]} />);

    // Assess
    expect(html).toContain('Nenhum email enviado');
  });
});

describe('ConsultasPicker', () => {
  it('lets only consultations with an ASO document be chosen and shows the chosen pages', () => {
    // Prepare
    const rows = [consulta(), consulta({ id_con: 11, codigo: 'OCP-11', tipo_documento: [{ id: 83, descricao: 'Prontuário' }], arquivo_aso: null })];

    // Act
    const html = renderToStaticMarkup(<ConsultasPicker rows={rows} value={{ chosen: [10], pages: { '10': [2] } }} onChange={() => undefined} />);

    // Assess: OCP-10 chosen with page 2; OCP-11 (medical record only) cannot be chosen
    const input = (codigo: string) => new RegExp(`<input[^>]*aria-label="Selecionar a consulta ${codigo}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(input('OCP-10')).toContain('checked=""');
    expect(input('OCP-10')).not.toContain('disabled=""');
    expect(input('OCP-11')).toContain('disabled=""');
    expect(html.split('data-testid="consulta-11"')[1]).toContain('Sem ASO');
    const page = (n: number) => new RegExp(`<input[^>]*name="pagina-10-${n}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(page(2)).toContain('checked=""');
    expect(page(1)).not.toContain('checked=""');
    expect(html).toContain('01/05/2026');
  });
});
