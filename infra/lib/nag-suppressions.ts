import { Validations, type CfnElement, type Stack } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import { dropPrefix, filePrefixes } from '@ocupacional/functions/function-access';

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
  /** The nested stack of the HTTP API's routes (constructs/api.ts). */
  readonly apiRoutes: IConstruct;
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
      'Only dynamodb:Query (and the sweep\'s declared Scan) on the GSIs of the single table (gsi1..gsi5), for the functions whose declaration queries indexes (functions/src/function-access.ts); an index holds no item the table does not.',
    );
    for (const [index, bucket] of targets.dataBuckets.entries()) {
      // drop first, then files (NagTargets.dataBuckets); the prefixes are the declared ones of function-access.ts.
      for (const prefix of index === 0 ? [dropPrefix] : Object.values(filePrefixes)) {
        acknowledge(
          role,
          `IAM5[Resource::${ref(bucket)}/${prefix}*]`,
          `Object actions only under ${prefix} of this bucket, and only those the function's declaration names (functions/src/function-access.ts, enforced locally by infra/local/access-guard.ts); keys below it are created at run time per tenant, and tenant isolation is enforced by the functions, which build every key from the verified session or the object's own tenant folder.`,
        );
      }
    }
    for (const action of ['kms:GenerateDataKey*', 'kms:ReEncrypt*']) {
      acknowledge(
        role,
        `IAM5[Action::${action}]`,
        "The table's customer-managed key for a function that writes the table: the variants DynamoDB's envelope encryption calls, on that one key and only through DynamoDB and S3 (kms:ViaService condition); the tenant-secrets key is granted apart, with exact actions.",
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
    "Only CDK's own custom-resource handlers (BucketNotificationsHandler, the web app's BucketDeployment, the cross-region reference reader) use the managed policy, to write their own logs; our functions have their own roles without managed policies.",
  );

  acknowledge(
    targets.jwtSecret,
    'SMG4',
    "The JWT signing key is rotated by the stack's own daily function (jwtRotate, schedule jwtRotation): past jwtKeyRotationDays (45, more than the longest session) it makes a new current key and keeps the old one as previous, and tokens name their key (kid), so the old key verifies until the sessions it signed expire (functions/src/platform/jwt-keys.ts). Secrets Manager's rotation would replace the only key and end every open session at once.",
  );

  for (const fn of targets.functions) {
    acknowledge(
      fn,
      'L1',
      'Node.js 22 is the runtime the project targets (esbuild target node22, the same major the local cloud runs); moving to a newer runtime is a deliberate upgrade, not a silent one.',
    );
  }

  for (const fn of targets.functions) {
    acknowledge(
      fn.role ?? fn,
      'IAM5[Resource::*]',
      "Active tracing (issue 21): xray:PutTraceSegments and xray:PutTelemetryRecords, which X-Ray does not scope to resources; the statement grants only those two write actions.",
    );
  }

  for (const api of [targets.httpApi, targets.apiRoutes]) {
    acknowledge(
      api,
      'APIG4',
      'Authorization happens in the functions: the platform middleware verifies the session JWT and derives the tenant from it on every route the manifest marks auth: true; the routes it marks auth: false (health) are public by design.',
    );
  }

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
}
