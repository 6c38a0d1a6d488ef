import type { CreateEntityItem } from 'electrodb';
import {
  ageOn,
  asoTypes,
  clinicCardName,
  examNotInPcmsoMessage,
  invalidOptionMessage,
  priceTableNotFoundMessage,
  tipoDescricao,
  type TabelaPrecoEntry,
  type TabelaPrecoItem as PriceItemView,
} from '@ocupacional/shared';
import {
  choiceErrors,
  latestResult,
  planExams,
  resolvedPeriodicity,
  type EarlierResult,
  type ExamPlan,
  type FieldErrors,
} from '../domain/consulta-externa';
import { gheAvailability, isGheAvailable, pcmsoPeriodicities, rulesForAso, type PcmsoRule } from '../domain/pcmso';
import {
  orderCards,
  partnerAllowed,
  pricePlan,
  tableInForce,
  tableServes,
  tablesByClinic,
  type ExamPrice,
  type PricedExam,
  type PricedPlan,
} from '../domain/tabela-preco';
import { HttpError } from '../platform/http';
import { notFoundMessage, validationFailedMessage } from '../platform/messages';
import {
  candidateTables,
  clinicalExams,
  clinicsById,
  currentRevision,
  earlierResults,
  employeeOf,
  examPrices,
  frontOf,
  functionOf,
  gheOf,
  gheRules,
  partnersById,
  priceTable,
} from './company-reads';
import type { acompanhamentos } from './entities/acompanhamento';
import type { consultasExternas } from './entities/consulta-externa';
import type { CredenciadaItem } from './entities/credenciada';
import { empresas } from './entities/empresa';
import type { FdtItem } from './entities/fdt';
import type { FuncaoItem } from './entities/funcao';
import type { FuncionarioItem } from './entities/funcionario';
import type { GheItem } from './entities/ghe';
import type { PcmsoRevisaoItem } from './entities/pcmso-revisao';
import type { TabelaPrecoItem } from './entities/tabela-preco';

/*
 * A new external consultation from what the company chose (single form, price tables, batch): the records are
 * read for the session's company only, the choices checked (spec 1 §5), the exams planned from the PCMSO and
 * priced from the stored table. The API route and the batch worker build the very same item here.
 */

/** What the company asks for, in the form's terms (ids as chosen). */
export interface ConsultationRequest {
  readonly funcionarioId: string;
  readonly fdtId: string;
  readonly funcaoId?: string | null;
  readonly gheId: string;
  readonly tipoAso: number;
  readonly periodicidade?: number | null;
  /** 'yyyy-mm-dd' or 'yyyy-mm-ddTHH:mm'. */
  readonly dataAge: string;
  /** The single form limits the date to 15 days ahead; the batch does not. */
  readonly single: boolean;
  /** Function change (50): the new front, GHE and function. */
  readonly mf?: { readonly fdtId?: string | null; readonly gheId?: string | null; readonly funcaoId?: string | null };
  /**
   * A correction of a consultation already ordered (the back office's 'alterar PCMSO'): its schedule date may be
   * in the past. Only the "not before today" rule is skipped; every other rule holds.
   */
  readonly pastDateAllowed?: boolean;
}

/**
 * A consultation the rules refuse: field errors keyed by the form's fields (id_fdt, id_ghe, tipo_aso, data_age,
 * id_tabela_preco…), answered as a 400 by the routes and recorded as the reason (status 195) by the batch.
 */
export class ConsultationRejectedError extends HttpError {
  constructor(readonly fields: FieldErrors) {
    super(400, validationFailedMessage, { fields });
    this.name = 'ConsultationRejectedError';
  }

  /** The reasons in one line, for the consultation's `info`. */
  get reason(): string {
    return [...new Set(Object.values(this.fields).flat())].join(' ');
  }
}

/** Everything a consultation is made of, read and checked. */
export interface ConsultationPlan {
  readonly funcionario: FuncionarioItem;
  readonly fdt: FdtItem;
  readonly ghe: GheItem;
  readonly funcao: FuncaoItem;
  /** Function change: the new position, whose PCMSO the exams come from. */
  readonly mf?: { readonly fdt: FdtItem; readonly ghe: GheItem; readonly funcao: FuncaoItem };
  /** The front and GHE whose PCMSO applies (the new ones for 50). */
  readonly examFdt: FdtItem;
  readonly examGhe: GheItem;
  readonly revision: PcmsoRevisaoItem;
  readonly rules: PcmsoRule[];
  readonly plan: ExamPlan;
  readonly periodicidade: number;
  /** The employee's last result of each exam on the schedule day, and the clinical exams (exam reuse reads them). */
  readonly ultimos?: ReadonlyMap<string, EarlierResult>;
  readonly clinicos?: ReadonlySet<string>;
}

