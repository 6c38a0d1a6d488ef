import type { AproveitamentoExame } from '@ocupacional/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExamesAproveitamento } from './exames-aproveitamento';

/* Rendered to HTML on the server: what the exam-reuse table shows (spec 1 §2 aproveitamento, §3, §4). */

const exame = (over: Partial<AproveitamentoExame>): AproveitamentoExame => ({
  id_exa: 'X1', exame: 'Exame Clínico', id_pcmso_exame: 'P1', validade_pcmso: 90, periodicidade_pcmso: 12, ultimo: null,
  situacao: 'clinico', opcoes: ['realizar'], padrao: 'realizar', id_con_origem: null, valor_total: 6500, erro: null, parceiros: [],
  ...over,
});
const exames = [
  exame({}),
  exame({
    id_exa: 'X2', exame: 'Audiometria', situacao: 'valido', opcoes: ['realizar', 'reaproveitar', 'demonstrativo'], padrao: 'reaproveitar',
    id_con_origem: 12, valor_total: 4500,
    ultimo: { id_con: 12, data: '2025-01-10', validade: '2025-04-10', vencido: false, alterado: false },
  }),
  exame({
    id_exa: 'X3', exame: 'Eletroencefalograma', situacao: 'vencido', valor_total: 3000,
    ultimo: { id_con: 7, data: '2024-01-10', validade: '2024-07-08', vencido: true, alterado: false },
  }),
];

function html(escolhas: Record<string, 'realizar' | 'reaproveitar' | 'demonstrativo'> = {}) {
  return renderToStaticMarkup(<ExamesAproveitamento exames={exames} escolhas={escolhas} onChoose={() => undefined} comPrecos />);
}

describe('the exam-reuse table', () => {
  it('shows each exam’s last result with its consultation number and validity, and where it stands', () => {
    const page = html();
    expect(page).toContain('10/01/2025');
    expect(page).toContain('Consulta nº 12');
    expect(page).toContain('10/04/2025');
    expect(page).toContain('Válido');
    expect(page).toContain('Vencido');
    expect(page).toContain('Exame clínico');
  });

  it('offers reuse only where the exam allows it: an expired result offers only to do it again', () => {
    const page = html();
    const row = (id: string) => page.slice(page.indexOf(`aproveitamento-exame-${id}`), page.indexOf('</tr>', page.indexOf(`aproveitamento-exame-${id}`)));
    expect(row('X2')).toContain('value="reaproveitar"');
    expect(row('X3')).not.toContain('value="reaproveitar"');
    expect(row('X3')).toContain('disabled');
  });

  it('charges only the exams to do: a reused exam costs nothing', () => {
    expect(html()).toMatch(/aproveitamento-total"><span class="oc-money__whole">R\$\s95<\/span>/);
    expect(html({ X2: 'realizar' })).toMatch(/aproveitamento-total"><span class="oc-money__whole">R\$\s140<\/span>/);
  });
});
