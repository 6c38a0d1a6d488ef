import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../../infra/local/cloud';
import { dynamo } from '../platform/aws';
import { resources } from '../platform/env';
import { funcionarios } from './entities/funcionario';
import { changeCounter, countedBy, counterChange, listCounter, readCounters, recountLists, setCounter } from './list-counters';
import { transactWrite } from './transactions';
import { runPendingMigrations, settleSeededTable, type Migration } from './migrations';

/* Data migrations against the local cloud: items written with an older version's keys get the current ones, once. */

let cloud: LocalCloud;
const tenant = 't-migracao';

beforeAll(async () => {
  cloud = await startLocalCloud({ stage: 'test' });
});

afterAll(async () => {
  await cloud.stop();
});

async function storedKeys(id: string) {
  const current = await funcionarios().get({ tenant, id }).params();
  const { Item } = await dynamo().send(new GetCommand(current as never));
  return Item as Record<string, unknown> | undefined;
}

describe('running the pending migrations', () => {
  it('rewrites every item of the entities named with its current keys, keeps its data, and records the migration once', async () => {
    // Arrange: an employee as an older version wrote it, with an index key the current entity no longer writes.
    const written = funcionarios()
      .put({ tenant, id: 'F1', empresaId: 'E1', nome: 'Ana', cpf: '52998224725', dtNas: '1990-01-01', sexo: 2, fdtId: 'x', funcaoId: 'y' })
      .params<{ Item: Record<string, unknown> }>();
    const stale = { ...written.Item, gsi2sk: 'VELHA#F1' };
    await dynamo().send(new PutCommand({ TableName: resources.tableName(), Item: stale }));
    let extraRuns = 0;
    const migration: Migration = {
      id: '2026-11-25-teste-chaves',
      entities: () => [funcionarios() as never],
      run: async () => {
        extraRuns += 1;
        await setCounter(tenant, 'funcionarios#E1', 1);
        return 1;
      },
    };

    // Act
    const first = await runPendingMigrations([migration]);
    const second = await runPendingMigrations([migration]);

    // Assess
    expect(first).toEqual([migration.id]);
    expect(second).toEqual([]);
    expect(extraRuns).toBe(1);
    const rewritten = await storedKeys('F1');
    expect(rewritten?.gsi2sk).toBe(written.Item.gsi2sk);
    expect(rewritten).toMatchObject({ nome: 'Ana', cpf: '52998224725', sexo: 2 });
    expect((await readCounters(tenant, ['funcionarios#E1'])).get('funcionarios#E1')).toBe(1);
    const { Item: record } = await dynamo().send(
      new GetCommand({ TableName: resources.tableName(), Key: { pk: 'MIGRACAO', sk: `MIGRACAO#${migration.id}` } }),
    );
    expect(record).toMatchObject({ itens: expect.any(Number) });
    expect(record?.itens as number).toBeGreaterThanOrEqual(2);
  });

  it('runs the migrations in order and leaves none recorded after one that fails (the next sweep tries again)', async () => {
    // Arrange
    const ran: string[] = [];
    const ok = (id: string): Migration => ({ id, run: async () => (ran.push(id), 0) });
    const failing: Migration = { id: '2026-11-25-falha', run: () => Promise.reject(new Error('interrompida')) };

    // Act
    const attempt = runPendingMigrations([ok('2026-11-25-a'), failing, ok('2026-11-25-b')]);

    // Assess
    await expect(attempt).rejects.toThrow('interrompida');
    expect(ran).toEqual(['2026-11-25-a']);
    expect(await runPendingMigrations([ok('2026-11-25-a'), { id: '2026-11-25-falha', run: async () => 0 }, ok('2026-11-25-b')])).toEqual([
      '2026-11-25-falha',
      '2026-11-25-b',
    ]);
  });
});

describe('settling a table seeded in bulk', () => {
  it('runs every migration again, recorded or not, and records them so the sweep has nothing left', async () => {
    // Arrange
    let counted = 0;
    const recount: Migration = { id: '2026-11-25-recontagem', run: async () => ((counted += 1), 0) };
    await runPendingMigrations([recount]);

    // Act
    const settled = await settleSeededTable([recount]);
    const pending = await runPendingMigrations([recount]);

    // Assess
    expect(settled).toEqual([recount.id]);
    expect(counted).toBe(2);
    expect(pending).toEqual([]);
  });
});

describe('list counters', () => {
  it('answer 0 for a counter never written and the value of the others, in one read', async () => {
    // Arrange
    await setCounter(tenant, 'consultas#E1#agendadas', 7);

    // Act
    const values = await readCounters(tenant, ['consultas#E1#agendadas', 'consultas#E1#liberadas', 'consultas#E1#agendadas']);

    // Assess
    expect([...values]).toEqual([
      ['consultas#E1#agendadas', 7],
      ['consultas#E1#liberadas', 0],
    ]);
    expect(await readCounters(tenant, [])).toEqual(new Map());
  });

  it('follow the writes: a change on its own and one inside a transaction', async () => {
    // Act
    await changeCounter(tenant, 'funcionarios#E9', 3);
    await transactWrite([counterChange(tenant, 'funcionarios#E9', -1), counterChange(tenant, 'funcionarios#E8', 1)]);

    // Assess
    const values = await readCounters(tenant, ['funcionarios#E9', 'funcionarios#E8']);
    expect([...values.values()]).toEqual([2, 1]);
  });

  it('are replaced by a recount: what the rows count, 0 for a counter of the list no row counts, other lists untouched', async () => {
    // Arrange: stale values, a counter whose rows are gone, and a list whose name the recounted one begins.
    await setCounter(tenant, 'recontada#A', 9);
    await setCounter(tenant, 'recontada#sumida', 4);
    await setCounter(tenant, 'recontada-outra#A', 7);
    const rows = [{ tenant, grupo: 'A' }, { tenant, grupo: 'A' }, { tenant, grupo: 'B' }];
    // Two scan pages, as ElectroDB answers a scan with a cursor.
    const scan = async (cursor: string | null) => (cursor ? { data: rows.slice(2), cursor: null } : { data: rows.slice(0, 2), cursor: 'next' });
    const recount = () => recountLists(['recontada'], [countedBy(scan, (row) => [listCounter('recontada'), listCounter('recontada', row.grupo)])]);

    // Act
    const first = await recount();
    const second = await recount();

    // Assess
    expect(first).toEqual({ items: 3, counters: 4 });
    expect(second).toEqual(first);
    const values = await readCounters(tenant, ['recontada', 'recontada#A', 'recontada#B', 'recontada#sumida', 'recontada-outra#A']);
    expect(Object.fromEntries(values)).toEqual({ recontada: 3, 'recontada#A': 2, 'recontada#B': 1, 'recontada#sumida': 0, 'recontada-outra#A': 7 });
  });

  it('are named after the list and its scope', () => {
    expect(listCounter('consultas', 'E1', 54)).toBe('consultas#E1#54');
    expect(listCounter('eventos')).toBe('eventos');
  });
});
