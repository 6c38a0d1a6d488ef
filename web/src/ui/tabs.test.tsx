import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

describe('Tabs', () => {
  it('leaves hidden tabs out and opens the first shown one', () => {
    // Act
    const html = renderToStaticMarkup(
      <Tabs
        items={[
          { value: 'aso', label: 'Imprimir ASO', content: <p>conteúdo do ASO</p> },
          { value: 'cancelar', label: 'Cancelar Consulta', content: <p>cancelamento</p>, hidden: true },
          { value: 'liberar', label: 'Liberar ASO', content: <p>liberação</p> },
        ]}
      />,
    );

    // Assess
    expect(html).toContain('Imprimir ASO');
    expect(html).toContain('Liberar ASO');
    expect(html).not.toContain('Cancelar Consulta');
    expect(html).toMatch(/aria-selected="true"[^>]*>Imprimir ASO/);
  });
});
