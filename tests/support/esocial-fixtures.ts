import { addDays, apiRoute, apiRoutes, buildPath, todayInSaoPaulo, type PointType } from '@ocupacional/shared';
import { clientes } from '../../functions/src/data/entities/cliente';
import { consultaExames } from '../../functions/src/data/entities/consulta-exame';
import { consultas } from '../../functions/src/data/entities/consulta';
import { empresas } from '../../functions/src/data/entities/empresa';
import { exames } from '../../functions/src/data/entities/exame';
import { fdts } from '../../functions/src/data/entities/fdt';
import { funcionarios } from '../../functions/src/data/entities/funcionario';
import { ghes } from '../../functions/src/data/entities/ghe';
import { pcmsoRevisoes } from '../../functions/src/data/entities/pcmso-revisao';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { exportPkcs12, getTestCertificates, issueTestA1, type KeyAndCertificate } from '../../functions/src/esocial/test-certificates';
import { hashPassword } from '../../functions/src/platform/passwords';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { startEsocialSimulator, type RunningEsocialSimulator } from '../../infra/local/esocial-simulator/index';
import { apiClient, cookieFrom } from './platform-fixtures';

/*
 * A tenant for the eSocial integration tests, written through the entities the API reads: two companies (A, whose
 * root the simulator knows as an employer, and B, which it does not), their employees, a PCMSO with its
 * coordinator, an exam catalogue with Tabela 27 codes (one exam without), and released ASOs with the examining
 * doctor. Users: a back-office administrator, a back-office operator without permission 586, a user of company A.
 */

export const senha = 'senha-esocial-1';

export const esocialTenant = { tenant: 'esoc', cnpj: '01339296000132' };

export const empresaA = { id: 'empresa-a', nome: 'Metalúrgica Alfa Ltda', nomeFantasia: 'Alfa', cnpj: '01444025000147' };
export const empresaB = { id: 'empresa-b', nome: 'Construtora Beta Ltda', nomeFantasia: 'Beta', cnpj: '01548754000143' };

export const esocialUsers = {
  admin: { id: 'esoc-adm', pointType: 'web', cpf: '12345678062', cnpj: esocialTenant.cnpj, isAdm: true, acessoPermissao: [] as number[] },
  operador: { id: 'esoc-op', pointType: 'web', cpf: '12346469947', cnpj: esocialTenant.cnpj, isAdm: false, acessoPermissao: [] as number[] },
  empresaA: { id: 'esoc-emp', pointType: 'empresa', cpf: '12347261819', cnpj: empresaA.cnpj, isAdm: true, acessoPermissao: [] as number[] },
  empresaB: { id: 'esoc-emp-b', pointType: 'empresa', cpf: '52998224725', cnpj: empresaB.cnpj, isAdm: true, acessoPermissao: [] as number[] },
} as const;

export const trabalhadores = {
  maria: { id: 'fun-maria', nome: 'Maria Souza', cpf: '11144477735', mat: '1001', empresa: empresaA },
  joao: { id: 'fun-joao', nome: 'João Lima', cpf: '12345678909', mat: '1002', empresa: empresaA },
  ana: { id: 'fun-ana', nome: 'Ana Prado', cpf: '39053344705', mat: '2001', empresa: empresaB },
};

const dayMs = 86_400_000;

/** The company a company user of the fixtures is bound to (by its CNPJ). */
const empresaDoUsuario = (user: { cnpj: string }) => (user.cnpj === empresaB.cnpj ? empresaB : empresaA);

/**
 * Writes the tenant. `packages` defaults to [30] (eSocial); `ambiente` 'teste' is produção restrita (tpAmb 2),
 * which the simulator receives.
 */
