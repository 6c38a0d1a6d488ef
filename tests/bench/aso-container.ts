import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import * as z from 'zod';

/*
 * One Lambda container of the ASO benchmark. aso.ts bundles this runner and the worker's handler the way the stack
 * bundles a function (esbuild, minified, source maps, the manifest's nodeModules left outside) and forks plain
 * `node --enable-source-maps` on them, as the Lambda runtime runs the function: no tsx, whose on-the-fly transforms
 * of pdf.js alone hold some 400 MB. The runner imports the handler (the cold start), then runs the invocations the
 * parent's SQS poller hands it over IPC, one at a time as Lambda does, and answers with the handler's result. Its own
 * process, so its memory is the worker's alone, as Lambda's memory limit sees it.
 *
 *   node --enable-source-maps runner.mjs <handler bundle> <function name> <memory MB> <timeout s>
 */

const [bundle, functionName, memoryMb, timeoutSeconds] = z
  .tuple([z.string().min(1), z.string().min(1), z.coerce.number().int().positive(), z.coerce.number().positive()])
  .parse(process.argv.slice(2));

const requestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('invoke'), id: z.number(), event: z.unknown() }),
  z.object({ kind: z.literal('memory'), id: z.number() }),
]);

type Handler = (event: unknown, context: Context) => Promise<unknown>;

/** The process's resident high-water mark (VmHWM), in MB; Node's maxRSS where /proc is absent. */
function peakMemoryMB(): number {
  try {
    const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (hwm) return Number(hwm) / 1024;
  } catch {
    // not Linux: Node's figure below
  }
  return process.resourceUsage().maxRSS / 1024;
}

function contextOf(deadline: number): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: String(memoryMb),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'bench',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** The handler with the function's timeout: a timeout is a failed invocation, as in Lambda. */
async function invoke(handler: Handler, event: unknown): Promise<unknown> {
  const deadline = Date.now() + timeoutSeconds * 1000;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${functionName}: Task timed out after ${timeoutSeconds} seconds`)), timeoutSeconds * 1000);
  });
  try {
    return await Promise.race([handler(event, contextOf(deadline)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const send = (message: object) => process.send?.(message);
const { handler } = (await import(pathToFileURL(bundle).href)) as { handler: Handler };

process.on('message', (raw) => {
  const request = requestSchema.parse(raw);
  if (request.kind === 'memory') {
    const cpu = process.cpuUsage();
    send({ id: request.id, peakMemoryMB: peakMemoryMB(), cpuSeconds: (cpu.user + cpu.system) / 1e6 });
    return;
  }
  invoke(handler, request.event).then(
    (result) => send({ id: request.id, result }),
    (error: unknown) => send({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
// The benchmark closing the channel ends the container.
process.on('disconnect', () => process.exit(0));
send({ kind: 'ready', memoryMB: process.memoryUsage.rss() / 1024 / 1024 });
