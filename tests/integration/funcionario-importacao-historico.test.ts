import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoute, buildPath, importacaoLimits, type ImportacaoResumo } from '@ocupacional/shared';
import { funcionarioImportacoes } from '../../functions/src/data/entities/funcionario-importacao';
import { newId } from '../../functions/src/data/entities/keys';
import { migrations, runPendingMigrations } from '../../functions/src/data/migrations';
import { dynamo } from '../../functions/src/platform/aws';
import { resources } from '../../functions/src/platform/env';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { apiClient, cookieFrom, createPlatformFixtures, senha, tenants, users } from '../support/platform-fixtures';

/*
 * Issue 14, the import tab's history (the back office's GET empresa/{empresa}/funcionario/importacao, permission 567): a company's newest imports first, at most
 * importacaoLimits.historico, never another company's or tenant's; the jobs written before the byEmpresa index land in
 * it through the migration. (The jobs' processing is funcionario-importacao.test.ts's.)
 */

const empresaId = 'empresa-1';
const migration = migrations.find((candidate) => candidate.id === '2026-11-26-funcionario-importacao-empresa')!;

function job(tenant: string, empresa: string, at: number, changes: Record<string, unknown> = {}) {
  const id = newId(at);
  return {
    tenant,
    id,
    empresaId: empresa,
    usuarioId: 'web-adm',
    usuarioNome: 'Usuário web-adm',
    arquivo: `funcionarios-${at}.xlsx`,
    formato: 'xlsx' as const,
    chave: `importacao/${tenant}/${id}/planilha.xlsx`,
    errosKey: `importacao/${tenant}/${id}/erros.json`,
    situacao: 'concluida' as const,
    total: 3,
    importados: 2,
    comErro: 1,
    createdAt: new Date(at).toISOString(),
    ...changes,
  };
}

describe('issue 14: the employee import history', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;
  const cookies = { admin: '', operador: '' };
  const start = Date.parse('2026-11-20T12:00:00.000Z');

  const login = async (user: { cpf: string; cnpj: string }, area: 'web' | 'empresa') =>
    cookieFrom(
      (
        await call('POST', area === 'web' ? buildPath(apiRoute('web.login')) : buildPath(apiRoute('login'), { tenant: tenants.alfa.tenant }), {
          body: { cpf: user.cpf, cnpj: user.cnpj, senha, point_type: area },
          area,
        })
      ).setCookie,
    );
  const web = (who: 'admin' | 'operador', empresa = empresaId) =>
    call('GET', buildPath(apiRoute('empresaFuncionarioImportacaoLista'), { empresa }), { cookie: cookies[who] });

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test', pollIdleMs: 50 });
    call = apiClient(cloud.url, cloud.port);
    await createPlatformFixtures();
    cookies.admin = await login(users.webAdmin, 'web');
    cookies.operador = await login(users.webOperador, 'web');
  }, 120_000);
  afterAll(() => cloud?.stop());

  it('lists the company’s newest imports first, at most the limit, for the back office (567)', async () => {
    // Prepare: more jobs than the history shows, one still processing; another company's and another tenant's.
    const mine = Array.from({ length: importacaoLimits.historico + 2 }, (_, n) => job('alfa', empresaId, start + n * 60_000));
    mine[mine.length - 1] = { ...mine[mine.length - 1]!, situacao: 'processando' as never, total: undefined as never };
    for (const item of mine) await funcionarioImportacoes().create(item).go();
    await funcionarioImportacoes().create(job('alfa', 'empresa-2', start + 3_600_000)).go();
    await funcionarioImportacoes().create(job('beta', empresaId, start + 3_600_000)).go();
    // Act
    const admin = await web('admin');
    // Assess
    expect(admin.status, JSON.stringify(admin.json)).toBe(200);
    const rows = admin.json.data as ImportacaoResumo[];
    const newest = [...mine].reverse().slice(0, importacaoLimits.historico);
    expect(rows.map((row) => row.id)).toEqual(newest.map((item) => item.id));
    expect(rows[0]).toMatchObject({ situacao: 'processando', total: null, importados: 2, com_erro: 1, usuario: 'Usuário web-adm' });
    expect(rows[1]).toMatchObject({ arquivo: newest[1]!.arquivo, situacao: 'concluida', total: 3, importados: 2, existentes: 0, com_erro: 1 });
  });

  it('refuses the back office without permission 567 (403) and a company the tenant does not have (404)', async () => {
    // Act
    const operador = await web('operador');
    const unknown = await web('admin', 'empresa-inexistente');
    // Assess
    expect(operador.status).toBe(403);
    expect(unknown.status).toBe(404);
  });

  it('puts the jobs written before the byEmpresa index in it (migration)', async () => {
    // Prepare: a job as the version before wrote it (no gsi1 keys).
    const old = job('alfa', 'empresa-antiga', start);
    const { Item } = funcionarioImportacoes().put(old).params<{ Item: Record<string, unknown> }>();
    const { gsi1pk: _pk, gsi1sk: _sk, ...before } = Item;
    await dynamo().send(new PutCommand({ TableName: resources.tableName(), Item: before }));
    const query = () => funcionarioImportacoes().query.byEmpresa({ tenant: 'alfa', empresaId: 'empresa-antiga' }).go();
    expect((await query()).data).toEqual([]);
    // Act
    expect(await runPendingMigrations([migration])).toEqual([migration.id]);
    // Assess
    expect((await query()).data.map((item) => item.id)).toEqual([old.id]);
  });
});
