import { closeSync, existsSync, openSync, readFileSync, renameSync, writeFileSync, writeSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * Durable queues for the embedded SQS (local-aws-sqs keeps its messages in memory): a proxy in front of it that
 * writes every message sent and every message deleted to a journal file (JSON lines) before it answers, so a
 * kill -9 of `npm start` loses nothing that was acknowledged. At start the journal is compacted to the messages
 * still live and, as the provisioner creates each queue, its live messages are sent again (new ids; the workers
 * are idempotent, so a message handled just before the crash but not yet deleted is merely handled twice).
 *
 * Limits, on purpose: messages the emulator moved to a dead-letter queue come back to their main queue after a
 * restart (they get maxReceiveCount more tries); delays and visibility timeouts are not kept.
 */

interface SentRecord {
  readonly op: 'send';
  readonly q: string;
  readonly id: string;
  readonly body: string;
  readonly attributes?: unknown;
}
type JournalRecord = SentRecord | { readonly op: 'del'; readonly q: string; readonly id: string } | { readonly op: 'purge'; readonly q: string };

/** The live messages a journal describes, per queue name, oldest first. */
export function liveMessages(lines: readonly string[]): Map<string, SentRecord[]> {
  const live = new Map<string, Map<string, SentRecord>>();
  const queue = (name: string) => live.get(name) ?? live.set(name, new Map()).get(name)!;
  for (const line of lines) {
    if (!line.trim()) continue;
    let record: JournalRecord;
    try {
      record = JSON.parse(line) as JournalRecord;
    } catch {
      continue; // a line cut by the crash
    }
    if (record.op === 'send') queue(record.q).set(record.id, record);
    else if (record.op === 'del') queue(record.q).delete(record.id);
    else if (record.op === 'purge') queue(record.q).clear();
  }
  return new Map([...live].map(([name, messages]) => [name, [...messages.values()]]));
}

const queueName = (url: unknown) => (typeof url === 'string' ? (url.split('/').pop() ?? '') : '');

export interface JournaledSqs {
  readonly endpoint: string;
  stop(): Promise<void>;
}

/** Starts the journaling proxy on `port` in front of the SQS at `upstream`, with its journal in `file`. */
export async function startSqsJournal(options: { upstream: string; file: string; port: number; host: string }): Promise<JournaledSqs> {
  const upstream = new URL(options.upstream);
  // Compact: keep only what is live, under the old ids, until each queue's messages are sent again.
  const pending = liveMessages(existsSync(options.file) ? readFileSync(options.file, 'utf8').split('\n') : []);
  const compacted = [...pending.values()].flat().map((record) => JSON.stringify(record) + '\n').join('');
  writeFileSync(`${options.file}.tmp`, compacted);
  renameSync(`${options.file}.tmp`, options.file);
  const fd = openSync(options.file, 'a');
  const append = (...records: JournalRecord[]) => {
    if (records.length) writeSync(fd, records.map((record) => JSON.stringify(record) + '\n').join(''));
  };
  /** Receipt handle → the message it belongs to (from receives), to journal deletions. */
  const receipts = new Map<string, { q: string; id: string }>();
  let proxyOrigin = '';

  const forward = (target: string, body: string, headers: IncomingMessage['headers'], method = 'POST', path = '/') =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
      const outgoing = request(
        { host: upstream.hostname, port: upstream.port, method, path, headers: { ...headers, host: upstream.host, 'content-length': Buffer.byteLength(body), 'x-amz-target': target } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 500, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const replay = async (name: string, queueUrl: string, headers: IncomingMessage['headers']) => {
    const messages = pending.get(name);
    if (!messages?.length) return;
    pending.delete(name);
    for (const message of messages) {
      const answer = await forward(
        'AmazonSQS.SendMessage',
        JSON.stringify({ QueueUrl: queueUrl, MessageBody: message.body, ...(message.attributes ? { MessageAttributes: message.attributes } : {}) }),
        headers,
      );
      const id = (JSON.parse(answer.body) as { MessageId?: string }).MessageId;
      if (answer.status !== 200 || !id) throw new Error(`sqs journal: could not restore a message of ${name}: ${answer.body}`);
      append({ op: 'send', q: name, id, body: message.body, ...(message.attributes ? { attributes: message.attributes } : {}) }, { op: 'del', q: name, id: message.id });
    }
  };

  const journal = async (target: string, input: Record<string, unknown>, output: Record<string, unknown>, headers: IncomingMessage['headers']) => {
    const q = queueName(input.QueueUrl);
    switch (target) {
      case 'AmazonSQS.SendMessage':
        if (typeof output.MessageId === 'string') {
          append({ op: 'send', q, id: output.MessageId, body: String(input.MessageBody), ...(input.MessageAttributes ? { attributes: input.MessageAttributes } : {}) });
        }
        return;
      case 'AmazonSQS.SendMessageBatch': {
        const entries = new Map(((input.Entries ?? []) as { Id: string; MessageBody: string; MessageAttributes?: unknown }[]).map((entry) => [entry.Id, entry]));
        append(
          ...((output.Successful ?? []) as { Id: string; MessageId: string }[]).flatMap((done) => {
            const entry = entries.get(done.Id);
            return entry ? [{ op: 'send' as const, q, id: done.MessageId, body: entry.MessageBody, ...(entry.MessageAttributes ? { attributes: entry.MessageAttributes } : {}) }] : [];
          }),
        );
        return;
      }
      case 'AmazonSQS.ReceiveMessage':
        for (const message of (output.Messages ?? []) as { MessageId: string; ReceiptHandle: string }[]) receipts.set(message.ReceiptHandle, { q, id: message.MessageId });
        return;
      case 'AmazonSQS.DeleteMessage': {
        const owner = receipts.get(String(input.ReceiptHandle));
        if (owner) append({ op: 'del', ...owner });
        receipts.delete(String(input.ReceiptHandle));
        return;
      }
      case 'AmazonSQS.DeleteMessageBatch': {
        const handles = new Map(((input.Entries ?? []) as { Id: string; ReceiptHandle: string }[]).map((entry) => [entry.Id, entry.ReceiptHandle]));
        const owners = ((output.Successful ?? []) as { Id: string }[]).flatMap((done) => {
          const handle = handles.get(done.Id) ?? '';
          const owner = receipts.get(handle);
          receipts.delete(handle);
          return owner ? [{ op: 'del' as const, ...owner }] : [];
        });
        append(...owners);
        return;
      }
      case 'AmazonSQS.PurgeQueue':
        append({ op: 'purge', q });
        return;
      case 'AmazonSQS.CreateQueue':
      case 'AmazonSQS.GetQueueUrl':
        if (typeof output.QueueUrl === 'string') await replay(queueName(output.QueueUrl), output.QueueUrl.replace(proxyOrigin, upstream.origin), headers);
        return;
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const target = String(req.headers['x-amz-target'] ?? '');
    const body = Buffer.concat(chunks).toString('utf8').split(proxyOrigin).join(upstream.origin);
    const answer = await forward(target, body, req.headers, req.method, req.url);
    // Only the JSON protocol is journaled (the SDK speaks it); anything else passes through.
    if (target && answer.status === 200) {
      await journal(target, JSON.parse(body || '{}') as Record<string, unknown>, JSON.parse(answer.body || '{}') as Record<string, unknown>, req.headers);
    }
    const text = answer.body.split(upstream.origin).join(proxyOrigin);
    const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(text)) };
    delete headers['transfer-encoding'];
    res.writeHead(answer.status, headers).end(text);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[sqs-journal]', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/x-amz-json-1.0' }).end(JSON.stringify({ __type: 'InternalError', message: String(error) }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  proxyOrigin = `http://${options.host}:${(server.address() as AddressInfo).port}`;
  return {
    endpoint: proxyOrigin,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          closeSync(fd);
          resolve();
        });
      }),
  };
}
