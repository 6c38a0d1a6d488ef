import { SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { resources, sqs } from '../platform';

/*
 * The ASO pipeline's own messages (S3 events are S3's): one identification message per page on aso-identify, so
 * pages are read in parallel and a poison page fails alone; and a reprocess request on aso-upload, which the split
 * worker handles like the file's arrival.
 */

/** A page to identify. */
export const identifyMessageSchema = z.object({
  tenant: z.string().min(1),
  uploadId: z.string().min(1),
  pagina: z.number().int().positive(),
});
export type IdentifyMessage = z.infer<typeof identifyMessageSchema>;

/** A request to process an upload's file again (GET empresa/consulta/upload/editar/{id}). */
export const reprocessMessageSchema = z.object({
  reprocessar: z.object({ tenant: z.string().min(1), uploadId: z.string().min(1) }),
});
export type ReprocessMessage = z.infer<typeof reprocessMessageSchema>;

/** Queues the identification of pages, ten messages per call (SQS's batch limit). */
export async function queueIdentification(tenant: string, uploadId: string, paginas: readonly number[]): Promise<void> {
  const QueueUrl = resources.queueUrl('asoIdentify');
  for (let start = 0; start < paginas.length; start += 10) {
    const Entries = paginas.slice(start, start + 10).map((pagina) => ({
      Id: String(pagina),
      MessageBody: JSON.stringify({ tenant, uploadId, pagina } satisfies IdentifyMessage),
    }));
    const { Failed } = await sqs().send(new SendMessageBatchCommand({ QueueUrl, Entries }));
    if (Failed && Failed.length > 0) throw new Error(`could not queue ${Failed.length} pages of ${uploadId}: ${Failed[0]?.Message}`);
  }
}

/** Queues an upload's file for the split worker again. */
export async function queueReprocess(tenant: string, uploadId: string): Promise<void> {
  await sqs().send(
    new SendMessageCommand({
      QueueUrl: resources.queueUrl('asoUpload'),
      MessageBody: JSON.stringify({ reprocessar: { tenant, uploadId } } satisfies ReprocessMessage),
    }),
  );
}
