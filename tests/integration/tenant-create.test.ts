import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { apiRoute, buildPath, resourceEnv } from '@ocupacional/shared';
import { clientes } from '../../functions/src/data/entities/cliente';
import { unicos } from '../../functions/src/data/entities/unico';
import { usuarios } from '../../functions/src/data/entities/usuario';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { TenantConflictError, createTenant, newTenantSchema } from '../../infra/ops/tenant-provisioning';
import { apiClient } from '../support/platform-fixtures';

/*
 * `npm run tenant:create` (infra/ops/create-tenant.ts) against the local cloud, run as the operator runs it: a
 * separate process that finds DynamoDB through the SDK's own environment (region, credentials, endpoint), the
 * table from --table or TABLE_NAME and the password from TENANT_ADMIN_PASSWORD. What it creates is read back
 * through the entities and used to log in through the local gateway, as the web client does.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const senha = 'Primeira senha 1';
const provider = { cnpj: '27.865.431/0001-77', cpf: '391.847.265-55', cnpjDigits: '27865431000177', cpfDigits: '39184726555' };

function flagsFor(tenant: string, overrides: Record<string, string> = {}): string[] {
  const flags: Record<string, string> = {
    tenant,
    nome: 'Nova Saúde Ocupacional',
    cnpj: provider.cnpj,
    email: 'contato@novasaude.example.com.br',
    'admin-cpf': provider.cpf,
    'admin-nome': 'Ana Administradora',
    pacotes: '27,esocial',
    'public-url': 'https://web.example.com.br',
    ...overrides,
  };
  return Object.entries(flags).flatMap(([name, value]) => [`--${name}`, value]);
}

describe('npm run tenant:create', () => {
  let cloud: LocalCloud;
  let call: ReturnType<typeof apiClient>;

  /** Only what an operator's shell would have: no table or public URL from the local cloud's own environment. */
  function awsEnvironment(): Record<string, string> {
    const pick = ['AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_ENDPOINT_URL_DYNAMODB'];
    return {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...Object.fromEntries(pick.map((name) => [name, cloud.env[name] as string])),
    };
  }

  /** Runs the command in its own process with stdin not a terminal; answers its exit code and output. */
  function run(args: string[], env: Record<string, string> = { TENANT_ADMIN_PASSWORD: senha }, viaNpm = false) {
    const command = viaNpm ? ['npm', ['run', '--silent', 'tenant:create', '--', ...args]] : [process.execPath, ['--import', 'tsx', 'infra/ops/create-tenant.ts', ...args]];
    const child = spawn(command[0] as string, command[1] as string[], {
      cwd: repoRoot,
      env: { ...awsEnvironment(), POWERTOOLS_LOG_LEVEL: 'WARN', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
      child.once('close', (code) => resolve({ code, stdout, stderr })),
    );
  }

  /** Every item of the table, to show that a refused run changed nothing. */
  async function tableItems() {
    const { Items = [] } = await cloud.clients.dynamo.send(new ScanCommand({ TableName: cloud.resources.tableName }));
    return Items.map((item) => JSON.stringify(item)).sort();
  }

  const table = () => ['--table', cloud.resources.tableName];

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test' });
    call = apiClient(cloud.url, cloud.port);
  });
  afterAll(async () => {
    await cloud?.stop();
  });

  it('creates the tenant and its web administrator, printing them and the addresses to log in', async () => {
    // Act
    const { code, stdout, stderr } = await run([...flagsFor('nova-saude'), ...table()], undefined, true);
    // Assess
    // stderr may carry Node's own warnings (the SDK's runtime notice), never a refusal or a failure
    expect(stderr).not.toMatch(/Nada foi|Falha|inválid/);
    expect(code).toBe(0);
    expect(stdout).toContain('Cliente criado: "nova-saude" — Nova Saúde Ocupacional, CNPJ 27.865.431/0001-77, pacotes 27, 30');
    expect(stdout).toContain('Administrador criado: Ana Administradora (usuário admin, CPF 391.847.265-55');
    expect(stdout).toContain('Acesso: https://web.example.com.br com o CPF 391.847.265-55, o CNPJ 27.865.431/0001-77');
    expect(stdout).toContain('https://empresa.example.com.br/nova-saude');
    expect(stdout).not.toContain(senha);
    const { data: cliente } = await clientes().get({ tenant: 'nova-saude' }).go();
    expect(cliente).toMatchObject({ cnpj: provider.cnpjDigits, pacotes: [27, 30], ambiente: 'teste', ativo: true });
    const { data: admins } = await usuarios()
      .query.byLogin({ tenant: 'nova-saude', pointType: 'web', pointCnpj: provider.cnpjDigits, cpf: provider.cpfDigits })
      .go();
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ isAdm: true, usuario: 'admin', email: 'contato@novasaude.example.com.br', ativo: true });
    expect(admins[0]?.senhaHash).not.toContain(senha);
    const { data: claim } = await unicos()
      .get({ tenant: 'nova-saude', tipo: 'usuarioLogin', valor: `web#${provider.cnpjDigits}#${provider.cpfDigits}` })
      .go();
    expect(claim?.alvoId).toBe(admins[0]?.id);
  });

  it('lets the created administrator log in to the web area through the local API', async () => {
    // Act: as the web client on web.<host>, masked documents as typed
    const { status, json } = await call('POST', buildPath(apiRoute('web.login')), {
      area: 'web',
      body: { cpf: provider.cpf, cnpj: provider.cnpj, senha, point_type: 'web' },
    });
    // Assess
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ usuario: { is_adm: true, point: { type: 'web' } }, cliente: { tenant: 'nova-saude', pacotes: [27, 30] } });
  });

  it('refuses a second run for the same tenant, changing nothing', async () => {
    // Prepare
    const before = await tableItems();
    // Act: another password, to show the administrator's is not replaced
    const { code, stdout, stderr } = await run([...flagsFor('nova-saude'), ...table()], { TENANT_ADMIN_PASSWORD: 'outra senha 2' });
    // Assess
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('O cliente "nova-saude" já existe.');
    expect(stderr).toContain('Já existe um usuário da área web com o CPF 391.847.265-55 no CNPJ 27.865.431/0001-77.');
    expect(stderr).toContain('Nada foi alterado.');
    expect(await tableItems()).toEqual(before);
  });

  it('refuses another tenant with a CNPJ a tenant already has, since the web login finds the tenant by it', async () => {
    const before = await tableItems();
    const { code, stderr } = await run([...flagsFor('outra-saude', { 'admin-cpf': '248.613.907-96' }), ...table()]);
    expect(code).toBe(2);
    expect(stderr).toContain('O CNPJ 27.865.431/0001-77 já pertence ao cliente "nova-saude"');
    expect(stderr).not.toContain('O cliente "outra-saude" já existe');
    expect(await tableItems()).toEqual(before);
  });

  it.each<[string, Record<string, string>, string]>([
    ['a CPF with wrong check digits', { 'admin-cpf': '391.847.265-56' }, '--admin-cpf: Digite um CPF válido'],
    ['a malformed e-mail', { 'admin-email': 'ana@' }, '--admin-email: Email inválido'],
    ['a CNPJ with wrong check digits', { cnpj: '27.865.431/0001-78' }, '--cnpj: Digite um CNPJ válido'],
    ['a tenant slug with capitals', { tenant: 'Bad-Slug' }, '--tenant: Use de 1 a 64 letras minúsculas'],
    ['a slug the API paths reserve', { tenant: 'login' }, '--tenant: Este endereço é reservado'],
    ['an unknown package', { pacotes: '27,99' }, '--pacotes: Pacote desconhecido: use 27 (ltcat) ou 30 (esocial)'],
  ])('refuses %s with a message naming the option, writing nothing', async (_, overrides, message) => {
    // Prepare: a tenant nobody has, so only the bad value stands in the way
    const before = await tableItems();
    const tenant = overrides.tenant ?? 'terceira-saude';
    // Act
    const { code, stdout, stderr } = await run([...flagsFor(tenant, { cnpj: '41.239.876/0001-72', ...overrides }), ...table()]);
    // Assess
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
    expect(stderr).toContain('Nada foi gravado.');
    expect(await tableItems()).toEqual(before);
  });

  it.each([
    ['given as a flag', ['--senha', senha], { TENANT_ADMIN_PASSWORD: senha }, 'A senha não é aceita como opção'],
    ['missing, with no terminal to type it', [], {}, 'Defina a senha do administrador em TENANT_ADMIN_PASSWORD'],
    ['shorter than 6 characters', [], { TENANT_ADMIN_PASSWORD: '12345' }, 'senha (TENANT_ADMIN_PASSWORD): Campo deve conter ao menos 6 caracteres'],
  ])('refuses a password %s, writing nothing', async (_, extra, env, message) => {
    const before = await tableItems();
    const { code, stderr } = await run([...flagsFor('terceira-saude', { cnpj: '41.239.876/0001-72' }), ...table(), ...extra], env);
    expect(code).toBe(1);
    expect(stderr).toContain(message);
    expect(await tableItems()).toEqual(before);
  });

  // util-linux `script` gives the command a terminal, as an operator's shell does.
  const hasScript = spawnSync('script', ['--version']).status === 0;

  it.skipIf(!hasScript)('asks for the password twice at a terminal without echoing it', async () => {
    // Prepare
    const args = [...flagsFor('com-terminal', { cnpj: '01.339.296/0001-32' }), ...table()];
    const quoted = args.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
    const child = spawn('script', ['-qec', `"${process.execPath}" --import tsx infra/ops/create-tenant.ts ${quoted}`, '/dev/null'], {
      cwd: repoRoot,
      env: { ...awsEnvironment(), TERM: 'dumb' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    let answered = 0;
    // Act: each answer typed once its question shows (a backspace in the first), as a person would
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (answered === 0 && output.includes('Senha do administrador: ')) {
        answered = 1;
        child.stdin.write(`${senha}x\u007f\r`);
      }
      if (answered === 1 && output.includes('Repita a senha: ')) {
        answered = 2;
        child.stdin.write(`${senha}\r`);
      }
    });
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    // Assess
    expect(code).toBe(0);
    expect(output).toContain('Cliente criado: "com-terminal"');
    expect(output).not.toContain(senha);
    const { status } = await call('POST', buildPath(apiRoute('web.login')), {
      area: 'web',
      body: { cpf: provider.cpf, cnpj: '01.339.296/0001-32', senha, point_type: 'web' },
    });
    expect(status).toBe(200);
  });

  it('checks without writing on --dry-run, finding the table through TABLE_NAME', async () => {
    const before = await tableItems();
    const { code, stdout } = await run([...flagsFor('terceira-saude', { cnpj: '41.239.876/0001-72' }), '--dry-run'], {
      TENANT_ADMIN_PASSWORD: senha,
      [resourceEnv.table]: cloud.resources.tableName,
    });
    expect(code).toBe(0);
    expect(stdout).toContain('Seria criado o cliente "terceira-saude"');
    expect(stdout).toContain('nada foi gravado');
    expect(await tableItems()).toEqual(before);
  });

  it('lets only one of two simultaneous creations of a tenant win: the other is refused by the transaction', async () => {
    // Prepare: both pass the reads before either writes (the password hash sits between them)
    const input = (cpf: string) =>
      newTenantSchema.parse({
        tenant: 'corrida',
        nome: 'Corrida SST',
        cnpj: '08.347.612/0001-67',
        email: 'adm@corrida.example.com.br',
        admin: { cpf, nome: 'Administrador', usuario: 'admin', email: 'adm@corrida.example.com.br', senha },
      });
    // Act
    const results = await Promise.allSettled([createTenant(input('391.847.265-55')), createTenant(input('248.613.907-96'))]);
    // Assess
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(TenantConflictError);
    expect(((refused[0] as PromiseRejectedResult).reason as TenantConflictError).conflicts).toEqual(['O cliente "corrida" já existe.']);
    const { data } = await usuarios().query.byId({ tenant: 'corrida' }).go();
    expect(data).toHaveLength(1);
  });
});
