import { describe, expect, it } from 'vitest';
import {
  ageOn,
  asoTypeOptions,
  clinicCardName,
  editPageLayout,
  isAsoPrintable,
  isAsoTypeAllowed,
  isGuidePrintable,
  needsFunctionChange,
  periodicityFilter,
  periodicityOptions,
  rowActions,
  rowColour,
  scheduleDateError,
  scheduleInPastMessage,
  scheduleTooFarMessage,
  scheduleWindow,
} from './consulta-rules';
import { consultationRegistrationErrorMessage } from './messages';

/* The external-consultation rules the screens show and the server enforces (spec 1 §2, §4, §5). */

describe('ASO types an employee may get', () => {
  it('offers the six types of list 46, all enabled for a new employee', () => {
    const options = asoTypeOptions({});
    expect(options.map((o) => o.id)).toEqual([47, 48, 49, 50, 51, 52]);
    expect(options.every((o) => !o.disabled)).toBe(true);
  });

  it('disables the admissional once adm, the after-admission once apos_adm and the dismissal once dem', () => {
    const disabled = (flags: Parameters<typeof asoTypeOptions>[0]) =>
      asoTypeOptions(flags).filter((o) => o.disabled).map((o) => o.id);
    expect(disabled({ adm: 1 })).toEqual([47]);
    expect(disabled({ apos_adm: true })).toEqual([48]);
    expect(disabled({ dem: 1 })).toEqual([51]);
    expect(disabled({ adm: 1, apos_adm: 1, dem: 1 })).toEqual([47, 48, 51]);
    expect(disabled({ adm: 0, apos_adm: false, dem: null })).toEqual([]);
  });

  it('allows a type only when it is enabled and exists', () => {
    expect(isAsoTypeAllowed(52, { adm: 1, dem: 1 })).toBe(true);
    expect(isAsoTypeAllowed(47, { adm: 1 })).toBe(false);
    expect(isAsoTypeAllowed(99, {})).toBe(false);
  });

  it('asks for new front, sector and function only for a function change (50)', () => {
    expect(needsFunctionChange(50)).toBe(true);
    expect([47, 48, 49, 51, 52].some(needsFunctionChange)).toBe(false);
  });
});

describe('periodicity', () => {
  it('allows only 6 months after admission (48)', () => {
    expect(periodicityOptions(48, [12, 24])).toEqual({ opcoes: [6], padrao: 6 });
  });

  it('offers the PCMSO’s periodicities for the periodic (52), sorted and unique, 12 by default', () => {
    expect(periodicityOptions(52, [24, 12, 6, 12, 0])).toEqual({ opcoes: [6, 12, 24], padrao: 12 });
  });

  it('falls back to 6 and 12 when the PCMSO has none, and to the smallest option when 12 is not one', () => {
    expect(periodicityOptions(52, [])).toEqual({ opcoes: [6, 12], padrao: 12 });
    expect(periodicityOptions(52, [24, 6])).toEqual({ opcoes: [6, 24], padrao: 6 });
  });

  it('asks no periodicity of the other types', () => {
    for (const tipo of [47, 49, 50, 51]) expect(periodicityOptions(tipo, [12])).toBeNull();
  });

  it('sends -1 to the price tables unless the type is periodic (after-admission included)', () => {
    expect(periodicityFilter(48, 6)).toBe(-1);
    expect(periodicityFilter(47, null)).toBe(-1);
    expect(periodicityFilter(52, 24)).toBe(24);
    expect(periodicityFilter(52, null)).toBe(12);
  });
});

describe('the schedule date', () => {
  const today = '2024-03-10';

  it('runs from today to 15 days ahead in the single form, and has no end in the batch', () => {
    expect(scheduleWindow(today, { single: true })).toEqual({ min: today, max: '2024-03-25' });
    expect(scheduleWindow(today, { single: false })).toEqual({ min: today, max: null });
  });

  it('refuses the past and, in the single form, more than 15 days ahead; a time of day does not matter', () => {
    expect(scheduleDateError('2024-03-09', today, { single: true })).toBe(scheduleInPastMessage);
    expect(scheduleDateError('2024-03-10T07:00', today, { single: true })).toBeNull();
    expect(scheduleDateError('2024-03-25T18:45', today, { single: true })).toBeNull();
    expect(scheduleDateError('2024-03-26', today, { single: true })).toBe(scheduleTooFarMessage());
    expect(scheduleDateError('2024-06-01', today, { single: false })).toBeNull();
    expect(scheduleDateError('2024-03-09', today, { single: false })).toBe(scheduleInPastMessage);
  });
});

