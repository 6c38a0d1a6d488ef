import type { BucketId, QueueId } from '@ocupacional/shared';
import type { FunctionId } from './manifest';

/*
 * What each function may touch in AWS, declared once and read twice: the CDK stack turns each declaration into the
 * function's IAM policy (infra/lib/constructs/functions.ts), and the local cloud refuses, as IAM would, every call a
 * running function makes outside its declaration (infra/local/access-guard.ts), so the integration and e2e suites
 * prove the declarations complete before a deploy does. Derived from each function's code paths (its entry's module
 * graph, tree-shaken), not from what it might one day need: a new call needs a new line here, or the tests fail.
 */

/** Object actions: read is GetObject (and HeadObject, which S3 authorizes as GetObject); write is PutObject. */
export type ObjectAction = 'read' | 'write' | 'delete' | 'tag';

/** Object actions on the keys under some prefixes of one bucket. */
export interface ObjectGrant {
  readonly bucket: BucketId;
  /** Key prefixes, each ending in '/' (the code builds every key under a fixed first segment: functions/src/domain). */
  readonly prefixes: readonly string[];
  readonly actions: readonly ObjectAction[];
}

/** The deployment's own Secrets Manager secrets (not the tenants' secrets, which live encrypted in the table). */
export type DeploymentSecret = 'jwtSigning' | 'mailOauth2ClientSecret' | 'esocialCa' | 'originVerify';

/**
 * The tenant-secrets KMS key (certificates, SMTP passwords and OAuth tokens, queued e-mail bodies:
 * functions/src/platform/secrets.ts): encrypt is GenerateDataKey (seal a new secret), decrypt is Decrypt (open one).
 */
export type TenantSecretsUse = 'none' | 'encrypt' | 'decrypt' | 'encrypt-decrypt';

export interface FunctionAccess {
  readonly table: {
    readonly read: boolean;
    readonly write: boolean;
    /** Queries the global secondary indexes (all of them: see docs/decisions.md "least privilege per function"). */
    readonly indexes: boolean;
    /** Reads the whole table (the sweep's migrations recount lists); nothing else scans. */
    readonly scan: boolean;
  };
  readonly objects: readonly ObjectGrant[];
  /** Queues it sends to (consuming is granted by the event source to the queue's own worker). */
  readonly sendTo: readonly QueueId[];
  /** Secrets it reads (GetSecretValue). */
  readonly secrets: readonly DeploymentSecret[];
  /** Secrets it writes a new value into (PutSecretValue): the JWT key's rotation only. */
  readonly secretWrites: readonly DeploymentSecret[];
  readonly tenantSecrets: TenantSecretsUse;
  /** Sends through SES from the product's domain identity and configuration set. */
  readonly sendMail: boolean;
}

/** Every prefix of the files bucket, by what lives there (functions/src/domain/object-keys.ts, aso-upload.ts, ...). */
export const filePrefixes = {
  /** The browser's presigned uploads: upload/{tenant}/{uploadId}/{file} (domain/aso-upload.ts browserUploadKey). */
  upload: 'upload/',
  /** ASO pages and medical records: arquivos/{tenant}/… (domain/aso-upload.ts pageObjectKey, prontuarioObjectKey). */
  arquivos: 'arquivos/',
  /** Files of a consultation's release: consulta/{tenant}/{idCon}/liberacao/… (domain/liberacao.ts). */
  consulta: 'consulta/',
  /** A partner's exam results: parceiro/{tenant}/… (domain/parceiro.ts resultadoKey). */
  parceiro: 'parceiro/',
  /** eSocial certificates (encrypted) and lote XML: esocial/{tenant}/… (data/esocial/arquivos.ts). */
  esocial: 'esocial/',
  /** Employee import spreadsheets and their error lists: importacao/{tenant}/{id}/… (domain/funcionario-importacao.ts). */
  importacao: 'importacao/',
  /** The LTCAT's files: ltcat/{tenant}/{ltcatId}/anexo/{uploadId}/{file} (domain/ltcat-anexo.ts ltcatAnexoKey). */
  ltcat: 'ltcat/',
} as const;

/** Bulk files other systems drop: drop/{tenant}/… in the drop bucket (objectCreatedNotifications). */
export const dropPrefix = 'drop/';

/** Reads and writes items and queries the indexes, no scan: every API context and most workers. */
const readWriteTable = { read: true, write: true, indexes: true, scan: false } as const;
/** Reads and writes items by key (and queries the table's own key), no index. */
const itemsOnly = { read: true, write: true, indexes: false, scan: false } as const;

