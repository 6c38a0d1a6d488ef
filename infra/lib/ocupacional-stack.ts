import { Annotations, Duration, RemovalPolicy, Stack, TimeZone, type StackProps } from 'aws-cdk-lib';
import * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import type { Construct } from 'constructs';
import { apiFunctions, objectCreatedNotifications, scheduleCron, scheduleDescription, schedules, type ApiFunctionId } from '@ocupacional/shared';
import { functionManifest, type FunctionDef, type FunctionId } from '@ocupacional/functions/manifest';
import { Api } from './constructs/api';
import { DropAccess } from './constructs/drop-access';
import { Monitoring } from './constructs/monitoring';
import { Functions } from './constructs/functions';
import { Mail } from './constructs/mail';
import { Queues } from './constructs/queues';
import { Storage } from './constructs/storage';
import { domainConfigOf, edgeStackBeside, type EdgeStack } from './constructs/edge';
import { createOriginVerifySecret, WebDistribution } from './constructs/web-distribution';
import { esocialConfigOf, mailConfigOf, publicUrlOf, type EsocialDeployConfig, type MailDeployConfig } from './deploy-config';
import { addNagSuppressions } from './nag-suppressions';

export interface OcupacionalStackProps extends StackProps {
  /** Deployment stage, part of resource names and given to functions as STAGE. Default 'dev'. */
  readonly stage?: string;
  /** The SES-verified domain mail is sent from. Default ocupacional.com.br. */
  readonly mailDomain?: string;
  /** The version the API reports; client builds older than MIN_CLIENT_VERSION are asked to reload. */
  readonly appVersion?: string;
  /** Gmail OAuth2 client and tracking root of the mail functions; default: from CDK context (deploy-config.ts). */
  readonly mail?: MailDeployConfig;
  /** XSD folder and CA of the eSocial functions; each value defaults to CDK context, then to functions/esocial/xsd. */
  readonly esocial?: Partial<EsocialDeployConfig>;
  /** The web area's public origin for e-mailed links; default: CDK context publicUrl (deploy-config.ts). */
  readonly publicUrl?: string;
  /** CloudFront's certificate and web ACL (us-east-1, constructs/edge.ts); default: a `<id>-edge` stack built beside this one. */
  readonly edge?: EdgeStack;
}

/**
 * The whole product in one stack, built from the manifests: resources (shared/src/resources.ts), API routes
 * (shared/src/api-routes.ts) and functions (functions/src/manifest.ts). Nothing here declares a resource the
 * manifests do not name.
 */
