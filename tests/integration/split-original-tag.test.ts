import { GetObjectTaggingCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitOriginal } from '@ocupacional/shared';
import { uploads } from '../../functions/src/data/entities/upload';
import { makeForeignAso } from '../../functions/src/pdf/fixtures';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { waitFor } from '../support/wait-for';

/*
 * Issue 21 item 10 on the local cloud (s3rver implements object tagging): the ASO split tags an original it has
 * split into pages, which the buckets' lifecycle rule (infra/lib/constructs/storage.ts expire-split-*) then
 * deletes. (A file the split refuses is deleted at once by refuseUpload: nothing to tag.)
 */

describe('an original split into pages is tagged for expiry', () => {
  let cloud: LocalCloud;

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test', pollIdleMs: 50 });
  });
  afterAll(async () => {
    await cloud?.stop();
  });

  const drop = async (key: string, body: Uint8Array) =>
    cloud.clients.s3.send(new PutObjectCommand({ Bucket: cloud.resources.bucketNames.drop, Key: key, Body: body, ContentType: 'application/pdf' }));
  const tagsOf = async (key: string) =>
    (await cloud.clients.s3.send(new GetObjectTaggingCommand({ Bucket: cloud.resources.bucketNames.drop, Key: key }))).TagSet ?? [];
  const settled = (tenant: string, key: string, statuses: readonly string[]) =>
    waitFor(
      async () => (await uploads().query.byId({ tenant }).go()).data.find((upload) => upload.key === key && statuses.includes(upload.status)),
      { what: `upload of ${key}`, timeoutMs: 60_000 },
    );

  it('tags a dropped original once its pages are stored', async () => {
    // Prepare
    const key = 'drop/tagueado/scanner/aso-01.pdf';
    // Act
    await drop(key, await makeForeignAso());
    // Assess
    await settled('tagueado', key, ['dividido', 'identificado']);
    expect(await tagsOf(key)).toEqual([{ Key: splitOriginal.tagKey, Value: splitOriginal.tagValue }]);
  }, 90_000);
});
