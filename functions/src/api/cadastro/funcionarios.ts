import {
  admissaoFaltando,
  funcionarioFormSchema,
  funcionarioListQuerySchema,
  keyedPagination,
  listQuerySchema,
  funcionarioStatus,
  invalidOptionMessage,
  itensRequestSchema,
  onlyDigits,
  recordSavedMessage,
  recordsDeletedMessage,
  requiredMessage,
  type Funcionario,
  type FuncionarioForm,
  type FuncionarioRow,
  type FuncionarioSaveResult,
} from '@ocupacional/shared';
import { byIds, currentRevision, employeeOf, frontOf, functionOf, gheOf } from '../../data/company-reads';
import { fdts } from '../../data/entities/fdt';
import { empresas } from '../../data/entities/empresa';
import { funcionarioKeyParts, funcionarios, nameKey, noMatricula, type FuncionarioItem } from '../../data/entities/funcionario';
import { funcionarioTransferencias } from '../../data/entities/funcionario-transferencia';
import { funcoes } from '../../data/entities/funcao';
import { ghes } from '../../data/entities/ghe';
import { newId } from '../../data/entities/keys';
import { funcionariosCounter, funcionariosTotal, readFuncionariosPage, transferenciasCounter } from '../../data/funcionario-lista';
import { changeCounter, counterChange, readCounters } from '../../data/list-counters';
import { readPage } from '../../data/list-page';
import { unicos } from '../../data/entities/unico';
import { TransactionConflictError, transactWrite, type TransactOperation } from '../../data/transactions';
import { exigirVersao, gravarNaVersao, naVersao, proximaVersao, registroAlteradoError, versaoDe, versaoLida } from '../../data/versao';
import {
  HttpError,
  companyScope,
  logger,
  notFoundMessage,
  parseBody,
  parseQuery,
  respond,
  validationFailedMessage,
  type CompanyScope,
  type RouteHandler,
} from '../../platform';
import * as z from 'zod';
import { cidadesDoEstado, estados } from '../../reference';

/*
 * Employees of the company portal (spec 1 §2 "Employees", §3 "Employee", §7 funcionario/0…): the list, one
 * employee, create / edit with the transfer of an already registered CPF, and the delete. A company user sees
 * and changes only its company's employees; the CPF is unique in the tenant (an `unico` claim written with the
 * record, docs/data-model.md pattern 22).
 */

export const cpfRegisteredMessage = 'CPF já cadastrado. Deseja transferir o funcionário para a sua empresa?';
export const cpfTakenMessage = 'CPF já cadastrado';

/** GET funcionario/transferencias: page and page size (20), no filter. */
const transferenciaListQuerySchema = listQuerySchema(z.object({}).optional(), 20);

const flag = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);

/**
 * GET funcionario/0: the company's live employees by name, one page of one index a request (issue 17): search by
 * name, CPF or registration number prefix, status and front filters; the total from the company's counter, null
 * under a search or filter. The next page is asked with the answer's `next` as `cursor`.
 */
export const listFuncionarios: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  const { search, page, pagination, cursor, filter } = parseQuery(event, funcionarioListQuerySchema);
  const request = { tenant, empresaId, search, status: filter.status, fdtId: filter.id_fdt ?? undefined, cursor, pagination };
  const [found, total] = await Promise.all([readFuncionariosPage(request), funcionariosTotal(request)]);
  const pageOf = { data: found.items, pagination: keyedPagination(page, pagination, total, found.next) };
  const [fronts, functions, sectors] = await Promise.all([
    byIds((keys) => fdts().get(keys).go(), tenant, pageOf.data.map((item) => item.fdtId)),
    byIds((keys) => funcoes().get(keys).go(), tenant, pageOf.data.map((item) => item.funcaoId)),
    byIds((keys) => ghes().get(keys).go(), tenant, pageOf.data.map((item) => item.gheId)),
  ]);
  const view = (item: FuncionarioItem): FuncionarioRow => {
    const fdt = fronts.get(item.fdtId);
    const funcao = functions.get(item.funcaoId);
    const ghe = item.gheId ? sectors.get(item.gheId) : undefined;
    return {
      id: item.id,
      nome: item.nome,
      cpf: item.cpf,
      mat: item.mat ?? null,
      dt_nas: item.dtNas,
      sexo: item.sexo,
      fdt: fdt ? { id: fdt.id, nome: fdt.descricao } : null,
      funcao: funcao ? { id: funcao.id, nome: funcao.nome } : null,
      ghe: ghe ? { id: ghe.id, ghe: ghe.ghe, descricao: ghe.descricao } : null,
      pcd: flag(item.pcd),
      adm: flag(item.adm),
      apos_adm: flag(item.aposAdm),
      dem: flag(item.dem),
      status: funcionarioStatus({ dem: flag(item.dem) }),
      created_at: item.createdAt ?? '',
    };
  };
  return respond(200, 'OK', { data: pageOf.data.map(view), pagination: pageOf.pagination });
};

