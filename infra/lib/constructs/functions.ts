import { createRequire } from 'node:module';
import path from 'node:path';
import { AssetStaging, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { queues as queueDefs, resourceEnv, type BucketId, type QueueId } from '@ocupacional/shared';
import { functionManifest, type FunctionDef, type FunctionId } from '@ocupacional/functions/manifest';
import { functionAccess, type DeploymentSecret, type FunctionAccess, type ObjectAction } from '@ocupacional/functions/function-access';
import type { EsocialDeployConfig, MailDeployConfig } from '../deploy-config';
import { functionEntryPath, lockFile, repoRoot } from '../paths';
import type { QueuePair } from './queues';
import type { Storage } from './storage';

/** Variables the stack adds beside {@link resourceEnv}; candidates to move into shared/src/resources.ts. */
export const extraEnv = {
  jwtSecretArn: 'JWT_SECRET_ARN',
  /** The secret whose value CloudFront sends as the origin header (shared originVerifyHeader); API functions only. */
  originVerifySecretId: 'ORIGIN_VERIFY_SECRET_ID',
  sesConfigurationSet: 'SES_CONFIGURATION_SET',
  mailFrom: 'MAIL_FROM',
  appVersion: 'APP_VERSION',
  cepProvider: 'CEP_PROVIDER',
  /** The KMS key that wraps secrets at rest (functions/src/platform/secrets.ts). */
  secretsKmsKeyId: 'SECRETS_KMS_KEY_ID',
  // The mail functions (functions/src/mail/oauth2.ts, api/mail/aso-email.ts).
  mailOauth2ClientId: 'MAIL_OAUTH2_CLIENT_ID',
  /** The Secrets Manager secret (name or ARN) holding the client secret; the value never enters the template. */
  mailOauth2ClientSecretId: 'MAIL_OAUTH2_CLIENT_SECRET_ID',
  mailOauth2RedirectUri: 'MAIL_OAUTH2_REDIRECT_URI',
  mailTrackingBaseUrl: 'MAIL_TRACKING_BASE_URL',
  /** '1': tenant SMTP hosts must resolve to public addresses only (functions/src/mail/smtp-host.ts). */
  mailSmtpBlockPrivate: 'MAIL_SMTP_BLOCK_PRIVATE',
  // The eSocial functions (functions/src/esocial/validate.ts, data/esocial/ambiente.ts).
  esocialXsdDir: 'ESOCIAL_XSD_DIR',
  /** The CAT's large code tables (CID-10, IBGE municipalities), read on first use (functions/src/esocial/tables). */
  esocialTablesDir: 'ESOCIAL_TABLES_DIR',
  /** The Secrets Manager secret (name or ARN) holding the eSocial servers' CA chain (PEM). */
  esocialCaSecretId: 'ESOCIAL_CA_PEM_SECRET_ID',
  esocialCaFile: 'ESOCIAL_CA_FILE',
} as const;

/** Where Lambda unpacks a bundle. */
const lambdaTaskRoot = '/var/task';
/** The eSocial XSDs inside an eSocial function's bundle (S-1.3/ and comunicacao/ under it). */
export const esocialXsdBundlePath = 'esocial/xsd';
/** The large code tables inside an eSocial function's bundle, and where they come from (kept in the repository). */
export const esocialTablesBundlePath = 'esocial/tables';
export const esocialTablesSourceDir = path.join(repoRoot, 'functions', 'esocial', 'tables');
/** The CA chain file inside the bundle, when the deployment ships one (context esocialCaFile). */
export const esocialCaBundlePath = 'esocial/ca.pem';

export interface FunctionsProps {
  readonly stage: string;
  readonly storage: Storage;
  readonly queues: Record<QueueId, QueuePair>;
  readonly jwtSecret: secretsmanager.ISecret;
  /** The value CloudFront sends to the API as the origin header (constructs/web-distribution.ts); absent in no deployment. */
  readonly originVerifySecret?: secretsmanager.ISecret;
  /**
   * The key that seals the tenants' secrets (certificates, SMTP passwords, OAuth tokens, queued e-mail bodies:
   * functions/src/platform/secrets.ts); only the functions whose declaration uses it may (function-access.ts).
   */
  readonly tenantSecretsKey: kms.IKey;
  readonly sesConfigurationSetName: string;
  /** The verified SES domain identity the product sends from. */
  readonly mailDomain: string;
  /** The version the API reports (config, env) and compares client builds with. */
  readonly appVersion: string;
  /** The Gmail OAuth2 client and the tracking image's root, for the mail functions. */
  readonly mail: MailDeployConfig;
  /** The XSDs and the CA of the eSocial functions. */
  readonly esocial: EsocialDeployConfig;
  /** The web area's public origin, for the links the product e-mails (resourceEnv.publicUrl); absent: not configured. */
  readonly publicUrl?: string;
}

/** The module that stands in for @aws-sdk/credential-provider-node in the bundles, from the project root (lambda-credentials.ts). */
export const lambdaCredentialsModule = './infra/lib/lambda-credentials.ts';

// ESM output keeps the ESM-only dependencies (middy) as they are; the banner gives bundled CommonJS code the
// `require` that ESM lacks. `module` first: the packages' ESM builds tree-shake (the SDK's dist-es, pdf-lib's es/).
const bundling: nodejs.BundlingOptions = {
  format: nodejs.OutputFormat.ESM,
  mainFields: ['module', 'main'],
  banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  target: 'node22',
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  logLevel: nodejs.LogLevel.WARNING,
  // The SDK goes into the bundle, so production runs the versions the lock file pins and the tests ran; none of the
  // runtime's own SDK clients is left out: loading one from the runtime costs more init than its bytes save
  // (docs/decisions.md "Issue 17: Lambda bundles").
  bundleAwsSDK: true,
  // Lambda's credentials are always in its environment (the execution role's keys and session token): the SDK's
  // default Node chain (SSO, INI files, process, web identity, ECS/IMDS, and the STS/SSO clients they use) gives way to
  // an environment-only provider, ~105 KB less per function (docs/decisions.md "Issue 17: Lambda bundles").
  esbuildArgs: { '--alias': [`@aws-sdk/credential-provider-node=${lambdaCredentialsModule}`] },
  // esbuild resolves an alias's path from its working directory: the project root locally (NodejsFunction runs it
  // there), and the same folder when bundling falls back to Docker (mounted at /asset-input; NodejsFunction's default is /).
  workingDirectory: AssetStaging.BUNDLING_INPUT_DIR,
};

const workspaceRequire = createRequire(path.join(repoRoot, 'functions', 'package.json'));

/**
 * A function's bundling: the shared options, plus
 * - the manifest's `nodeModules` left out of the bundle and installed beside it for the Lambda's platform (linux,
 *   arm64, glibc) at the versions the workspace resolves — the ones the tests ran. @napi-rs/canvas is a native module
 *   (esbuild cannot bundle its .node binary, and the machine's own binary is not Lambda's); pdfjs-dist reads its
 *   standard fonts from its package folder at run time;
 * - for an `esocial` function, the official XSDs (every .xsd of S-1.3/ and comunicacao/; the WSDLs are not read at
 *   run time) copied into esocial/xsd of the bundle, the CAT's large code tables (CID-10, IBGE municipalities: 1.2 MB
 *   of JSON read on first use, not bundled) into esocial/tables, and the CA chain file when the deployment gives one.
 *   A missing source folder fails the bundling (cp), never a Lambda at run time.
 */
export function bundlingOf(def: FunctionDef, esocial?: EsocialDeployConfig): nodejs.BundlingOptions {
  const modules = def.nodeModules ?? [];
  const commands: ((outputDir: string) => string)[] = [];
  if (modules.length > 0) {
    const specs = modules.map((name) => {
      const { version } = workspaceRequire(`${name}/package.json`) as { version: string };
      return `${name}@${version}`;
    });
    const flags = [
      '--no-save --no-package-lock --no-audit --no-fund --omit=dev --ignore-scripts',
      '--os=linux --cpu=arm64 --libc=glibc',
      ...specs,
    ].join(' ');
    // --prefix: the output folder has no package.json, and without it npm takes the nearest folder that has one as
    // the project — the workspace root when cdk.out is inside the repository (npm run synth) — and would reinstall
    // the whole workspace there without its dev dependencies and for arm64.
    commands.push((outputDir) => `cd "${outputDir}" && npm install --prefix "${outputDir}" ${flags}`);
  }
  if (def.esocial && esocial) {
    commands.push((outputDir) => {
      const target = path.posix.join(outputDir, esocialXsdBundlePath);
      return ['S-1.3', 'comunicacao']
        .map((folder) => `mkdir -p "${target}/${folder}" && cp "${path.join(esocial.xsdDir, folder)}"/*.xsd "${target}/${folder}/"`)
        .join(' && ');
    });
    commands.push((outputDir) => {
      const target = path.posix.join(outputDir, esocialTablesBundlePath);
      return `mkdir -p "${target}" && cp "${esocialTablesSourceDir}"/*.json "${target}/"`;
    });
    if (esocial.caFile) {
      const caFile = esocial.caFile;
      commands.push((outputDir) => `cp "${caFile}" "${path.posix.join(outputDir, esocialCaBundlePath)}"`);
    }
  }
  if (commands.length === 0) return bundling;
  return {
    ...bundling,
    ...(modules.length > 0 ? { externalModules: [...modules] } : {}),
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (_inputDir, outputDir) => commands.map((command) => command(outputDir)),
    },
  };
}

