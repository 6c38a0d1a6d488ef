import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoute, buildPath, onlyDigits, recordSavedMessage, toQueryString, type EmpresaRegistro } from '@ocupacional/shared';
import { empresas } from '../../functions/src/data/entities/empresa';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { seedDemoData } from '../../infra/local/seed';
import { loadDemoUsers } from '../../infra/local/seed/demo-users';
import { apiClient, cookieFrom } from '../support/platform-fixtures';

/*
 * Issue 14, Empresas on the demo seed: the seeded companies (written around the write paths, then settled by the
 * migrations: list keys, counter, CNPJ claims) are listed with their total, each opens and saves again unchanged
 * through the record's form rules, and one seeded CNPJ cannot be registered a second time.
 */

type Page = { data: EmpresaRegistro[]; pagination: { total: number | null; next?: string | null } };

/** What the edit form sends back for a company as GET empresa/{id} answers it. */
const formOf = (row: EmpresaRegistro) => ({
  ...row,
  id_medico_coordenador: row.coordenador_pcmso?.id ?? null,
  ra_id_profissional: row.responsavel_ambiental?.id_profissional ?? null,
  ra_nome: row.responsavel_ambiental?.nome ?? null,
  ra_cpf: row.responsavel_ambiental?.cpf ?? null,
  ra_ide_oc: row.responsavel_ambiental?.ide_oc ?? null,
  ra_dsc_oc: row.responsavel_ambiental?.dsc_oc ?? null,
  ra_nr_oc: row.responsavel_ambiental?.nr_oc ?? null,
  ra_uf_oc: row.responsavel_ambiental?.uf_oc ?? null,
});

describe('issue 14: Empresas on the demo seed', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  let cookie = '';

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test' });
    await seedDemoData(cloud.clients.dynamo, cloud.resources.tableName);
    call = apiClient(cloud.url, cloud.port);
    const admin = loadDemoUsers().find((user) => user.area === 'web' && user.tenant === 'demo' && user.role === 'administrador')!;
    const login = await call('POST', buildPath(apiRoute('web.login')), {
      body: { cpf: onlyDigits(admin.cpf), cnpj: onlyDigits(admin.cnpj), senha: admin.senha, point_type: 'web' },
    });
    cookie = cookieFrom(login.setCookie);
  }, 180_000);
  afterAll(() => cloud?.stop());

  it('lists every live seeded company with its total, and each saves again through the form rules', async () => {
    // Prepare
    const seeded = (await empresas().query.byId({ tenant: 'demo' }).go({ pages: 'all' })).data.filter((item) => !item.deletedAt);
    // Act
    const list = await call('GET', `${buildPath(apiRoute('empresaLista'))}${toQueryString({ pagination: 100 })}`, { cookie });
    const page = list.json.data as Page;
    const saves = await Promise.all(
      page.data.map(async (row) => call('POST', buildPath(apiRoute('empresaSalvar')), { cookie, body: formOf(row) })),
    );
    const again = await call('POST', buildPath(apiRoute('empresaSalvar')), {
      cookie,
      body: { ...formOf(page.data[0]!), id: null, versao: null, nome: 'Outra com o mesmo CNPJ' },
    });
    // Assess
    expect(seeded.length).toBeGreaterThan(0);
    expect(page.data.map((row) => row.id).sort()).toEqual(seeded.map((item) => item.id).sort());
    expect(page.pagination.total).toBe(seeded.length);
    for (const save of saves) expect([save.status, save.json.msg], JSON.stringify(save.json)).toEqual([200, recordSavedMessage]);
    expect(again.status).toBe(400);
    expect((again.json.data as { fields: Record<string, string[]> }).fields).toHaveProperty('cnpj');
  });
});
