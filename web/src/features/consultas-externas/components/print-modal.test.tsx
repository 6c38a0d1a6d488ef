import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AsoPanel, GuidePanel } from './print-modal';

/* Rendered to HTML on the server: the guide and ASO tabs of the print modal (spec 1 §2). */

const asoUrl = '/sst/api/demo/consulta/aso/0123456789abcdef0123456789abcdef';

const subject = (id: number, descricao: string) => ({
  tipo_status: { id, descricao },
  credenciada: { nome: 'Clínica Matriz', telefone: '(11) 3456-7800' },
  aso: id === 66 || id === 67 ? { url: asoUrl } : null,
});

function inTenant(element: React.ReactNode): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={['/demo']}>
      <Routes>
        <Route path="/:tenant" element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('GuidePanel', () => {
  it('offers the guide while the consultation is scheduled (54)', () => {
    // Act
    const html = inTenant(<GuidePanel id="01J" subject={subject(54, 'Agendada')} />);

    // Assess
    expect(html).toContain('data-testid="print-guide"');
  });

  it('explains why the guide does not print in any other status', () => {
    // Act
    const html = inTenant(<GuidePanel id="01J" subject={subject(58, 'Encerrada')} />);

    // Assess
    expect(html).not.toContain('print-guide');
    expect(html).toContain('só pode ser impressa com a consulta agendada');
  });
});

describe('AsoPanel', () => {
  it('shows the ASO as not yet released, with the e-mail note and the clinic name and phone', () => {
    // Act
    const html = renderToStaticMarkup(<AsoPanel subject={subject(69, 'Aguardando liberação')} />);

    // Assess
    expect(html).toContain('Você será notificado por e-mail');
    expect(html).toMatch(/Clínica Matriz<\/strong> - Telefone: \(11\) 3456-7800/);
  });

  it('links a released ASO (66) to its generated PDF in a new tab', () => {
    // Act
    const html = renderToStaticMarkup(<AsoPanel subject={subject(66, 'Liberada - Apto')} />);

    // Assess
    expect(html).toContain('O ASO dessa consulta foi liberado');
    const link = /<a [^>]*data-testid="print-aso"[^>]*>/.exec(html)?.[0] ?? '';
    expect(link).toContain(`href="${asoUrl}"`);
    expect(link).toContain('target="_blank"');
    expect(html).not.toContain('Você será notificado');
  });

  it('offers no print when a released row has no link', () => {
    // Act
    const html = renderToStaticMarkup(<AsoPanel subject={{ ...subject(66, 'Liberada - Apto'), aso: null }} />);

    // Assess
    expect(html).not.toContain('print-aso');
    expect(html).toContain('não está disponível para impressão');
  });
});
