import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { table } from '@ocupacional/shared';
import { dynamo } from '../platform/aws';
import { resources } from '../platform/env';
import { parteId, type ParteVerificacao } from './daily-check-queue';

/*
 * Where the daily check keeps track of a day (issue 21 item 4). The day's claim stays where the platform task log
 * has always kept it (SYSTEM#TASK_LOG, dailyCheck#<day>); each part of the day (a tenant, or a company of a large
 * tenant: daily-check-queue.ts) is an item of the day's own partition SYSTEM#DAILY_CHECK#<day>, sort key
 * <tenant>#<part>, written before its message is sent: status 'pendente' → 'executando' (with a lease while a
 * worker holds it) → 'concluida' (with its summary). So a retried scheduled run sends again what is not done, a
 * redelivered message finds its part done or held, and the next day counts the tenants left unfinished.
 */

export type StatusParte = 'pendente' | 'executando' | 'concluida';

export interface ParteDoDia {
  readonly tenant: string;
  readonly parte: ParteVerificacao;
  readonly status: StatusParte;
  /** Deliveries that took the part (a retry after a failure or a timeout adds one). */
  readonly tentativas: number;
  /** The part's summary (JSON of a ResumoEsocial), once done. */
  readonly resumo?: string;
  /** The last failure's message, while not done. */
  readonly erro?: string;
}

export interface DiaReivindicado {
  /** True when this run wrote the claim; false when an earlier run of the day had (a retry, a second firing). */
  readonly claimed: boolean;
  /** When the day's first run started: the instant every part computes with. */
  readonly startedAt: string;
  /** Set once a run registered every part of the day. */
  readonly plannedAt?: string;
}

/** Parts are diagnostics: kept three months, then DynamoDB's TTL removes them. */
const parteTtlDays = 90;

const claimKey = (dia: string) => ({ pk: 'SYSTEM#TASK_LOG', sk: `dailyCheck#${dia}` });
const dayPartition = (dia: string) => `SYSTEM#DAILY_CHECK#${dia}`;
const parteKey = (dia: string, tenant: string, parte: ParteVerificacao) => ({ pk: dayPartition(dia), sk: `${tenant}#${parteId(parte)}` });

function isConditionalFailure(error: unknown): boolean {
  return (error as Error).name === 'ConditionalCheckFailedException';
}

/** Claims the day in the platform task log, or answers the claim an earlier run of the day wrote. */
export async function claimDay(dia: string, startedAt: Date, requestId?: string): Promise<DiaReivindicado> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: resources.tableName(),
        Item: { ...claimKey(dia), task: 'dailyCheck', day: dia, startedAt: startedAt.toISOString(), requestId },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { claimed: true, startedAt: startedAt.toISOString() };
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
  const existing = await getClaim(dia);
  return {
    claimed: false,
    startedAt: String(existing?.startedAt ?? startedAt.toISOString()),
    ...(existing?.plannedAt ? { plannedAt: String(existing.plannedAt) } : {}),
  };
}

/** The day's claim item, if the day was claimed. */
export async function getClaim(dia: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: resources.tableName(), Key: claimKey(dia), ConsistentRead: true }));
  return Item;
}

/** Whether any day before `dia` (inclusive) was ever claimed: a stage's first day has nothing before it. */
export async function claimedBefore(dia: string): Promise<boolean> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: resources.tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': 'SYSTEM#TASK_LOG', ':from': 'dailyCheck#', ':to': `dailyCheck#${dia}` },
      Limit: 1,
    }),
  );
  return (Items ?? []).length > 0;
}

