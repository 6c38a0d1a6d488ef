import { Validations, type CfnElement, type Stack } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';

/**
 * What the acknowledgements below point at. cdk-nag 3 matches an acknowledgement by exact rule id, so the
 * IAM5 findings are spelled with the logical ids of the resources they name.
 */
export interface NagTargets {
  readonly table: IConstruct;
  readonly dataBuckets: readonly IConstruct[];
  readonly functions: readonly lambda.IFunction[];
  /** Functions invoked by EventBridge Scheduler. */
  readonly scheduledFunctions: readonly lambda.IFunction[];
  readonly jwtSecret: IConstruct;
  readonly httpApi: IConstruct;
  readonly distribution: IConstruct;
  /** The drop folders' writer policy (constructs/drop-access.ts). */
  readonly dropWriterPolicy: IConstruct;
}

/** Acknowledges, each with its reason, the AwsSolutions findings the design accepts. */
export function addNagSuppressions(stack: Stack, targets: NagTargets): void {
  const ref = (construct: IConstruct) => `<${stack.getLogicalId(construct.node.defaultChild as CfnElement)}.Arn>`;
  const acknowledge = (scope: IConstruct, id: string, reason: string) =>
    Validations.of(scope).acknowledge({ id: `AwsSolutions-${id}`, reason });

  for (const fn of targets.functions) {
    const role = fn.role ?? fn;
    acknowledge(
      role,
      `IAM5[Resource::${ref(targets.table)}/index/*]`,
      'Queries go through the GSIs of the single table (gsi1..gsi3); the grant covers the indexes of this one table only.',
    );
    for (const bucket of targets.dataBuckets) {
      acknowledge(
        role,
        `IAM5[Resource::${ref(bucket)}/*]`,
        'Objects are keyed by tenant and created at run time, so object actions apply to the keys of this one bucket; tenant isolation is enforced by the functions, which build every key from the verified session.',
      );
    }
    for (const action of ['kms:GenerateDataKey*', 'kms:ReEncrypt*']) {
      acknowledge(
        role,
        `IAM5[Action::${action}]`,
        "Added by DynamoDB's grantReadWriteData for the table's customer-managed key, limited to that one key; the variants are the ones DynamoDB's envelope encryption calls.",
      );
    }
  }

  for (const fn of targets.scheduledFunctions) {
    acknowledge(
      stack,
      `IAM5[Resource::${ref(fn)}:*]`,
      "The Scheduler target role may invoke the function's versions and aliases (the ARN suffix), still only this one function.",
    );
  }

  acknowledge(
    stack,
    'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    "Only CDK's BucketNotificationsHandler custom resource uses the managed policy (to write its own logs); our functions have their own roles without managed policies.",
  );

  acknowledge(
    targets.jwtSecret,
    'SMG4',
    'The JWT signing key is rotated by a planned rollover (new key verifies alongside the old until sessions expire); automatic rotation would invalidate every open session at once.',
  );

  for (const fn of targets.functions) {
    acknowledge(
      fn,
      'L1',
      'Node.js 22 is the runtime the project targets (esbuild target node22, the same major the local cloud runs); moving to a newer runtime is a deliberate upgrade, not a silent one.',
    );
  }

  acknowledge(
    targets.httpApi,
    'APIG4',
    'Authorization happens in the functions: the platform middleware verifies the session JWT and derives the tenant from it on every route the manifest marks auth: true; the routes it marks auth: false (health) are public by design.',
  );

  const dropBucket = targets.dataBuckets[0];
  if (dropBucket) {
    acknowledge(
      targets.dropWriterPolicy,
      `IAM5[Resource::${ref(dropBucket)}/drop/<aws:PrincipalTag/tenant>/*]`,
      "Attribute-based access: a drop writer may put objects only under drop/<its own tenant tag>/ of the drop bucket; the wildcard is the file names a scanner chooses inside that one folder.",
    );
  }

  acknowledge(
    targets.distribution,
    'CFR1',
    'Users are in Brazil but travel and use mobile networks abroad; geo restriction would lock them out and is not a security control for an authenticated app.',
  );
  acknowledge(
    targets.distribution,
    'CFR2',
    'No WAF yet: the API stage is throttled and every data route requires a session; a web ACL (managed rule groups) comes with the custom domain.',
  );
  acknowledge(
    targets.distribution,
    'CFR4',
    "The distribution uses the default *.cloudfront.net certificate, whose security policy CloudFront fixes at TLSv1; a custom domain with an ACM certificate and TLSv1.2_2021 replaces it per stage.",
  );
}