function formOf(item: FuncionarioItem): Funcionario {
  return {
    id: item.id,
    versao: versaoDe(item),
    nome: item.nome,
    cpf: item.cpf,
    rg: item.rg ?? null,
    dt_nas: item.dtNas,
    sexo: item.sexo,
    dt_adm: item.dtAdm ?? null,
    email: item.email ?? null,
    tel_res: item.telRes ?? null,
    tel_cel: item.telCel ?? null,
    id_fdt: item.fdtId,
    id_funcao: item.funcaoId,
    id_ghe: item.gheId ?? null,
    pis: item.pis ?? null,
    mat: item.mat ?? null,
    ct_num: item.ctNum ?? null,
    ct_serie: item.ctSerie ?? null,
    ct_uf: item.ctUf ?? null,
    cep: item.cep ?? null,
    end: item.end ?? null,
    num: item.num ?? null,
    bairro: item.bairro ?? null,
    comp: item.comp ?? null,
    id_estado: item.idEstado ?? null,
    id_cidade: item.idCidade ?? null,
    obs: item.obs ?? null,
    pcd: flag(item.pcd),
    created_user: 0,
    adm: flag(item.adm),
    apos_adm: flag(item.aposAdm),
    dem: flag(item.dem),
    created_at: item.createdAt ?? '',
    updated_at: item.updatedAt ?? null,
  };
}

/** GET funcionario/0/{id}: one employee of the company; another's, or a deleted one, is 404. */
export const getFuncionario: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  const item = await employeeOf(tenant, empresaId, event.pathParameters?.id ?? '');
  if (!item) throw new HttpError(404, notFoundMessage);
  return respond(200, 'OK', formOf(item));
};

/** The reads the form's server checks make; the employee import passes memoised ones (one read per name a job). */
export interface FuncionarioFormReads {
  readonly frontOf: typeof frontOf;
  readonly functionOf: typeof functionOf;
  readonly gheOf: typeof gheOf;
  readonly currentRevision: typeof currentRevision;
}

const directReads: FuncionarioFormReads = { frontOf, functionOf, gheOf, currentRevision };

/**
 * The position and place checks the schema can't make (spec 1 §3): the front is the company's, the function
 * exists, id_ghe is required when the front has a PCMSO and must be a GHE of that front holding the function,
 * and the city is of the state. Answers the field errors (none: an empty object); the form and the import share it.
 */
export async function funcionarioFormErrors(
  scope: Pick<CompanyScope, 'tenant' | 'empresaId'>,
  form: FuncionarioForm,
  reads: FuncionarioFormReads = directReads,
): Promise<Record<string, string[]>> {
  const { tenant, empresaId } = scope;
  const errors: Record<string, string[]> = {};
  const [fdt, funcao, ghe, revision] = await Promise.all([
    reads.frontOf(tenant, empresaId, form.id_fdt),
    reads.functionOf(tenant, form.id_funcao),
    form.id_ghe ? reads.gheOf(tenant, empresaId, form.id_ghe, form.id_fdt) : undefined,
    reads.currentRevision(tenant, form.id_fdt),
  ]);
  if (!fdt) errors.id_fdt = [invalidOptionMessage];
  if (!funcao) errors.id_funcao = [invalidOptionMessage];
  if (admissaoFaltando(form)) errors.dt_adm = [requiredMessage];
  if (fdt && !form.id_ghe && revision) errors.id_ghe = [requiredMessage];
  if (form.id_ghe && (!ghe || (funcao && !ghe.funcaoIds?.includes(funcao.id)))) errors.id_ghe = [invalidOptionMessage];
  if (form.id_estado || form.id_cidade) {
    const estado = estados.find((candidate) => String(candidate.id) === String(form.id_estado));
    const cidade = estado && cidadesDoEstado(estado.id).find((candidate) => String(candidate.id) === String(form.id_cidade));
    if (!estado) errors.id_estado = [invalidOptionMessage];
    if (form.id_cidade && !cidade) errors.id_cidade = [invalidOptionMessage];
  }
  return errors;
}

