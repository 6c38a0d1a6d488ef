import * as z from 'zod';
import {
  apiRoutes,
  cnpjField,
  cpfField,
  emailField,
  fieldLimits,
  formatCnpj,
  formatCpf,
  maxChars,
  minChars,
  optionalText,
  packages,
  requiredText,
  tenantIdPattern,
} from '@ocupacional/shared';
import { clientes } from '@ocupacional/functions/data/entities/cliente';
import { newId } from '@ocupacional/functions/data/entities/keys';
import { ltcatModeloConteudos } from '@ocupacional/functions/data/entities/ltcat-modelo-conteudo';
import { defaultLtcatModelo } from '@ocupacional/functions/data/ltcat-modelo-padrao';
import { unicos } from '@ocupacional/functions/data/entities/unico';
import { usuarios } from '@ocupacional/functions/data/entities/usuario';
import { TransactionConflictError, transactWrite } from '@ocupacional/functions/data/transactions';
import { hashPassword } from '@ocupacional/functions/platform/passwords';

/*
 * A new provider (tenant) and its first web-area administrator, written as the API reads them: the `cliente`
 * (found by slug, and by CNPJ for the web login), the `usuario` (login index web#CNPJ#CPF) and the `unico` login
 * claim beside it (unico.ts). The three go in one TransactWriteItems, each created only if absent, so a run
 * writes all of them or nothing.
 */

/**
 * First path segments a tenant cannot take: the web area's API paths share /sst/api/ with the tenant areas'
 * /sst/api/{tenant}/…, and the tenant areas serve their own files under /assets/.
 */
export const reservedTenantSlugs: ReadonlySet<string> = new Set([
  'sst',
  'assets',
  ...apiRoutes.filter((route) => !route.tenant).map((route) => route.path.split('/')[1] ?? ''),
]);

const slugMessage = 'Use de 1 a 64 letras minúsculas, números ou hífens, começando e terminando com letra ou número';

const passwordMax = 255;

const knownPackages: readonly number[] = Object.values(packages);
const packageMessage = `Pacote desconhecido: use ${Object.entries(packages)
  .map(([name, code]) => `${code} (${name})`)
  .join(' ou ')}`;

/** What the operator gives; documents masked or not, kept as digits. */
export const newTenantSchema = z.object({
  tenant: z
    .string({ error: 'Campo obrigatório' })
    .trim()
    .regex(tenantIdPattern, slugMessage)
    .refine((slug) => !reservedTenantSlugs.has(slug), { error: 'Este endereço é reservado pelo sistema; escolha outro' }),
  nome: requiredText(fieldLimits.name),
  cnpj: cnpjField(),
  email: emailField(),
  telefone: optionalText(fieldLimits.phone),
  pacotes: z
    .array(z.number().refine((code) => knownPackages.includes(code), { error: packageMessage }))
    .default([])
    .transform((codes) => [...new Set(codes)]),
  ambiente: z.enum(['producao', 'teste']).default('teste'),
  admin: z.object({
    cpf: cpfField(),
    nome: requiredText(fieldLimits.name),
    usuario: requiredText(fieldLimits.name),
    email: emailField(),
    // Never trimmed: spaces are part of a password (as meu-cadastro).
    senha: z.string().min(fieldLimits.passwordMin, minChars(fieldLimits.passwordMin)).max(passwordMax, maxChars(passwordMax)),
  }),
});

export type NewTenantInput = z.input<typeof newTenantSchema>;
export type NewTenant = z.output<typeof newTenantSchema>;

/** The tenant, its CNPJ or the administrator's login is taken: nothing was written. */
export class TenantConflictError extends Error {
  constructor(readonly conflicts: readonly string[]) {
    super(conflicts.join('\n'));
    this.name = 'TenantConflictError';
  }
}

const tenantTaken = (tenant: string) => `O cliente "${tenant}" já existe.`;
const loginTaken = (cpf: string, cnpj: string) =>
  `Já existe um usuário da área web com o CPF ${formatCpf(cpf)} no CNPJ ${formatCnpj(cnpj)}.`;

