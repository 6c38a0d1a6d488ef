import { exameConsultaCanceladaMessage, type ParceiroExame } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../../test-support/render-html';
import { ExameView } from './parceiro-exame-page';

/* Rendered to HTML on the server: the partner's exam screen in each situation. */

const pendente: ParceiroExame = {
  id: '1234-01J0000000000000000000000',
  id_con: 1234,
  exame: { id: 'hemograma', nome: 'Hemograma completo' },
  data: '2024-03-05',
  empresa: { id: 'e1', nome: 'MetalVale Indústria Ltda' },
  funcionario: { id: 'f1', nome: 'José da Silva', cpf: '52998224725' },
  credenciada: { nome: 'Clínica Matriz' },
  situacao: 'pendente',
  realizado_em: null,
  arquivo: null,
  consulta: { data_age: '2024-03-05T08:30', tipo_aso: { id: 52, descricao: 'Periódico' }, tipo_status: { id: 55, descricao: 'Em atendimento' }, funcao: 'Soldador' },
  obs: null,
  pode_realizar: true,
  motivo: null,
  data_minima: '2024-03-05',
  data_maxima: '2024-03-10',
};

function render(exame: ParceiroExame): string {
  return renderHtml(<ExameView exame={exame} listUrl="/demo/consultas" />, { routes: ['/:tenant'] });
}

describe('the partner exam screen', () => {
  it('shows a pending exam with the marking form, the day limited to the schedule day to today', () => {
    // Act
    const html = render(pendente);

    // Assess
    expect(html).toContain('data-situacao="pendente"');
    expect(html).toContain('data-testid="realizar-form"');
    expect(html).toContain('data-testid="marcar-realizado"');
    expect(html).toMatch(/min="2024-03-05"[^>]*max="2024-03-10"|max="2024-03-10"[^>]*min="2024-03-05"/);
    expect(html).toContain('accept=".jpg,.png,.jpeg,.pdf,.zip"');
    expect(html).toContain('529.982.247-25');
    expect(html).not.toContain('exame-arquivo-link');
  });

  it('links a done exam’s result file and offers to replace it before the release', () => {
    // Act
    const html = render({
      ...pendente,
      situacao: 'realizado',
      realizado_em: '2024-03-06T15:00:00.000Z',
      arquivo: { nome: 'resultado.pdf', url: '/sst/api/demo/parceiro/exame/1234-01J0000000000000000000000/arquivo' },
    });

    // Assess
    expect(html).toContain('data-testid="exame-arquivo-link"');
    expect(html).toContain('/sst/api/demo/parceiro/exame/1234-01J0000000000000000000000/arquivo');
    expect(html).toContain('data-testid="parceiro-exame-substituir"');
    expect(html).toContain('Realizado em 05/03/2024');
  });

  it('explains why a cancelled consultation’s exam cannot be marked, without the form', () => {
    // Act
    const html = render({ ...pendente, situacao: 'cancelada', pode_realizar: false, motivo: exameConsultaCanceladaMessage });

    // Assess
    expect(html).toContain(exameConsultaCanceladaMessage);
    expect(html).not.toContain('realizar-form');
  });

  it('waits for the schedule day of an exam still to come', () => {
    // Act
    const html = render({ ...pendente, data: '2024-03-12', data_minima: '2024-03-12', data_maxima: '2024-03-10' });

    // Assess
    expect(html).toContain('a partir de 12/03/2024');
    expect(html).not.toContain('realizar-form');
  });
});