async function checkForm(scope: CompanyScope, form: FuncionarioForm): Promise<void> {
  const errors = await funcionarioFormErrors(scope, form);
  if (Object.keys(errors).length > 0) throw new HttpError(400, validationFailedMessage, { fields: errors });
}

const optionalFields = {
  rg: 'rg',
  email: 'email',
  tel_res: 'telRes',
  tel_cel: 'telCel',
  id_ghe: 'gheId',
  dt_adm: 'dtAdm',
  pis: 'pis',
  mat: 'mat',
  ct_num: 'ctNum',
  ct_serie: 'ctSerie',
  ct_uf: 'ctUf',
  cep: 'cep',
  end: 'end',
  num: 'num',
  bairro: 'bairro',
  comp: 'comp',
  id_estado: 'idEstado',
  id_cidade: 'idCidade',
  obs: 'obs',
} as const satisfies Partial<Record<keyof FuncionarioForm, keyof FuncionarioItem>>;

type OptionalAttribute = (typeof optionalFields)[keyof typeof optionalFields];

/** The form as entity attributes: what to set, and the optional attributes left empty (to remove on edit). */
export function attributesOf(form: FuncionarioForm) {
  const set = {
    nome: form.nome,
    cpf: form.cpf,
    dtNas: form.dt_nas,
    sexo: form.sexo,
    fdtId: form.id_fdt,
    funcaoId: form.id_funcao,
    pcd: form.pcd === 1,
  } as Record<string, unknown>;
  const remove: OptionalAttribute[] = [];
  for (const [field, attribute] of Object.entries(optionalFields) as [keyof typeof optionalFields, OptionalAttribute][]) {
    const value = form[field];
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text === '') remove.push(attribute);
    else set[attribute] = attribute === 'cep' ? onlyDigits(text) : text;
  }
  return { set: set as Partial<FuncionarioItem> & Pick<FuncionarioItem, 'nome' | 'cpf' | 'dtNas' | 'sexo' | 'fdtId' | 'funcaoId'>, remove };
}

/**
 * A new employee's writes, for one transaction: the record, its CPF claim (unique in the tenant: the transaction
 * fails when the CPF is taken, or when the id exists) and a row more on the company's list. The form and the
 * employee import create through it.
 */
export function newEmployeeOperations(
  scope: Pick<CompanyScope, 'tenant' | 'empresaId' | 'usuarioId'>,
  id: string,
  set: ReturnType<typeof attributesOf>['set'],
): TransactOperation[] {
  const { tenant, empresaId, usuarioId } = scope;
  return [
    { put: funcionarios().create({ tenant, id, empresaId, usuarioId, ...set }).params() },
    { put: unicos().create({ tenant, tipo: 'funcionarioCpf', valor: set.cpf, alvoId: id }).params() },
    counterChange(tenant, funcionariosCounter(empresaId), 1),
  ];
}

/** The employee that holds a CPF in the tenant (its claim), if any. */
export async function cpfHolder(tenant: string, cpf: string): Promise<string | undefined> {
  const { data } = await unicos().get({ tenant, tipo: 'funcionarioCpf', valor: cpf }).go();
  return data?.alvoId;
}

const saved = (id: string) => respond<FuncionarioSaveResult>(200, recordSavedMessage, { id, cadastrado: false });
const alreadyRegistered = () => respond<FuncionarioSaveResult>(200, cpfRegisteredMessage, { id: null, cadastrado: true });

/**
 * POST funcionario/0/editar. Creating with a CPF already registered in the tenant answers `cadastrado` (spec 1
 * §2): the user confirms by resending with created_user 1, which moves that employee to the user's company with
 * the form's data (a deleted one comes back; a move to another company is a new employment, so its ASO flags
 * start over). Editing to another employee's CPF is a field error.
 */
