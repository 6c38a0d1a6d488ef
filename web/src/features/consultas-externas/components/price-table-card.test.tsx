import type { TabelaPrecoEntry, TabelaPrecoItem } from '@ocupacional/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PriceTableCard } from './price-table-card';
import { PriceTableModal } from './price-table-modal';

/* Rendered to HTML on the server: what a clinic's card and its price-table modal show (spec 1 §2). */

const item = (over: Partial<TabelaPrecoItem>): TabelaPrecoItem => ({
  id_exa: 'X1', exame: 'Exame Clínico', id_pcmso_exame: 'P1', valor_venda: 6000, valor_servico: 500, valor_total: 6500,
  taxa_servico: 1, va: 0, dt_exame: null, validade_exame: null, validade_pcmso: 365, id_con_rea: null, id_con_dem: null,
  parceiros: [], erro: null, ...over,
});

const longName = 'Clínica de Medicina e Segurança do Trabalho Vale do Paraíba Unidade Centro';

function entry(over: Partial<TabelaPrecoEntry> = {}): TabelaPrecoEntry {
  return {
    id: 'T1',
    nome: 'Tabela Balcão',
    tipo: null,
    credenciada: {
      id: 'C1', nome: longName, nome_curto: longName.slice(0, 50), padrao: true, uf: 'SP', cidade: 'São José dos Campos',
      end: 'Rua Um', num: '10', bairro: 'Centro', telefone: '(12) 3333-4444',
    },
    credenciada_nome: longName,
    credenciada_end: 'Rua Um',
    credenciada_num: '10',
    credenciada_cidade: 'São José dos Campos',
    credenciada_uf: 'SP',
    exames: {
      consulta: [
        item({}),
        item({ id_exa: 'X2', exame: 'Audiometria', va: 1, id_con_rea: 12, dt_exame: '2025-01-10', validade_exame: '2025-07-09' }),
        item({ id_exa: 'X3', exame: 'Acuidade Visual', parceiros: [{ id: 'PA', nome: 'Ótica Parceira' }], valor_total: 3000 }),
      ],
      demonstrativo: [item({ id_exa: 'X4', exame: 'Hemograma', va: 1, id_con_dem: 8, dt_exame: '2025-02-01' })],
    },
    total_exames: 14500,
    total_exames_realizar: 9500,
    completa: true,
    ...over,
  };
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('PriceTableCard', () => {
  it('cuts the clinic name at 50 characters, keeps it whole in the tip, and shows the total as R$ and cents', () => {
    // Act
    const html = renderToStaticMarkup(<PriceTableCard entry={entry()} chosen={false} onChoose={() => undefined} onOpen={() => undefined} />);

    // Assess
    expect(html).toContain(`title="${longName}"`);
    expect(text(html)).toContain(`${longName.slice(0, 50).trimEnd()}...`);
    expect(html).toMatch(/oc-money__whole">R\$\u00a095<\/span><span class="oc-money__cents">,00/);
    expect(text(html)).toContain('2 exame(s) a realizar, 2 reaproveitado(s) ou demonstrativo(s)');
    expect(text(html)).toContain('Padrão');
  });

  it('cannot be chosen when the table lacks the price of an exam to do', () => {
    // Prepare
    const incomplete = entry({
      completa: false,
      exames: { consulta: [item({ erro: 'Tabela de preço não encontrado para os dados informados.' })], demonstrativo: [] },
    });

    // Act
    const html = renderToStaticMarkup(<PriceTableCard entry={incomplete} chosen={false} onChoose={() => undefined} onOpen={() => undefined} />);

    // Assess
    expect(text(html)).toContain('Tabela de preço não encontrado para os dados informados.');
    expect(html).toMatch(/<button data-testid="choose-price-table" disabled=""/);
  });
});

describe('PriceTableModal', () => {
  const html = renderToStaticMarkup(
    <PriceTableModal entry={entry()} parceiros={{ X3: 'PA' }} onPartner={() => undefined} onChoose={() => undefined} onClose={() => undefined} />,
  );

  it('lists each exam with the date of its last consultation, its validity and value', () => {
    // Assess
    expect(text(html)).toContain('Audiometria Reaproveitado da consulta Nº 12 10/01/2025 09/07/2025');
    expect(text(html)).toContain('Exame Clínico — 365 dias A própria credenciada R$ 65 ,00');
  });

  it('shows demonstrative exams apart, a partner choice per exam, the total and the note on validity', () => {
    // Assess
    expect(text(html)).toContain('Exames demonstrativos');
    expect(text(html)).toContain('Hemograma Demonstrativo (consulta Nº 8)');
    expect(html).toMatch(/<option value="PA" selected="">Ótica Parceira<\/option>/);
    expect(html).toMatch(/data-testid="price-table-total"><span class="oc-money__whole">R\$\u00a095<\/span>/);
    expect(text(html)).toContain('Os valores podem sofrer alterações de acordo com a validade dos exames');
  });
});
