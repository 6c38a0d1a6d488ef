import { Match, Template } from 'aws-cdk-lib/assertions';
import type { CfnElement } from 'aws-cdk-lib';
import { beforeAll, describe, expect, test } from 'vitest';
import { functionManifest } from '@ocupacional/functions/manifest';
import { bundlingOf } from './constructs/functions';
import type { OcupacionalStack } from './ocupacional-stack';
import { buildStack } from './test-support';

/*
 * What the ASO upload asks of the stack: the browser's presigned POST reaches the files bucket (CORS), other systems
 * write into their tenant's drop folder with scoped credentials (one ABAC policy), and the workers that read PDFs
 * carry their native canvas and pdf.js beside the bundle, built for Lambda's linux-arm64.
 */

let stack: OcupacionalStack;
let template: Template;

beforeAll(() => {
  stack = buildStack().stack;
  template = Template.fromStack(stack);
});

const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
  stack.resolve(stack.getLogicalId(construct.node.defaultChild as CfnElement)) as string;

describe('the ASO upload in the stack', () => {
  test('the files bucket accepts the browser’s presigned POST from the app’s origins only (issue 21; mail-storage.test.ts)', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedMethods: Match.arrayWith(['POST']), AllowedOrigins: ['https://web.ocupacional.com.br', 'https://*.cloudfront.net'] })],
      },
    });
  });

  test('a refused browser upload, deleted by the split worker, leaves no version in the files bucket after a day', () => {
    // Prepare: the browser's presigned POST lands under the files bucket's upload/ prefix (browserUploadKey)
    const files = template.toJSON().Resources[logicalId(stack.storage.buckets.files)] as {
      Properties: { VersioningConfiguration?: { Status: string }; LifecycleConfiguration: { Rules: Record<string, unknown>[] } };
    };
    // Assess
    expect(files.Properties.VersioningConfiguration?.Status).toBe('Enabled');
    expect(files.Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ Prefix: 'upload/', NoncurrentVersionExpiration: { NoncurrentDays: 1 }, Status: 'Enabled' }),
    );
  });

  test("a drop writer may put objects into its own tenant's drop folder and nothing else", () => {
    const policy = template.toJSON().Resources[logicalId(stack.dropAccess.writerPolicy)] as {
      Type: string;
      Properties: { ManagedPolicyName: string; PolicyDocument: { Statement: Record<string, unknown>[] } };
    };
    expect(policy.Type).toBe('AWS::IAM::ManagedPolicy');
    expect(policy.Properties.ManagedPolicyName).toBe('ocupacional-test-drop-writer');
    const [put, kms] = policy.Properties.PolicyDocument.Statement;
    expect(put).toMatchObject({
      Effect: 'Allow',
      Action: ['s3:AbortMultipartUpload', 's3:PutObject'],
      Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId(stack.storage.buckets.drop), 'Arn'] }, '/drop/${aws:PrincipalTag/tenant}/*']] },
      Condition: { Null: { 'aws:PrincipalTag/tenant': 'false' } },
    });
    expect(kms).toMatchObject({
      Action: ['kms:Decrypt', 'kms:GenerateDataKey'],
      Condition: { StringEquals: { 'kms:ViaService': 's3.sa-east-1.amazonaws.com' } },
    });
    expect(JSON.stringify(policy.Properties.PolicyDocument)).not.toMatch(/s3:(GetObject|ListBucket|DeleteObject)/);
  });

  test('the PDF workers install @napi-rs/canvas and pdfjs-dist for linux-arm64 beside the bundle, at the tested versions', () => {
    for (const fnId of ['asoSplit', 'asoIdentify'] as const) {
      const options = bundlingOf(functionManifest[fnId]);
      expect(options.externalModules).toEqual(['@napi-rs/canvas', 'pdfjs-dist']);
      const [command] = options.commandHooks?.afterBundling('/in', '/out') ?? [];
      expect(command).toMatch(/^cd "\/out" && npm install .*--os=linux --cpu=arm64 --libc=glibc/);
      expect(command).toMatch(/@napi-rs\/canvas@\d+\.\d+\.\d+ pdfjs-dist@\d+\.\d+\.\d+$/);
      expect(command).toContain('--ignore-scripts');
    }
    expect(bundlingOf(functionManifest.asoApi).commandHooks).toBeUndefined();
  });
});
