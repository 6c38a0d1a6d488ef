import { parseArgs } from 'node:util';
import type { ZodError } from 'zod';
import { formatCnpj, formatCpf, packages, resourceEnv, tenantPointTypes } from '@ocupacional/shared';
import { publicBaseUrl } from '@ocupacional/functions/platform/public-url';
import { PromptCancelledError, readHiddenLines } from './hidden-prompt';
import { TenantConflictError, createTenant, newTenantSchema, type NewTenant } from './tenant-provisioning';

/*
 * npm run tenant:create -- --tenant <slug> --nome <provider> --cnpj <cnpj> --email <e-mail> --admin-cpf <cpf> …
 *
 * Creates a provider (tenant) and its first web-area administrator in a deployed table (docs/deploy.md step 9),
 * through the entities the API reads. Table: --table or TABLE_NAME; region and credentials: the AWS SDK's default
 * chain (AWS_PROFILE, AWS_REGION, …). The password comes from TENANT_ADMIN_PASSWORD or is typed without echo —
 * never a flag, which would stay in the shell's history.
 *
 * Exit codes: 0 created (or checked, with --dry-run); 1 bad input or an AWS failure; 2 the tenant, its CNPJ or
 * the login already exists. Nothing is written unless every check passes.
 */

const passwordVariable = 'TENANT_ADMIN_PASSWORD';

const usage = `Uso: npm run tenant:create -- --tenant <endereço> --nome <razão social> --cnpj <CNPJ> --email <e-mail>
         --admin-cpf <CPF> [--admin-nome <nome>] [--admin-usuario <usuário>] [--admin-email <e-mail>]
         [--telefone <telefone>] [--pacotes 27,30] [--ambiente teste|producao]
         [--table <tabela>] [--public-url https://web.exemplo.com.br | --domain exemplo.com.br] [--dry-run]
A senha do administrador vem de ${passwordVariable} ou é digitada (sem eco) quando o comando roda num terminal.
Pacotes: ${Object.entries(packages)
  .map(([name, code]) => `${code} (${name})`)
  .join(', ')}.`;

/** Bad input: the message says what to fix; nothing was read or written. */
class InputError extends Error {}

/** Where each field of the schema comes from, to name it in messages. */
const fieldSources: Record<string, string> = {
  tenant: '--tenant',
  nome: '--nome',
  cnpj: '--cnpj',
  email: '--email',
  telefone: '--telefone',
  pacotes: '--pacotes',
  ambiente: '--ambiente',
  'admin.cpf': '--admin-cpf',
  'admin.nome': '--admin-nome',
  'admin.usuario': '--admin-usuario',
  'admin.email': '--admin-email',
  'admin.senha': `senha (${passwordVariable})`,
};

function issuesText(error: ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.filter((part) => typeof part === 'string').join('.');
      return `  ${fieldSources[path] ?? path}: ${issue.message}`;
    })
    .join('\n');
}

function readFlags(argv: readonly string[]) {
  if (argv.some((arg) => /^--(senha|password|admin-senha|admin-password)(=|$)/.test(arg))) {
    throw new InputError(`A senha não é aceita como opção (ficaria no histórico do shell): defina ${passwordVariable} ou digite-a quando pedida.`);
  }
  const text = { type: 'string' } as const;
  try {
    return parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        tenant: text,
        nome: text,
        cnpj: text,
        email: text,
        telefone: text,
        pacotes: text,
        ambiente: text,
        'admin-cpf': text,
        'admin-nome': text,
        'admin-usuario': text,
        'admin-email': text,
        table: text,
        'public-url': text,
        domain: text,
        'dry-run': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    throw new InputError(`Opções inválidas: ${(error as Error).message}`);
  }
}

type Flags = ReturnType<typeof readFlags>;

/** A package by code ('27') or name ('ltcat'); NaN for anything else, which the schema refuses by name. */
function packageOf(token: string): number {
  const byName = (packages as Record<string, number>)[token.toLowerCase()];
  return byName ?? (/^\d+$/.test(token) ? Number(token) : Number.NaN);
}

function inputOf(flags: Flags, senha: string) {
  return {
    tenant: flags.tenant,
    nome: flags.nome,
    cnpj: flags.cnpj,
    email: flags.email,
    telefone: flags.telefone,
    pacotes: flags.pacotes?.split(',').map((token) => token.trim()).filter(Boolean).map(packageOf),
    ambiente: flags.ambiente,
    admin: {
      cpf: flags['admin-cpf'],
      nome: flags['admin-nome'] ?? 'Administrador',
      usuario: flags['admin-usuario'] ?? 'admin',
      email: flags['admin-email'] ?? flags.email,
      senha,
    },
  };
}