export class OcupacionalStack extends Stack {
  readonly stage: string;
  readonly key: kms.Key;
  /** Seals the tenants' secrets; usable only by the functions that declare it (functions/src/function-access.ts). */
  readonly tenantSecretsKey: kms.Key;
  readonly jwtSecret: secretsmanager.Secret;
  readonly storage: Storage;
  /** SES identity, configuration set and its events topic (constructs/mail.ts). */
  readonly mail: Mail;
  readonly queues: Queues;
  readonly functions: Record<FunctionId, nodejs.NodejsFunction>;
  readonly api: Api;
  readonly web: WebDistribution;
  /** The managed policy of the drop folders' scoped credentials (constructs/drop-access.ts). */
  readonly dropAccess: DropAccess;
  /** The alarm topic (e-mailed) and the stack's alarms (constructs/monitoring.ts). */
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: OcupacionalStackProps = {}) {
    // The edge stack's certificate and web ACL reach this region as cross-region references (edge.ts).
    // suppressTemplateIndentation: the indented template passed CloudFormation's 1 MB limit (cdk-nag's audit metadata
    // on every resource); unindented it is the same template at about two thirds of the size.
    super(scope, id, { ...props, crossRegionReferences: true, suppressTemplateIndentation: true });
    const stage = props.stage ?? 'dev';
    this.stage = stage;

    const key = (this.key = new kms.Key(this, 'Key', {
      alias: `alias/ocupacional-${stage}`,
      description: `ocupacional ${stage}: table, data buckets and the deployment's secrets (JWT key)`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    }));

    // Apart from the data key: the workers that parse untrusted PDFs, and every function that does not declare it,
    // cannot open a tenant's certificate or SMTP password (issue 21 item 3).
    const tenantSecretsKey = (this.tenantSecretsKey = new kms.Key(this, 'TenantSecretsKey', {
      alias: `alias/ocupacional-${stage}-tenant-secrets`,
      description: `ocupacional ${stage}: tenants' secrets (certificates, SMTP passwords, OAuth tokens, queued e-mail bodies)`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    }));

    const jwtSecret = (this.jwtSecret = new secretsmanager.Secret(this, 'JwtSigningSecret', {
      secretName: `ocupacional/${stage}/jwt-signing`,
      description: 'HMAC key that signs session tokens (JWT)',
      encryptionKey: key,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    }));
    // CloudFront's header to the API (constructs/web-distribution.ts); before the functions, which read it.
    const originVerifySecret = createOriginVerifySecret(this, stage);

    const storage = (this.storage = new Storage(this, 'Storage', { key }));
    const queues = (this.queues = new Queues(this, 'Queues', { stage }));
    // The product's domain sends its mail too, unless a mail domain is named (DKIM then lands in its hosted zone).
    const mailDomain = props.mailDomain ?? domainConfigOf(this.node)?.name ?? 'ocupacional.com.br';
    // SES identity (DKIM) and configuration set, its events on the mailEvents queue (issue 21 item 9).
    const mail = (this.mail = new Mail(this, 'Mail', { stage, mailDomain, eventsQueue: queues.pairs.mailEvents.queue }));
    for (const notification of objectCreatedNotifications) {
      storage.buckets[notification.bucket].addEventNotification(
        s3.EventType.OBJECT_CREATED,
        new s3n.SqsDestination(queues.pairs[notification.queue].queue),
        { prefix: notification.prefix },
      );
    }

    const dropAccess = (this.dropAccess = new DropAccess(this, 'DropAccess', { stage, dropBucket: storage.buckets.drop }));

    const publicUrl = publicUrlOf(this.node, props.publicUrl);
    if (!publicUrl) {
      Annotations.of(this).addWarningV2(
        'ocupacional:publicUrl',
        'No publicUrl (cdk deploy -c publicUrl=https://web.…): password recovery, lote and OAuth2 links cannot be e-mailed.',
      );
    }
    const { functions } = new Functions(this, 'Functions', {
      stage,
      storage,
      queues: queues.pairs,
      jwtSecret,
      originVerifySecret,
      tenantSecretsKey,
      sesConfigurationSetName: mail.configurationSet.configurationSetName,
      mailDomain,
      appVersion: props.appVersion ?? '1.0.0',
      mail: mailConfigOf(this.node, props.mail),
      esocial: esocialConfigOf(this.node, props.esocial),
      ...(publicUrl ? { publicUrl } : {}),
    });
    this.functions = functions;

    const api = (this.api = new Api(this, 'Api', { stage, handlers: apiHandlers(functions) }));

    const scheduledFunctions: lambda.IFunction[] = [];
    for (const [fnId, def] of Object.entries(functionManifest) as [FunctionId, FunctionDef][]) {
      if (def.trigger.kind !== 'schedule') continue;
      scheduledFunctions.push(functions[fnId]);
      const schedule = schedules[def.trigger.schedule];
      new scheduler.Schedule(this, `${def.trigger.schedule}Schedule`, {
        description: `ocupacional ${stage}: ${fnId} ${scheduleDescription(schedule)} ${schedule.timezone}`,
        schedule: scheduler.ScheduleExpression.expression(scheduleCron(schedule), TimeZone.of(schedule.timezone)),
        target: new LambdaInvoke(functions[fnId], { retryAttempts: 2, maxEventAge: Duration.hours(1) }),
      });
    }

    const web = (this.web = new WebDistribution(this, 'Web', {
      stage,
      webBucket: storage.buckets.web,
      logBucket: storage.logBucket,
      apiDomainName: api.domainName,
      uploadBucket: storage.buckets.files,
      edge: props.edge ?? edgeStackBeside(this, stage),
      originVerifySecret,
    }));

    this.monitoring = new Monitoring(this, 'Monitoring', {
      stage,
      functions,
      queues: queues.pairs,
      httpApi: api.httpApi,
      sesConfigurationSetName: mail.configurationSet.configurationSetName,
    });

    addNagSuppressions(this, {
      table: storage.table,
      dataBuckets: [storage.buckets.drop, storage.buckets.files],
      functions: Object.values(functions),
      scheduledFunctions,
      jwtSecret,
      httpApi: api.httpApi,
      apiRoutes: api.routesStack,
      distribution: web.distribution,
      dropWriterPolicy: dropAccess.writerPolicy,
    });
  }
}

/** The function whose trigger serves each API bounded context; every context must have exactly one. */
function apiHandlers(functions: Record<FunctionId, lambda.IFunction>): Record<ApiFunctionId, lambda.IFunction> {
  const entries = apiFunctions.map((api) => {
    const ids = (Object.entries(functionManifest) as [FunctionId, FunctionDef][])
      .filter(([, def]) => def.trigger.kind === 'api' && def.trigger.api === api)
      .map(([fnId]) => fnId);
    if (ids.length !== 1) throw new Error(`API context ${api} needs exactly one function, found ${ids.length}`);
    return [api, functions[ids[0] as FunctionId]] as const;
  });
  return Object.fromEntries(entries) as Record<ApiFunctionId, lambda.IFunction>;
}
