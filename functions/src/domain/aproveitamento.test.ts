import { describe, expect, it } from 'vitest';
import {
  demonstrativeExpiredMessage,
  invalidOptionMessage,
  reuseAlteredMessage,
  reuseClinicalMessage,
  reuseEditGeneratedMessage,
  reuseEditNotScheduledMessage,
  reuseExpiredMessage,
  reuseNoResultMessage,
} from '@ocupacional/shared';
import { applyChoice, carriesOver, editBlock, examOptions, planWithChoices, refusalOf, storedChoice } from './aproveitamento';
import type { EarlierResult } from './consulta-externa';
import type { PcmsoRule } from './pcmso';

/* Which choices an exam allows from its last result and the PCMSO rule (spec 1 §2 aproveitamento, §3, §4). */

const rule = (exameId: string, validade: number, periodicidade = 12): PcmsoRule => ({
  id: `r-${exameId}`,
  exameId,
  exameNome: exameId,
  periodicidade,
  validade,
});
const result = (idCon: number, data: string, extra: Partial<EarlierResult> = {}): EarlierResult => ({ idCon, data, ...extra });
const periodic = { tipoAso: 52, dataAge: '2024-06-10T09:00', clinico: false };

describe('the choices an exam allows', () => {
  it('offers reuse and demonstrative while the last result is within the PCMSO validity on the schedule day', () => {
    // Prepare: done 2024-03-12, valid 90 days → through 2024-06-10 (the schedule day itself)
    const options = examOptions(rule('audio', 90), result(7, '2024-03-12'), periodic);
    // Assess
    expect(options.situacao).toBe('valido');
    expect(options.opcoes).toEqual(['realizar', 'reaproveitar', 'demonstrativo']);
    expect(options.padrao).toBe('reaproveitar');
    expect(options.planned.origemIdCon).toBe(7);
  });

  it('never offers reuse of a result past its validity, even by one day', () => {
    const options = examOptions(rule('audio', 90, 0), result(7, '2024-03-11'), periodic);
    expect(options.situacao).toBe('vencido');
    expect(options.opcoes).toEqual(['realizar']);
    expect(refusalOf(options, 'reaproveitar')).toBe(reuseExpiredMessage);
    expect(refusalOf(options, 'demonstrativo')).toBe(demonstrativeExpiredMessage);
  });

  it('offers only demonstrative (not reuse) past validity while a periodic exam’s periodicity has not run out', () => {
    // Valid 30 days, every 6 months: done 2024-01-15, periodicity runs out 2024-07-15
    const options = examOptions(rule('hemo', 30, 6), result(8, '2024-01-15'), periodic);
    expect(options.situacao).toBe('periodo');
    expect(options.opcoes).toEqual(['realizar', 'demonstrativo']);
    expect(options.padrao).toBe('demonstrativo');
    expect(refusalOf(options, 'reaproveitar')).toBe(reuseExpiredMessage);
    // Another ASO type reads no periodicity: the same result is just expired
    expect(examOptions(rule('hemo', 30, 6), result(8, '2024-01-15'), { ...periodic, tipoAso: 49 }).opcoes).toEqual(['realizar']);
  });

  it('always does the clinical exam, an altered result and an exam never done', () => {
    const clinico = examOptions(rule('clin', 365), result(9, '2024-06-01'), { ...periodic, clinico: true });
    expect([clinico.situacao, clinico.opcoes, refusalOf(clinico, 'reaproveitar')]).toEqual(['clinico', ['realizar'], reuseClinicalMessage]);
    const altered = examOptions(rule('audio', 365), result(9, '2024-06-01', { alterado: true }), periodic);
    expect([altered.situacao, altered.opcoes, refusalOf(altered, 'demonstrativo')]).toEqual(['alterado', ['realizar'], reuseAlteredMessage]);
    const never = examOptions(rule('audio', 365), undefined, periodic);
    expect([never.situacao, never.opcoes, refusalOf(never, 'reaproveitar')]).toEqual(['sem_resultado', ['realizar'], reuseNoResultMessage]);
    // A result dated on the schedule day counts; one dated after it does not
    expect(examOptions(rule('audio', 365), result(9, '2024-06-10'), periodic)).toMatchObject({
      situacao: 'valido',
      last: { idCon: 9, data: '2024-06-10' },
    });
    expect(examOptions(rule('audio', 365), result(9, '2024-06-11'), periodic).situacao).toBe('sem_resultado');
  });

  it('carries a reused result’s own origin over (a reuse of a reuse points at the consultation that did it)', () => {
    const options = examOptions(rule('audio', 90), result(12, '2024-05-01', { idConRea: 5 }), periodic);
    expect(applyChoice(options, 'reaproveitar')).toMatchObject({ fate: 'reaproveitado', origemIdCon: 5 });
    expect(applyChoice(options, 'demonstrativo')).toMatchObject({ fate: 'demonstrativo', origemIdCon: 5 });
    expect(applyChoice(options, 'realizar')).not.toHaveProperty('origemIdCon');
  });
});

