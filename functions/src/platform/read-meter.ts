import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

/*
 * What a request reads from DynamoDB: the items its reads evaluated (a Query's ScannedCount, which a filter does
 * not lower) and the read capacity DynamoDB charged (ReturnConsumedCapacity TOTAL, free to ask for). Lists must
 * cost what a page costs (docs/data-model.md "Lists read one page"): the integration tests and `npm run bench`
 * read these figures from the answer's headers, which only a stage that sets READ_METER_HEADERS=1 (the local
 * cloud) adds.
 */

export interface ReadFigures {
  /** Read calls made (Query, Scan, GetItem, BatchGetItem, TransactGetItems). */
  requests: number;
  /** Items the reads evaluated, returned or filtered out. */
  itemsRead: number;
  /** Read capacity units consumed. */
  capacityUnits: number;
}

const current = new AsyncLocalStorage<ReadFigures>();

/** Runs `work` and answers its result with what its DynamoDB reads cost. */
export async function meterReads<T>(work: () => Promise<T>): Promise<{ result: T; reads: ReadFigures }> {
  const reads: ReadFigures = { requests: 0, itemsRead: 0, capacityUnits: 0 };
  const result = await current.run(reads, work);
  return { result, reads };
}

/** The answer headers that carry a request's read figures, when this stage shows them. */
export function readMeterHeaders(reads: ReadFigures): Record<string, string> {
  if (process.env.READ_METER_HEADERS !== '1') return {};
  return {
    [readMeterHeader.items]: String(reads.itemsRead),
    [readMeterHeader.capacity]: String(Math.round(reads.capacityUnits * 100) / 100),
    [readMeterHeader.requests]: String(reads.requests),
  };
}

/** Header names, for the tests and the benchmark that read them. */
export const readMeterHeader = {
  items: 'x-read-items',
  capacity: 'x-read-capacity',
  requests: 'x-read-requests',
} as const;

const readCommand = /^(Query|Scan|GetItem|Get|BatchGetItem|BatchGet|TransactGetItems|TransactGet)Command$/;

interface ReadOutput {
  Count?: number;
  ScannedCount?: number;
  Item?: unknown;
  Responses?: Record<string, unknown[]> | unknown[];
  ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
}

function itemsOf(command: string, output: ReadOutput): number {
  if (command.startsWith('Query') || command.startsWith('Scan')) return output.ScannedCount ?? output.Count ?? 0;
  if (command.startsWith('Get')) return output.Item ? 1 : 0;
  const responses = output.Responses;
  if (Array.isArray(responses)) return responses.length;
  return Object.values(responses ?? {}).reduce((sum, items) => sum + items.length, 0);
}

function capacityOf(output: ReadOutput): number {
  const consumed = output.ConsumedCapacity;
  const all = Array.isArray(consumed) ? consumed : consumed ? [consumed] : [];
  return all.reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
}

/** Adds the meter to a DynamoDB client: every read asks for its consumed capacity and counts toward the request. */
export function addReadMeter(client: DynamoDBClient): DynamoDBClient {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? '';
      if (!readCommand.test(command)) return next(args);
      const input = args.input as { ReturnConsumedCapacity?: string };
      input.ReturnConsumedCapacity ??= 'TOTAL';
      const answer = await next(args);
      const figures = current.getStore();
      if (figures) {
        const output = answer.output as ReadOutput;
        figures.requests += 1;
        figures.itemsRead += itemsOf(command, output);
        figures.capacityUnits += capacityOf(output);
      }
      return answer;
    },
    { step: 'initialize', name: 'readMeter', override: true },
  );
  return client;
}
