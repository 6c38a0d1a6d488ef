import type { FemoView } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../../test-support/render-html';
import { getFemoQueryOptions } from '../api/get-femo';
import { emptyFemo } from '../utils/femo-form-values';
import { FemoTab } from './femo-form';

/* Rendered to HTML on the server, with the stored FEMO already in the cache (spec 1 §3, §4). */

function render(view: FemoView): string {
  return renderHtml(<FemoTab idCon={1001} />, {
    routes: ['/:tenant'],
    seed: (client) => client.setQueryData(getFemoQueryOptions('demo', 1001).queryKey, view),
  });
}

const stored = { ...emptyFemo(), q10: 133, q13: 132, q13_descricao: 'Losartana', grau_estudo: 127, peso: 70, altura: 1.7, pa1: '120', pa2: '80', conclusao: 181 };

const view = (over: Partial<FemoView> = {}): FemoView =>
  ({ id_con: 1001, femo: stored, editavel: true, pdf: '/sst/api/demo/consulta/femo/abc/gerar', tipos: {}, atualizado_em: '2026-03-01T12:00:00.000Z', ...over }) as unknown as FemoView;

const tagOf = (html: string, name: string) => new RegExp(`<(input|textarea|select)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

describe('FemoTab', () => {
  it('enables a description only when its answer is not 133, and caps the blood pressure at 3 characters', () => {
    // Act
    const html = render(view());

    // Assess
    expect(tagOf(html, 'q10_descricao')).toContain('disabled=""');
    expect(tagOf(html, 'q13_descricao')).not.toContain('disabled=""');
    expect(tagOf(html, 'q11_descricao')).toContain('disabled=""');
    expect(tagOf(html, 'pa1')).toContain('maxLength="3"');
    expect(tagOf(html, 'pa2')).toContain('maxLength="3"');
  });

  it("saves with 'Salvar FEMO' and prints the saved FEMO's PDF in a new tab", () => {
    // Act
    const html = render(view());

    // Assess
    expect(html).toContain('data-testid="salvar-femo"');
    const print = /<a [^>]*data-testid="imprimir-femo"[^>]*>/.exec(html)?.[0] ?? '';
    expect(print).toContain('href="/sst/api/demo/consulta/femo/abc/gerar"');
    expect(print).toContain('target="_blank"');
  });

  it('locks the whole form once the consultation is released or closed', () => {
    // Act
    const html = render(view({ editavel: false }));

    // Assess
    expect(html).toMatch(/<fieldset disabled=""/);
    expect(html).not.toContain('data-testid="salvar-femo"');
    expect(html).toContain('data-testid="femo-readonly"');
  });
});
