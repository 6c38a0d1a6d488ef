import type { ParsedEventInput } from '../inputs';
import type { Rule, RuleContext, RuleViolation } from './rule';
import { s2210Rules } from './s2210';
import { s2220Rules } from './s2220';
import { s2240Rules } from './s2240';

/*
 * The rules the schemas cannot check (issue 13 item 7), one table per event type. Pure: the caller brings today,
 * the contract and its other events. Each input is the parsed (normalized) event, after the field rules passed.
 */

export type { Rule, RuleContext, RuleViolation } from './rule';
export { ruleMessages } from './rule';
export { s2210Rules } from './s2210';
export { s2220Rules } from './s2220';
export { s2240Rules } from './s2240';
export { retificacaoPendente, retificavel, type EventoRetificavel } from './retificacao';

function run<I>(rules: readonly Rule<I>[], input: I, context: RuleContext): RuleViolation[] {
  return rules.flatMap((rule) => rule.broken(input, context).map((path) => ({ rule: rule.id, path, message: rule.message })));
}

/**
 * The rules an event breaks ([] when none); S-3000 has none of these.
 *
 * @example brokenRules(s2220, { hoje: '2026-05-04' }) // [{ rule: 'S-2220.dtAso.hoje', path: 'exMedOcup.aso.dtAso', message: '…' }]
 */
export function brokenRules(input: ParsedEventInput, context: RuleContext): RuleViolation[] {
  switch (input.layout) {
    case 'S-2210':
      return run(s2210Rules, input, context);
    case 'S-2220':
      return run(s2220Rules, input, context);
    case 'S-2240':
      return run(s2240Rules, input, context);
    default:
      return [];
  }
}
