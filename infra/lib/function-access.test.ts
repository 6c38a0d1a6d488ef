import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, test } from 'vitest';
import type { BucketId, QueueId } from '@ocupacional/shared';
import { functionAccess, type DeploymentSecret, type FunctionAccess } from '@ocupacional/functions/function-access';
import type { FunctionId } from '@ocupacional/functions/manifest';
import { extraEnv } from './constructs/functions';
import type { OcupacionalStack } from './ocupacional-stack';
import { buildStack } from './test-support';

/*
 * Least privilege per function (issue 21 item 3): each function's role allows exactly what its declaration in
 * functions/src/function-access.ts names — the declaration the local cloud enforces in every integration test — and
 * nothing on top: no Scan but the sweep's, no wildcard queue, no tenant-secrets key but for its declared users.
 */

let stack: OcupacionalStack;
let resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;

beforeAll(() => {
  stack = buildStack({
    props: {
      mail: { oauth2: { clientId: 'client', clientSecret: 'ocupacional/test/gmail-oauth2' } },
      esocial: { caSecret: 'ocupacional/test/esocial-ca' },
    },
  }).stack;
  resources = Template.fromStack(stack).toJSON().Resources as typeof resources;
});

interface Statement {
  readonly Effect: string;
  readonly Action: string[];
  readonly Resource: unknown[];
  readonly Condition?: unknown;
}

const logicalId = (construct: IConstruct) => stack.resolve(stack.getLogicalId(construct.node.defaultChild as CfnElement)) as string;
const json = (value: unknown) => JSON.stringify(stack.resolve(value));
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);
const functionIds = Object.keys(functionAccess) as FunctionId[];