describe('the list’s rows', () => {
  const today = '2024-03-10';
  const row = (data_age: string, extra: { id_con?: number; deleted_at?: string; status?: number } = {}) => ({
    data_age,
    id_con: extra.id_con ?? null,
    deleted_at: extra.deleted_at ?? null,
    tipo_status: { id: extra.status ?? 54 },
  });

  it('colours red if deleted, green if generated or due today, orange if past, blue if future', () => {
    expect(rowColour(row('2024-03-10T08:00', { deleted_at: '2024-03-09T10:00:00Z', id_con: 3 }), today)).toBe('vermelho');
    expect(rowColour(row('2024-03-01', { id_con: 3 }), today)).toBe('verde');
    expect(rowColour(row('2024-03-10T16:30'), today)).toBe('verde');
    expect(rowColour(row('2024-03-09'), today)).toBe('laranja');
    expect(rowColour(row('2024-03-11'), today)).toBe('azul');
  });

  it('edits unless deleted, deletes unless generated or deleted, shows the guide unless deleted or closed', () => {
    expect(rowActions(row('2024-03-11'))).toEqual({ pode_editar: true, pode_deletar: true, mostra_guia: true });
    expect(rowActions(row('2024-03-11', { id_con: 5 }))).toEqual({ pode_editar: true, pode_deletar: false, mostra_guia: true });
    expect(rowActions(row('2024-03-11', { deleted_at: 'x' }))).toEqual({ pode_editar: false, pode_deletar: false, mostra_guia: false });
    expect(rowActions(row('2024-03-11', { status: 57 })).mostra_guia).toBe(false);
    expect(rowActions(row('2024-03-11', { status: 58 })).mostra_guia).toBe(false);
  });
});

describe('printing', () => {
  it('prints the guide at 54 only and the ASO at 66 or 67', () => {
    expect([54, 55, 57, 66, 194, 195].filter(isGuidePrintable)).toEqual([54]);
    expect([54, 66, 67, 70].filter(isAsoPrintable)).toEqual([66, 67]);
  });
});

describe('the edit page', () => {
  it('opens on exams with every tab for a normal status', () => {
    expect(editPageLayout(54, null)).toEqual({ abas: ['exames', 'riscos', 'acompanhamento', 'guia'], aba_inicial: 'exames', alerta: null });
  });

  it('hides exams and risks and opens on tracking while waiting (194), with the wait alert', () => {
    const layout = editPageLayout(194, null);
    expect(layout.abas).toEqual(['acompanhamento', 'guia']);
    expect(layout.aba_inicial).toBe('acompanhamento');
    expect(layout.alerta).toMatchObject({ tipo: 'info', texto: expect.stringContaining('Aguarde alguns minutos') });
  });

  it('shows ‘Erro ao registrar a consulta’ with the info text on a failed registration (195)', () => {
    expect(editPageLayout(195, 'Funcionário sem GHE.')).toEqual({
      abas: ['acompanhamento', 'guia'],
      aba_inicial: 'acompanhamento',
      alerta: { tipo: 'erro', titulo: consultationRegistrationErrorMessage, texto: 'Funcionário sem GHE.' },
    });
  });
});

describe('small display rules', () => {
  it('cuts a clinic’s name at 50 characters for its card', () => {
    expect(clinicCardName('Clínica Curta')).toBe('Clínica Curta');
    expect(clinicCardName('Instituto de Saúde Ocupacional e Medicina do Trabalho de Campinas')).toBe(
      'Instituto de Saúde Ocupacional e Medicina do Traba...',
    );
  });

  it.each([
    ['49 characters', 'A'.repeat(49), 'A'.repeat(49)],
    ['exactly 50 characters', 'A'.repeat(50), 'A'.repeat(50)],
    ['51 characters', 'A'.repeat(51), `${'A'.repeat(50)}...`],
    ['a cut right after a blank', `${'A'.repeat(49)} Centro`, `${'A'.repeat(49)}...`],
    ['a cut after blanks, blanks at the start kept', `  ${'A'.repeat(47)} Centro`, `  ${'A'.repeat(47)}...`],
  ])('shows a clinic name of %s on its card', (_label, nome, shown) => {
    expect(clinicCardName(nome)).toBe(shown);
  });

  it('counts an age in whole years on a day', () => {
    expect(ageOn('1990-06-15', '2024-06-14')).toBe(33);
    expect(ageOn('1990-06-15', '2024-06-15T08:00')).toBe(34);
    expect(ageOn('2000-02-29', '2024-02-28')).toBe(23);
  });

  it.each([
    ['a month before the birthday month', '2024-05-20', 33],
    ['the birthday month, before the day', '2024-06-14', 33],
    ['the birthday', '2024-06-15', 34],
    ['a month after, on an earlier day of the month', '2024-07-10', 34],
    ['a month after, on a later day of the month', '2024-07-20', 34],
  ])('counts the age on %s', (_label, day, age) => {
    expect(ageOn('1990-06-15', day)).toBe(age);
  });
});
