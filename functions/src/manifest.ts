import type { ApiFunctionId, QueueId, ScheduleId } from '@ocupacional/shared';

/**
 * The Lambda functions of the product and what invokes each: an API bounded context, a queue, or a schedule.
 * Every entry module exports `handler`. The CDK stack bundles each entry as its own function; the local cloud
 * imports the same module and invokes it the way Lambda would.
 */
interface FunctionBase {
  /** Module path relative to functions/src, without extension. */
  readonly entry: string;
  readonly memoryMb: number;
  readonly timeoutSeconds: number;
}

export interface ApiFunctionDef extends FunctionBase {
  readonly trigger: { readonly kind: 'api'; readonly api: ApiFunctionId };
}
export interface QueueFunctionDef extends FunctionBase {
  readonly trigger: { readonly kind: 'queue'; readonly queue: QueueId; readonly batchSize: number };
}
export interface ScheduleFunctionDef extends FunctionBase {
  readonly trigger: { readonly kind: 'schedule'; readonly schedule: ScheduleId };
}
export type FunctionDef = ApiFunctionDef | QueueFunctionDef | ScheduleFunctionDef;

export const functionManifest = {
  platformApi: {
    entry: 'api/platform/handler',
    memoryMb: 512,
    timeoutSeconds: 29,
    trigger: { kind: 'api', api: 'platform' },
  },
  asoSplit: {
    entry: 'workers/aso-split',
    memoryMb: 1024,
    timeoutSeconds: 120,
    trigger: { kind: 'queue', queue: 'asoUpload', batchSize: 5 },
  },
  dailyCheck: {
    entry: 'workers/daily-check',
    memoryMb: 512,
    timeoutSeconds: 600,
    trigger: { kind: 'schedule', schedule: 'dailyCheck' },
  },
} as const satisfies Record<string, FunctionDef>;

export type FunctionId = keyof typeof functionManifest;
