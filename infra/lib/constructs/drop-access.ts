import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface DropAccessProps {
  readonly stage: string;
  readonly dropBucket: s3.IBucket;
}

/** The tag that names a drop writer's tenant. */
export const dropTenantTag = 'tenant';

/**
 * Scoped credentials for the drop folders (the ASO upload's S3 drop buckets): a managed policy that lets a principal
 * write objects only under drop/<its tenant>/ of the drop bucket, the tenant taken from the principal's own
 * `tenant` tag (attribute-based access control). One policy serves every tenant: an operator creates, per clinic
 * scanner or integration, an IAM user or role tagged tenant=<slug> with this policy attached, and hands out its
 * keys. It can put objects and nothing else: no read, list or delete, no other tenant's folder, no other bucket.
 * What lands there goes through the aso-split pipeline like a browser's automatic upload.
 */
export class DropAccess extends Construct {
  readonly writerPolicy: iam.ManagedPolicy;

  constructor(scope: Construct, id: string, props: DropAccessProps) {
    super(scope, id);
    const tenantVariable = `\${aws:PrincipalTag/${dropTenantTag}}`;
    const statements = [
      new iam.PolicyStatement({
        sid: 'PutIntoOwnTenantFolder',
        actions: ['s3:PutObject', 's3:AbortMultipartUpload'],
        resources: [props.dropBucket.arnForObjects(`drop/${tenantVariable}/*`)],
        // A principal without the tag gets nothing (its variable would not resolve to a folder).
        conditions: { Null: { [`aws:PrincipalTag/${dropTenantTag}`]: 'false' } },
      }),
    ];
    const key = props.dropBucket.encryptionKey;
    if (key) {
      statements.push(
        new iam.PolicyStatement({
          sid: 'EncryptThroughS3Only',
          actions: ['kms:GenerateDataKey', 'kms:Decrypt'],
          resources: [key.keyArn],
          conditions: { StringEquals: { 'kms:ViaService': `s3.${Stack.of(this).region}.amazonaws.com` } },
        }),
      );
    }
    this.writerPolicy = new iam.ManagedPolicy(this, 'WriterPolicy', {
      managedPolicyName: `ocupacional-${props.stage}-drop-writer`,
      description: `ocupacional ${props.stage}: write PDFs into drop/<tenant tag>/ of the drop bucket, nothing else`,
      statements,
    });
  }
}
