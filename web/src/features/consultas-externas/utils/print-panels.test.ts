import { describe, expect, it } from 'vitest';
import { consultaNumero, printPanels } from './print-panels';

const asoUrl = '/sst/api/demo/consulta/aso/0123456789abcdef0123456789abcdef';

const subject = (id: number, descricao = 'Agendada', telefone: string | null = '(11) 3333-4444') => ({
  tipo_status: { id, descricao },
  credenciada: { nome: 'Clínica Matriz', telefone },
  aso: id === 66 || id === 67 ? { url: asoUrl } : null,
});

describe('printPanels (spec 1 §2 Guide/ASO modal)', () => {
  it('prints the guide only when scheduled (54), and shows the ASO as not released then', () => {
    // Act
    const panels = printPanels(subject(54));

    // Assess
    expect(panels.guia).toEqual({ printable: true, text: null });
    expect(panels.aso).toMatchObject({ kind: 'nao-liberado', clinica: { nome: 'Clínica Matriz', telefone: '(11) 3333-4444' } });
  });

  it('prints the generated ASO in 66 and 67 from the row link, without the guide', () => {
    // Act
    const panels = [printPanels(subject(66, 'Liberada - Apto')), printPanels(subject(67, 'Liberada - Apto com restrições'))];

    // Assess
    expect(panels.map((panel) => panel.aso)).toEqual([
      { kind: 'liberado', url: asoUrl },
      { kind: 'liberado', url: asoUrl },
    ]);
    expect(panels.every((panel) => !panel.guia.printable)).toBe(true);
    expect(panels[0]?.guia.text).toContain('Liberada - Apto');
  });

  it('says a released ASO is unavailable when the API handed out no link', () => {
    // Act
    const panel = printPanels({ ...subject(66, 'Liberada - Apto'), aso: null }).aso;

    // Assess
    expect(panel.kind).toBe('indisponivel');
  });

  it('notes the e-mail notification for any other status, with the clinic phone when present', () => {
    // Act
    const panel = printPanels(subject(69, 'Aguardando liberação', null)).aso;

    // Assess
    expect(panel.kind).toBe('nao-liberado');
    if (panel.kind !== 'nao-liberado') return;
    expect(panel.text).toContain('Você será notificado por e-mail');
    expect(panel.clinica).toEqual({ nome: 'Clínica Matriz', telefone: null });
  });
});

describe('consultaNumero', () => {
  it('shows the consultation number once generated, else the end of the id', () => {
    // Assess
    expect(consultaNumero({ id: '01JABCDEFGHJKMNPQRSTVWXYZ0', id_con: 128 })).toBe('128');
    expect(consultaNumero({ id: '01JABCDEFGHJKMNPQRSTVWXYZ0', id_con: null })).toBe('STVWXYZ0');
  });
});