/** A function of the mail context: its API (accounts, OAuth2, ASO e-mails) or the mail-send worker. */
export function isMailFunction(def: FunctionDef): boolean {
  return (def.trigger.kind === 'api' && def.trigger.api === 'mail') || (def.trigger.kind === 'queue' && def.trigger.queue === 'mail');
}

/**
 * The variables a function adds to the common ones: the mail settings for mail functions, eSocial's for eSocial's
 * (the CA secret's name only for those that declare reading it: the ones that connect to the government's servers).
 */
export function functionEnvOf(
  def: FunctionDef,
  access: Pick<FunctionAccess, 'secrets'>,
  props: Pick<FunctionsProps, 'mail' | 'esocial'>,
): Record<string, string> {
  const environment: Record<string, string> = {};
  if (isMailFunction(def)) {
    const { oauth2, trackingBaseUrl } = props.mail;
    if (oauth2) {
      environment[extraEnv.mailOauth2ClientId] = oauth2.clientId;
      environment[extraEnv.mailOauth2ClientSecretId] = oauth2.clientSecret;
      if (oauth2.redirectUri) environment[extraEnv.mailOauth2RedirectUri] = oauth2.redirectUri;
    }
    if (trackingBaseUrl) environment[extraEnv.mailTrackingBaseUrl] = trackingBaseUrl;
    // An SMTP account may not point inside AWS (the VPC, the metadata service, loopback): issue 12 item 5.
    environment[extraEnv.mailSmtpBlockPrivate] = '1';
  }
  if (def.esocial) {
    environment[extraEnv.esocialXsdDir] = path.posix.join(lambdaTaskRoot, esocialXsdBundlePath);
    environment[extraEnv.esocialTablesDir] = path.posix.join(lambdaTaskRoot, esocialTablesBundlePath);
    if (props.esocial.caSecret && access.secrets.includes('esocialCa')) environment[extraEnv.esocialCaSecretId] = props.esocial.caSecret;
    if (props.esocial.caFile) environment[extraEnv.esocialCaFile] = path.posix.join(lambdaTaskRoot, esocialCaBundlePath);
  }
  return environment;
}