export const functionAccess = {
  platformApi: {
    table: readWriteTable,
    objects: [],
    // Password recovery and the other platform e-mails go through the mail queue, body sealed (mail/queue.ts).
    sendTo: ['mail'],
    secrets: ['jwtSigning', 'originVerify'],
    secretWrites: [],
    tenantSecrets: 'encrypt',
    sendMail: false,
  },
  cadastroApi: {
    table: readWriteTable,
    objects: [],
    sendTo: [],
    secrets: ['jwtSigning', 'originVerify'],
    secretWrites: [],
    tenantSecrets: 'none',
    sendMail: false,
  },
  planilhaApi: {
    // The registries' list indexes for the exports; the employee import's job (presigned POST of the spreadsheet,
    // HEAD to confirm it arrived, the job's error list) and its queue.
    table: readWriteTable,
    objects: [{ bucket: 'files', prefixes: [filePrefixes.importacao], actions: ['read', 'write'] }],
    sendTo: ['funcionarioImportacao'],
    secrets: ['jwtSigning', 'originVerify'],
    secretWrites: [],
    tenantSecrets: 'none',
    sendMail: false,
  },
  ltcatApi: {
    table: readWriteTable,
    // The LTCAT's attachments: presigned POST to upload, HEAD to confirm it arrived, presigned GET to download.
    objects: [{ bucket: 'files', prefixes: [filePrefixes.ltcat], actions: ['read', 'write'] }],
    sendTo: [],
    secrets: ['jwtSigning', 'originVerify'],
    secretWrites: [],
    tenantSecrets: 'none',
    sendMail: false,
  },
  consultaApi: {
    table: readWriteTable,
    objects: [],
    sendTo: ['consultaLote'],
    secrets: ['jwtSigning', 'originVerify'],
    secretWrites: [],
    tenantSecrets: 'none',
    sendMail: false,
  },
  atendimentoApi: {
    table: readWriteTable,
    // Release files and partner results: presigned POST to upload, HEAD to confirm, GET or presigned GET to download.
    objects: [{ bucket: 'files', prefixes: [filePrefixes.consulta, filePrefixes.parceiro], actions: ['read', 'write'] }],
    sendTo: ['mail'],
    secrets: ['jwtSigning', 'originVerify'],
    // Queues e-mails (sealed bodies); never opens a tenant's secret.
    secretWrites: [],
    tenantSecrets: 'encrypt',
    sendMail: false,
  },
  consultaLote: {
    table: readWriteTable,
    objects: [],
    sendTo: [],
    secrets: [],
    secretWrites: [],
    tenantSecrets: 'none',
    sendMail: false,
  },
  funcionarioImportacao: {
    table: readWriteTable,
    // Reads the uploaded spreadsheet, writes the job's error list beside it.
    objects: [{ bucket: 'files', prefixes: [filePrefixes.importacao], actions: ['read', 'write'] }],
    sendTo: [],
    secrets: [],
    // Parses an untrusted spreadsheet: never near the tenants' secrets.
    secretWrites: [],
    tenantSecrets: 'none',
    sendMail: false,
  },
  asoSplit: {
    table: readWriteTable,
    objects: [
      // The original arrives under drop/ or upload/ and is deleted once split (or refused); pages go to arquivos/.
      { bucket: 'drop', prefixes: [dropPrefix], actions: ['read', 'delete', 'tag'] },
      { bucket: 'files', prefixes: [filePrefixes.upload], actions: ['read', 'delete', 'tag'] },
      { bucket: 'files', prefixes: [filePrefixes.arquivos], actions: ['read', 'write', 'delete'] },
    ],
    sendTo: ['asoIdentify'],
    secrets: [],
    // Parses untrusted PDFs: never near the tenants' secrets (issue 21 item 3).
    secretWrites: [],
    tenantSecrets: 'none',
    sendMail: false,
  },
  asoIdentify: {
    table: readWriteTable,
    objects: [{ bucket: 'files', prefixes: [filePrefixes.arquivos], actions: ['read', 'write', 'delete'] }],
    sendTo: [],
    secrets: [],
    secretWrites: [],
    tenantSecrets: 'none',
    sendMail: false,
  },
  asoApi: {
    table: readWriteTable,
    objects: [
      // Presigned POST of a bulk file (the browser writes under upload/ with this role's signature).
      { bucket: 'files', prefixes: [filePrefixes.upload], actions: ['write'] },
      { bucket: 'files', prefixes: [filePrefixes.arquivos], actions: ['read', 'write', 'delete'] },
    ],
    sendTo: ['asoUpload', 'asoIdentify'],
    secrets: ['jwtSigning', 'originVerify'],
    secretWrites: [],
    tenantSecrets: 'none',
    sendMail: false,
  },
  esocialApi: {
    table: readWriteTable,
    objects: [{ bucket: 'files', prefixes: [filePrefixes.esocial], actions: ['read', 'write'] }],
    sendTo: ['esocial', 'mail'],
    secrets: ['jwtSigning', 'originVerify', 'esocialCa'],
    // Seals an uploaded certificate and its password, opens them to show and check it.
    secretWrites: [],
    tenantSecrets: 'encrypt-decrypt',
    sendMail: false,
  },
  esocialWorker: {
    table: readWriteTable,
    objects: [{ bucket: 'files', prefixes: [filePrefixes.esocial], actions: ['read', 'write'] }],
    sendTo: ['esocial'],
    secrets: ['esocialCa'],
    // Opens the tenant's certificate to sign and to authenticate to the government's service.
    secretWrites: [],
    tenantSecrets: 'decrypt',
    sendMail: false,
  },
  mailApi: {
    table: readWriteTable,
    // A test message with attachments reads the ASO pages it attaches.
    objects: [{ bucket: 'files', prefixes: [filePrefixes.arquivos], actions: ['read'] }],
    sendTo: ['mail'],
    secrets: ['jwtSigning', 'originVerify', 'mailOauth2ClientSecret'],
    // Seals SMTP passwords and OAuth tokens of accounts, opens them to test an account.
    secretWrites: [],
    tenantSecrets: 'encrypt-decrypt',
    sendMail: true,
  },
  mailSend: {
    table: itemsOnly,
    objects: [{ bucket: 'files', prefixes: [filePrefixes.arquivos], actions: ['read'] }],
    sendTo: ['mail'],
    secrets: ['mailOauth2ClientSecret'],
    // Opens the sealed body and the account's password or token; reseals a refreshed OAuth token.
    secretWrites: [],
    tenantSecrets: 'encrypt-decrypt',
    sendMail: true,
  },
  dailyCheck: {
    // Claims the day, plans its parts and sends them to the dailyCheck queue; the work is dailyCheckTenant's.
    table: itemsOnly,
    objects: [],
    sendTo: ['dailyCheck'],
    secrets: [],
    secretWrites: [],
    tenantSecrets: 'none',
    sendMail: false,
  },
  dailyCheckTenant: {
    table: readWriteTable,
    objects: [{ bucket: 'files', prefixes: [filePrefixes.esocial], actions: ['read', 'write'] }],
    // Queues transmissions (esocial queue, the worker talks to the government), e-mails notices (mail queue) and the
    // certificate warning (SES, platform/mailer.ts).
    sendTo: ['esocial', 'mail'],
    secrets: [],
    secretWrites: [],
    // Opens the tenant's certificate to name the transmitter of the lotes it builds; seals the e-mails it queues.
    tenantSecrets: 'encrypt-decrypt',
    sendMail: true,
  },
  sweep: {
    table: { read: true, write: true, indexes: true, scan: true },
    objects: [
      // Checks whether a stuck upload's original still exists (HEAD; ListBucket makes a missing one a 404).
      { bucket: 'drop', prefixes: [dropPrefix], actions: ['read'] },
      { bucket: 'files', prefixes: [filePrefixes.upload], actions: ['read'] },
    ],
    sendTo: ['asoUpload', 'asoIdentify', 'consultaLote', 'esocial', 'funcionarioImportacao'],
    secrets: [],
    secretWrites: [],
    tenantSecrets: 'none',
    sendMail: false,
  },
  mailEvents: {
    // Records SES's events on the e-mail log rows.
    table: itemsOnly,
    objects: [],
    sendTo: [],
    secrets: [],
    secretWrites: [],
    tenantSecrets: 'none',
    sendMail: false,
  },
  jwtRotate: {
    table: { read: false, write: false, indexes: false, scan: false },
    objects: [],
    sendTo: [],
    secrets: ['jwtSigning'],
    secretWrites: ['jwtSigning'],
    tenantSecrets: 'none',
    sendMail: false,
  },
} as const satisfies Record<FunctionId, FunctionAccess>;

