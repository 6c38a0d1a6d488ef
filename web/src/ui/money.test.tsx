import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Money } from './money';

describe('Money', () => {
  it("shows reais as 'R$' and the whole part, then the cents apart (spec 1 §2)", () => {
    // Act
    const html = renderToStaticMarkup(<Money cents={123456} />);

    // Assess
    expect(html).toMatch(/oc-money__whole">R\$\u00a01\.234<\/span><span class="oc-money__cents">,56</);
  });

  it('shows zero as R$ 0,00', () => {
    // Act
    const html = renderToStaticMarkup(<Money cents={0} />);

    // Assess
    expect(html).toContain('R$\u00a00</span><span class="oc-money__cents">,00');
  });
});