/** The web-area login key the API keeps unique (sessions.ts findUser reads the same triple). */
function loginValue(input: NewTenant): string {
  return `web#${input.cnpj}#${input.admin.cpf}`;
}

/**
 * Every reason the tenant cannot be created, read before writing so the operator sees them all at once. The
 * CNPJ has no uniqueness item across tenants, so it is checked on the byCnpj index: the web login picks the
 * provider by the CNPJ typed, and two providers with one CNPJ would make it ambiguous.
 */
export async function tenantConflicts(input: NewTenant): Promise<string[]> {
  const { tenant, cnpj } = input;
  const [existing, sameCnpj, claim, logins] = await Promise.all([
    clientes().get({ tenant }).go(),
    clientes().query.byCnpj({ cnpj }).go(),
    unicos().get({ tenant, tipo: 'usuarioLogin', valor: loginValue(input) }).go(),
    usuarios().query.byLogin({ tenant, pointType: 'web', pointCnpj: cnpj, cpf: input.admin.cpf }).go(),
  ]);
  const conflicts: string[] = [];
  if (existing.data) conflicts.push(tenantTaken(tenant));
  const holders = sameCnpj.data.filter((cliente) => cliente.tenant !== tenant).map((cliente) => `"${cliente.tenant}"`);
  if (holders.length > 0) {
    conflicts.push(`O CNPJ ${formatCnpj(cnpj)} já pertence ao cliente ${holders.join(', ')} (o login da área web identifica o cliente pelo CNPJ).`);
  }
  if (claim.data || logins.data.length > 0) conflicts.push(loginTaken(input.admin.cpf, cnpj));
  return conflicts;
}

export interface CreatedTenant {
  readonly tenant: string;
  readonly adminId: string;
}

/**
 * Creates the tenant and its administrator, or throws {@link TenantConflictError} having written nothing.
 * `dryRun` stops after the checks.
 *
 * @example await createTenant(newTenantSchema.parse({ tenant: 'minha-empresa', …, admin: { …, senha } }))
 */
export async function createTenant(input: NewTenant, options: { dryRun?: boolean } = {}): Promise<CreatedTenant> {
  const conflicts = await tenantConflicts(input);
  if (conflicts.length > 0) throw new TenantConflictError(conflicts);
  const adminId = newId();
  if (options.dryRun) return { tenant: input.tenant, adminId };

  const { tenant, nome, cnpj, email, telefone, pacotes, ambiente, admin } = input;
  const operations = [
    { put: clientes().create({ tenant, nome, cnpj, email, pacotes, ambiente, ...(telefone ? { telefone } : {}) }).params() },
    { put: unicos().create({ tenant, tipo: 'usuarioLogin', valor: loginValue(input), alvoId: adminId }).params() },
    {
      put: usuarios()
        .create({
          tenant,
          id: adminId,
          pointType: 'web',
          pointNome: nome,
          pointCnpj: cnpj,
          cpf: admin.cpf,
          nome: admin.nome,
          usuario: admin.usuario,
          email: admin.email,
          senhaHash: await hashPassword(admin.senha),
          isAdm: true,
        })
        .params(),
    },
    // The default LTCAT model (issue 15): the sections the LTCAT document is generated from, edited in ltcat/modelo.
    ...defaultLtcatModelo(tenant).map((conteudo) => ({ put: ltcatModeloConteudos().create(conteudo).params() })),
  ];
  try {
    await transactWrite(operations);
  } catch (error) {
    // Someone created the same tenant or login between the checks and the write: the transaction wrote nothing.
    if (!(error instanceof TransactionConflictError)) throw error;
    throw new TenantConflictError([
      ...(error.failedAt(0) ? [tenantTaken(tenant)] : []),
      ...(error.failedAt(1) || error.failedAt(2) ? [loginTaken(admin.cpf, cnpj)] : []),
    ]);
  }
  return { tenant, adminId };
}
