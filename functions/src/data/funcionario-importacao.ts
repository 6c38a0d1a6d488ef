import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import type { StoredRowError } from '../domain/planilha';
import { s3, sqs } from '../platform/aws';
import { resources } from '../platform/env';

/*
 * The employee import's queue message and the job's list of rejected rows (issue 14). The message carries the
 * tenant the API took from the session (ARCHITECTURE "Every worker derives the tenant from … the queue message the
 * API wrote") and the job's id: everything else is in the job.
 */

export const importacaoMessageSchema = z.object({ tenant: z.string().min(1), importacaoId: z.string().min(1) });
export type ImportacaoMessage = z.infer<typeof importacaoMessageSchema>;

/** Queues a job for the worker. */
export async function queueImportacao(message: ImportacaoMessage): Promise<void> {
  await sqs().send(new SendMessageCommand({ QueueUrl: resources.queueUrl('funcionarioImportacao'), MessageBody: JSON.stringify(message) }));
}

const storedErrorsSchema = z.object({
  erros: z.array(
    z.object({ linha: z.number().int(), erros: z.array(z.string()), valores: z.record(z.string(), z.string()) }),
  ),
});

/** Writes a job's rejected rows (JSON beside the spreadsheet): written whole by each run, so a rerun replaces it. */
export async function writeImportErrors(key: string, erros: readonly StoredRowError[]): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: resources.bucketName('files'),
      Key: key,
      Body: JSON.stringify({ erros }),
      ContentType: 'application/json',
    }),
  );
}

/** A job's rejected rows; none when the list was never written. */
export async function readImportErrors(key: string): Promise<StoredRowError[]> {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: resources.bucketName('files'), Key: key }));
    const text = (await object.Body?.transformToString('utf-8')) ?? '';
    return storedErrorsSchema.parse(JSON.parse(text)).erros as StoredRowError[];
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') return [];
    throw error;
  }
}

/** The uploaded spreadsheet's bytes; undefined when it is not there. */
export async function readSpreadsheet(key: string): Promise<Uint8Array | undefined> {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: resources.bucketName('files'), Key: key }));
    return await object.Body?.transformToByteArray();
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') return undefined;
    throw error;
  }
}
