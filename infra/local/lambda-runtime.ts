import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Context } from 'aws-lambda';
import { functionManifest, type FunctionId } from '@ocupacional/functions/manifest';
import { installAccessGuard, runAsFunction } from './access-guard';

/* Invokes the functions of the manifest in this process, the way the Lambda runtime would. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LambdaHandler = (event: any, context: Context) => Promise<unknown>;

// Every AWS call a function makes here is checked against its declared access, as IAM would in AWS (access-guard.ts).
installAccessGuard();

const functionsSource = fileURLToPath(new URL('../../functions/src/', import.meta.url));
const loaded = new Map<FunctionId, Promise<LambdaHandler>>();

/** Imports a function's entry module once, as a Lambda container would at cold start. */
export function loadHandler(id: FunctionId): Promise<LambdaHandler> {
  let handler = loaded.get(id);
  if (!handler) {
    const entry = `${functionsSource}${functionManifest[id].entry}.ts`;
    handler = import(entry).then((module: { handler?: LambdaHandler }) => {
      if (typeof module.handler !== 'function') throw new Error(`${entry} exports no handler`);
      return module.handler;
    });
    loaded.set(id, handler);
  }
  return handler;
}

export class LambdaTimeoutError extends Error {
  constructor(id: string, seconds: number) {
    super(`${id}: Task timed out after ${seconds} seconds`);
    this.name = 'LambdaTimeoutError';
  }
}

/** Runs a handler with a Lambda-shaped context and the function's timeout; a timeout counts as a failure. */
export async function invoke(id: FunctionId, event: unknown, handler?: LambdaHandler): Promise<unknown> {
  const definition = functionManifest[id];
  const run = handler ?? (await loadHandler(id));
  const deadline = Date.now() + definition.timeoutSeconds * 1000;
  const context: Context = {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `ocupacional-${id}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:ocupacional-${id}`,
    memoryLimitInMB: String(definition.memoryMb),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/ocupacional-${id}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LambdaTimeoutError(id, definition.timeoutSeconds)), definition.timeoutSeconds * 1000);
  });
  try {
    return await Promise.race([runAsFunction(id, () => run(event, context)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