/** A secret the deployment names (name or full ARN), imported so functions can be granted its reading. */
function importedSecret(scope: Construct, id: string, nameOrArn: string): secretsmanager.ISecret {
  return nameOrArn.startsWith('arn:')
    ? secretsmanager.Secret.fromSecretCompleteArn(scope, id, nameOrArn)
    : secretsmanager.Secret.fromSecretNameV2(scope, id, nameOrArn);
}

/** One NodejsFunction per entry of {@link functionManifest}, wired to its queue when it has one. */
export class Functions extends Construct {
  readonly functions: Record<FunctionId, nodejs.NodejsFunction>;
  /** The deployment's secrets the functions read (imported, not created here). */
  private readonly mailOauth2Secret: secretsmanager.ISecret | undefined;
  private readonly esocialCaSecret: secretsmanager.ISecret | undefined;

  constructor(scope: Construct, id: string, props: FunctionsProps) {
    super(scope, id);
    const environment = environmentOf(props);
    this.mailOauth2Secret = props.mail.oauth2 ? importedSecret(this, 'MailOauth2ClientSecret', props.mail.oauth2.clientSecret) : undefined;
    this.esocialCaSecret = props.esocial.caSecret ? importedSecret(this, 'EsocialCaSecret', props.esocial.caSecret) : undefined;
    const entries = Object.entries(functionManifest) as [FunctionId, FunctionDef][];
    this.functions = Object.fromEntries(
      entries.map(([fnId, def]) => [fnId, this.function(fnId, def, environment, props)]),
    ) as Record<FunctionId, nodejs.NodejsFunction>;
  }

