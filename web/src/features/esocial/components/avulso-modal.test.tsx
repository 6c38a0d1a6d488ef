import { perguntasNr06 } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../../test-support/render-html';
import { emptyAvulsoForm, emptyRisco } from '../utils/avulso-form';
import type { AvulsoFormValues, RiscoFormValues } from '../utils/avulso-form';
import { AvulsoForm } from './avulso-modal';

/* The manual S-2240 form rendered to HTML on the server (issue 13 item 3): what it asks, and what it never answers. */

function s2240(risco: Partial<RiscoFormValues>): AvulsoFormValues {
  const form = emptyAvulsoForm('S-2240', 'E1');
  form.riscos = [{ ...emptyRisco(), codigo: '01.01.001', ...risco }];
  return form;
}

const render = (values: AvulsoFormValues) => renderHtml(<AvulsoForm initial={values} labels={{}} onClose={() => undefined} />);

/** The select named `name` and the option it shows as chosen ('' for the placeholder). */
function chosen(html: string, name: string): string | null {
  const select = new RegExp(`<select[^>]*name="${name.replace(/\./g, '\\.')}"[^>]*>([\\s\\S]*?)</select>`).exec(html);
  if (!select) return null;
  return /<option[^>]*value="([^"]*)"[^>]*selected/.exec(select[1] ?? '')?.[1] ?? '';
}

describe('AvulsoForm, S-2240', () => {
  it('asks the EPC and EPI efficacy and the six NR-06 answers of an EPC implemented and an EPI used, none answered', () => {
    // Act
    const html = render(s2240({ utilizEPC: 2, utilizEPI: 2 }));

    // Assess
    for (const name of ['eficEpc', 'eficEpi', ...perguntasNr06]) {
      expect(chosen(html, `riscos.0.${name}`)).toBe('');
    }
    expect(html).toContain('data-testid="risco-0-nr06"');
    expect(html).toContain('Foi observado o prazo de validade do CA no momento da compra do EPI?');
    expect(html).toContain('Os EPCs são eficazes na neutralização do risco?');
    expect(html).toContain('name="riscos.0.epis"');
  });

  it('shows the answers the user gave, as given', () => {
    // Act
    const html = render(s2240({ utilizEPC: 2, eficEpc: 'N', utilizEPI: 2, eficEpi: 'S', medProtecao: 'N', higienizacao: 'S' }));

    // Assess
    expect(chosen(html, 'riscos.0.eficEpc')).toBe('N');
    expect(chosen(html, 'riscos.0.eficEpi')).toBe('S');
    expect(chosen(html, 'riscos.0.medProtecao')).toBe('N');
    expect(chosen(html, 'riscos.0.higienizacao')).toBe('S');
    expect(chosen(html, 'riscos.0.condFuncto')).toBe('');
  });

  it('asks no efficacy nor NR-06 answer of an EPC and EPI not used', () => {
    // Act
    const html = render(s2240({ utilizEPC: 1, utilizEPI: 0 }));

    // Assess
    for (const name of ['eficEpc', 'eficEpi', ...perguntasNr06]) {
      expect(chosen(html, `riscos.0.${name}`)).toBeNull();
    }
    expect(html).not.toContain('data-testid="risco-0-nr06"');
  });

  it('asks the process number of agent 05.01.001 only, and the complementary observation', () => {
    // Act
    const porProcesso = render(s2240({ codigo: '05.01.001' }));
    const outro = render(s2240({}));

    // Assess
    expect(porProcesso).toContain('name="riscos.0.nrProcJud"');
    expect(outro).not.toContain('name="riscos.0.nrProcJud"');
    expect(outro).toContain('name="ambiente.obsCompl"');
  });

  it("asks the end of the conditions, a trabalhador avulso's (issue 13)", () => {
    // Act
    const html = render(s2240({}));

    // Assess
    expect(html).toContain('name="ambiente.dtFimCondicao"');
    expect(html).toContain('Somente para trabalhador avulso (categoria 2XX)');
  });
});