/** One AWS call, as IAM sees it: the service, the action and the manifest resource it names. */
export type AccessRequest =
  | { readonly service: 'dynamodb'; readonly action: 'read' | 'write' | 'scan'; readonly index?: string | undefined }
  | { readonly service: 's3'; readonly action: ObjectAction; readonly bucket: BucketId; readonly key: string }
  | { readonly service: 's3'; readonly action: 'list'; readonly bucket: BucketId }
  | { readonly service: 'sqs'; readonly action: 'send'; readonly queue: QueueId }
  | { readonly service: 'secretsmanager'; readonly action: 'read' | 'write'; readonly secret: DeploymentSecret }
  | { readonly service: 'kms'; readonly action: 'encrypt' | 'decrypt' }
  | { readonly service: 'ses'; readonly action: 'send' };

/** Whether a declaration allows a call (pure; the local guard and the tests use it). */
export function isAllowed(access: FunctionAccess, request: AccessRequest): boolean {
  switch (request.service) {
    case 'dynamodb': {
      if (request.index !== undefined && !access.table.indexes) return false;
      return access.table[request.action];
    }
    case 's3': {
      const grants = access.objects.filter((grant) => grant.bucket === request.bucket);
      // ListBucket comes with reading, so a missing object answers 404 rather than 403 (grantObjects).
      if (request.action === 'list') return grants.some((grant) => grant.actions.includes('read'));
      const { action, key } = request;
      return grants.some((grant) => grant.actions.includes(action) && grant.prefixes.some((prefix) => key.startsWith(prefix)));
    }
    case 'sqs':
      return access.sendTo.includes(request.queue);
    case 'secretsmanager':
      return (request.action === 'read' ? access.secrets : access.secretWrites).includes(request.secret);
    case 'kms':
      return access.tenantSecrets === 'encrypt-decrypt' || access.tenantSecrets === request.action;
    case 'ses':
      return access.sendMail;
  }
}
