import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../../test-support/render-html';
import { PrazoCell } from './evento-cells';

/* The events screen's deadline cell (issue 13 item 9), rendered to HTML on the server. */

describe('PrazoCell', () => {
  it.each([
    ['late', { data: '2026-05-15', situacao: 'atrasado', rotulo: 'Atrasado' }, 'amplify-badge--error'],
    ['due today', { data: '2026-06-12', situacao: 'vence hoje', rotulo: 'Vence hoje' }, 'amplify-badge--warning'],
    ['due', { data: '2026-06-15', situacao: 'a vencer', rotulo: 'A vencer' }, 'amplify-badge--info'],
    ['sent', { data: '2026-06-15', situacao: 'enviado', rotulo: 'Enviado' }, 'amplify-badge--success'],
  ] as const)('shows a %s event with its date and situation', (_case, prazo, badge) => {
    // Act
    const html = renderHtml(<PrazoCell prazo={prazo} />);

    // Assess
    expect(html).toContain(`data-situacao="${prazo.situacao}"`);
    expect(html).toContain(`${prazo.data.slice(8, 10)}/${prazo.data.slice(5, 7)}/${prazo.data.slice(0, 4)}`);
    expect(html).toContain(`>${prazo.rotulo}<`);
    expect(html).toContain(badge);
  });

  it('shows a dash for an event without deadline', () => {
    expect(renderHtml(<PrazoCell prazo={null} />)).toContain('—');
    expect(renderHtml(<PrazoCell prazo={null} />)).not.toContain('evento-prazo');
  });
});