describe('the plan under the company’s choices', () => {
  const exams = [
    examOptions(rule('clin', 90), result(1, '2024-06-01'), { ...periodic, clinico: true }),
    examOptions(rule('audio', 90), result(2, '2024-05-01'), periodic),
    examOptions(rule('hemo', 30, 6), result(3, '2024-02-01'), periodic),
    examOptions(rule('raiox', 365, 0), result(4, '2023-01-01'), periodic),
  ];

  it('keeps what the normal order does for exams without a choice', () => {
    const { plan, errors } = planWithChoices(exams, []);
    expect(errors).toEqual({});
    expect(plan.consulta.map((e) => [e.rule.exameId, e.fate])).toEqual([
      ['clin', 'realizar'],
      ['audio', 'reaproveitado'],
      ['raiox', 'realizar'],
    ]);
    expect(plan.demonstrativo.map((e) => e.rule.exameId)).toEqual(['hemo']);
  });

  it('applies allowed choices: redo a reusable exam, show a reusable one as demonstrative, redo a demonstrative one', () => {
    const redo = planWithChoices(exams, [{ id_exa: 'audio', aproveitar: 'realizar' }, { id_exa: 'hemo', aproveitar: 'realizar' }]);
    expect(redo.errors).toEqual({});
    expect(redo.plan.consulta.map((e) => e.fate)).toEqual(['realizar', 'realizar', 'realizar', 'realizar']);
    expect(redo.plan.demonstrativo).toEqual([]);
    const shown = planWithChoices(exams, [{ id_exa: 'audio', aproveitar: 'demonstrativo' }]);
    expect(shown.plan.demonstrativo.map((e) => [e.rule.exameId, e.origemIdCon])).toEqual([
      ['audio', 2],
      ['hemo', 3],
    ]);
  });

  it('keeps what the normal order does for an exam sent without a choice', () => {
    const { plan, errors } = planWithChoices(exams, [
      { id_exa: 'audio', aproveitar: null },
      { id_exa: 'hemo' },
    ]);
    expect(errors).toEqual({});
    expect(plan).toEqual(planWithChoices(exams, []).plan);
  });

  it('refuses reusing an expired result, a demonstrative one past its period, and an exam the plan does not have', () => {
    const { errors } = planWithChoices(exams, [
      { id_exa: 'raiox', aproveitar: 'reaproveitar' },
      { id_exa: 'hemo', aproveitar: 'reaproveitar' },
      { id_exa: 'clin', aproveitar: 'demonstrativo' },
      { id_exa: 'outro', aproveitar: 'realizar' },
    ]);
    expect(errors).toEqual({
      'exames.0.aproveitar': [reuseExpiredMessage],
      'exames.1.aproveitar': [reuseExpiredMessage],
      'exames.2.aproveitar': [reuseClinicalMessage],
      'exames.3.id_exa': [invalidOptionMessage],
    });
  });
});

describe('stored consultations', () => {
  it('reads the choice an exam carries and whether a consultation carries any over', () => {
    expect(storedChoice({ idConRea: 3 })).toBe('reaproveitar');
    expect(storedChoice({ idConDem: 3 })).toBe('demonstrativo');
    expect(storedChoice({})).toBe('realizar');
    expect(carriesOver([{}, { idConDem: 1 }])).toBe(true);
    expect(carriesOver([{ idConRea: 4 }])).toBe(true);
    expect(carriesOver([{}])).toBe(false);
    expect(carriesOver(undefined)).toBe(false);
  });

  it('lets the choices change only while scheduled (54), not generated and not deleted', () => {
    expect(editBlock({ tipoStatus: 54 })).toBeNull();
    expect(editBlock({ tipoStatus: 55, idCon: 10 })).toBe(reuseEditGeneratedMessage);
    expect(editBlock({ tipoStatus: 57 })).toBe(reuseEditNotScheduledMessage);
    expect(editBlock({ tipoStatus: 54, deletedAt: '2024-01-01T00:00:00Z' })).toBe(reuseEditNotScheduledMessage);
  });
});
