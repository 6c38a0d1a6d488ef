import { splitBRL } from '@ocupacional/shared';

/**
 * An amount in reais as the price screens show it (spec 1 §2: "prices are prefixed R$ shown as whole and cents"):
 * 'R$ 1.234' in full size and ',56' smaller, from integer cents.
 *
 * @example <Money cents={123456} /> // R$ 1.234<small>,56</small>
 */
export function Money({ cents, testId }: { cents: number; testId?: string }) {
  const { inteiro, centavos } = splitBRL(cents);
  return (
    <span className="oc-money" data-testid={testId}>
      <span className="oc-money__whole">{inteiro}</span>
      <span className="oc-money__cents">{centavos}</span>
    </span>
  );
}
