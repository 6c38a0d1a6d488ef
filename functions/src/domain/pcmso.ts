import { asoTypes, expiredPcmsoTip, type PcmsoExame } from '@ocupacional/shared';

/*
 * What the PCMSO (the front's medical programme, spec 1 §3 "PCMSO exam per GHE") says about a consultation: whether
 * a sector can be chosen (an expired PCMSO disables it, spec 1 §5) and which exams an ASO type asks of a GHE for
 * an employee of a given age (per_id1..per_id2). Pure: the routes and the batch worker bring the records.
 */

/** A PCMSO exam rule, as stored (pcmso-exame.ts) with what the rules read. */
export interface PcmsoRule {
  readonly id: string;
  readonly exameId: string;
  readonly exameNome: string;
  readonly adm?: boolean;
  readonly aposAdm?: boolean;
  readonly dem?: boolean;
  readonly retTra?: boolean;
  readonly mudFun?: boolean;
  /** Months between periodic exams; 0 when not in the periodic. */
  readonly periodicidade: number;
  /** The spec's periodicidade_a and periodicidade_d (months; their use is not shown, so no rule reads them). */
  readonly periodicidadeA?: number;
  readonly periodicidadeD?: number;
  readonly perId1?: number;
  readonly perId2?: number;
  /** Days a result stays valid. */
  readonly validade: number;
}

/** A PCMSO exam rule as the API answers it (the GHE's exams, the consultation's PCMSO tab). */
export function pcmsoExameView(rule: PcmsoRule): PcmsoExame {
  return {
    id: rule.id,
    exame: { id: rule.exameId, nome: rule.exameNome },
    adm: rule.adm ?? false,
    apos_adm: rule.aposAdm ?? false,
    dem: rule.dem ?? false,
    ret_tra: rule.retTra ?? false,
    mud_fun: rule.mudFun ?? false,
    periodicidade: rule.periodicidade,
    periodicidade_a: rule.periodicidadeA ?? null,
    periodicidade_d: rule.periodicidadeD ?? null,
    per_id1: rule.perId1 ?? null,
    per_id2: rule.perId2 ?? null,
    validade: rule.validade,
  };
}

/** A front's current PCMSO revision, as far as availability goes. */
export interface RevisionValidity {
  /** ISO date. */
  readonly vencimento: string;
  readonly deletedAt?: string;
}

export interface GheAvailability {
  /** The front's current revision is past its expiry date. */
  readonly vencido: boolean;
  /** The front has no PCMSO revision at all. */
  readonly semPcmso: boolean;
  /** The tip a disabled sector shows (spec 1 §5), or null. */
  readonly dica: string | null;
}

/**
 * Whether a sector can be chosen for a consultation on `today`: its front needs a current PCMSO revision that
 * has not expired (valid through its `vencimento` day).
 *
 * @example gheAvailability({ vencimento: '2024-01-31' }, '2024-02-01').vencido // true
 */
export function gheAvailability(revision: RevisionValidity | undefined, today: string): GheAvailability {
  if (!revision || revision.deletedAt) return { vencido: false, semPcmso: true, dica: noPcmsoTip };
  const vencido = revision.vencimento < today;
  return { vencido, semPcmso: false, dica: vencido ? expiredPcmsoTip : null };
}

/** Our tip for a sector whose front has no PCMSO yet (the spec words only the expired case). */
export const noPcmsoTip = 'Esse GHE ainda não possui PCMSO. Entre em contato conosco para melhores esclarecimentos.';

/** Whether a sector can take a consultation. */
export function isGheAvailable(availability: GheAvailability): boolean {
  return !availability.vencido && !availability.semPcmso;
}

/** The PCMSO flag each ASO type reads; the periodic (52) reads the periodicity instead. */
const flagOf: Readonly<Record<number, keyof Pick<PcmsoRule, 'adm' | 'aposAdm' | 'dem' | 'retTra' | 'mudFun'>>> = {
  [asoTypes.admissional]: 'adm',
  [asoTypes.aposAdmissional]: 'aposAdm',
  [asoTypes.retornoAoTrabalho]: 'retTra',
  [asoTypes.mudancaDeFuncao]: 'mudFun',
  [asoTypes.demissional]: 'dem',
};

/** Whether a rule applies at an age: from per_id1 and up to per_id2 years, both inclusive, either open. */
export function appliesAtAge(rule: Pick<PcmsoRule, 'perId1' | 'perId2'>, age: number): boolean {
  return (rule.perId1 === undefined || age >= rule.perId1) && (rule.perId2 === undefined || age <= rule.perId2);
}

/**
 * The exams an ASO type asks of a GHE for an employee of `age` (spec 1 §3, §7): 47 adm, 48 apos_adm, 49 ret_tra,
 * 50 mud_fun, 51 dem, 52 every exam with a periodicity; only rules whose age range holds. An exam listed twice
 * (two age ranges) counts once, with its first applicable rule.
 *
 * @example rulesForAso(rules, 47, 30).map((rule) => rule.exameNome)
 */
export function rulesForAso(rules: readonly PcmsoRule[], tipoAso: number, age: number): PcmsoRule[] {
  const flag = flagOf[tipoAso];
  const seen = new Set<string>();
  return rules.filter((rule) => {
    const byType = flag ? Boolean(rule[flag]) : tipoAso === asoTypes.periodico && rule.periodicidade > 0;
    if (!byType || !appliesAtAge(rule, age) || seen.has(rule.exameId)) return false;
    seen.add(rule.exameId);
    return true;
  });
}

/** The periodicities (months) of a GHE's periodic exams: what the periodicity select offers for type 52. */
export function pcmsoPeriodicities(rules: readonly Pick<PcmsoRule, 'periodicidade'>[]): number[] {
  return [...new Set(rules.map((rule) => rule.periodicidade).filter((months) => months > 0))].sort((a, b) => a - b);
}
