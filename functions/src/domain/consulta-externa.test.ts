import { describe, expect, it } from 'vitest';
import { invalidOptionMessage, scheduleInPastMessage, scheduleTooFarMessage } from '@ocupacional/shared';
import {
  addMonths,
  asoTypeNotAllowedMessage,
  choiceErrors,
  latestResult,
  planExam,
  planExams,
  resolvedPeriodicity,
  type EarlierResult,
} from './consulta-externa';
import type { PcmsoRule } from './pcmso';

/* The choices of a new consultation and the fate of each exam (spec 1 §2, §3, §5). */

const today = '2024-03-10';
const choice = (extra: Partial<Parameters<typeof choiceErrors>[0]> = {}) =>
  choiceErrors({
    tipoAso: 52,
    periodicidade: 12,
    dataAge: '2024-03-12T09:00',
    today,
    single: true,
    flags: {},
    pcmsoPeriodicidades: [6, 12],
    ...extra,
  });

describe('the choices of a consultation', () => {
  it('accepts a periodic with a periodicity of the PCMSO, inside the window', () => {
    expect(choice()).toEqual({});
  });

  it('refuses a type the employee’s flags disable', () => {
    expect(choice({ tipoAso: 47, flags: { adm: true } })).toEqual({ tipo_aso: [asoTypeNotAllowedMessage] });
    expect(choice({ tipoAso: 51, flags: { dem: true } })).toEqual({ tipo_aso: [asoTypeNotAllowedMessage] });
    expect(choice({ tipoAso: 48, periodicidade: 6, flags: { apos_adm: 1 } })).toEqual({ tipo_aso: [asoTypeNotAllowedMessage] });
  });

  it('refuses a periodicity that is not an option: only 6 after admission, the PCMSO’s for the periodic', () => {
    expect(choice({ tipoAso: 48, periodicidade: 12 })).toEqual({ periodicidade: [invalidOptionMessage] });
    expect(choice({ tipoAso: 48, periodicidade: 6 })).toEqual({});
    expect(choice({ periodicidade: 24 })).toEqual({ periodicidade: [invalidOptionMessage] });
    // Types without a periodicity ignore one sent anyway
    expect(choice({ tipoAso: 49, periodicidade: 99 })).toEqual({});
  });

  it.each([
    ['not sent', undefined],
    ['null', null],
  ])('accepts a periodic without a chosen periodicity (%s): the default applies', (_label, periodicidade) => {
    expect(choice({ periodicidade })).toEqual({});
  });

  it('refuses a past date, and beyond 15 days in the single form only', () => {
    expect(choice({ dataAge: '2024-03-09' })).toEqual({ data_age: [scheduleInPastMessage] });
    expect(choice({ dataAge: '2024-03-26' })).toEqual({ data_age: [scheduleTooFarMessage()] });
    expect(choice({ dataAge: '2024-03-26', single: false })).toEqual({});
  });

  it('stores the chosen periodicity, or the type’s default, or -1', () => {
    expect(resolvedPeriodicity(52, 6, [6, 12])).toBe(6);
    expect(resolvedPeriodicity(52, null, [6, 12])).toBe(12);
    expect(resolvedPeriodicity(48, undefined, [])).toBe(6);
    expect(resolvedPeriodicity(47, 12, [12])).toBe(-1);
  });
});

const rule = (exameId: string, extra: Partial<PcmsoRule> = {}): PcmsoRule => ({
  id: `r-${exameId}`,
  exameId,
  exameNome: exameId,
  periodicidade: 12,
  validade: 90,
  ...extra,
});
const result = (idCon: number, data: string, extra: Partial<EarlierResult> = {}): EarlierResult => ({ idCon, data, ...extra });