  private function(
    fnId: FunctionId,
    def: FunctionDef,
    environment: Record<string, string>,
    props: FunctionsProps,
  ): nodejs.NodejsFunction {
    const scope = new Construct(this, fnId);
    const logGroup = new logs.LogGroup(scope, 'LogGroup', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // An own role without the AWSLambdaBasicExecutionRole managed policy: logs only to its own group.
    const role = new iam.Role(scope, 'Role', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);

    const fn = new nodejs.NodejsFunction(scope, 'Function', {
      entry: functionEntryPath(def.entry),
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: lockFile,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: def.memoryMb,
      timeout: Duration.seconds(def.timeoutSeconds),
      role,
      logGroup,
      environment: { ...environment, ...functionEnvOf(def, functionAccess[fnId], props) },
      bundling: bundlingOf(def, props.esocial),
      description: `ocupacional ${props.stage} ${fnId} (${def.entry})`,
      // X-Ray by Lambda itself: no tracer in the bundle (docs/decisions.md "Issue 21: queues, alarms and tracing").
      tracing: lambda.Tracing.ACTIVE,
    });
    grantAccess(fn, functionAccess[fnId], props, {
      jwtSigning: props.jwtSecret,
      mailOauth2ClientSecret: this.mailOauth2Secret,
      esocialCa: this.esocialCaSecret,
      originVerify: props.originVerifySecret,
    });
    const declared: FunctionAccess = functionAccess[fnId];
    if (declared.secrets.includes('originVerify') && props.originVerifySecret) {
      // The API refuses requests without CloudFront's origin header (functions/src/platform/origin-verify.ts).
      fn.addEnvironment(extraEnv.originVerifySecretId, props.originVerifySecret.secretArn);
    }

    if (def.trigger.kind === 'queue') {
      const queueDef = queueDefs[def.trigger.queue];
      // AWS's advice for SQS event sources: room for Lambda to retry a throttled batch before SQS delivers it again.
      if (queueDef.visibilityTimeoutSeconds < 6 * def.timeoutSeconds) {
        throw new Error(
          `queue ${def.trigger.queue}: visibility timeout ${queueDef.visibilityTimeoutSeconds}s is below 6 × ${fnId}'s timeout (${def.timeoutSeconds}s)`,
        );
      }
      fn.addEventSource(
        new SqsEventSource(props.queues[def.trigger.queue].queue, {
          batchSize: def.trigger.batchSize,
          reportBatchItemFailures: true,
          maxConcurrency: queueDef.maxConcurrency,
        }),
      );
    }
    return fn;
  }
}

/** The variables every function reads: each resource of {@link resourceEnv}, the stage and source maps on. */
function environmentOf(props: FunctionsProps) {
  const { stage, storage, queues, jwtSecret, sesConfigurationSetName } = props;
  const environment: Record<string, string> = {
    [resourceEnv.table]: storage.table.tableName,
    [resourceEnv.stage]: stage,
    [extraEnv.jwtSecretArn]: jwtSecret.secretArn,
    [extraEnv.sesConfigurationSet]: sesConfigurationSetName,
    [extraEnv.mailFrom]: `Ocupacional <nao-responda@${props.mailDomain}>`,
    [extraEnv.appVersion]: props.appVersion,
    [extraEnv.cepProvider]: 'viacep',
    // SECRETS_KMS_KEY_ID (the tenant-secrets key) only for the functions that use it: grantAccess.
    NODE_OPTIONS: '--enable-source-maps',
    ...(props.publicUrl ? { [resourceEnv.publicUrl]: props.publicUrl } : {}),
  };
  for (const [bucketId, bucket] of Object.entries(storage.buckets) as [BucketId, Storage['buckets'][BucketId]][]) {
    environment[resourceEnv.bucket(bucketId)] = bucket.bucketName;
  }
  for (const [queueId, pair] of Object.entries(queues) as [QueueId, QueuePair][]) {
    environment[resourceEnv.queueUrl(queueId)] = pair.queue.queueUrl;
    environment[resourceEnv.deadLetterQueueUrl(queueId)] = pair.deadLetterQueue.queueUrl;
  }
  return environment;
}

/** The IAM actions of each declared object action (HeadObject is authorized as GetObject). */
const objectActions: Record<ObjectAction, string> = {
  read: 's3:GetObject',
  write: 's3:PutObject',
  delete: 's3:DeleteObject',
  tag: 's3:PutObjectTagging',
};

/** What a function's declaration needs of the stack's data key, to read or write through a service. */
interface DataKeyUse {
  readonly actions: Set<string>;
  readonly services: Set<string>;
}

/**
 * The function's policy, from its declaration in functions/src/function-access.ts and nothing else (the local cloud
 * refuses the same calls, so the tests prove the declaration complete): the table's item actions (Scan only where
 * declared), object actions on the declared prefixes of each bucket, sending to the declared queues, reading the
 * declared secrets, the tenant-secrets key as declared, SES sending. Written out rather than with the constructs'
 * grant* helpers, whose read grants include Scan and whose object grants include s3:DeleteObject*, which would let
 * a function erase the versions that protect stored documents. Consuming its own queue is granted by the event source.
 */
function grantAccess(
  fn: nodejs.NodejsFunction,
  access: FunctionAccess,
  props: FunctionsProps,
  secrets: Partial<Record<DeploymentSecret, secretsmanager.ISecret | undefined>>,
): void {
  const { region, account, partition, urlSuffix } = Stack.of(fn);
  const dataKey: DataKeyUse = { actions: new Set(), services: new Set() };

  const { table } = props.storage;
  const tableActions = [
    ...(access.table.read ? ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'] : []),
    ...(access.table.write ? ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'] : []),
    ...(access.table.scan ? ['dynamodb:Scan'] : []),
  ];
  if (tableActions.length > 0) {
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: tableActions, resources: [table.tableArn] }));
    if (access.table.indexes) {
      const indexActions = ['dynamodb:Query', ...(access.table.scan ? ['dynamodb:Scan'] : [])];
      fn.addToRolePolicy(new iam.PolicyStatement({ actions: indexActions, resources: [`${table.tableArn}/index/*`] }));
    }
    // The table's customer-managed key, as DynamoDB's own grants ask of a reader and a writer.
    dataKey.actions.add('kms:Decrypt').add('kms:DescribeKey');
    if (access.table.write) dataKey.actions.add('kms:Encrypt').add('kms:ReEncrypt*').add('kms:GenerateDataKey*');
    dataKey.services.add(`dynamodb.${region}.${urlSuffix}`);
  }

