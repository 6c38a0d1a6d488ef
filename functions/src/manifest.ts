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
  /**
   * Packages installed beside the bundle instead of bundled: native modules (@napi-rs/canvas, built for the Lambda's
   * linux-arm64) and packages that read their own files at run time (pdfjs-dist's standard fonts).
   */
  readonly nodeModules?: readonly string[];
  /**
   * Builds, validates or transmits eSocial XML: the official XSDs travel in its bundle (ESOCIAL_XSD_DIR points at
   * them) and it gets the configuration of the eSocial servers' CA (ICP-Brasil) — infra/lib/constructs/functions.ts.
   */
  readonly esocial?: boolean;
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
  cadastroApi: {
    entry: 'api/cadastro/handler',
    memoryMb: 512,
    timeoutSeconds: 29,
    trigger: { kind: 'api', api: 'cadastro' },
  },
  planilhaApi: {
    entry: 'api/planilha/handler',
    // An export reads up to 20,000 rows page by page and builds the workbook in memory.
    memoryMb: 1024,
    timeoutSeconds: 29,
    trigger: { kind: 'api', api: 'planilha' },
  },
  ltcatApi: {
    entry: 'api/ltcat/handler',
    memoryMb: 512,
    timeoutSeconds: 29,
    trigger: { kind: 'api', api: 'ltcat' },
  },
  consultaApi: {
    entry: 'api/consulta/handler',
    memoryMb: 1024,
    timeoutSeconds: 29,
    trigger: { kind: 'api', api: 'consulta' },
  },
  atendimentoApi: {
    entry: 'api/atendimento/handler',
    memoryMb: 1024,
    timeoutSeconds: 29,
    trigger: { kind: 'api', api: 'atendimento' },
  },
  consultaLote: {
    entry: 'workers/consulta-lote',
    memoryMb: 512,
    timeoutSeconds: 120,
    trigger: { kind: 'queue', queue: 'consultaLote', batchSize: 10 },
  },
  funcionarioImportacao: {
    entry: 'workers/funcionario-importacao',
    memoryMb: 1024,
    // One spreadsheet (up to 5 MB, 5,000 rows) per invocation: read, validated and written row by row.
    timeoutSeconds: 300,
    trigger: { kind: 'queue', queue: 'funcionarioImportacao', batchSize: 1 },
  },
  asoSplit: {
    entry: 'workers/aso-split',
    memoryMb: 2048,
    timeoutSeconds: 170,
    // One bulk file (up to 25 MB, a thousand pages) per invocation.
    trigger: { kind: 'queue', queue: 'asoUpload', batchSize: 1 },
    nodeModules: ['@napi-rs/canvas', 'pdfjs-dist'],
  },
  asoIdentify: {
    entry: 'workers/aso-identify',
    memoryMb: 2048,
    timeoutSeconds: 120,
    trigger: { kind: 'queue', queue: 'asoIdentify', batchSize: 10 },
    nodeModules: ['@napi-rs/canvas', 'pdfjs-dist'],
  },
  asoApi: {
    entry: 'api/aso/handler',
    memoryMb: 1024,
    timeoutSeconds: 29,
    trigger: { kind: 'api', api: 'aso' },
  },
  esocialApi: {
    entry: 'api/esocial/handler',
    memoryMb: 1024,
    timeoutSeconds: 29,
    esocial: true,
    trigger: { kind: 'api', api: 'esocial' },
  },
  esocialWorker: {
    entry: 'workers/esocial',
    memoryMb: 1024,
    timeoutSeconds: 120,
    // One message per invocation: a lote (up to 50 events to sign, validate and send) or a poll.
    esocial: true,
    trigger: { kind: 'queue', queue: 'esocial', batchSize: 1 },
  },
  mailApi: {
    entry: 'api/mail/handler',
    memoryMb: 512,
    timeoutSeconds: 29,
    trigger: { kind: 'api', api: 'mail' },
  },
  mailSend: {
    entry: 'workers/mail-send',
    memoryMb: 512,
    // A sixth of the mail queue's 540 s visibility timeout (AWS's advice); a message's claim lease (150 s) outlives it.
    timeoutSeconds: 90,
    trigger: { kind: 'queue', queue: 'mail', batchSize: 10 },
  },
  mailEvents: {
    entry: 'workers/mail-events',
    memoryMb: 256,
    // One DynamoDB read and write per event: seconds at most, a 30 s ceiling (its queue's visibility is 6×).
    timeoutSeconds: 30,
    trigger: { kind: 'queue', queue: 'mailEvents', batchSize: 10 },
  },
  dailyCheck: {
    entry: 'workers/daily-check',
    memoryMb: 512,
    // Claims the day and fans out one message per tenant (or company) to the dailyCheck queue: no eSocial XML here.
    timeoutSeconds: 300,
    trigger: { kind: 'schedule', schedule: 'dailyCheck' },
  },
  dailyCheckTenant: {
    entry: 'workers/daily-check-tenant',
    memoryMb: 512,
    // One part of the day per invocation: a tenant's check, or one company of a large tenant (daily-check-plano.ts).
    timeoutSeconds: 300,
    esocial: true,
    trigger: { kind: 'queue', queue: 'dailyCheck', batchSize: 1 },
  },
  sweep: {
    entry: 'workers/sweep',
    memoryMb: 512,
    timeoutSeconds: 300,
    trigger: { kind: 'schedule', schedule: 'sweep' },
  },
  jwtRotate: {
    entry: 'workers/jwt-rotate',
    memoryMb: 256,
    // One read and at most one write of the JWT secret.
    timeoutSeconds: 30,
    trigger: { kind: 'schedule', schedule: 'jwtRotation' },
  },
} as const satisfies Record<string, FunctionDef>;

export type FunctionId = keyof typeof functionManifest;
