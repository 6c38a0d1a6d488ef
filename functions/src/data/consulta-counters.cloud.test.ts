import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../../infra/local/cloud';
import { dynamo } from '../platform/aws';
import { resources } from '../platform/env';
import { consultasExternas } from './entities/consulta-externa';
import { listCounter, readCounters } from './list-counters';
import { countedLists, windowTotal } from './consulta-counters';
import { migrations, runPendingMigrations } from './migrations';

/*
 * Issue 17's consultation migration against the local cloud: external consultations written before it (without the
 * tenant schedule index gsi4 and the search text) get them, and the lists' and badges' counters get their first
 * value from what exists.
 */

let cloud: LocalCloud;
const tenant = 't-consulta-contadores';
const migration = migrations.find((candidate) => candidate.id === '2026-11-25-consulta-externa-agenda-busca')!;

beforeAll(async () => {
  cloud = await startLocalCloud({ stage: 'test' });
});

afterAll(async () => {
  await cloud.stop();
});

function order(id: string, changes: Record<string, unknown> = {}) {
  return {
    tenant,
    id,
    empresaId: 'E1',
    empresaNome: 'MetalVale',
    funcionarioId: 'F1',
    funcionarioNome: 'José da Conceição',
    funcionarioCpf: '52998224725',
    credenciadaId: 'C1',
    credenciadaNome: 'Clínica Matriz',
    fdtId: 'FDT1',
    fdtDescricao: 'Fábrica',
    funcaoId: 'FN1',
    funcaoNome: 'Soldador',
    dataAge: '2026-11-25T09:00',
    tipoAso: 52,
    tipoStatus: 54,
    createdAt: '2026-11-20T12:00:00.000Z',
    ...changes,
  };
}

describe('the external consultations migration of issue 17', () => {
  it('gives old items the schedule index and the search text, and counts the lists and badges once', async () => {
    // Arrange: two orders as the version before wrote them (no gsi4 keys, no busca), one of them failed (195).
    for (const [id, changes] of [['A1', {}], ['A2', { tipoStatus: 195, dataAge: '2026-11-26' }]] as const) {
      const { Item } = consultasExternas().put(order(id, changes)).params<{ Item: Record<string, unknown> }>();
      const { gsi4pk: _pk, gsi4sk: _sk, busca: _busca, ...old } = Item;
      await dynamo().send(new PutCommand({ TableName: resources.tableName(), Item: old }));
    }

    // Act
    expect(await runPendingMigrations([migration])).toEqual([migration.id]);

    // Assess
    const { data } = await consultasExternas().query.byAgenda({ tenant }).go({ pages: 'all' });
    expect(data.map((item) => item.id)).toEqual(['A1', 'A2']);
    const key = consultasExternas().get({ tenant, id: 'A1' }).params<{ Key: Record<string, string> }>().Key;
    const { Item } = await dynamo().send(new GetCommand({ TableName: resources.tableName(), Key: key }));
    expect(Item?.busca).toBe(' jose da conceicao 52998224725 metalvale clinica matriz soldador');
    const { data: found } = await consultasExternas()
      .query.byEmpresa({ tenant, empresaId: 'E1' })
      .where(({ busca }, { contains }) => contains(busca, ' concei'))
      .go();
    expect(found).toHaveLength(2);
    expect(await windowTotal(tenant, [[listCounter(countedLists.empresa, 'E1'), '2026-10-01', '2026-11-30']])).toBe(2);
    expect(await windowTotal(tenant, [[listCounter(countedLists.credenciada, 'C1'), '2026-11-25', '2026-11-26']])).toBe(2);
    const badges = await readCounters(tenant, [
      `${listCounter(countedLists.agendadas, 'C1')}#d#2026-11-25`,
      `${listCounter(countedLists.erroCadastro, 'E1')}#d#2026-11-20`,
    ]);
    expect([...badges.values()]).toEqual([1, 1]);
  });
});
