import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toQueryString } from '@ocupacional/shared';
import { tarefaLogs } from '../../functions/src/data/entities/tarefa-log';
import type { LocalCloud } from '../../infra/local/cloud';
import { runLocalDailyCheck } from '../../infra/local/daily-check-run';
import type { RunningEsocialSimulator } from '../../infra/local/esocial-simulator/index';
import {
  a1Da,
  empresaA,
  empresaB,
  esocialPath,
  esocialTenant,
  releasedAso,
  startEsocialCloud,
  trabalhadores,
  turnOnAutomaticSending,
  type EsocialCaller,
  type EsocialCloudWithSimulator,
} from '../support/esocial-fixtures';
import { waitFor } from '../support/wait-for';

/*
 * The daily check's eSocial part (spec 2 "Daily check", "Acceptance"): fired the way `npm run daily-check` fires it,
 * it creates the S-2220 of an automatic-sending company's released ASOs, batches and transmits them, warns about a
 * certificate near expiry and writes the tenant's task log; fired again the same day, it does nothing.
 */

type Row = Record<string, unknown> & { id: string };

describe('the daily check sends the pending eSocial events of an automatic-sending company', () => {
  let esocial: EsocialCloudWithSimulator<'admin'> | undefined;
  let simulator: RunningEsocialSimulator;
  let cloud: LocalCloud;
  let admin: EsocialCaller;

  beforeAll(async () => {
    esocial = await startEsocialCloud({ users: ['admin'], simulator: true });
    const { ca } = esocial;
    ({ cloud, simulator } = esocial);
    admin = esocial.callers.admin;
    const certificado = (empresa: typeof empresaA, validadeDias?: number) => {
      const a1 = a1Da(ca, empresa, validadeDias !== undefined ? { validadeDias } : {});
      return admin('POST', esocialPath('web', 'esocialCertificadoSalvar'), {
        empresa: empresa.id,
        arquivo: { nome: `${empresa.id}.pfx`, conteudo: a1.conteudo },
        senha: a1.password,
        confirmar_senha: a1.password,
        vincular: 1,
      });
    };
    expect((await certificado(empresaA)).status).toBe(200);
    // B's certificate lasts 5 more days: the daily check warns about it.
    expect((await certificado(empresaB, 5)).status).toBe(200);
    await turnOnAutomaticSending(admin);
    await releasedAso(trabalhadores.maria);
    await releasedAso(trabalhadores.joao, { exames: ['exa-clinico'] });
  }, 120_000);

  afterAll(() => esocial?.stop());

  it('generates, batches and transmits the new events, warns about the certificate, and logs the task', async () => {
    // Act: what `npm run daily-check` does against a running local cloud.
    const result = await runLocalDailyCheck(cloud, {
      fire: async () => (await fetch(`${cloud.url}/__local/schedules/dailyCheck`, { method: 'POST' })).json(),
    });

    // Assess
    expect(result.ran).toBe(true);
    expect(result.esocial).toEqual([
      expect.objectContaining({
        tenant: esocialTenant.tenant,
        eventosCriados: 2,
        lotesGerados: 1,
        lotesEnviados: 1,
        certificadosVencendo: [expect.objectContaining({ dias: 4 })],
      }),
    ]);
    const rows = await waitFor(async () => {
      const { json } = await admin('GET', esocialPath('web', 'esocialEventos', { layout: 'S-2220' }, toQueryString({ filter: { id_empresa: empresaA.id } })));
      const data = (json.data as { data: Row[] }).data;
      return data.length === 2 && data.every((row) => row.recibo) ? data : undefined;
    }, { what: 'the receipts of the automatic sending', timeoutMs: 30_000 });
    expect(rows.map((row) => (row.tipo_status as Row).id)).toEqual([335, 335]);
    expect(simulator.lotes).toHaveLength(1);
    const { data: log } = await tarefaLogs().get({ tenant: esocialTenant.tenant, dia: result.day, tarefa: 'dailyCheck' }).go();
    expect(JSON.parse(log?.resultado ?? '{}')).toMatchObject({ esocial: { lotesEnviados: 1 } });
    const { emails } = (await (await fetch(`${cloud.endpoints.sesv2}/store`)).json()) as { emails: { subject: string }[] };
    expect(emails.some((email) => email.subject.includes('certificados digitais perto do vencimento'))).toBe(true);
  });

  it('is a no-op when fired again the same day', async () => {
    const again = (await cloud.fireSchedule('dailyCheck')) as { ran: boolean; esocial?: unknown };
    expect(again).toMatchObject({ ran: false });
    expect(again.esocial).toBeUndefined();
    const { json } = await admin('GET', esocialPath('web', 'esocialLotes'));
    expect((json.data as { data: Row[] }).data).toHaveLength(1);
    expect(simulator.lotes).toHaveLength(1);
  });
});