/** Every statement of the policies attached to a function's role. */
function statementsOf(fnId: FunctionId): Statement[] {
  const roleId = logicalId(stack.functions[fnId].role as IConstruct);
  return Object.values(resources)
    .filter((resource) => resource.Type === 'AWS::IAM::Policy' && JSON.stringify(resource.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((resource) => (resource.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement)
    .map((statement) => ({
      Effect: statement.Effect as string,
      Action: asArray(statement.Action as string | string[]),
      Resource: asArray(statement.Resource),
      ...(statement.Condition ? { Condition: statement.Condition } : {}),
    }));
}

/** The actions a function may take on a resource (matched by its resolved ARN). */
function actionsOn(fnId: FunctionId, resourceArn: string): string[] {
  return statementsOf(fnId)
    .filter((statement) => statement.Resource.some((resource) => JSON.stringify(resource) === resourceArn))
    .flatMap((statement) => statement.Action)
    .sort();
}

const objectActions = { read: 's3:GetObject', write: 's3:PutObject', delete: 's3:DeleteObject', tag: 's3:PutObjectTagging' } as const;

/** The object permissions a declaration gives, as "bucket action prefix" lines. */
function declaredObjects(access: FunctionAccess): string[] {
  return access.objects.flatMap((grant) => grant.prefixes.flatMap((prefix) => grant.actions.map((action) => `${grant.bucket} ${objectActions[action]} ${prefix}*`))).sort();
}

/** The object permissions a role has on the data buckets, as the same lines. */
function grantedObjects(fnId: FunctionId): string[] {
  const lines: string[] = [];
  for (const bucketId of ['drop', 'files', 'web'] as BucketId[]) {
    const bucket = stack.storage.buckets[bucketId];
    const arn = json(bucket.bucketArn);
    for (const statement of statementsOf(fnId)) {
      for (const resource of statement.Resource) {
        const text = JSON.stringify(resource);
        // arnForObjects(prefix) is Fn::Join of the bucket's ARN and "/<prefix>".
        const join = (resource as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
        if (!join || JSON.stringify(join[1][0]) !== arn) {
          if (text.includes(logicalId(bucket)) && text !== arn) lines.push(`${bucketId} ? ${text}`);
          continue;
        }
        const suffix = String(join[1][1]).replace(/^\//, '');
        for (const action of statement.Action) lines.push(`${bucketId} ${action} ${suffix}`);
      }
    }
  }
  return lines.sort();
}

describe('least privilege per function', () => {
  test.each(functionIds)('%s reads, writes and scans the table as declared, and queries indexes only if declared', (fnId) => {
    // Prepare
    const { table } = functionAccess[fnId] as FunctionAccess;
    const expected = [
      ...(table.read ? ['dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:GetItem', 'dynamodb:Query'] : []),
      ...(table.write ? ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'] : []),
      ...(table.scan ? ['dynamodb:Scan'] : []),
    ].sort();
    const indexesArn = json(`${stack.storage.table.tableArn}/index/*`);

    // Act
    const onTable = actionsOn(fnId, json(stack.storage.table.tableArn));
    const onIndexes = actionsOn(fnId, indexesArn);
    const dynamoAnywhere = statementsOf(fnId).filter((statement) => statement.Action.some((action) => action.startsWith('dynamodb:')));

    // Assess
    expect(onTable).toEqual(expected);
    expect(onIndexes).toEqual(table.indexes ? ['dynamodb:Query', ...(table.scan ? ['dynamodb:Scan'] : [])] : []);
    expect(dynamoAnywhere.flatMap((statement) => statement.Resource.map((resource) => JSON.stringify(resource))).every((arn) => arn === json(stack.storage.table.tableArn) || arn === indexesArn)).toBe(true);
  });

  test.each(functionIds)('%s has object actions only on its declared prefixes', (fnId) => {
    expect(grantedObjects(fnId).filter((line) => !line.includes('s3:ListBucket'))).toEqual(declaredObjects(functionAccess[fnId]));
  });

  test.each(functionIds)('%s sends to its declared queues only, and never to a wildcard', (fnId) => {
    // Prepare
    const queueIds = Object.keys(stack.queues.pairs) as QueueId[];
    const sending = statementsOf(fnId).filter((statement) => statement.Action.includes('sqs:SendMessage'));

    // Act
    const targets = sending.flatMap((statement) => statement.Resource.map((resource) => JSON.stringify(resource)));
    const queues = queueIds.filter((queueId) => targets.includes(json(stack.queues.pairs[queueId].queue.queueArn)));

    // Assess
    expect(targets.filter((target) => target.includes('*'))).toEqual([]);
    expect(targets).toHaveLength(queues.length);
    expect(queues.sort()).toEqual([...(functionAccess[fnId] as FunctionAccess).sendTo].sort());
  });

  test.each(functionIds)('%s reads and writes only its declared secrets', (fnId) => {
    // Prepare: each deployment secret, by what its ARN in a policy contains
    const originVerify = Object.keys(resources).find((id) => id.startsWith('OriginVerifySecret'));
    const marks: Record<DeploymentSecret, string | undefined> = {
      jwtSigning: logicalId(stack.jwtSecret),
      originVerify,
      mailOauth2ClientSecret: 'gmail-oauth2',
      esocialCa: 'esocial-ca',
    };
    const secretsOf = (action: string) => {
      const arns = statementsOf(fnId)
        .filter((statement) => statement.Action.includes(action))
        .flatMap((statement) => statement.Resource.map((resource) => JSON.stringify(resource)));
      return (Object.keys(marks) as DeploymentSecret[]).filter((secret) => arns.some((arn) => marks[secret] && arn.includes(marks[secret]))).sort();
    };
    const access = functionAccess[fnId] as FunctionAccess;

    // Assess
    expect(secretsOf('secretsmanager:GetSecretValue')).toEqual([...access.secrets].sort());
    expect(secretsOf('secretsmanager:PutSecretValue')).toEqual([...access.secretWrites].sort());
  });

  test.each(functionIds)('%s uses the tenant-secrets key only as declared, and is told the key only then', (fnId) => {
    // Prepare
    const access = functionAccess[fnId] as FunctionAccess;
    const expected = { none: [], encrypt: ['kms:GenerateDataKey'], decrypt: ['kms:Decrypt'], 'encrypt-decrypt': ['kms:Decrypt', 'kms:GenerateDataKey'] }[access.tenantSecrets];
    const environment = resources[logicalId(stack.functions[fnId])]?.Properties.Environment as { Variables: Record<string, unknown> };

    // Act
    const actions = actionsOn(fnId, json(stack.tenantSecretsKey.keyArn));

    // Assess
    expect(actions).toEqual(expected);
    expect(environment.Variables[extraEnv.secretsKmsKeyId] !== undefined).toBe(access.tenantSecrets !== 'none');
  });

  test.each(functionIds)('%s sends e-mail through SES only if declared', (fnId) => {
    const sends = statementsOf(fnId).some((statement) => statement.Action.includes('ses:SendEmail'));
    expect(sends).toBe((functionAccess[fnId] as FunctionAccess).sendMail);
  });

  test('the PDF workers can open no tenant secret, and no role but the declared users names the tenant-secrets key', () => {
    // Prepare
    const users = functionIds.filter((fnId) => (functionAccess[fnId] as FunctionAccess).tenantSecrets !== 'none').map((fnId) => logicalId(stack.functions[fnId].role as IConstruct));
    const keyRef = logicalId(stack.tenantSecretsKey);

    // Act
    const policiesNamingKey = Object.values(resources).filter((resource) => resource.Type === 'AWS::IAM::Policy' && JSON.stringify(resource.Properties.PolicyDocument).includes(keyRef));

    // Assess
    expect(functionAccess.asoSplit.tenantSecrets).toBe('none');
    expect(functionAccess.asoIdentify.tenantSecrets).toBe('none');
    for (const policy of policiesNamingKey) {
      for (const role of policy.Properties.Roles as { Ref: string }[]) expect(users).toContain(role.Ref);
    }
    expect(policiesNamingKey.length).toBeGreaterThan(0);
  });

  test('no role scans the table but the sweep, and none sends to every queue', () => {
    // Act
    const scanners = functionIds.filter((fnId) => statementsOf(fnId).some((statement) => statement.Action.includes('dynamodb:Scan')));
    const policies = Object.values(resources).filter((resource) => resource.Type === 'AWS::IAM::Policy');
    const wildcardSends = policies.filter((policy) =>
      (policy.Properties.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement.some(
        (statement) => asArray(statement.Action).some((action) => action.startsWith('sqs:Send')) && JSON.stringify(statement.Resource).includes('*'),
      ),
    );

    // Assess
    expect(scanners).toEqual(['sweep']);
    expect(wildcardSends).toEqual([]);
  });

  test("the data key works only through the services that hold the data (DynamoDB, S3, Secrets Manager), never called directly", () => {
    for (const fnId of functionIds) {
      const onDataKey = statementsOf(fnId).filter((statement) => statement.Resource.some((resource) => JSON.stringify(resource) === json(stack.key.keyArn)));
      for (const statement of onDataKey) {
        expect(JSON.stringify(statement.Condition), fnId).toMatch(/kms:ViaService/);
      }
    }
  });
});
