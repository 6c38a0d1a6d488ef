import { PutItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../../infra/local/cloud';
import { contaEmailPacotes } from '../data/entities/conta-email';
import { claimPackagePlace } from './throttle';

/*
 * The packages of a tenant's mail account (spec 2 §9: n_msg_pct messages per package, t_esp_pct seconds between
 * packages) as the mail-send worker claims places in them, against the local DynamoDB: the stored package, a full
 * package's wait, and concurrent workers that never overfill it.
 */

describe('claiming a place in an account’s package', () => {
  let cloud: LocalCloud;
  const tenant = 'alfa';
  const limits = { size: 3, intervalSeconds: 600 };
  const packageOf = async (contaId: string) => (await contaEmailPacotes().get({ tenant, contaId }).go({ consistent: true })).data;
  const givenPackage = (contaId: string, inicio: number, enviados: number) => contaEmailPacotes().create({ tenant, contaId, inicio, enviados }).go();

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test' });
  });
  afterAll(async () => {
    await cloud?.stop();
  });

  it('opens the account’s first package with the first message', async () => {
    // Prepare
    const before = Date.now();
    // Act
    const decision = await claimPackagePlace(tenant, 'conta-primeira', limits);
    // Assess
    expect(decision).toEqual({ send: true });
    const stored = await packageOf('conta-primeira');
    expect(stored?.enviados).toBe(1);
    expect(stored?.inicio).toBeGreaterThanOrEqual(before);
    expect(stored?.inicio).toBeLessThanOrEqual(Date.now());
  });

  it('counts a message into the open package while it has room', async () => {
    // Prepare
    const inicio = Date.now() - 10_000;
    await givenPackage('conta-com-vaga', inicio, 2);
    // Act
    const decision = await claimPackagePlace(tenant, 'conta-com-vaga', limits);
    // Assess
    expect(decision).toEqual({ send: true });
    expect(await packageOf('conta-com-vaga')).toMatchObject({ inicio, enviados: 3 });
  });

  it('makes a message wait until the next package opens when the package is full (t_esp_pct after it opened)', async () => {
    // Prepare: a full package opened 100 s ago; the next opens in 500 s
    const inicio = Date.now() - 100_000;
    await givenPackage('conta-cheia', inicio, 3);
    // Act
    const decision = await claimPackagePlace(tenant, 'conta-cheia', limits);
    // Assess
    expect(decision.send).toBe(false);
    expect(decision.send === false && decision.waitSeconds).toBeGreaterThanOrEqual(499);
    expect(decision.send === false && decision.waitSeconds).toBeLessThanOrEqual(500);
    expect(await packageOf('conta-cheia')).toMatchObject({ inicio, enviados: 3 });
  });

  it('opens a new package once t_esp_pct has passed since the full one opened', async () => {
    // Prepare
    await givenPackage('conta-nova-janela', Date.now() - 601_000, 3);
    const before = Date.now();
    // Act
    const decision = await claimPackagePlace(tenant, 'conta-nova-janela', limits);
    // Assess
    expect(decision).toEqual({ send: true });
    const stored = await packageOf('conta-nova-janela');
    expect(stored?.enviados).toBe(1);
    expect(stored?.inicio).toBeGreaterThanOrEqual(before);
  });

  it.each([
    ['no package size (0)', 0],
    ['a negative package size', -1],
  ])('never throttles an account with %s, and keeps no package for it', async (_case, size) => {
    // Prepare
    const contaId = `conta-sem-pacote-${size}`;
    // Act
    const decisions = [];
    for (let message = 0; message < 3; message += 1) decisions.push(await claimPackagePlace(tenant, contaId, { size, intervalSeconds: 600 }));
    // Assess
    expect(decisions).toEqual([{ send: true }, { send: true }, { send: true }]);
    expect(await packageOf(contaId)).toBeNull();
  });

  it('never overfills a package when several workers claim places at once', async () => {
    // Act: six messages of an account with packages of four, claimed together
    const decisions = await Promise.all(Array.from({ length: 6 }, () => claimPackagePlace(tenant, 'conta-concorrida', { size: 4, intervalSeconds: 600 })));
    // Assess
    expect(decisions.filter((decision) => decision.send)).toHaveLength(4);
    expect(decisions.filter((decision) => !decision.send)).toHaveLength(2);
    expect((await packageOf('conta-concorrida'))?.enviados).toBe(4);
  });

  it('asks the message to wait a second when it keeps losing the race for the package (10 tries)', async () => {
    // Prepare: a record at the package's key that is not a package: every read finds none, every create loses
    await cloud.clients.dynamo.send(
      new PutItemCommand({
        TableName: cloud.resources.tableName,
        Item: { pk: { S: `T#${tenant}` }, sk: { S: 'CONTA_EMAIL_PACOTE#conta-disputada' } },
      }),
    );
    // Act
    const decision = await claimPackagePlace(tenant, 'conta-disputada', limits);
    // Assess
    expect(decision).toEqual({ send: false, waitSeconds: 1 });
  });
});