function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** Reads and checks the position (front, GHE of the front, function of the GHE) named by three fields. */
async function position(
  tenant: string,
  empresaId: string,
  ids: { fdtId?: string | null; gheId?: string | null; funcaoId?: string | null },
  fields: { fdt: string; ghe: string; funcao: string },
  errors: FieldErrors,
): Promise<{ fdt: FdtItem; ghe: GheItem; funcao: FuncaoItem } | undefined> {
  const [fdt, ghe, funcao] = await Promise.all([
    ids.fdtId ? frontOf(tenant, empresaId, ids.fdtId) : undefined,
    ids.gheId ? gheOf(tenant, empresaId, ids.gheId, ids.fdtId ?? undefined) : undefined,
    ids.funcaoId ? functionOf(tenant, ids.funcaoId) : undefined,
  ]);
  if (!fdt) addError(errors, fields.fdt, invalidOptionMessage);
  if (!ghe) addError(errors, fields.ghe, invalidOptionMessage);
  if (!funcao || (ghe && !ghe.funcaoIds?.includes(funcao.id))) addError(errors, fields.funcao, invalidOptionMessage);
  return fdt && ghe && funcao ? { fdt, ghe, funcao } : undefined;
}

/**
 * Reads and checks a consultation request for a company: the employee (404 when not the company's), the position,
 * the PCMSO of the exams' GHE (expired or missing: the tip on the GHE field), the exams the type asks (none:
 * 'Exame não encontrado no PCMSO'), the type, periodicity and date rules; then plans each exam against the
 * employee's earlier results.
 */
export async function planConsultation(
  scope: { readonly tenant: string; readonly empresaId: string },
  request: ConsultationRequest,
  today: string,
): Promise<ConsultationPlan> {
  const { tenant, empresaId } = scope;
  const funcionario = await employeeOf(tenant, empresaId, request.funcionarioId);
  if (!funcionario) throw new HttpError(404, notFoundMessage);
  const errors: FieldErrors = {};
  const changing = request.tipoAso === asoTypes.mudancaDeFuncao;
  const [current, next] = await Promise.all([
    position(tenant, empresaId, request, { fdt: 'id_fdt', ghe: 'id_ghe', funcao: 'id_funcao' }, errors),
    changing
      ? position(tenant, empresaId, request.mf ?? {}, { fdt: 'id_mf_fdt', ghe: 'id_mf_ghe', funcao: 'id_mf_funcao' }, errors)
      : undefined,
  ]);
  const examPosition = changing ? next : current;
  const gheField = changing ? 'id_mf_ghe' : 'id_ghe';
  if (!current || !examPosition) throw new ConsultationRejectedError(errors);

  const revision = await currentRevision(tenant, examPosition.fdt.id);
  const availability = gheAvailability(revision, today);
  if (!revision || !isGheAvailable(availability)) {
    addError(errors, gheField, availability.dica ?? invalidOptionMessage);
    throw new ConsultationRejectedError(errors);
  }
  const allRules = await gheRules(tenant, revision.id, examPosition.ghe.id);
  const age = ageOn(funcionario.dtNas, request.dataAge);
  const rules = rulesForAso(allRules, request.tipoAso, age);
  const periodicidades = pcmsoPeriodicities(allRules);
  Object.assign(
    errors,
    choiceErrors({
      tipoAso: request.tipoAso,
      periodicidade: request.periodicidade ?? null,
      dataAge: request.dataAge,
      // A correction keeps its (possibly past) date: measured from that day, only the past-date rule changes.
      today: request.pastDateAllowed && request.dataAge.slice(0, 10) < today ? request.dataAge.slice(0, 10) : today,
      single: request.single,
      flags: { adm: funcionario.adm, apos_adm: funcionario.aposAdm, dem: funcionario.dem },
      pcmsoPeriodicidades: periodicidades,
    }),
  );
  if (rules.length === 0 && !errors.tipo_aso) addError(errors, 'tipo_aso', examNotInPcmsoMessage);
  if (Object.keys(errors).length > 0) throw new ConsultationRejectedError(errors);

  const exameIds = rules.map((rule) => rule.exameId);
  const [results, clinicos] = await Promise.all([
    earlierResults(tenant, funcionario.id, exameIds),
    clinicalExams(tenant, exameIds),
  ]);
  const last = new Map<string, EarlierResult>();
  for (const [exameId, list] of results) {
    const found = latestResult(list, request.dataAge);
    if (found) last.set(exameId, found);
  }
  return {
    funcionario,
    fdt: current.fdt,
    ghe: current.ghe,
    funcao: current.funcao,
    ...(changing && next ? { mf: next } : {}),
    examFdt: examPosition.fdt,
    examGhe: examPosition.ghe,
    revision,
    rules,
    plan: planExams(rules, last, { tipoAso: request.tipoAso, dataAge: request.dataAge, clinicos }),
    periodicidade: resolvedPeriodicity(request.tipoAso, request.periodicidade, periodicidades),
    ultimos: last,
    clinicos,
  };
}