export const saveFuncionario: RouteHandler = async (event, context) => {
  const scope = companyScope(context);
  const { tenant, empresaId, usuarioId } = scope;
  const form = parseBody(event, funcionarioFormSchema);
  await checkForm(scope, form);
  const { set, remove } = attributesOf(form);

  if (!form.id) {
    const holder = await cpfHolder(tenant, form.cpf);
    if (holder) {
      if (form.created_user !== 1) return alreadyRegistered();
      const { data: existing } = await funcionarios().get({ tenant, id: holder }).go();
      if (!existing) throw new HttpError(404, notFoundMessage);
      const newEmployment = existing.empresaId !== empresaId;
      const move = funcionarios()
        .patch({ tenant, id: holder })
        .set({
          ...set,
          empresaId,
          usuarioId,
          ...(newEmployment ? { adm: false, aposAdm: false, dem: false } : {}),
          // The key parts the patch changes beyond what its watchers derive (a deleted one comes back).
          lista: 'vivo',
          situacao: !newEmployment && existing.dem ? 'demitido' : 'ativo',
          matChave: nameKey(form.mat) || noMatricula,
        })
        .remove([...remove, 'deletedAt'])
        // The key parts as read: also the condition that nobody changed them meanwhile.
        .composite(funcionarioKeyParts(existing));
      if (!newEmployment) {
        if (!existing.deletedAt) {
          await move.go();
          return saved(holder);
        }
        // A deleted one coming back is a row more on the company's list.
        try {
          await transactWrite([{ update: move.params() }, counterChange(tenant, funcionariosCounter(empresaId), 1)]);
        } catch (error) {
          if (error instanceof TransactionConflictError) return alreadyRegistered();
          throw error;
        }
        return saved(holder);
      }
      // A move from another company is recorded with it, for the losing company to see (issue 12 item 4).
      const { data: destino } = await empresas().get({ tenant, id: empresaId }).go();
      try {
        await transactWrite([
          { update: move.where(({ empresaId: owner }, { eq }) => eq(owner, existing.empresaId)).params() },
          {
            put: funcionarioTransferencias()
              .create({
                tenant,
                id: newId(),
                funcionarioId: holder,
                funcionarioNome: existing.nome,
                cpf: existing.cpf,
                deEmpresaId: existing.empresaId,
                paraEmpresaId: empresaId,
                paraEmpresaNome: destino?.nomeFantasia ?? destino?.nome ?? '',
                usuarioId,
                ...(scope.usuarioNome ? { usuarioNome: scope.usuarioNome } : {}),
              })
              .params(),
          },
          // The lists' totals: a row more here, one less there (unless it was deleted there), one more transfer.
          counterChange(tenant, funcionariosCounter(empresaId), 1),
          ...(existing.deletedAt ? [] : [counterChange(tenant, funcionariosCounter(existing.empresaId), -1)]),
          counterChange(tenant, transferenciasCounter(existing.empresaId), 1),
        ]);
      } catch (error) {
        // Someone moved it in the meantime: ask again.
        if (error instanceof TransactionConflictError) return alreadyRegistered();
        throw error;
      }
      logger.info('employee transferred', { tenant, funcionarioId: holder, deEmpresaId: existing.empresaId, paraEmpresaId: empresaId, usuarioId });
      return saved(holder);
    }
    const id = newId();
    try {
      await transactWrite(newEmployeeOperations({ tenant, empresaId, usuarioId }, id, set));
    } catch (error) {
      // Someone registered the CPF between the check and the write.
      if (error instanceof TransactionConflictError) return alreadyRegistered();
      throw error;
    }
    return saved(id);
  }

  const lida = versaoLida(form.versao);
  const existing = await employeeOf(tenant, empresaId, form.id);
  if (!existing) throw new HttpError(404, notFoundMessage);
  exigirVersao(existing, lida);
  // The edit writes only over the version the form read (issue 12 item 3): a concurrent save answers 409.
  const patch = funcionarios()
    .patch({ tenant, id: existing.id })
    // A removed registration number is no key part its watcher derives: set what it becomes.
    .set({ ...set, matChave: nameKey(form.mat) || noMatricula, versao: proximaVersao(lida) })
    .composite(funcionarioKeyParts(existing));
  const update = (remove.length > 0 ? patch.remove(remove) : patch)
    .where(({ empresaId: owner, deletedAt }, { eq, notExists }) => `${eq(owner, empresaId)} AND ${notExists(deletedAt)}`)
    .where(naVersao(lida));
  if (existing.cpf === form.cpf) {
    await gravarNaVersao(() => update.go());
    return saved(existing.id);
  }
  const holder = await cpfHolder(tenant, form.cpf);
  if (holder && holder !== existing.id) {
    throw new HttpError(400, validationFailedMessage, { fields: { cpf: [cpfTakenMessage] } });
  }
  try {
    await transactWrite([
      { update: update.params() },
      {
        delete: unicos()
          .delete({ tenant, tipo: 'funcionarioCpf', valor: existing.cpf })
          .where(({ alvoId }, { eq }) => eq(alvoId, existing.id))
          .params(),
      },
      { put: unicos().create({ tenant, tipo: 'funcionarioCpf', valor: form.cpf, alvoId: existing.id }).params() },
    ]);
  } catch (error) {
    if (error instanceof TransactionConflictError) {
      // The employee's own write failed: another save got there first.
      if (error.failedAt(0)) throw registroAlteradoError({ cause: error });
      throw new HttpError(400, validationFailedMessage, { fields: { cpf: [cpfTakenMessage] } });
    }
    throw error;
  }
  return saved(existing.id);
};

