import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ReceiveMessageCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { queues, type AsoUploadPaginas, type AsoUploadRow } from '@ocupacional/shared';
import { handler as asoIdentify } from '@ocupacional/functions/workers/aso-identify';
import { handler as asoSplit } from '@ocupacional/functions/workers/aso-split';
import { uploadPaginas } from '../../functions/src/data/entities/upload-pagina';
import { uploads } from '../../functions/src/data/entities/upload';
import { oversizeReason, pageObjectKey, processingFailedReason } from '../../functions/src/domain/aso-upload';
import { countPages, uncountPendingPages } from '../../functions/src/data/uploads';
import {
  makeEmptyPdf,
  makeEncryptedPdf,
  makeForeignAso,
  makePng,
  makeTruncatedPdf,
  mergePdfs,
} from '../../functions/src/pdf/fixtures';
import { pdfProblemMessages } from '../../functions/src/pdf/split';
import type { LambdaHandler } from '../../infra/local/lambda-runtime';
import { loadDemoUsers, type DemoUser } from '../../infra/local/seed/demo-users';
import {
  asoOf,
  demoConsultations,
  dropFile,
  settledUpload,
  settledUploadNamed,
  startAsoCloud,
  uploadThroughBrowser,
} from '../support/aso-fixtures';
import type { CompanyCloud } from '../support/company-fixtures';
import { waitFor } from '../support/wait-for';

/*
 * The pipeline's edges on the local cloud: the tenant's S3 drop folder, files that must be refused (each ends in 80
 * with its reason and touches nothing else), and at-least-once delivery — duplicate S3 events, redelivered split
 * and identify messages, poison messages that end in the DLQ with the reason kept on the upload. The workers are
 * the real ones, wrapped so chosen messages fail after (or instead of) running.
 */

const operador = loadDemoUsers()[1] as DemoUser;

const receives = new Map<string, number>();
/** The pages each file sent through the identify queue (file name → page numbers, one per delivery). */
const identifyDeliveries = new Map<string, number[]>();
const count = (key: string) => {
  const n = (receives.get(key) ?? 0) + 1;
  receives.set(key, n);
  return n;
};

/** The key of an S3 event, or the upload of a reprocess request. */
function splitKey(record: SQSRecord): string {
  const body = JSON.parse(record.body) as { Records?: { s3: { object: { key: string } } }[] };
  return decodeURIComponent(body.Records?.[0]?.s3.object.key ?? record.body);
}

/**
 * The real split worker; a file named '…repetir…' is processed and then reported failed once (its redelivery must
 * repeat nothing); a file named '…veneno…' runs with a files bucket that does not exist, so every attempt fails.
 */
const splitWorker: LambdaHandler = async (event: SQSEvent, context) => {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const key = splitKey(record);
    const n = count(`split:${key}:${record.messageId}`);
    const poison = key.includes('veneno');
    const previous = process.env.BUCKET_FILES;
    if (poison) process.env.BUCKET_FILES = 'balde-que-nao-existe';
    try {
      const result = (await asoSplit({ Records: [record] }, context)) as SQSBatchResponse;
      failures.push(...result.batchItemFailures);
    } finally {
      if (poison) process.env.BUCKET_FILES = previous;
    }
    if (key.includes('repetir') && n === 1) failures.push({ itemIdentifier: record.messageId });
  }
  return { batchItemFailures: failures };
};

/**
 * The real identify worker; pages of a file named '…repetir…' are reported failed once after being identified, and
 * the page file of '…pagina-perdida…' is deleted before each attempt (it can never be read).
 */
const identifyWorker: LambdaHandler = async (event: SQSEvent, context) => {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const { tenant, uploadId, pagina } = JSON.parse(record.body) as { tenant: string; uploadId: string; pagina: number };
    const { data: upload } = await uploads().get({ tenant, uploadId }).go();
    if (upload) identifyDeliveries.set(upload.name, [...(identifyDeliveries.get(upload.name) ?? []), pagina]);
    if (upload?.name.includes('pagina-perdida')) {
      await portal.cloud.clients.s3.send(
        new DeleteObjectCommand({ Bucket: portal.cloud.resources.bucketNames.files, Key: pageObjectKey(tenant, uploadId, pagina) }),
      );
    }
    const result = (await asoIdentify({ Records: [record] }, context)) as SQSBatchResponse;
    failures.push(...result.batchItemFailures);
    if (upload?.name.includes('repetir') && count(`identify:${record.messageId}`) === 1) failures.push({ itemIdentifier: record.messageId });
  }
  return { batchItemFailures: failures };
};

let portal: CompanyCloud;

