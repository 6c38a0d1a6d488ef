import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recountConsultaCounters } from '@ocupacional/functions/data/consulta-counters';
import { migrarConsultasParaFilas } from '@ocupacional/functions/data/consulta-filas';
import { migrarFuncionariosParaListas } from '@ocupacional/functions/data/funcionario-lista';
import { countExistingUploads } from '@ocupacional/functions/data/uploads';
import { countExistingMailLog } from '@ocupacional/functions/mail/queue';
import { contadores, consultasExternas, emailEnvios, funcionarios, unicos } from '@ocupacional/functions/data/entities/index';
import { migrarEventosParaListas } from '@ocupacional/functions/data/esocial/eventos';
import { contarLotesExistentes } from '@ocupacional/functions/data/esocial/lotes';
import { emailLogCounters } from '@ocupacional/functions/mail/queue';
import { startLocalCloud, type LocalCloud } from '../cloud';
import { seedDemoData } from '../seed';
import { seedScale, type ScaleSeedResult } from './scale';
import type { ScaleSize } from './scale-data';

/*
 * The scale seed, scaled down (3 companies × 50 employees): it writes what it says through the entities, once, and
 * the list counters it writes are the ones the product's recounts (the migrations' counting) arrive at.
 */

const small: ScaleSize = { empresas: 3, funcionariosPorEmpresa: 50, consultas: 400, eventos: 300, emails: 120, paginas: 45, paginasPorUpload: 10 };
const tenant = 'demo';
let cloud: LocalCloud;
let result: ScaleSeedResult;

/** Every list counter counted from the rows there are, as the issue 17 migrations do. */
async function recountAll(): Promise<void> {
  for (const recount of [recountConsultaCounters, migrarConsultasParaFilas, migrarFuncionariosParaListas, migrarEventosParaListas, contarLotesExistentes, countExistingMailLog, countExistingUploads]) {
    await recount();
  }
}

async function counterValues(): Promise<Map<string, number>> {
  const { data } = await contadores().query.byNome({ tenant }).go({ pages: 'all' });
  return new Map(data.map((item) => [item.nome, item.valor]));
}

beforeAll(async () => {
  cloud = await startLocalCloud({ stage: 'test' });
  const now = new Date('2026-11-25T12:00:00Z');
  // The demo seed counts its rows into the counters itself; the scale seed adds its own.
  await seedDemoData(cloud.clients.dynamo, cloud.resources.tableName, now);
  result = await seedScale(cloud.clients.dynamo, cloud.resources.tableName, { size: small, now, concurrency: 8, workers: 2 });
}, 120_000);

afterAll(async () => {
  await cloud?.stop();
});

describe('seedScale', () => {
  it('writes the asked rows on the demo companies with demo logins, with unique CPF claims', async () => {
    expect(result.outcome).toBe('seeded');
    expect(result.items).toMatchObject({ funcionarios: 150, unicos: 150, consultasExternas: 400, eventosEsocial: 300, emailEnvios: 120, uploads: 5, uploadPaginas: 45 });
    const empresas = result.refs?.empresas.slice(0, 3) ?? [];
    for (const empresa of empresas) {
      const { data } = await funcionarios().query.byEmpresa({ tenant, empresaId: empresa.id }).go({ pages: 'all' });
      expect(data.filter((item) => item.cpf.startsWith('9')).length).toBeGreaterThanOrEqual(50);
    }
    const cpf = (await funcionarios().query.byEmpresa({ tenant, empresaId: empresas[0]?.id as string }).go()).data.find((f) => f.mat === '100000')?.cpf;
    expect((await unicos().get({ tenant, tipo: 'funcionarioCpf', valor: cpf as string }).go()).data).not.toBeNull();
  });

  it('writes every consultation through the entity, with its keys', async () => {
    const { data } = await consultasExternas().query.byId({ tenant }).go({ pages: 'all' });
    const ids = new Set(data.map((item) => item.id));
    expect(data.length).toBeGreaterThanOrEqual(400);
    expect(ids.size).toBe(data.length);
  });

  it('leaves counters equal to a recount of the rows', { timeout: 60_000 }, async () => {
    const written = await counterValues();
    await recountAll();
    const recounted = await counterValues();
    for (const [nome, valor] of recounted) expect([nome, written.get(nome) ?? 0]).toEqual([nome, valor]);
    for (const point of ['aso', 'esocial-lote', 'senha']) {
      const { data } = await emailEnvios().query.byPoint({ tenant, point }).go({ pages: 'all' });
      expect(written.get(emailLogCounters(point)[0] as string) ?? 0).toBe(data.length);
    }
    expect(written.get('consulta')).toBeGreaterThan(200);
  });

  it('runs once per table', async () => {
    const again = await seedScale(cloud.clients.dynamo, cloud.resources.tableName, { size: small, workers: 0 });
    expect(again.outcome).toBe('already-seeded');
  });
});