/**
 * GET funcionario/transferencias: the company's employees that another company took by CPF (issue 12 item 4), newest
 * first, with who took them, when and by whose hand. The transferred employee itself is no longer the company's.
 */
export const listTransferencias: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  const { page, pagination, cursor } = parseQuery(event, transferenciaListQuerySchema);
  const counter = transferenciasCounter(empresaId);
  // One page of the company's transfers, newest first, and the count kept with the transfers.
  const query = funcionarioTransferencias().query.byEmpresaOrigem({ tenant, deEmpresaId: empresaId });
  const [found, counts] = await Promise.all([
    readPage(tenant, { cursor, pagination }, 'gsi1', (options) => query.go({ ...options, order: 'desc' })),
    readCounters(tenant, [counter]),
  ]);
  const rows = found.items.map((item) => ({
    id: item.id,
    funcionario: { id: item.funcionarioId, nome: item.funcionarioNome, cpf: item.cpf },
    para_empresa: { id: item.paraEmpresaId, nome: item.paraEmpresaNome },
    usuario: item.usuarioNome ?? null,
    created_at: item.createdAt,
  }));
  return respond(200, 'OK', { data: rows, pagination: keyedPagination(page, pagination, counts.get(counter) ?? 0, found.next) });
};

/** Most employees one delete may take (one transaction). */
const maxDelete = 100;
/** DynamoDB's limit of operations in one TransactWriteItems. */
const maxTransactionOperations = 100;

/**
 * POST funcionario/0/deletar {itens}: soft-deletes the company's employees, all or none; an id that is not the
 * company's live employee is 404. The CPF stays claimed, so registering it again offers the transfer back.
 */
export const deleteFuncionarios: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  const { itens } = parseBody(event, itensRequestSchema);
  const ids = [...new Set(itens)];
  if (ids.length > maxDelete) {
    throw new HttpError(400, validationFailedMessage, { fields: { itens: [`Selecione até ${maxDelete} registros`] } });
  }
  const found = await byIds((keys) => funcionarios().get(keys).go(), tenant, ids);
  if (ids.some((id) => found.get(id)?.empresaId !== empresaId || found.get(id)?.deletedAt)) {
    throw new HttpError(404, notFoundMessage);
  }
  const deletedAt = new Date().toISOString();
  const updates: TransactOperation[] = ids.map((id) => ({
    update: funcionarios()
      .patch({ tenant, id })
      .set({ deletedAt })
      .composite(funcionarioKeyParts(found.get(id) as FuncionarioItem))
      .where(({ empresaId: owner, deletedAt: gone }, { eq, notExists }) => `${eq(owner, empresaId)} AND ${notExists(gone)}`)
      .params(),
  }));
  const counter = funcionariosCounter(empresaId);
  // The list's total changes with the rows; a transaction holds 100 operations, so a delete of 100 changes it after.
  const inTransaction = updates.length < maxTransactionOperations;
  try {
    await transactWrite(inTransaction ? [...updates, counterChange(tenant, counter, -ids.length)] : updates);
  } catch (error) {
    if (error instanceof TransactionConflictError) throw new HttpError(404, notFoundMessage);
    throw error;
  }
  if (!inTransaction) await changeCounter(tenant, counter, -ids.length);
  return respond(200, recordsDeletedMessage, { total: ids.length });
};