/** The web area's address, from --public-url, --domain or PUBLIC_APP_URL; undefined when none is given. */
function publicUrlOf(flags: Flags): string | undefined {
  const given = flags['public-url'] ?? (flags.domain ? `https://web.${flags.domain.trim().toLowerCase()}` : process.env[resourceEnv.publicUrl]);
  if (!given) return undefined;
  try {
    const url = new URL(given);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
    return url.origin;
  } catch {
    throw new InputError(`Endereço público inválido: ${given} (ex.: https://web.exemplo.com.br)`);
  }
}

async function passwordOf(): Promise<string> {
  const fromEnv = process.env[passwordVariable];
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    throw new InputError(`Defina a senha do administrador em ${passwordVariable} ou rode o comando num terminal para digitá-la.`);
  }
  const [senha, confirma] = await readHiddenLines(['Senha do administrador: ', 'Repita a senha: ']);
  if (senha === undefined || senha !== confirma) throw new InputError('As senhas não conferem. Nada foi gravado.');
  return senha;
}

function report(created: NewTenant, adminId: string, publicUrl: string | undefined, dryRun: boolean): string {
  const { tenant, nome, cnpj, pacotes, ambiente, admin } = created;
  const lines = [
    `${dryRun ? 'Seria criado o cliente' : 'Cliente criado:'} "${tenant}" — ${nome}, CNPJ ${formatCnpj(cnpj)}, pacotes ${pacotes.length ? pacotes.join(', ') : 'nenhum'}, ambiente eSocial ${ambiente}.`,
    `${dryRun ? 'Seria criado o administrador' : 'Administrador criado:'} ${admin.nome} (usuário ${admin.usuario}, CPF ${formatCpf(admin.cpf)}, ${admin.email}, id ${adminId}).`,
  ];
  const login = `com o CPF ${formatCpf(admin.cpf)}, o CNPJ ${formatCnpj(cnpj)} e a senha definida`;
  if (publicUrl) {
    const env = { [resourceEnv.publicUrl]: publicUrl };
    lines.push(`Acesso: ${publicBaseUrl('web', undefined, env)} ${login}.`);
    lines.push(`Áreas do cliente: ${tenantPointTypes.map((area) => publicBaseUrl(area, tenant, env)).join(', ')}`);
  } else {
    lines.push(`Acesso: na área web (https://web.<domínio>) ${login}. Informe --public-url ou --domain para ver os endereços.`);
  }
  if (dryRun) lines.push('Verificação concluída (--dry-run): nada foi gravado.');
  return lines.join('\n');
}

/** Runs the command; answers the exit code. */
async function run(argv: readonly string[]): Promise<number> {
  try {
    const flags = readFlags(argv);
    if (flags.help) {
      console.info(usage);
      return 0;
    }
    const publicUrl = publicUrlOf(flags);
    // Everything but the password is checked before asking for it.
    const early = newTenantSchema.safeParse(inputOf(flags, 'x'.repeat(8)));
    if (!early.success) throw new InputError(`Dados inválidos:\n${issuesText(early.error)}\nNada foi gravado.\n\n${usage}`);
    const table = flags.table ?? process.env[resourceEnv.table];
    if (!table) throw new InputError(`Informe a tabela com --table ou ${resourceEnv.table}. Nada foi gravado.`);
    const parsed = newTenantSchema.safeParse(inputOf(flags, await passwordOf()));
    if (!parsed.success) throw new InputError(`Dados inválidos:\n${issuesText(parsed.error)}\nNada foi gravado.`);

    // The entities read the table name from the environment on first use.
    process.env[resourceEnv.table] = table;
    const dryRun = flags['dry-run'] ?? false;
    const { adminId } = await createTenant(parsed.data, { dryRun });
    console.info(report(parsed.data, adminId, publicUrl, dryRun));
    return 0;
  } catch (error) {
    if (error instanceof InputError || error instanceof PromptCancelledError) {
      console.error(error.message);
      return 1;
    }
    if (error instanceof TenantConflictError) {
      console.error(`${error.message}\nNada foi alterado.`);
      return 2;
    }
    const { name, message } = error as Error;
    const hint = name === 'ResourceNotFoundException' ? ' (a tabela existe nesta conta e região?)' : '';
    // The three items are written in one transaction: either all are there or none; running again tells which.
    console.error(`Falha ao acessar a AWS: ${name}: ${message}${hint}.\nA gravação é de tudo ou nada: rode o comando de novo.`);
    return 1;
  }
}

process.exitCode = await run(process.argv.slice(2));
