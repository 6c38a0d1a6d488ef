/*
 * The API benchmark's measuring: a bounded number of calls at a fixed concurrency, their latencies and the read
 * meter's answer headers (functions/src/platform/read-meter.ts), summarised.
 */

/** What one call measured. */
export interface Sample {
  readonly ms: number;
  readonly status: number;
  /** x-read-items / x-read-capacity / x-read-requests, absent when the answer carried none. */
  readonly readItems?: number;
  readonly readCapacity?: number;
  readonly readRequests?: number;
  readonly rows?: number;
}

export interface Summary {
  readonly requests: number;
  readonly concurrency: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  /** Answers other than 2xx, by status. */
  readonly errors: Record<string, number>;
  /** Items DynamoDB evaluated per request (median and largest). */
  readonly readItems: { p50: number; max: number } | null;
  readonly readCapacity: { p50: number; max: number } | null;
  readonly readRequests: { p50: number; max: number } | null;
  /** Rows the answer carried (median). */
  readonly rows: number | null;
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

function spread(values: readonly (number | undefined)[]): { p50: number; max: number } | null {
  const present = values.filter((value): value is number => value !== undefined).sort((a, b) => a - b);
  return present.length ? { p50: round(percentile(present, 50)), max: round(present[present.length - 1] as number) } : null;
}

/** Runs `call(i)` for i in 0..requests-1, `concurrency` at a time, and summarises. */
export async function measure(requests: number, concurrency: number, call: (i: number) => Promise<Sample>): Promise<Summary> {
  const samples: Sample[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, requests) }, async () => {
      while (next < requests) {
        const i = next;
        next += 1;
        samples.push(await call(i));
      }
    }),
  );
  const latencies = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const errors: Record<string, number> = {};
  for (const { status } of samples) if (status < 200 || status > 299) errors[status] = (errors[status] ?? 0) + 1;
  const rows = spread(samples.map((sample) => sample.rows));
  return {
    requests,
    concurrency,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    errors,
    readItems: spread(samples.map((sample) => sample.readItems)),
    readCapacity: spread(samples.map((sample) => sample.readCapacity)),
    readRequests: spread(samples.map((sample) => sample.readRequests)),
    rows: rows ? rows.p50 : null,
  };
}

/** The read meter's headers of an answer. */
export function meterOf(headers: Headers): Pick<Sample, 'readItems' | 'readCapacity' | 'readRequests'> {
  const number = (name: string) => {
    const value = headers.get(name);
    return value === null || value === '' || Number.isNaN(Number(value)) ? undefined : Number(value);
  };
  const readItems = number('x-read-items');
  const readCapacity = number('x-read-capacity');
  const readRequests = number('x-read-requests');
  return {
    ...(readItems !== undefined ? { readItems } : {}),
    ...(readCapacity !== undefined ? { readCapacity } : {}),
    ...(readRequests !== undefined ? { readRequests } : {}),
  };
}
