import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { buckets, objectCreatedNotifications, table, temporaryObjectDays, type BucketId } from '@ocupacional/shared';

export interface StorageProps {
  readonly key: kms.IKey;
}

/** Days server access logs and CloudFront logs are kept. */
const accessLogDays = 365;

/**
 * The browser uploads straight to the files bucket through presigned URLs and presigned POST forms (the ASO upload),
 * which carry the authorisation; any origin may use them (the app's host names differ per area and per stage).
 */
const presignedUploadCors: s3.CorsRule = {
  allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.POST, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
  allowedOrigins: ['*'],
  allowedHeaders: ['*'],
  exposedHeaders: ['ETag'],
  maxAge: 3000,
};

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
      drop: this.bucket('drop', props.key),
      files: this.bucket('files', props.key),
      // The web bucket holds the public single-page app, read by CloudFront through OAC: S3-managed keys
      // spare a KMS key policy for CloudFront and KMS calls on every cache miss.
      web: this.bucket('web', undefined),
    };
  }

  private bucket(id: BucketId, key: kms.IKey | undefined): s3.Bucket {
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
          }))
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
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        ...(versioned ? [{ id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(30) }] : []),
      ],
      cors: id === 'files' ? [presignedUploadCors] : undefined,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