function pricesFor(table: { id: string }, prices: Map<string, ExamPrice>): Map<string, ExamPrice> {
  const own = new Map<string, ExamPrice>();
  for (const [key, price] of prices) {
    const [tabelaPrecoId, exameId] = key.split('#') as [string, string];
    if (tabelaPrecoId === table.id) own.set(exameId, price);
  }
  return own;
}

function planExamIds(plan: ExamPlan): string[] {
  return [...plan.consulta, ...plan.demonstrativo].map((exam) => exam.rule.exameId);
}

/** The filters of the price-table cards (spec 1 §2). */
export interface CardFilter {
  readonly uf?: string | null;
  readonly cidade?: string | null;
  readonly credenciadaId?: string | null;
  readonly tipo?: number | null;
  readonly ordem?: 'nome' | 'relevancia' | null;
}

function foldName(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

function itemView(priced: PricedExam, partnerNames: Map<string, string>): PriceItemView {
  const { exam } = priced;
  const parceiros = (priced.price?.parceiroIds ?? []).flatMap((id) => {
    const nome = partnerNames.get(id);
    return nome ? [{ id, nome }] : [];
  });
  return {
    id_exa: exam.rule.exameId,
    exame: exam.rule.exameNome,
    id_pcmso_exame: exam.rule.id,
    valor_venda: priced.valorVenda,
    valor_servico: priced.valorServico,
    valor_total: priced.valorTotal,
    taxa_servico: priced.valorServico > 0 ? 1 : 0,
    va: exam.fate === 'realizar' ? 0 : 1,
    dt_exame: exam.dtExame ?? null,
    validade_exame: exam.validadeExame ?? null,
    validade_pcmso: exam.rule.validade,
    id_con_rea: exam.fate === 'reaproveitado' ? (exam.origemIdCon ?? null) : null,
    id_con_dem: exam.fate === 'demonstrativo' ? (exam.origemIdCon ?? null) : null,
    parceiros,
    erro: priced.erro,
  };
}

function cardOf(
  table: TabelaPrecoItem,
  clinic: CredenciadaItem,
  priced: PricedPlan,
  partnerNames: Map<string, string>,
): TabelaPrecoEntry {
  return {
    id: table.id,
    nome: table.nome,
    tipo: table.tipo ?? null,
    credenciada: {
      id: clinic.id,
      nome: clinic.nome,
      nome_curto: clinicCardName(clinic.nome),
      padrao: clinic.padrao ?? false,
      uf: clinic.uf,
      cidade: clinic.cidade,
      end: clinic.end ?? null,
      num: clinic.num ?? null,
      bairro: clinic.bairro ?? null,
      telefone: clinic.telCom ?? clinic.telCel ?? null,
    },
    credenciada_nome: clinic.nome,
    credenciada_end: clinic.end ?? null,
    credenciada_num: clinic.num ?? null,
    credenciada_cidade: clinic.cidade,
    credenciada_uf: clinic.uf,
    exames: {
      consulta: priced.consulta.map((exam) => itemView(exam, partnerNames)),
      demonstrativo: priced.demonstrativo.map((exam) => itemView(exam, partnerNames)),
    },
    total_exames: priced.totalExames,
    total_exames_realizar: priced.totalExamesRealizar,
    completa: priced.completa,
  };
}

/**
 * The price-table cards of a planned consultation (GET tabela-preco): one table per clinic (the most specific
 * in force), filtered by state, city, clinic and table type, priced, ordered by name or relevance.
 */
export async function priceCards(
  scope: { readonly tenant: string; readonly empresaId: string },
  consultation: ConsultationPlan,
  dataAge: string,
  filter: CardFilter,
): Promise<TabelaPrecoEntry[]> {
  const { tenant, empresaId } = scope;
  const fdtId = consultation.examFdt.id;
  const tables = tablesByClinic(await candidateTables(tenant, empresaId, fdtId), {
    empresaId,
    fdtId,
    day: dataAge,
    ...(filter.tipo !== undefined && filter.tipo !== null ? { tipo: filter.tipo } : {}),
  });
  const clinics = await clinicsById(
    tenant,
    tables.map((table) => table.credenciadaId),
  );
  const wantedCity = filter.cidade ? foldName(filter.cidade) : undefined;
  const shown = tables.filter((table) => {
    const clinic = clinics.get(table.credenciadaId);
    if (!clinic) return false;
    if (filter.uf && clinic.uf !== filter.uf.toUpperCase()) return false;
    if (wantedCity && foldName(clinic.cidade) !== wantedCity) return false;
    return !filter.credenciadaId || clinic.id === filter.credenciadaId;
  });
  const exameIds = planExamIds(consultation.plan);
  const prices = await examPrices(
    tenant,
    shown.flatMap((table) => exameIds.map((exameId) => ({ tabelaPrecoId: table.id, exameId }))),
  );
  const partnerNames = new Map(
    [...(await partnersById(tenant, [...prices.values()].flatMap((price) => price.parceiroIds ?? [])))].map(
      ([id, partner]) => [id, partner.nome],
    ),
  );
  const cards = shown.map((table) =>
    cardOf(table, clinics.get(table.credenciadaId) as CredenciadaItem, pricePlan(consultation.plan, pricesFor(table, prices)), partnerNames),
  );
  const ordered = orderCards(
    cards.map((card) => ({
      card,
      nome: card.credenciada_nome,
      padrao: card.credenciada.padrao,
      completa: card.completa,
      totalExamesRealizar: card.total_exames_realizar,
    })),
    filter.ordem ?? 'relevancia',
  );
  return ordered.map(({ card }) => card);
}

/** Partner choices per exam ({id_exa, id_par}); exam reuse adds what to do with the exam (aproveitamento.ts). */
export interface PartnerChoice {
  readonly id_exa: string;
  readonly id_par?: string | null;
  readonly aproveitar?: 'realizar' | 'reaproveitar' | 'demonstrativo' | null;
}

/** A consultation priced in its chosen table, ready to be written. */
export interface PricedConsultation {
  readonly table: TabelaPrecoItem;
  readonly clinic: CredenciadaItem;
  readonly priced: PricedPlan;
}

/**
 * Prices a planned consultation in the table the company chose: the table must serve the company's front and be
 * in force on the schedule day, its clinic active, and it must price every exam to do ('Tabela de preço não
 * encontrado para os dados informados.' otherwise); each chosen partner must be one the table allows for that exam.
 */
export async function priceInTable(
  scope: { readonly tenant: string; readonly empresaId: string },
  consultation: ConsultationPlan,
  tabelaPrecoId: string,
  dataAge: string,
  choices: readonly PartnerChoice[] = [],
): Promise<PricedConsultation> {
  const { tenant, empresaId } = scope;
  const table = await priceTable(tenant, tabelaPrecoId);
  const usable = table && tableServes(table, empresaId, consultation.examFdt.id) && tableInForce(table, dataAge);
  const clinic = usable ? (await clinicsById(tenant, [table.credenciadaId])).get(table.credenciadaId) : undefined;
  if (!table || !usable || !clinic) {
    throw new ConsultationRejectedError({ id_tabela_preco: [priceTableNotFoundMessage] });
  }
  const exameIds = planExamIds(consultation.plan);
  const prices = await examPrices(
    tenant,
    exameIds.map((exameId) => ({ tabelaPrecoId: table.id, exameId })),
  );
  const priced = pricePlan(consultation.plan, pricesFor(table, prices));
  const errors: FieldErrors = {};
  if (!priced.completa) addError(errors, 'id_tabela_preco', priceTableNotFoundMessage);
  choices.forEach((choice, index) => {
    if (!choice.id_par) return;
    const exam = priced.consulta.find((candidate) => candidate.exam.rule.exameId === choice.id_exa);
    if (!exam || exam.exam.fate !== 'realizar' || !partnerAllowed(exam.price, choice.id_par)) {
      addError(errors, `exames.${index}.id_par`, invalidOptionMessage);
    }
  });
  if (Object.keys(errors).length > 0) throw new ConsultationRejectedError(errors);
  return { table, clinic, priced };
}

export type ConsultaExternaCreate = CreateEntityItem<ReturnType<typeof consultasExternas>>;

/** The company's name, copied onto the consultation (docs/data-model.md "Denormalised names"). */
export async function companyName(tenant: string, empresaId: string): Promise<string> {
  const { data } = await empresas().get({ tenant, id: empresaId }).go();
  if (!data) throw new HttpError(404, notFoundMessage);
  return data.nome;
}

/**
 * The consultation item: names copied in, the exams with what each costs here (0 when reused or demonstrative)
 * and where a carried-over result comes from.
 */
export function consultationItem(input: {
  readonly tenant: string;
  readonly id: string;
  readonly empresaId: string;
  readonly empresaNome: string;
  readonly consultation: ConsultationPlan;
  readonly priced: PricedConsultation;
  readonly request: ConsultationRequest & { readonly pcd?: boolean; readonly obs?: string | null; readonly dtMudancaCondicao?: string | null };
  readonly choices?: readonly PartnerChoice[];
  readonly tipoStatus: number;
  readonly createdAt: string;
  readonly usuarioId: string;
  readonly loteId?: string;
}): ConsultaExternaCreate {
  const { consultation, priced, request } = input;
  const partnerOf = new Map((input.choices ?? []).map((choice) => [choice.id_exa, choice.id_par ?? undefined]));
  const exames = [...priced.priced.consulta, ...priced.priced.demonstrativo].map(({ exam, cobrado }) => ({
    exameId: exam.rule.exameId,
    exameNome: exam.rule.exameNome,
    ...(exam.fate === 'realizar' && partnerOf.get(exam.rule.exameId) ? { parceiroId: partnerOf.get(exam.rule.exameId) } : {}),
    valor: cobrado,
    pcmsoExameId: exam.rule.id,
    ...(exam.fate === 'reaproveitado' && exam.origemIdCon !== undefined ? { idConRea: exam.origemIdCon } : {}),
    ...(exam.fate === 'demonstrativo' && exam.origemIdCon !== undefined ? { idConDem: exam.origemIdCon } : {}),
    ...(exam.fate !== 'realizar' && exam.dtExame ? { dataExame: exam.dtExame } : {}),
  }));
  return {
    tenant: input.tenant,
    id: input.id,
    empresaId: input.empresaId,
    empresaNome: input.empresaNome,
    funcionarioId: consultation.funcionario.id,
    funcionarioNome: consultation.funcionario.nome,
    funcionarioCpf: consultation.funcionario.cpf,
    credenciadaId: priced.clinic.id,
    credenciadaNome: priced.clinic.nome,
    credenciadaPadrao: priced.clinic.padrao ?? false,
    fdtId: consultation.fdt.id,
    fdtDescricao: consultation.fdt.descricao,
    ...(consultation.fdt.pcmso ? { fdtPcmso: consultation.fdt.pcmso } : {}),
    gheId: consultation.ghe.id,
    gheCodigo: consultation.ghe.ghe,
    gheDescricao: consultation.ghe.descricao,
    funcaoId: consultation.funcao.id,
    funcaoNome: consultation.funcao.nome,
    dataAge: request.dataAge,
    tipoAso: request.tipoAso,
    periodicidade: consultation.periodicidade,
    tipoStatus: input.tipoStatus,
    ...(request.obs ? { obs: request.obs } : {}),
    pcmsoRevisaoId: consultation.revision.id,
    revisao: consultation.revision.rev,
    tabelaPrecoId: priced.table.id,
    exames,
    pcd: request.pcd ?? false,
    ...(consultation.mf
      ? { mfFdtId: consultation.mf.fdt.id, mfGheId: consultation.mf.ghe.id, mfFuncaoId: consultation.mf.funcao.id }
      : {}),
    ...(consultation.mf && request.dtMudancaCondicao ? { dtMudancaCondicao: request.dtMudancaCondicao } : {}),
    ...(input.loteId ? { loteId: input.loteId } : {}),
    usuarioId: input.usuarioId,
    createdAt: input.createdAt,
  };
}

/** A status history entry (acompanhamento.ts), written in the same transaction as the status it records. */
export function historyEntry(input: {
  readonly tenant: string;
  readonly consultaExternaId: string;
  readonly id: string;
  readonly tipoStatus: number;
  readonly createdAt: string;
  readonly usuarioId?: string;
  readonly usuarioNome?: string;
  readonly obs?: string;
}): CreateEntityItem<ReturnType<typeof acompanhamentos>> {
  return {
    tenant: input.tenant,
    consultaExternaId: input.consultaExternaId,
    id: input.id,
    tipoStatus: input.tipoStatus,
    descricao: tipoDescricao(input.tipoStatus),
    createdAt: input.createdAt,
    ...(input.usuarioId ? { usuarioId: input.usuarioId } : {}),
    ...(input.usuarioNome ? { usuarioNome: input.usuarioNome } : {}),
    ...(input.obs ? { obs: input.obs.slice(0, 1000) } : {}),
  };
}
