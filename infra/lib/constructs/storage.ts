import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { buckets, objectCreatedNotifications, splitOriginal, table, temporaryObjectDays, type BucketId } from '@ocupacional/shared';
import { publicUrlOf } from '../deploy-config';
import { areaHostNames, domainConfigOf } from './edge';

export interface StorageProps {
  readonly key: kms.IKey;
  /**
   * The origins the browser uploads to the files bucket from; default: the four areas on CDK context `domain`,
   * else context `publicUrl` plus CloudFront's default host names ({@link uploadOriginsOf}).
   */
  readonly uploadOrigins?: readonly string[];
}

/** Days server access logs and CloudFront logs are kept. */
const accessLogDays = 365;

/**
 * The browser uploads straight to the files bucket through presigned URLs and presigned POST forms (the ASO upload),
 * which carry the authorisation; CORS only lets the areas' pages read the answers.
 */
function presignedUploadCors(origins: readonly string[]): s3.CorsRule {
  return {
    allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.POST, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
    allowedOrigins: [...origins],
    allowedHeaders: ['*'],
    exposedHeaders: ['ETag'],
    maxAge: 3000,
  };
}

/**
 * The areas' origins (issue 21 item 10): https://web., empresa., credenciada. and parceiro. of the domain. Without a
 * domain the app is served on the distribution's own *.cloudfront.net name, which the bucket cannot name (the
 * distribution already depends on the bucket: a cycle), so CloudFront's names are allowed, with the public URL when
 * one is given. CORS is no access control here: every upload still needs its presigned signature.
 */
export function uploadOriginsOf(domain: string | undefined, publicUrl: string | undefined): string[] {
  if (domain) return Object.values(areaHostNames(domain)).map((host) => `https://${host}`);
  return [...(publicUrl ? [new URL(publicUrl).origin] : []), 'https://*.cloudfront.net'];
}

/**
 * Stored documents under arquivos/ (ASO pages, medical records) move to Standard-IA after this many days: they are
 * read on demand, rarely once the exam's release and eSocial are done (weeks). Only objects above Standard-IA's
 * 128 KiB minimum billable size: a smaller page would cost more there than in Standard.
 */
export const storedPagesInfrequentAccessDays = 90;
export const storedPagesPrefix = 'arquivos/';
const infrequentAccessMinimumBytes = 128 * 1024;

/**
 * The single table and the buckets of {@link table} and {@link buckets}, plus the bucket that receives their
 * access logs. Everything here holds data, so it is retained when the stack goes away.
 */
export class Storage extends Construct {
  readonly table: dynamodb.Table;
  readonly buckets: Record<BucketId, s3.Bucket>;
  /** Receives S3 server access logs and CloudFront standard logs. */
  readonly logBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: table.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: table.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: table.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      encryption: dynamodb.TableEncryption.CUSTOMER_MANAGED,
      encryptionKey: props.key,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of table.globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    // Server access logs cannot be delivered to an SSE-KMS bucket, and CloudFront standard logs need ACLs,
    // hence S3-managed keys and BUCKET_OWNER_PREFERRED here only.
    this.logBucket = new s3.Bucket(this, 'LogBucket', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(accessLogDays) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.buckets = {
      drop: this.bucket('drop', props.key, []),
      files: this.bucket('files', props.key, props.uploadOrigins ?? uploadOriginsOf(domainConfigOf(this.node)?.name, publicUrlOf(this.node, undefined))),
      // The web bucket holds the public single-page app, read by CloudFront through OAC: S3-managed keys
      // spare a KMS key policy for CloudFront and KMS calls on every cache miss.
      web: this.bucket('web', undefined, []),
    };
  }

  private bucket(id: BucketId, key: kms.IKey | undefined, uploadOrigins: readonly string[]): s3.Bucket {
    // Stored documents (ASO pages, attachments, certificates) survive an accidental overwrite or delete.
    const versioned = id === 'files';
    const temporaryRules: s3.LifecycleRule[] = buckets[id].temporaryPrefixes.map((prefix) => ({
      id: `expire-${prefix.replace(/\W+/g, '')}`,
      prefix,
      expiration: Duration.days(temporaryObjectDays),
      noncurrentVersionExpiration: versioned ? Duration.days(1) : undefined,
    }));
    // A refused upload file is deleted (functions/src/data/uploads.ts refuseUpload; issue 12 item 9): in a versioned
    // bucket that leaves a noncurrent version, which goes after a day under the browser's upload prefix, not 30.
    const refusedRules: s3.LifecycleRule[] = versioned
      ? objectCreatedNotifications
          .filter((notification) => notification.bucket === id)
          .map((notification) => ({
            id: `expire-deleted-${notification.prefix.replace(/\W+/g, '')}`,
            prefix: notification.prefix,
            noncurrentVersionExpiration: Duration.days(1),
            // The delete marker an expired original leaves (below) goes once its version is gone.
            expiredObjectDeleteMarker: true,
          }))
      : [];
    // Originals split into pages (tagged by the ASO split) go after splitOriginal.expirationDays (issue 21 item 10).
    const splitRules: s3.LifecycleRule[] = objectCreatedNotifications
      .filter((notification) => notification.bucket === id)
      .map((notification) => ({
        id: `expire-split-${notification.prefix.replace(/\W+/g, '')}`,
        prefix: notification.prefix,
        tagFilters: { [splitOriginal.tagKey]: splitOriginal.tagValue },
        expiration: Duration.days(splitOriginal.expirationDays),
      }));
    const pageRules: s3.LifecycleRule[] =
      id === 'files'
        ? [
            {
              id: 'stored-pages-infrequent-access',
              prefix: storedPagesPrefix,
              objectSizeGreaterThan: infrequentAccessMinimumBytes,
              transitions: [{ storageClass: s3.StorageClass.INFREQUENT_ACCESS, transitionAfter: Duration.days(storedPagesInfrequentAccessDays) }],
            },
          ]
        : [];
    return new s3.Bucket(this, `${id[0]?.toUpperCase()}${id.slice(1)}Bucket`, {
      encryption: key ? s3.BucketEncryption.KMS : s3.BucketEncryption.S3_MANAGED,
      encryptionKey: key,
      bucketKeyEnabled: key ? true : undefined,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      versioned,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: `s3/${id}/`,
      lifecycleRules: [
        ...temporaryRules,
        ...refusedRules,
        ...splitRules,
        ...pageRules,
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        ...(versioned ? [{ id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(30) }] : []),
      ],
      cors: uploadOrigins.length > 0 ? [presignedUploadCors(uploadOrigins)] : undefined,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
