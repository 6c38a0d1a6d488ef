import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventosEsocial } from '../../functions/src/data/entities/evento-esocial';
import { certificados } from '../../functions/src/data/entities/certificado';
import { esocialConfigs } from '../../functions/src/data/entities/esocial-config';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { runLocalDailyCheck } from '../../infra/local/daily-check-run';
import { startLocalEsocial, type LocalEsocial } from '../../infra/local/esocial-local';
import { seedDemoData } from '../../infra/local/seed';
import { seedEsocialDemo } from '../../infra/local/seed/esocial-demo';
import { waitFor } from '../support/wait-for';

/*
 * The demo's eSocial wiring as `npm start` sets it up: the simulator on the local test CA, the functions pointed at
 * it, a stored A1 per demo company and automatic sending for the first company. The daily check then sends that
 * company's released ASOs and each ends with a receipt (or with the item log that says why not).
 */

describe('the demo tenant on the eSocial simulator', () => {
  let esocial: LocalEsocial;
  let cloud: LocalCloud;

  beforeAll(async () => {
    esocial = await startLocalEsocial();
    cloud = await startLocalCloud({ stage: 'test', pollIdleMs: 50, functionEnv: { ...esocial.env, ESOCIAL_POLL_SCHEDULE: '0,1,1' } });
    await seedDemoData(cloud.clients.dynamo, cloud.resources.tableName);
    expect(await seedEsocialDemo(esocial.ca)).toBe('seeded');
    expect(await seedEsocialDemo(esocial.ca)).toBe('already-seeded');
  }, 120_000);

  afterAll(async () => {
    await cloud?.stop();
    await esocial?.stop();
  });

  it('writes the other companies’ events of released ASOs, unsent, for an operator to batch', async () => {
    // Act
    const { data } = await eventosEsocial().query.byLayout({ tenant: 'demo', layout: 'S-2220' }).go({ pages: 'all' });

    // Assess
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((evento) => !evento.recibo && !evento.loteId)).toBe(true);
    expect(esocial.simulator.lotes).toHaveLength(0);
  });

  it('stores an A1 for every demo company and sends the automatic company’s ASOs on the daily check', async () => {
    // Act
    const result = await runLocalDailyCheck(cloud);

    // Assess
    const { data: stored } = await certificados().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    expect(stored).toHaveLength(3);
    const demo = result.esocial.find((resumo) => resumo.tenant === 'demo');
    expect(demo?.eventosCriados).toBeGreaterThan(0);
    expect(demo?.lotesEnviados).toBe(1);
    const { data: config } = await esocialConfigs().get({ tenant: 'demo' }).go();
    const automaticas = new Set(config?.empresaIds ?? []);
    const eventos = await waitFor(async () => {
      const { data } = await eventosEsocial().query.byLayout({ tenant: 'demo', layout: 'S-2220' }).go({ pages: 'all' });
      const enviados = data.filter((evento) => automaticas.has(evento.empresaId));
      return enviados.length > 0 && enviados.every((evento) => evento.recibo || (evento.erros ?? []).length > 0) ? enviados : undefined;
    }, { what: 'the automatic company’s events to be answered', timeoutMs: 45_000 });
    expect(eventos.some((evento) => evento.recibo)).toBe(true);
    expect(esocial.simulator.lotes).toHaveLength(1);
  });
});