/** Notes on the day's claim what a run did: every part registered, or the count of tenants left unfinished. */
export async function updateClaim(dia: string, values: { plannedAt?: string; parts?: number; unfinishedTenants?: number; reportedAt?: string }): Promise<void> {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  await dynamo().send(
    new UpdateCommand({
      TableName: resources.tableName(),
      Key: claimKey(dia),
      UpdateExpression: `SET ${entries.map(([name]) => `#${name} = :${name}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

function parteDe(item: Record<string, unknown>): ParteDoDia {
  return {
    tenant: String(item.tenant),
    parte: item.parte as ParteVerificacao,
    status: item.status as StatusParte,
    tentativas: Number(item.tentativas ?? 0),
    ...(typeof item.resumo === 'string' ? { resumo: item.resumo } : {}),
    ...(typeof item.erro === 'string' ? { erro: item.erro } : {}),
  };
}

async function queryParts(dia: string, tenant?: string): Promise<ParteDoDia[]> {
  const parts: ParteDoDia[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: resources.tableName(),
        KeyConditionExpression: tenant ? 'pk = :pk AND begins_with(sk, :tenant)' : 'pk = :pk',
        ExpressionAttributeValues: { ':pk': dayPartition(dia), ...(tenant ? { ':tenant': `${tenant}#` } : {}) },
        // Read after the writes of this run and of the other parts' workers.
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    parts.push(...(page.Items ?? []).map(parteDe));
    start = page.LastEvaluatedKey;
  } while (start);
  return parts;
}

/** Every part of a day, by tenant. */
export function partsOfDay(dia: string): Promise<ParteDoDia[]> {
  return queryParts(dia);
}

/** A tenant's parts of a day. */
export function partsOfTenant(dia: string, tenant: string): Promise<ParteDoDia[]> {
  return queryParts(dia, tenant);
}

/** Registers a part before its message is sent; a part already there (an earlier run of the day) is kept. */
export async function registerPart(dia: string, tenant: string, parte: ParteVerificacao, now: Date): Promise<void> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: resources.tableName(),
        Item: {
          ...parteKey(dia, tenant, parte),
          dia,
          tenant,
          parte,
          status: 'pendente',
          tentativas: 0,
          [table.timeToLiveAttribute]: Math.floor(now.getTime() / 1000) + parteTtlDays * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/**
 * Takes a part for one delivery: 'claimed' when this delivery is to do it (not done, and no other delivery holds a
 * lease that has not run out); 'done' when it was done before (a redelivery: nothing is repeated); 'busy' when
 * another delivery holds it (its own message stays on the queue until it finishes or fails, so this one can go).
 */
export async function claimPart(
  dia: string,
  tenant: string,
  parte: ParteVerificacao,
  now: Date,
  leaseMs: number,
): Promise<'claimed' | 'done' | 'busy'> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: resources.tableName(),
        Key: parteKey(dia, tenant, parte),
        UpdateExpression:
          'SET #status = :executando, leaseUntil = :until, tentativas = if_not_exists(tentativas, :zero) + :one, dia = :dia, tenant = :tenant, parte = :parte, #ttl = if_not_exists(#ttl, :ttl)',
        ConditionExpression: 'attribute_not_exists(pk) OR (#status <> :concluida AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now))',
        ExpressionAttributeNames: { '#status': 'status', '#ttl': table.timeToLiveAttribute },
        ExpressionAttributeValues: {
          ':executando': 'executando',
          ':concluida': 'concluida',
          ':until': new Date(now.getTime() + leaseMs).toISOString(),
          ':now': now.toISOString(),
          ':zero': 0,
          ':one': 1,
          ':dia': dia,
          ':tenant': tenant,
          ':parte': parte,
          ':ttl': Math.floor(now.getTime() / 1000) + parteTtlDays * 86_400,
        },
      }),
    );
    return 'claimed';
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: resources.tableName(), Key: parteKey(dia, tenant, parte), ConsistentRead: true }),
  );
  return Item?.status === 'concluida' ? 'done' : 'busy';
}

/** Marks a part done with its summary and lets go of the lease. */
export async function completePart(dia: string, tenant: string, parte: ParteVerificacao, resumo: string, now: Date): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: resources.tableName(),
      Key: parteKey(dia, tenant, parte),
      UpdateExpression: 'SET #status = :concluida, resumo = :resumo, concluidaEm = :now REMOVE leaseUntil, erro',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':concluida': 'concluida', ':resumo': resumo, ':now': now.toISOString() },
    }),
  );
}

/** A failed delivery lets go of the part at once (its redelivery must not wait for the lease) and notes why. */
export async function releasePart(dia: string, tenant: string, parte: ParteVerificacao, erro: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: resources.tableName(),
      Key: parteKey(dia, tenant, parte),
      UpdateExpression: 'SET #status = :pendente, erro = :erro REMOVE leaseUntil',
      ConditionExpression: '#status <> :concluida',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':pendente': 'pendente', ':concluida': 'concluida', ':erro': erro },
    }),
  );
}
