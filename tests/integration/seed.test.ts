import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { addDays, consultaStatus, onlyDigits, todayInSaoPaulo, uploadStatus } from '@ocupacional/shared';
import {
  clientes,
  consultas,
  consultasExternas,
  credenciadas,
  dateKeyWindow,
  empresas,
  exames,
  fdts,
  funcionarios,
  instantKeyWindow,
  parceiros,
  pcmsoExames,
  pcmsoRevisoes,
  tabelaPrecoExames,
  tabelasPreco,
  unicos,
  uploadPaginas,
  usuarios,
} from '../../functions/src/data/entities';
import { verifyPassword } from '../../functions/src/platform/passwords';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { seedDemoData } from '../../infra/local/seed';
import { loadDemoUsers } from '../../infra/local/seed/demo-users';

/*
 * The demo seed on a fresh local cloud, read back through the entities the functions use: the demo logins work
 * as the login route will look them up, the second tenant stays out of the first one's queries, the statuses
 * and default windows of spec 1 §4 and §9 have data, and a second run changes nothing.
 */

describe('the demo seed', () => {
  let cloud: LocalCloud;
  let first: 'seeded' | 'already-seeded';
  const users = loadDemoUsers();
  const today = todayInSaoPaulo();

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test' });
    first = await seedDemoData(cloud.clients.dynamo, cloud.resources.tableName);
  });
  afterAll(async () => {
    await cloud?.stop();
  });

  it('seeds an empty table', () => {
    expect(first).toBe('seeded');
  });

  it('finds every demo user by its login keys as digits, and its password verifies', async () => {
    expect(users.length).toBeGreaterThanOrEqual(10);
    for (const user of users) {
      // Prepare: what the login gets (masked) is stripped to digits, as the API does
      const cpf = onlyDigits(user.cpf);
      const cnpj = onlyDigits(user.cnpj);
      // Act: the web area has no tenant in its path: the tenant comes from its CNPJ
      const tenant =
        user.area === 'web' ? (await clientes().query.byCnpj({ cnpj }).go()).data.map((c) => c.tenant) : [user.tenant];
      const { data } = await usuarios().query.byLogin({ tenant: user.tenant, pointType: user.area, pointCnpj: cnpj, cpf }).go();
      // Assess
      expect(tenant).toEqual([user.tenant]);
      expect(data, `${user.area} ${user.cpf} ${user.cnpj}`).toHaveLength(1);
      const usuario = data[0]!;
      expect(usuario).toMatchObject({ tenant: user.tenant, pointType: user.area, cpf, pointCnpj: cnpj, ativo: true });
      expect(await verifyPassword(user.senha, usuario.senhaHash)).toBe(true);
      expect(await verifyPassword(`${user.senha}x`, usuario.senhaHash)).toBe(false);
      expect(usuario.isAdm).toBe(user.role === 'administrador');
    }
  });

  it("links each point user to the company, clinic or partner of the CNPJ it logs in with", async () => {
    for (const user of users.filter((u) => u.area !== 'web')) {
      const { data } = await usuarios()
        .query.byLogin({ tenant: user.tenant, pointType: user.area, pointCnpj: onlyDigits(user.cnpj), cpf: onlyDigits(user.cpf) })
        .go();
      const pointId = data[0]?.pointId;
      expect(pointId).toBeTruthy();
      const point =
        user.area === 'empresa'
          ? (await empresas().get({ tenant: user.tenant, id: pointId! }).go()).data
          : user.area === 'credenciada'
            ? (await credenciadas().get({ tenant: user.tenant, id: pointId! }).go()).data
            : (await parceiros().get({ tenant: user.tenant, id: pointId! }).go()).data;
      expect(point?.cnpj).toBe(onlyDigits(user.cnpj));
      const tipo = `${user.area as 'empresa' | 'credenciada' | 'parceiro'}Cnpj` as const;
      const claim = await unicos().get({ tenant: user.tenant, tipo, valor: onlyDigits(user.cnpj) }).go();
      expect(claim.data?.alvoId).toBe(pointId);
    }
  });

  it('gives the operator a partial permission list: 559 and 553, not 560 or 561', async () => {
    const operador = users.find((u) => u.role === 'operador')!;
    const { data } = await usuarios()
      .query.byLogin({ tenant: operador.tenant, pointType: operador.area, pointCnpj: onlyDigits(operador.cnpj), cpf: onlyDigits(operador.cpf) })
      .go();
    expect(data[0]?.isAdm).toBe(false);
    expect(data[0]?.acessoPermissao).toEqual(expect.arrayContaining([559, 553]));
    expect(data[0]?.acessoPermissao).not.toContain(560);
    expect(data[0]?.acessoPermissao).not.toContain(561);
  });

  it("keeps the second tenant's records out of the first tenant's partition queries", async () => {
    // Prepare: the other tenant's records, read in its own partition
    const outras = (await empresas().query.byId({ tenant: 'outra' }).go({ pages: 'all' })).data;
    const outrosFuncionarios = (await funcionarios().query.byId({ tenant: 'outra' }).go({ pages: 'all' })).data;
    expect(outras.length).toBeGreaterThan(0);
    expect(outrosFuncionarios.length).toBeGreaterThan(0);
    const outra = outras[0]!;
    const outroFuncionario = outrosFuncionarios[0]!;

    // Act: the demo tenant's lists, and the other tenant's ids and documents asked for under the demo tenant
    const demoEmpresas = (await empresas().query.byId({ tenant: 'demo' }).go({ pages: 'all' })).data;
    const demoFuncionarios = (await funcionarios().query.byId({ tenant: 'demo' }).go({ pages: 'all' })).data;
    const demoConsultas = (await consultasExternas().query.byId({ tenant: 'demo' }).go({ pages: 'all' })).data;
    const byId = await empresas().get({ tenant: 'demo', id: outra.id }).go();
    const byCnpj = await empresas().query.byCodigo({ tenant: 'demo', lista: 'vivo' }).begins({ codigoChave: outra.cnpj }).go();
    const byCpf = await funcionarios().query.byCpf({ tenant: 'demo', cpf: outroFuncionario.cpf }).go();
    const byEmpresa = await funcionarios().query.byEmpresa({ tenant: 'demo', empresaId: outra.id }).go();
    const outraLogin = users.find((u) => u.tenant === 'outra' && u.area === 'empresa')!;
    const login = await usuarios()
      .query.byLogin({ tenant: 'demo', pointType: 'empresa', pointCnpj: onlyDigits(outraLogin.cnpj), cpf: onlyDigits(outraLogin.cpf) })
      .go();

    // Assess
    expect(demoEmpresas.length).toBeGreaterThan(0);
    for (const item of [...demoEmpresas, ...demoFuncionarios, ...demoConsultas]) expect(item.tenant).toBe('demo');
    expect(demoEmpresas.map((e) => e.id)).not.toContain(outra.id);
    expect(demoFuncionarios.map((f) => f.cpf)).not.toContain(outroFuncionario.cpf);
    expect(byId.data).toBeNull();
    expect(byCnpj.data).toEqual([]);
    expect(byCpf.data).toEqual([]);
    expect(byEmpresa.data).toEqual([]);
    expect(login.data).toEqual([]);
  });

  it('has external consultations in every consultation status of spec 1 §4, and upload pages in 79 and 193', async () => {
    const externas = (await consultasExternas().query.byId({ tenant: 'demo' }).go({ pages: 'all' })).data;
    const statuses = new Set(externas.map((c) => c.tipoStatus));
    for (const status of Object.values(consultaStatus)) expect(statuses, `status ${status}`).toContain(status);

    // The generated ones have their definitive consultation under the same number and status
    const definitivas = (await consultas().query.byIdCon({ tenant: 'demo' }).go({ pages: 'all' })).data;
    for (const externa of externas.filter((c) => c.idCon !== undefined)) {
      const definitiva = definitivas.find((c) => c.idCon === externa.idCon);
      expect(definitiva?.consultaExternaId).toBe(externa.id);
      expect(definitiva?.tipoStatus).toBe(externa.tipoStatus);
    }

    const paginas = (await uploadPaginas().query.byUpload({ tenant: 'demo' }).go({ pages: 'all' })).data;
    const pageStatuses = paginas.map((p) => p.tipoStatus);
    expect(pageStatuses).toEqual(expect.arrayContaining([uploadStatus.processado, uploadStatus.vinculadoManualmente]));
  });

  it("puts consultations in the lists' default windows: today, past, future and deleted", async () => {
    // Prepare
    const padrao = (await credenciadas().query.byLocal({ tenant: 'demo' }).go({ pages: 'all' })).data.find((c) => c.padrao);
    expect(padrao).toBeDefined();
    const inWindow = async (daysBefore: number, daysAfter: number) => {
      const window = dateKeyWindow(addDays(today, -daysBefore), addDays(today, daysAfter));
      return (
        await consultasExternas()
          .query.byCredenciada({ tenant: 'demo', credenciadaId: padrao!.id })
          .between({ dataAge: window.start }, { dataAge: window.end })
          .go({ pages: 'all' })
      ).data;
    };

    // Act: the clinic list (60 days back to today) and the back office (10 before to 30 ahead)
    const clinica = await inWindow(60, 0);
    const backOffice = await inWindow(10, 30);
    const asoWindow = instantKeyWindow(addDays(today, -60), addDays(today, 1));
    const listaAso = (
      await consultas()
        .query.byData({ tenant: 'demo' })
        .between({ dtCad: asoWindow.start }, { dtCad: asoWindow.end })
        .go({ pages: 'all' })
    ).data;

    // Assess
    const days = backOffice.map((c) => c.dataAge.slice(0, 10));
    expect(days).toContain(today);
    expect(days.some((day) => day < today)).toBe(true);
    expect(days.some((day) => day > today)).toBe(true);
    expect(clinica.length).toBeGreaterThan(0);
    expect(clinica.every((c) => c.dataAge.slice(0, 10) <= today)).toBe(true);
    const all = (await consultasExternas().query.byId({ tenant: 'demo' }).go({ pages: 'all' })).data;
    expect(all.some((c) => c.deletedAt)).toBe(true);
    expect(listaAso.map((c) => c.tipoStatus)).toEqual(expect.arrayContaining([68, 69]));
  });

  it('gives each front a current PCMSO with exams per GHE, and clinics price tables in integer cents', async () => {
    const frentes = (await fdts().query.byId({ tenant: 'demo' }).go({ pages: 'all' })).data;
    for (const fdt of frentes) {
      const latest = await pcmsoRevisoes().query.byFdt({ tenant: 'demo', fdtId: fdt.id }).go({ order: 'desc', limit: 1 });
      expect(latest.data).toHaveLength(1);
      const revisao = latest.data[0]!;
      const exams = await pcmsoExames().query.byRevisao({ tenant: 'demo', pcmsoRevisaoId: revisao.id }).go({ pages: 'all' });
      expect(exams.data.length).toBeGreaterThan(0);
      expect(exams.data.every((e) => e.validade > 0)).toBe(true);
    }
    const catalogo = (await exames().query.byId({ tenant: 'demo' }).go({ pages: 'all' })).data;
    const clinicas = (await credenciadas().query.byLocal({ tenant: 'demo' }).go({ pages: 'all' })).data;
    for (const clinica of clinicas) {
      const tabelas = await tabelasPreco().query.byCredenciada({ tenant: 'demo', credenciadaId: clinica.id }).go();
      expect(tabelas.data.length).toBeGreaterThan(0);
      const precos = await tabelaPrecoExames().query.byTabela({ tenant: 'demo', tabelaPrecoId: tabelas.data[0]!.id }).go();
      expect(precos.data).toHaveLength(catalogo.length);
      expect(precos.data.every((p) => Number.isInteger(p.valorVenda) && p.valorVenda > 0)).toBe(true);
    }
  });

  it("answers 'already-seeded' the second time and writes nothing", async () => {
    // Prepare
    const countItems = async () =>
      (await cloud.clients.dynamo.send(new ScanCommand({ TableName: cloud.resources.tableName, Select: 'COUNT' }))).Count;
    const markerOf = async () =>
      (
        await cloud.clients.dynamo.send(
          new GetItemCommand({ TableName: cloud.resources.tableName, Key: { pk: { S: 'SYSTEM' }, sk: { S: 'SEED' } } }),
        )
      ).Item;
    const before = await countItems();
    const markerBefore = await markerOf();

    // Act
    const second = await seedDemoData(cloud.clients.dynamo, cloud.resources.tableName);

    // Assess
    expect(second).toBe('already-seeded');
    expect(await countItems()).toBe(before);
    expect(await markerOf()).toEqual(markerBefore);
  });
});