export async function createEsocialFixtures(options: { pacotes?: number[]; now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const { tenant } = esocialTenant;
  await clientes()
    .put({ tenant, nome: 'Saúde Ocupacional eSocial', cnpj: esocialTenant.cnpj, email: 'contato@esoc.example.com.br', pacotes: options.pacotes ?? [30], ambiente: 'teste' })
    .go();
  for (const empresa of [empresaA, empresaB]) {
    await empresas().put({ tenant, ...empresa, uf: 'SP', cidade: 'Campinas' }).go();
    await fdts().put({ tenant, id: `fdt-${empresa.id}`, empresaId: empresa.id, descricao: `Fábrica ${empresa.nomeFantasia}` }).go();
    await ghes()
      .put({
        tenant,
        id: `ghe-${empresa.id}`,
        empresaId: empresa.id,
        fdtId: `fdt-${empresa.id}`,
        ghe: 'GHE-01',
        descricao: 'Produção',
        riscos: [{ categoria: 270, descricao: 'Ruído contínuo' }],
      })
      .go();
    await pcmsoRevisoes()
      .put({
        tenant,
        id: `pcmso-${empresa.id}`,
        empresaId: empresa.id,
        fdtId: `fdt-${empresa.id}`,
        rev: 1,
        descricao: 'Elaboração do PCMSO',
        dataHora: new Date(now.getTime() - 100 * dayMs).toISOString(),
        vencimento: new Date(now.getTime() + 200 * dayMs).toISOString().slice(0, 10),
        responsavelNome: 'Dr. Paulo Henrique Vasconcelos',
        responsavelCrm: '654321',
        responsavelCrmUf: 'SP',
      })
      .go();
  }
  await exames().put({ tenant, id: 'exa-clinico', nome: 'Exame Clínico Ocupacional', codigoEsocial: '0295', clinico: true }).go();
  await exames().put({ tenant, id: 'exa-audio', nome: 'Audiometria Tonal Ocupacional', codigoEsocial: '0281' }).go();
  await exames().put({ tenant, id: 'exa-acuidade', nome: 'Acuidade Visual' }).go();
  for (const trabalhador of Object.values(trabalhadores)) {
    await funcionarios()
      .put({
        tenant,
        id: trabalhador.id,
        empresaId: trabalhador.empresa.id,
        nome: trabalhador.nome,
        cpf: trabalhador.cpf,
        dtNas: '1990-04-12',
        sexo: 61,
        fdtId: `fdt-${trabalhador.empresa.id}`,
        funcaoId: 'funcao-1',
        gheId: `ghe-${trabalhador.empresa.id}`,
        mat: trabalhador.mat,
      })
      .go();
  }
  const hash = await hashPassword(senha);
  for (const user of Object.values(esocialUsers)) {
    await usuarios()
      .put({
        tenant,
        id: user.id,
        pointType: user.pointType,
        pointId: user.pointType === 'empresa' ? empresaDoUsuario(user).id : undefined,
        pointNome: user.pointType === 'empresa' ? empresaDoUsuario(user).nome : 'Saúde Ocupacional eSocial',
        pointCnpj: user.cnpj,
        cpf: user.cpf,
        nome: `Usuário ${user.id}`,
        usuario: user.id,
        email: `${user.id}@esoc.example.com.br`,
        senhaHash: hash,
        isAdm: user.isAdm,
        acessoModulo: [],
        acessoPermissao: user.acessoPermissao,
        sessao: 8,
      })
      .go();
  }
}

let nextIdCon = 1;

/**
 * A released ASO (status 66, aptidão 1) of an employee, released `hoursAgo`, with its exams (catalogue ids) and the
 * examining doctor. Answers its id_con.
 */
export async function releasedAso(
  trabalhador: (typeof trabalhadores)[keyof typeof trabalhadores],
  options: { exames?: string[]; hoursAgo?: number; tipoAso?: number; medico?: boolean; now?: Date } = {},
): Promise<number> {
  const { tenant } = esocialTenant;
  const now = options.now ?? new Date();
  const idCon = nextIdCon++;
  const liberadaEm = new Date(now.getTime() - (options.hoursAgo ?? 1) * 3_600_000);
  const dtCad = new Date(liberadaEm.getTime() - 3_600_000).toISOString();
  const dia = new Date(liberadaEm.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
  const empresa = trabalhador.empresa;
  await consultas()
    .put({
      tenant,
      idCon,
      empresaId: empresa.id,
      empresaNome: empresa.nome,
      funcionarioId: trabalhador.id,
      funcionarioNome: trabalhador.nome,
      funcionarioCpf: trabalhador.cpf,
      credenciadaId: 'cred-1',
      credenciadaNome: 'Clínica Central',
      fdtId: `fdt-${empresa.id}`,
      fdtDescricao: `Fábrica ${empresa.nomeFantasia}`,
      gheId: `ghe-${empresa.id}`,
      gheCodigo: 'GHE-01',
      gheDescricao: 'Produção',
      funcaoId: 'funcao-1',
      funcaoNome: 'Auxiliar de Produção',
      dataAge: `${dia}T09:00`,
      tipoAso: (options.tipoAso ?? 47) as 47,
      tipoStatus: 66,
      aptidao: 1,
      liberadaEm: liberadaEm.toISOString(),
      ...(options.medico === false ? {} : { medicoNome: 'Dra. Ana Paula Gonçalves', medicoCrm: '123456', medicoCrmUf: 'SP' }),
      pcmsoRevisaoId: `pcmso-${empresa.id}`,
      revisao: 1,
      dtCad,
    })
    .go();
  for (const [index, exameId] of (options.exames ?? ['exa-clinico', 'exa-audio']).entries()) {
    const nome = { 'exa-clinico': 'Exame Clínico Ocupacional', 'exa-audio': 'Audiometria Tonal Ocupacional', 'exa-acuidade': 'Acuidade Visual' }[exameId] ?? exameId;
    await consultaExames()
      .put({ tenant, idCon, id: `exm-${idCon}-${index}`, funcionarioId: trabalhador.id, empresaId: empresa.id, exameId, exameNome: nome, data: dia })
      .go();
  }
  return idCon;
}

/** An A1 of a company issued by the simulator's CA, as the upload form sends it: base64 and its password. */
export function a1Da(ca: KeyAndCertificate, empresa: { nome: string; cnpj: string }, options: { validadeDias?: number; password?: string } = {}) {
  const password = options.password ?? 'a1-senha-123';
  const certificate = issueTestA1(ca, {
    companyName: empresa.nome.toUpperCase(),
    cnpj: empresa.cnpj,
    ...(options.validadeDias !== undefined ? { notAfter: new Date(Date.now() + options.validadeDias * dayMs) } : {}),
  });
  return { conteudo: exportPkcs12(certificate, password, [ca.certificatePem]).toString('base64'), password, certificate };
}

/** Logs a user in (once per test file: the login rate limit is 10 per 5 minutes) and answers a caller with its cookie. */
export async function sessionOf(baseUrl: string, port: number, user: (typeof esocialUsers)[keyof typeof esocialUsers]) {
  const call = apiClient(baseUrl, port);
  const area = user.pointType as PointType;
  const path = area === 'web' ? buildPath(apiRoute('web.login')) : buildPath(apiRoute('login'), { tenant: esocialTenant.tenant });
  const login = await call('POST', path, { area, body: { cpf: user.cpf, cnpj: user.cnpj, senha, point_type: area } });
  if (login.status !== 200) throw new Error(`login of ${user.id} answered ${login.status}: ${JSON.stringify(login.json)}`);
  const cookie = cookieFrom(login.setCookie);
  return (method: string, routePath: string, body?: unknown) =>
    call(method, routePath, { area, cookie, ...(body !== undefined ? { body } : {}) });
}

/** The path of an eSocial route for a user's area: `web.<id>` for the back office, `<id>` under /esoc for a company. */
export function esocialPath(area: 'web' | 'empresa', id: string, params: Record<string, string | number> = {}, query = ''): string {
  // Routes of the back office only (the configuration) have no `web.` twin.
  const webId = apiRoutes.some((candidate) => candidate.id === `web.${id}`) ? `web.${id}` : id;
  const route = apiRoute((area === 'web' ? webId : id) as Parameters<typeof apiRoute>[0]);
  return `${buildPath(route, { tenant: esocialTenant.tenant, ...params })}${query}`;
}

/** A caller of sessionOf: a user's requests with its session cookie. */
export type EsocialCaller = Awaited<ReturnType<typeof sessionOf>>;

type EsocialUserName = keyof typeof esocialUsers;

export interface EsocialCloud<U extends EsocialUserName> {
  cloud: LocalCloud;
  /** The test CA (getTestCertificates): the simulator trusts it, a1Da issues the companies' A1 from it. */
  ca: KeyAndCertificate;
  /** One caller per user asked for, each logged in once. */
  callers: Record<U, EsocialCaller>;
  /** Stops the cloud, then the simulator. */
  stop: () => Promise<void>;
}

/** The eSocial cloud with the simulator the functions send to. */
export type EsocialCloudWithSimulator<U extends EsocialUserName> = EsocialCloud<U> & { simulator: RunningEsocialSimulator };

export interface EsocialCloudOptions<U extends EsocialUserName> {
  users: readonly U[];
  /** Starts the eSocial simulator (company A's root registered as an employer) and points the functions at it. */
  simulator?: boolean;
}

/**
 * The setup of the eSocial integration files: the local cloud (fast pollers) writing to the tenant of
 * createEsocialFixtures, with the users logged in, and when asked the eSocial simulator the functions send to.
 */
export async function startEsocialCloud<U extends EsocialUserName>(
  options: EsocialCloudOptions<U> & { simulator: true },
): Promise<EsocialCloudWithSimulator<U>>;
export async function startEsocialCloud<U extends EsocialUserName>(options: EsocialCloudOptions<U>): Promise<EsocialCloud<U>>;
export async function startEsocialCloud<U extends EsocialUserName>(
  options: EsocialCloudOptions<U>,
): Promise<EsocialCloud<U> & { simulator?: RunningEsocialSimulator }> {
  const { ca } = getTestCertificates();
  const simulator = options.simulator
    ? await startEsocialSimulator({ caPem: ca.certificatePem, registeredEmployers: [empresaA.cnpj] })
    : undefined;
  let cloud: LocalCloud | undefined;
  const stop = async () => {
    await cloud?.stop();
    await simulator?.stop();
  };
  try {
    cloud = await startLocalCloud({
      stage: 'test',
      pollIdleMs: 50,
      ...(simulator
        ? { functionEnv: { ESOCIAL_BASE_URL: simulator.url, ESOCIAL_CA_PEM: simulator.serverCaPem, ESOCIAL_POLL_SCHEDULE: '0,1,1,2' } }
        : {}),
    });
    await createEsocialFixtures();
    const callers = {} as Record<U, EsocialCaller>;
    for (const user of options.users) callers[user] = await sessionOf(cloud.url, cloud.port, esocialUsers[user]);
    return { cloud, ca, callers, stop, ...(simulator ? { simulator } : {}) };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Company A in the automatic sending from 30 days ago, saved as the configuration screen saves it. */
export async function turnOnAutomaticSending(admin: EsocialCaller): Promise<void> {
  // With the version the screen read (issue 12 item 3).
  const lida = await admin('GET', esocialPath('web', 'esocialConfiguracao'));
  const config = await admin('POST', esocialPath('web', 'esocialConfiguracaoSalvar'), {
    versao: (lida.json.data as { versao: number }).versao,
    ativo: 1,
    empresas: [empresaA.id],
    empresas_processar: [empresaA.id],
    data_inicio: addDays(todayInSaoPaulo(), -30),
  });
  if (config.status !== 200) throw new Error(`the eSocial configuration answered ${config.status}: ${JSON.stringify(config.json)}`);
}