describe('the ASO pipeline: drop folder, refused files, redelivery and the DLQ', () => {
  beforeAll(async () => {
    portal = await startAsoCloud({
      visibilityTimeoutSeconds: 1,
      pollIdleMs: 50,
      workerHandlers: { asoSplit: splitWorker, asoIdentify: identifyWorker },
    });
  });
  afterAll(async () => {
    await portal?.stop();
  });

  const pagesOf = async (id: string) =>
    ((await portal.api(operador, 'asoUploadPaginas', { params: { id } })).json.data as AsoUploadPaginas).paginas;
  const pageObjects = async (id: string) =>
    (
      await portal.cloud.clients.s3.send(
        new ListObjectsV2Command({ Bucket: portal.cloud.resources.bucketNames.files, Prefix: `arquivos/demo/upload/${id}/` }),
      )
    ).KeyCount ?? 0;
  const allPages = async () => (await uploadPaginas().query.byUpload({ tenant: 'demo' }).go({ pages: 'all' })).data.length;

  it('runs a file dropped in the tenant folder through the same pipeline, and shows it in the history', async () => {
    // Prepare
    const [first, second] = (await demoConsultations()).filter((consulta) => consulta.tipoStatus === 66);
    const file = await mergePdfs([await asoOf('demo', first!), await asoOf('demo', second!)]);
    // Act: a clinic scanner writes to drop/demo/…
    await dropFile(portal, 'drop/demo/scanner/digitalizados-01.pdf', file);
    // Assess
    const row = await settledUploadNamed(portal, operador, 'digitalizados-01.pdf');
    expect(row).toMatchObject({
      origem: 'drop',
      tipo_upload: { id: 86 },
      tipo_status: { id: 79 },
      paginas: 2,
      paginas_identificadas: 2,
      usuario: 'Pasta de entrada (S3)',
      lote: expect.any(Number),
    });
    expect((await pagesOf(row.id)).map((page) => page.id_con)).toEqual([first!.idCon, second!.idCon]);
  });

  const oversized = () => {
    const bytes = new Uint8Array(25 * 1024 * 1024 + 10);
    bytes.set(Buffer.from('%PDF-1.7\n'));
    return bytes;
  };
  const refused: [string, () => Promise<Uint8Array> | Uint8Array, string][] = [
    ['a corrupt PDF (cut short)', makeTruncatedPdf, pdfProblemMessages.corrupt],
    ['a password-protected PDF', () => makeEncryptedPdf({ userPassword: 'senha' }), pdfProblemMessages.encrypted],
    ['a PDF locked against changes', () => makeEncryptedPdf({ userPassword: '' }), pdfProblemMessages.encryptedPermissions],
    ['an image named .pdf', makePng, pdfProblemMessages['not-pdf']],
    ['a PDF without pages', makeEmptyPdf, pdfProblemMessages.empty],
    ['a file over 25 MB (the local S3 does not enforce the POST policy)', oversized, oversizeReason(25 * 1024 * 1024 + 10)!],
  ];

  it.each(refused)('ends %s sent by the browser in 80 with its reason, touching nothing else', async (_, make, reason) => {
    const before = await allPages();
    const bytes = await make();
    // The form is checked before S3 (25 MB); here the file posted is bigger than the form said.
    const id = await uploadThroughBrowser(portal, operador, { tipo: 86 }, bytes, 'recusado.pdf', Math.min(bytes.length, 1000));
    const row = await settledUpload(portal, operador, id);
    expect(row).toMatchObject({ situacao: 'falha', tipo_status: { id: 80, descricao: 'Falha no processamento' }, obs: reason, paginas: null });
    expect(row.pode_reprocessar).toBe(true);
    expect(await pagesOf(id)).toEqual([]);
    expect(await pageObjects(id)).toBe(0);
    expect(await allPages()).toBe(before);
  });

  it.each(refused.slice(0, 4))('ends %s dropped in the drop folder in 80 with its reason', async (name, make, reason) => {
    const fileName = `recusado-${name.replace(/\W+/g, '-')}.pdf`;
    await dropFile(portal, `drop/demo/${fileName}`, await make());
    const row = await settledUploadNamed(portal, operador, fileName);
    expect(row).toMatchObject({ situacao: 'falha', origem: 'drop', tipo_status: { id: 80 }, obs: reason });
    expect(await pagesOf(row.id)).toEqual([]);
  });

  it('writes one upload and its pages once, however many times S3 announces the file', async () => {
    // Prepare
    const [consulta] = (await demoConsultations()).filter((item) => item.tipoStatus === 67);
    const file = await mergePdfs([await asoOf('demo', consulta!), await makeForeignAso(), await makeForeignAso()]);
    await dropFile(portal, 'drop/demo/duplicado.pdf', file);
    const first = await settledUploadNamed(portal, operador, 'duplicado.pdf');
    // Act: S3 delivers the same event twice more (it may, at least once)
    const { data } = await uploads().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    const item = data.find((upload) => upload.uploadId === first.id)!;
    const event = {
      Records: [
        {
          eventName: 'ObjectCreated:Put',
          awsRegion: 'us-east-1',
          s3: { bucket: { name: item.bucket }, object: { key: item.key, eTag: item.eTag, size: item.size } },
        },
      ],
    };
    for (let i = 0; i < 2; i += 1) {
      await portal.cloud.clients.sqs.send(
        new SendMessageCommand({ QueueUrl: portal.cloud.resources.queues.asoUpload.url, MessageBody: JSON.stringify(event) }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    // Assess
    const uploadsOfFile = (await uploads().query.byId({ tenant: 'demo' }).go({ pages: 'all' })).data.filter((upload) => upload.key === item.key);
    expect(uploadsOfFile).toHaveLength(1);
    expect(await pagesOf(first.id)).toHaveLength(3);
    const row = (await portal.api(operador, 'asoUpload', { params: { id: first.id } })).json.data as AsoUploadRow;
    expect(row).toMatchObject({ paginas: 3, paginas_processadas: 3, paginas_identificadas: 1, paginas_pendentes: 2 });
  });

  it('repeats nothing when one batch carries every page of a settled upload twice (its reads are shared)', async () => {
    // Prepare
    const [consulta] = (await demoConsultations()).filter((item) => item.tipoStatus === 67);
    await dropFile(portal, 'drop/demo/lote-duplo.pdf', await mergePdfs([await asoOf('demo', consulta!), await makeForeignAso()]));
    const settled = await settledUploadNamed(portal, operador, 'lote-duplo.pdf');
    const before = (await uploads().get({ tenant: 'demo', uploadId: settled.id }).go({ consistent: true })).data;
    const pagesBefore = await pagesOf(settled.id);
    const records = [1, 2, 1, 2].map(
      (pagina, index) =>
        ({
          messageId: `lote-duplo-${index}`,
          receiptHandle: `rh-${index}`,
          body: JSON.stringify({ tenant: 'demo', uploadId: settled.id, pagina }),
          attributes: { ApproximateReceiveCount: '2' },
          messageAttributes: {},
          md5OfBody: '',
          eventSource: 'aws:sqs',
          eventSourceARN: portal.cloud.resources.queues.asoIdentify.arn,
          awsRegion: 'us-east-1',
        }) as unknown as SQSRecord,
    );
    // Act
    const result = (await asoIdentify({ Records: records }, { awsRequestId: 'lote-duplo' } as never)) as SQSBatchResponse;
    // Assess: no failure, the same counts and outcome, each page settled once
    expect(result.batchItemFailures).toEqual([]);
    const after = (await uploads().get({ tenant: 'demo', uploadId: settled.id }).go({ consistent: true })).data;
    expect(after).toMatchObject({
      status: 'identificado',
      paginas: 2,
      paginasIdentificadas: before?.paginasIdentificadas,
      paginasPendentes: before?.paginasPendentes,
      obs: before?.obs,
      concluidoEm: before?.concluidoEm,
    });
    expect(after?.paginasFeitas?.length).toBe(2);
    expect(await pagesOf(settled.id)).toEqual(pagesBefore);
  });

  it("counts a batch's pages in one write, and each page once when some of them were counted before", async () => {
    // Prepare: three pages without a printed code (the identify worker reads them), settled; then page 2 is taken
    // out of the count, as a reprocess does
    await dropFile(portal, 'drop/demo/contagem.pdf', await mergePdfs([await makeForeignAso(), await makeForeignAso(), await makeForeignAso()]));
    const settled = await settledUploadNamed(portal, operador, 'contagem.pdf');
    const read = async () => (await uploads().get({ tenant: 'demo', uploadId: settled.id }).go({ consistent: true })).data;
    const before = await read();
    expect(before).toMatchObject({ paginasPendentes: 3 });
    expect([...(before?.paginasFeitas ?? [])].sort()).toEqual([1, 2, 3]);
    expect(await uncountPendingPages('demo', settled.id, [2])).toBe(true);
    // Act: a batch's count of the three pages (two already counted), then the same again
    const pages = new Map([1, 2, 3].map((pagina) => [pagina, 'pendente' as const]));
    await countPages('demo', settled.id, pages);
    await countPages('demo', settled.id, pages);
    // Assess: page 2 counted back once, the others not again
    const after = await read();
    expect([...(after?.paginasFeitas ?? [])].sort()).toEqual([1, 2, 3]);
    expect(after).toMatchObject({ paginasPendentes: 3, paginasIdentificadas: 0 });
  });

  it('repeats nothing when the split and every identification are delivered again', async () => {
    // Prepare: the split reports its message failed after doing the work, and so does each page's first delivery.
    // Our three ASOs carry their printed code (settled and counted by the split itself), the foreign one does not
    // (the identify worker reads it).
    const consultations = (await demoConsultations()).filter((item) => item.tipoStatus === 66).slice(0, 3);
    const file = await mergePdfs([...(await Promise.all(consultations.map((consulta) => asoOf('demo', consulta)))), await makeForeignAso()]);
    // Act
    await dropFile(portal, 'drop/demo/repetir.pdf', file);
    const row = await settledUploadNamed(portal, operador, 'repetir.pdf');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    // Assess: the same four pages, each counted once
    const again = (await portal.api(operador, 'asoUpload', { params: { id: row.id } })).json.data as AsoUploadRow;
    expect(again).toMatchObject({ paginas: 4, paginas_processadas: 4, paginas_identificadas: 3, paginas_pendentes: 1, tipo_status: { id: 80 } });
    expect((await pagesOf(row.id)).map((page) => page.id_con)).toEqual([...consultations.map((consulta) => consulta.idCon), null]);
    expect([...receives.keys()].some((key) => key.startsWith('split:drop/demo/repetir.pdf'))).toBe(true);
    // Only the foreign page went through the identify queue (again after its first delivery reported failed).
    expect(identifyDeliveries.get('repetir.pdf')).toContain(4);
    expect(new Set(identifyDeliveries.get('repetir.pdf'))).toEqual(new Set([4]));
    const { data: upload } = await uploads().get({ tenant: 'demo', uploadId: row.id }).go({ consistent: true });
    expect(upload?.paginasFeitas?.length).toBe(4);
  });

  it('parks a page whose file cannot be read in the DLQ, and leaves the reason on the page and the upload', async () => {
    // Prepare: the page's file vanishes before every attempt (a page without a printed code: the split leaves it
    // to the identify worker)
    await dropFile(portal, 'drop/demo/pagina-perdida.pdf', await makeForeignAso());
    // Act
    const row = await settledUploadNamed(portal, operador, 'pagina-perdida.pdf', 45_000);
    // Assess
    expect(row).toMatchObject({ situacao: 'concluido', tipo_status: { id: 80 }, paginas_pendentes: 1 });
    const [page] = await pagesOf(row.id);
    expect(page?.motivo).toMatch(/^Não foi possível ler a página/);
    const message = await waitFor(async () => {
      const { Messages } = await portal.cloud.clients.sqs.send(
        new ReceiveMessageCommand({ QueueUrl: portal.cloud.resources.queues.asoIdentify.deadLetterUrl, MaxNumberOfMessages: 10 }),
      );
      return Messages?.find((m) => m.Body?.includes(row.id));
    }, { what: 'the page in the DLQ' });
    expect(JSON.parse(message.Body ?? '{}')).toMatchObject({ tenant: 'demo', uploadId: row.id, pagina: 1 });
    const { data } = await uploads().get({ tenant: 'demo', uploadId: row.id }).go();
    expect(data?.attempts).toBe(queues.asoIdentify.maxReceiveCount);
    expect(data?.lastError).toBeTruthy();
  });

  it(`ends a file that fails on every delivery in 80 with the reason, and its message in the DLQ after ${queues.asoUpload.maxReceiveCount} receives`, async () => {
    // Act
    await dropFile(portal, 'drop/demo/veneno.pdf', await makeForeignAso());
    // Assess
    const row = await settledUploadNamed(portal, operador, 'veneno.pdf', 45_000);
    expect(row).toMatchObject({ situacao: 'falha', tipo_status: { id: 80 } });
    // pt-BR only: the worker's (English) error stays in the log and lastError (issue 12 item 9).
    expect(row.obs).toBe(processingFailedReason);
    const message = await waitFor(async () => {
      const { Messages } = await portal.cloud.clients.sqs.send(
        new ReceiveMessageCommand({ QueueUrl: portal.cloud.resources.queues.asoUpload.deadLetterUrl, MaxNumberOfMessages: 10 }),
      );
      return Messages?.find((m) => m.Body?.includes('veneno'));
    }, { what: 'the file in the DLQ', timeoutMs: 30_000 });
    expect(message.Body).toContain('drop/demo/veneno.pdf');
    expect(await pagesOf(row.id)).toEqual([]);
  });
});
