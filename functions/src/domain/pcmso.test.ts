import { describe, expect, it } from 'vitest';
import { expiredPcmsoTip } from '@ocupacional/shared';
import {
  appliesAtAge,
  gheAvailability,
  isGheAvailable,
  noPcmsoTip,
  pcmsoExameView,
  pcmsoPeriodicities,
  rulesForAso,
  type PcmsoRule,
} from './pcmso';

/* What the PCMSO says about a consultation (spec 1 §3 "PCMSO exam per GHE", §5). */

const rule = (exameId: string, extra: Partial<PcmsoRule> = {}): PcmsoRule => ({
  id: `r-${exameId}`,
  exameId,
  exameNome: exameId,
  periodicidade: 0,
  validade: 90,
  ...extra,
});

const rules: PcmsoRule[] = [
  rule('clinico', { adm: true, aposAdm: true, dem: true, retTra: true, mudFun: true, periodicidade: 12 }),
  rule('audiometria', { adm: true, dem: true, periodicidade: 6 }),
  rule('raiox', { adm: true, periodicidade: 24, perId1: 40 }),
  rule('ecg', { retTra: true, mudFun: true, periodicidade: 0 }),
  rule('glicemia', { aposAdm: true, periodicidade: 12, perId2: 30 }),
  rule('glicemia', { aposAdm: true, periodicidade: 6, perId1: 31 }),
];

describe('the exams an ASO type asks of a GHE', () => {
  const names = (tipo: number, age: number) => rulesForAso(rules, tipo, age).map((r) => `${r.exameId}:${r.periodicidade}`);

  it('reads the flag of each type: 47 adm, 48 apos_adm, 49 ret_tra, 50 mud_fun, 51 dem', () => {
    expect(names(47, 45)).toEqual(['clinico:12', 'audiometria:6', 'raiox:24']);
    expect(names(48, 25)).toEqual(['clinico:12', 'glicemia:12']);
    expect(names(49, 25)).toEqual(['clinico:12', 'ecg:0']);
    expect(names(50, 25)).toEqual(['clinico:12', 'ecg:0']);
    expect(names(51, 25)).toEqual(['clinico:12', 'audiometria:6']);
  });

  it('takes every exam with a periodicity for the periodic (52)', () => {
    expect(names(52, 45)).toEqual(['clinico:12', 'audiometria:6', 'raiox:24', 'glicemia:6']);
  });

  it('applies the age range per_id1..per_id2, both ends included and either open', () => {
    expect(names(47, 39)).not.toContain('raiox:24');
    expect(names(47, 40)).toContain('raiox:24');
    expect(names(48, 30)).toEqual(['clinico:12', 'glicemia:12']);
    expect(names(48, 31)).toEqual(['clinico:12', 'glicemia:6']);
    expect(appliesAtAge({}, 0)).toBe(true);
    expect(appliesAtAge({ perId1: 18, perId2: 18 }, 18)).toBe(true);
  });

  it('counts an exam listed twice for overlapping ages once, with its first rule', () => {
    const overlapping = [rule('x', { adm: true, validade: 30 }), rule('x', { adm: true, validade: 60 })];
    expect(rulesForAso(overlapping, 47, 30).map((r) => r.validade)).toEqual([30]);
  });

  it('asks nothing of an unknown type', () => {
    expect(rulesForAso(rules, 99, 30)).toEqual([]);
  });
});

describe('whether a sector can be chosen', () => {
  it('is available while the front’s current revision is valid, through its last day', () => {
    expect(gheAvailability({ vencimento: '2024-03-10' }, '2024-03-10')).toEqual({ vencido: false, semPcmso: false, dica: null });
    expect(isGheAvailable(gheAvailability({ vencimento: '2024-03-10' }, '2024-03-10'))).toBe(true);
  });

  it('is disabled with the spec’s tip once the PCMSO expired', () => {
    const expired = gheAvailability({ vencimento: '2024-03-09' }, '2024-03-10');
    expect(expired).toEqual({ vencido: true, semPcmso: false, dica: expiredPcmsoTip });
    expect(isGheAvailable(expired)).toBe(false);
  });

  it('is disabled when the front has no PCMSO (or only a deleted revision)', () => {
    expect(gheAvailability(undefined, '2024-03-10')).toEqual({ vencido: false, semPcmso: true, dica: noPcmsoTip });
    expect(isGheAvailable(gheAvailability({ vencimento: '2099-01-01', deletedAt: 'x' }, '2024-03-10'))).toBe(false);
  });
});

describe('the periodicities of a GHE', () => {
  it('are the distinct positive ones, sorted', () => {
    expect(pcmsoPeriodicities(rules)).toEqual([6, 12, 24]);
    expect(pcmsoPeriodicities([])).toEqual([]);
  });
});

describe('a PCMSO exam as the API answers it', () => {
  it('gives every ASO-type flag and age limit as stored, in the API field names', () => {
    const full = rule('audiometria', {
      exameNome: 'Audiometria tonal',
      adm: true,
      aposAdm: true,
      dem: true,
      retTra: true,
      mudFun: true,
      periodicidade: 12,
      periodicidadeA: 6,
      periodicidadeD: 24,
      perId1: 18,
      perId2: 45,
      validade: 180,
    });
    expect(pcmsoExameView(full)).toEqual({
      id: 'r-audiometria',
      exame: { id: 'audiometria', nome: 'Audiometria tonal' },
      adm: true,
      apos_adm: true,
      dem: true,
      ret_tra: true,
      mud_fun: true,
      periodicidade: 12,
      periodicidade_a: 6,
      periodicidade_d: 24,
      per_id1: 18,
      per_id2: 45,
      validade: 180,
    });
  });

  it('answers an unset flag as false and an unset periodicity or age limit as null', () => {
    expect(pcmsoExameView(rule('ecg'))).toEqual({
      id: 'r-ecg',
      exame: { id: 'ecg', nome: 'ecg' },
      adm: false,
      apos_adm: false,
      dem: false,
      ret_tra: false,
      mud_fun: false,
      periodicidade: 0,
      periodicidade_a: null,
      periodicidade_d: null,
      per_id1: null,
      per_id2: null,
      validade: 90,
    });
  });

  it('keeps a flag stored as false and an age limit of 0', () => {
    const view = pcmsoExameView(rule('ecg', { adm: false, dem: false, perId1: 0, periodicidadeA: 0 }));
    expect(view).toMatchObject({ adm: false, dem: false, per_id1: 0, periodicidade_a: 0 });
  });
});