  for (const grant of access.objects) {
    const bucket = props.storage.buckets[grant.bucket];
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: grant.actions.map((action) => objectActions[action]),
        resources: grant.prefixes.map((prefix) => bucket.arnForObjects(`${prefix}*`)),
      }),
    );
    // ListBucket makes a missing object answer 404 rather than 403 (the code tells "gone" from "refused").
    if (grant.actions.includes('read')) fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
    if (bucket.encryptionKey) {
      if (grant.actions.includes('read')) dataKey.actions.add('kms:Decrypt');
      // A multipart PutObject decrypts its parts' data key too.
      if (grant.actions.includes('write')) dataKey.actions.add('kms:GenerateDataKey').add('kms:Decrypt');
      dataKey.services.add(`s3.${region}.${urlSuffix}`);
    }
  }
  const key = props.storage.table.encryptionKey;
  if (key && dataKey.actions.size > 0) {
    // The data key works only through the services that hold the data: a function cannot call KMS with it directly.
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: [...dataKey.actions].sort(),
        resources: [key.keyArn],
        conditions: { StringEquals: { 'kms:ViaService': [...dataKey.services].sort() } },
      }),
    );
  }

  for (const queueId of access.sendTo) props.queues[queueId].queue.grantSendMessages(fn);

  for (const secretId of access.secrets) secrets[secretId]?.grantRead(fn);
  for (const secretId of access.secretWrites) {
    const secret = secrets[secretId];
    if (!secret) continue;
    // A new value only (the rotation's PutSecretValue), not the secret's settings or version stages.
    fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['secretsmanager:PutSecretValue'], resources: [secret.secretArn] }));
    if (secret.encryptionKey) {
      fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['kms:Decrypt', 'kms:GenerateDataKey'],
          resources: [secret.encryptionKey.keyArn],
          conditions: { StringEquals: { 'kms:ViaService': `secretsmanager.${region}.${urlSuffix}` } },
        }),
      );
    }
  }

  if (access.tenantSecrets !== 'none') {
    const actions = [
      ...(access.tenantSecrets !== 'decrypt' ? ['kms:GenerateDataKey'] : []),
      ...(access.tenantSecrets !== 'encrypt' ? ['kms:Decrypt'] : []),
    ];
    fn.addToRolePolicy(new iam.PolicyStatement({ actions, resources: [props.tenantSecretsKey.keyArn] }));
    fn.addEnvironment(extraEnv.secretsKmsKeyId, props.tenantSecretsKey.keyArn);
  }

  if (access.sendMail) {
    // Sending only from the product's own domain identity, through its configuration set.
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
          `arn:${partition}:ses:${region}:${account}:identity/${props.mailDomain}`,
          `arn:${partition}:ses:${region}:${account}:configuration-set/${props.sesConfigurationSetName}`,
        ],
      }),
    );
  }
}
