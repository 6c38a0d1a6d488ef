import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, test } from 'vitest';
import { buildStack } from './test-support';

/*
 * cdk-nag 3 is a policy validation plugin, not an Aspect: findings no longer become Annotations, so
 * Annotations.fromStack(...).findError cannot see them. The pack is run directly on the construct tree, and
 * once more the way `npm run synth` runs it, where any finding fails the synthesis.
 */
describe('cdk-nag AwsSolutions', () => {
  test('the pack finds no unacknowledged error in the stack', () => {
    const { app } = buildStack();
    app.synth();
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(app);
    const errors = report.violations.filter((violation) => violation.severity === 'error');
    expect(errors.map((violation) => violation.ruleName)).toEqual([]);
  });

  test('the pack finds no unacknowledged warning either', () => {
    const { app } = buildStack();
    app.synth();
    const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(app);
    const warnings = report.violations.filter((violation) => violation.severity !== 'error');
    expect(warnings.map((violation) => violation.ruleName)).toEqual([]);
  });

  test('synthesis with the pack registered as a validation plugin succeeds', () => {
    const { app } = buildStack();
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).not.toThrow();
  });

  test('every acknowledgement carries a reason of its own', () => {
    const { app, stack } = buildStack();
    app.synth();
    const acknowledgements = stack.node
      .findAll()
      .flatMap((construct: IConstruct) => construct.node.metadata)
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>));
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const [id, reason] of acknowledgements) {
      expect(id).toMatch(/AwsSolutions-/);
      expect(reason.length, id).toBeGreaterThan(40);
    }
  });
});
