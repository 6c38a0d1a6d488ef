import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { apiRoute, type AsoUploadPresigned, type AsoUploadRow } from '@ocupacional/shared';
import { handler as asoSplit } from '@ocupacional/functions/workers/aso-split';
import { uploads } from '../../functions/src/data/entities/upload';
import { processingFailedReason, uploadNeverSentReason } from '../../functions/src/domain/aso-upload';
import { makeForeignAso, makePng } from '../../functions/src/pdf/fixtures';
import { pdfProblemMessages } from '../../functions/src/pdf/split';
import { sweep } from '../../functions/src/workers/sweep';
import type { LambdaHandler } from '../../infra/local/lambda-runtime';
import { loadDemoUsers, type DemoUser } from '../../infra/local/seed/demo-users';
import { dropFile, settledUpload, settledUploadNamed, startAsoCloud, uploadThroughBrowser } from '../support/aso-fixtures';
import type { CompanyCloud } from '../support/company-fixtures';

/*
 * Issue 12 item 9, the upload's side: a refused file keeps its reason but not its object (browser upload and drop
 * folder alike); an upload whose file never came is closed by the sweep with a pt-BR reason instead of waiting
 * forever; and a file that fails on every delivery shows a pt-BR reason, never the worker's English error.
 */

const operador = loadDemoUsers()[1] as DemoUser;

/** The real split worker; a file named '…veneno…' runs with a files bucket that does not exist (S3's English error). */
const splitWorker: LambdaHandler = async (event: SQSEvent, context) => {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const poison = record.body.includes('veneno');
    const previous = process.env.BUCKET_FILES;
    if (poison) process.env.BUCKET_FILES = 'balde-que-nao-existe';
    try {
      failures.push(...((await asoSplit({ Records: [record] }, context)) as SQSBatchResponse).batchItemFailures);
    } finally {
      if (poison) process.env.BUCKET_FILES = previous;
    }
  }
  return { batchItemFailures: failures };
};

let portal: CompanyCloud;

describe('upload hygiene: refused files deleted, unsent uploads closed, pt-BR reasons', () => {
  beforeAll(async () => {
    portal = await startAsoCloud({ visibilityTimeoutSeconds: 1, pollIdleMs: 50, workerHandlers: { asoSplit: splitWorker } });
  });
  afterAll(async () => {
    await portal?.stop();
  });

  const exists = async (bucket: string, key: string) =>
    portal.cloud.clients.s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
      () => true,
      (error: { name?: string }) => {
        if (error.name === 'NotFound' || error.name === 'NoSuchKey') return false;
        throw error;
      },
    );

  it("deletes a refused browser upload's file from S3 and keeps its reason", async () => {
    // Act
    const id = await uploadThroughBrowser(portal, operador, { tipo: 86 }, await makePng(), 'imagem.pdf');
    const row = await settledUpload(portal, operador, id);

    // Assess
    expect(row).toMatchObject({ situacao: 'falha', tipo_status: { id: 80 }, obs: pdfProblemMessages['not-pdf'] });
    const { data: upload } = await uploads().get({ tenant: 'demo', uploadId: id }).go();
    expect(upload?.key).toMatch(/^upload\/demo\//);
    expect(await exists(upload!.bucket, upload!.key)).toBe(false);
  });

  it('deletes a refused file dropped in the drop folder and keeps its reason', async () => {
    // Act
    await dropFile(portal, 'drop/demo/recusado-imagem.pdf', await makePng());
    const row = await settledUploadNamed(portal, operador, 'recusado-imagem.pdf');

    // Assess
    expect(row).toMatchObject({ situacao: 'falha', origem: 'drop', tipo_status: { id: 80 }, obs: pdfProblemMessages['not-pdf'] });
    expect(await exists(portal.cloud.resources.bucketNames.drop, 'drop/demo/recusado-imagem.pdf')).toBe(false);
  });

  it("closes a browser upload whose file never came once its slot is long expired, with a pt-BR reason", async () => {
    // Prepare: the form is registered, the browser never posts the file
    const registered = await portal.api(operador, 'asoUploadCadastrar', {
      body: { tipo: 86, arquivo: { nome: 'nunca-enviado.pdf', tamanho: 1000, tipo: 'application/pdf' } },
    });
    expect(registered.status).toBe(200);
    const { id } = registered.json.data as AsoUploadPresigned;

    // Act: the sweep a day and more later
    const result = await sweep(new Date(Date.now() + 25 * 3600_000), 0);

    // Assess
    expect(result.tenants.find((tenant) => tenant.tenant === 'demo')).toMatchObject({ uploadsExpirados: 1 });
    const row = (await portal.api(operador, 'asoUpload', { params: { id } })).json.data as AsoUploadRow;
    expect(row).toMatchObject({ situacao: 'falha', tipo_status: { id: 80 }, obs: uploadNeverSentReason });
    expect(apiRoute('asoUpload').method).toBe('GET');
  });

  it('shows a pt-BR reason, not the worker’s English error, for a file that fails on every delivery', async () => {
    // Act
    await dropFile(portal, 'drop/demo/veneno-ingles.pdf', await makeForeignAso());
    const row = await settledUploadNamed(portal, operador, 'veneno-ingles.pdf', 45_000);

    // Assess: the detail (S3's "The specified bucket does not exist") stays in the log and lastError
    expect(row).toMatchObject({ situacao: 'falha', tipo_status: { id: 80 }, obs: processingFailedReason });
    const { data: upload } = await uploads().get({ tenant: 'demo', uploadId: row.id }).go();
    expect(upload?.lastError).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(upload?.lastError as string);
  });
});
