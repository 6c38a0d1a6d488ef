import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  DeleteItemCommand,
  DescribeTableCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
  type AttributeValue,
} from '@aws-sdk/client-dynamodb';

/*
 * dynalite (the local DynamoDB) has no TransactWriteItems or TransactGetItems. This proxy sits in front of it and
 * answers those two operations itself; every other request passes through untouched.
 *
 * A transaction runs its operations one by one with dynalite's own conditional PutItem / UpdateItem / DeleteItem
 * (so condition expressions mean exactly what DynamoDB says), keeping each item's previous image; when an
 * operation's condition fails, the ones already applied are put back and the answer is DynamoDB's
 * TransactionCanceledException with one cancellation reason per operation. Transactions run one at a time. What
 * this does not give: isolation from plain (non-transactional) writes that land on the same items during a
 * transaction — in AWS those are rejected, here they interleave. Good enough for one developer and the tests.
 */

type Item = Record<string, AttributeValue>;

interface WireOperation {
  TableName: string;
  Item?: Item;
  Key?: Item;
  ConditionExpression?: string;
  UpdateExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Item;
}

interface WireTransactItem {
  Put?: WireOperation;
  Update?: WireOperation;
  Delete?: WireOperation;
  ConditionCheck?: WireOperation;
}

const targetPrefix = 'DynamoDB_20120810.';

/** Serialises transactions: each waits for the previous one. */
function mutex() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function errorBody(type: string, message: string, extra: object = {}) {
  return { __type: `com.amazonaws.dynamodb.v20120810#${type}`, message, ...extra };
}

/**
 * Starts the proxy on `port` (0: a free one) in front of the dynalite server listening at `innerEndpoint`.
 *
 * @example const proxy = await startTransactionProxy('http://127.0.0.1:4567', 8000);
 */
export async function startTransactionProxy(
  innerEndpoint: string,
  port: number,
  host = '127.0.0.1',
): Promise<{ server: Server; endpoint: string; stop(): Promise<void> }> {
  const inner = new URL(innerEndpoint);
  const client = new DynamoDBClient({
    endpoint: innerEndpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const keyNames = new Map<string, Promise<string[]>>();
  const keysOf = (table: string) => {
    let names = keyNames.get(table);
    if (!names) {
      names = client
        .send(new DescribeTableCommand({ TableName: table }))
        .then(({ Table }) => (Table?.KeySchema ?? []).map((key) => key.AttributeName as string));
      keyNames.set(table, names);
      names.catch(() => keyNames.delete(table));
    }
    return names;
  };
  const exclusive = mutex();

  async function transactWrite(items: WireTransactItem[]): Promise<{ status: number; body: unknown }> {
    const undo: (() => Promise<unknown>)[] = [];
    const restore = async (table: string, key: Item, old: Item | undefined) => {
      if (old) await client.send(new PutItemCommand({ TableName: table, Item: old }));
      else await client.send(new DeleteItemCommand({ TableName: table, Key: key }));
    };
    for (const [index, item] of items.entries()) {
      try {
        if (item.Put) {
          const op = item.Put;
          const names = await keysOf(op.TableName);
          const key = Object.fromEntries(names.map((name) => [name, op.Item?.[name] as AttributeValue]));
          const { Attributes } = await client.send(new PutItemCommand({ ...op, Item: op.Item ?? {}, ReturnValues: 'ALL_OLD' }));
          undo.push(() => restore(op.TableName, key, Attributes));
        } else if (item.Update) {
          const op = item.Update;
          const { Attributes } = await client.send(
            new UpdateItemCommand({ ...op, Key: op.Key ?? {}, ReturnValues: 'ALL_OLD' }),
          );
          undo.push(() => restore(op.TableName, op.Key ?? {}, Attributes));
        } else if (item.Delete) {
          const op = item.Delete;
          const { Attributes } = await client.send(new DeleteItemCommand({ ...op, Key: op.Key ?? {}, ReturnValues: 'ALL_OLD' }));
          if (Attributes) undo.push(() => restore(op.TableName, op.Key ?? {}, Attributes));
        } else if (item.ConditionCheck) {
          // A condition without a write: a no-op update guarded by the condition, undone at once if it created
          // a keys-only item.
          const op = item.ConditionCheck;
          const { Attributes } = await client.send(
            new UpdateItemCommand({
              ...op,
              Key: op.Key ?? {},
              UpdateExpression: 'REMOVE #txProbe',
              ExpressionAttributeNames: { ...op.ExpressionAttributeNames, '#txProbe': '__txProbe' },
              ReturnValues: 'ALL_OLD',
            }),
          );
          if (!Attributes) await restore(op.TableName, op.Key ?? {}, undefined);
        } else {
          throw Object.assign(new Error('A TransactItem needs one of Put, Update, Delete or ConditionCheck'), {
            name: 'ValidationException',
          });
        }
      } catch (error) {
        for (const step of undo.reverse()) await step();
        const name = (error as Error).name;
        if (name === 'ConditionalCheckFailedException') {
          const reasons = items.map((_, i) =>
            i === index ? { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' } : { Code: 'None' },
          );
          const codes = reasons.map((reason) => reason.Code).join(', ');
          return {
            status: 400,
            body: errorBody(
              'TransactionCanceledException',
              `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes}]`,
              { CancellationReasons: reasons },
            ),
          };
        }
        return { status: 400, body: errorBody(name || 'ValidationException', (error as Error).message) };
      }
    }
    return { status: 200, body: {} };
  }

  async function transactGet(items: { Get?: WireOperation & { ProjectionExpression?: string } }[]) {
    const responses = [];
    for (const item of items) {
      const op = item.Get;
      if (!op) return { status: 400, body: errorBody('ValidationException', 'A TransactGetItem needs Get') };
      const { Item: found } = await client.send(new GetItemCommand({ ...op, Key: op.Key ?? {}, ConsistentRead: true }));
      responses.push(found ? { Item: found } : {});
    }
    return { status: 200, body: { Responses: responses } };
  }

  function passThrough(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
    const forward = httpRequest(
      { host: inner.hostname, port: inner.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 500, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
    });
    forward.end(body);
  }

  const server = createServer((req, res) => {
    readBody(req)
      .then(async (body) => {
        const target = String(req.headers['x-amz-target'] ?? '');
        if (target === `${targetPrefix}TransactWriteItems` || target === `${targetPrefix}TransactGetItems`) {
          const input = JSON.parse(body.toString('utf8') || '{}') as { TransactItems?: unknown[] };
          const items = input.TransactItems ?? [];
          if (items.length === 0 || items.length > 100) {
            return sendJson(res, 400, errorBody('ValidationException', 'TransactItems must have 1 to 100 items'));
          }
          const result = await exclusive(() =>
            target.endsWith('TransactWriteItems')
              ? transactWrite(items as WireTransactItem[])
              : transactGet(items as { Get?: WireOperation }[]),
          );
          return sendJson(res, result.status, result.body);
        }
        passThrough(req, res, body);
      })
      .catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, errorBody('InternalServerError', String(error)));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as { port: number };
  return {
    server,
    endpoint: `http://${host}:${address.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        client.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