describe('the fate of an exam', () => {
  const periodic = { tipoAso: 52, dataAge: '2024-03-12T10:00', clinico: false };

  it('is done when the employee never did it', () => {
    expect(planExam(rule('a'), undefined, periodic)).toEqual({ rule: rule('a'), fate: 'realizar' });
  });

  it('is reused while the last result is within the PCMSO’s validity on the schedule day, inclusive', () => {
    const last = result(7, '2023-12-13');
    expect(planExam(rule('a', { validade: 90 }), last, periodic)).toMatchObject({
      fate: 'reaproveitado',
      origemIdCon: 7,
      dtExame: '2023-12-13',
      validadeExame: '2024-03-12',
    });
    expect(planExam(rule('a', { validade: 89, periodicidade: 0 }), last, periodic).fate).toBe('realizar');
  });

  it('is reused when the last result was done on the schedule day itself', () => {
    expect(planExam(rule('a', { periodicidade: 0 }), result(7, '2024-03-12'), periodic)).toMatchObject({
      fate: 'reaproveitado',
      origemIdCon: 7,
    });
  });

  it('has no validity date and is never reused when the PCMSO gives the exam no validity', () => {
    const semValidade = rule('a', { validade: 0, periodicidade: 0 });
    expect(planExam(semValidade, result(7, '2024-03-12'), periodic)).toEqual({
      rule: semValidade,
      fate: 'realizar',
      dtExame: '2024-03-12',
    });
  });

  it.each([
    ['the day before its periodicity runs out', '2023-03-13', 'demonstrativo'],
    ['the day its periodicity runs out', '2023-03-12', 'realizar'],
    ['the day after', '2023-03-11', 'realizar'],
  ])('in a periodic, a result whose periodicity ends on the schedule day is %s', (_label, data, fate) => {
    expect(planExam(rule('raiox', { validade: 30, periodicidade: 12 }), result(3, data), periodic).fate).toBe(fate);
  });

  it('keeps pointing at the consultation where a carried-over result was first done', () => {
    expect(planExam(rule('a'), result(9, '2024-03-01', { idConRea: 4 }), periodic).origemIdCon).toBe(4);
  });

  it('is demonstrative in a periodic while its own periodicity has not run out', () => {
    const last = result(3, '2023-01-20');
    expect(planExam(rule('raiox', { validade: 365, periodicidade: 24 }), last, periodic)).toMatchObject({
      fate: 'demonstrativo',
      origemIdCon: 3,
    });
    expect(planExam(rule('raiox', { validade: 365, periodicidade: 12 }), last, periodic).fate).toBe('realizar');
    // Not in other types
    expect(planExam(rule('raiox', { validade: 365, periodicidade: 24 }), last, { ...periodic, tipoAso: 47 }).fate).toBe('realizar');
  });

  it('is always done for the clinical exam, and when the last result was altered', () => {
    const last = result(7, '2024-03-01');
    expect(planExam(rule('clinico'), last, { ...periodic, clinico: true })).toMatchObject({ fate: 'realizar', dtExame: '2024-03-01' });
    expect(planExam(rule('a'), { ...last, alterado: true }, periodic).fate).toBe('realizar');
  });

  it('ignores a result dated after the schedule day', () => {
    expect(planExam(rule('a'), result(7, '2024-03-20'), periodic).fate).toBe('realizar');
  });
});

describe('the exam plan', () => {
  it('puts reused exams with the consultation’s and demonstrative ones apart, in the PCMSO’s order', () => {
    const plan = planExams(
      [rule('clinico'), rule('audio', { validade: 90 }), rule('raiox', { validade: 30, periodicidade: 24 }), rule('espiro')],
      new Map([
        ['clinico', result(1, '2024-03-01')],
        ['audio', result(2, '2024-02-01')],
        ['raiox', result(3, '2023-06-01')],
      ]),
      { tipoAso: 52, dataAge: '2024-03-12', clinicos: new Set(['clinico']) },
    );
    expect(plan.consulta.map((e) => [e.rule.exameId, e.fate])).toEqual([
      ['clinico', 'realizar'],
      ['audio', 'reaproveitado'],
      ['espiro', 'realizar'],
    ]);
    expect(plan.demonstrativo.map((e) => [e.rule.exameId, e.origemIdCon])).toEqual([['raiox', 3]]);
  });

  it('takes the newest result not after the schedule day', () => {
    const results = [result(1, '2024-01-01'), result(3, '2024-04-01'), result(2, '2024-02-01')];
    expect(latestResult(results, '2024-03-12')?.idCon).toBe(2);
    expect(latestResult([], '2024-03-12')).toBeUndefined();
  });

  it('takes a result done on the schedule day', () => {
    expect(latestResult([result(1, '2024-03-01'), result(2, '2024-03-12')], '2024-03-12T09:00')?.idCon).toBe(2);
  });

  it.each([
    ['the older consultation first', [result(4, '2024-02-01'), result(9, '2024-02-01'), result(1, '2024-01-01')]],
    ['the newer consultation first', [result(9, '2024-02-01'), result(4, '2024-02-01'), result(1, '2024-01-01')]],
    ['the oldest result between', [result(4, '2024-02-01'), result(1, '2024-01-01'), result(9, '2024-02-01')]],
  ])('takes the latest consultation among results of the same day (%s)', (_label, results) => {
    expect(latestResult(results, '2024-03-12')?.idCon).toBe(9);
  });
});

describe('calendar months', () => {
  it('adds months, keeping the day or the month’s last one', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-11-15', 24)).toBe('2025-11-15');
    expect(addMonths('2024-03-10', -3)).toBe('2023-12-10');
  });

  it('writes the date as yyyy-mm-dd, with leading zeros', () => {
    expect(addMonths('2024-03-05', 1)).toBe('2024-04-05');
    expect(addMonths('0999-12-05', 1)).toBe('1000-01-05');
    expect(addMonths('0998-12-05', 1)).toBe('0999-01-05');
  });
});
