import { perguntasNr06, type GrupoLogEsocial } from '@ocupacional/shared';
import {
  agentByProcess,
  eventInputSchema,
  ideEmpregadorDaInscricao,
  noExposureCode,
  normalizeInscription,
  procedureNeedingOrder,
  proceduresNeedingObservation,
  resAsoFromAptidao,
  tpExameOcupFromAsoType,
  type EventInput,
  type S2220Input,
  type S2240Input,
  type S3000Input,
  type TpAmb,
} from '../esocial/inputs';
import { saoPauloDate } from './calendar';
import type { Ocorrencia } from './esocial-evento';
import { mensagemDaRegra } from './esocial-validacao';

/*
 * The inputs of the eSocial events, built from the platform's records (spec 2 "Events"): an S-2220 from a released
 * ASO, an S-2240 from the risks of the employee's GHE, the manual forms, and the S-3000 that excludes a sent event.
 * Each builder answers the input and what is wrong with it, as item-log findings grouped by where the user fixes
 * them (spec 2 §8): an input with errors is kept (so the screen can show it) but gets no XML. Pure.
 */

export interface EventoConstruido<I extends EventInput> {
  readonly entrada: I;
  readonly erros: Ocorrencia[];
  readonly avisos: Ocorrencia[];
}

const erro = (grupo: GrupoLogEsocial, descricao: string, localizacao?: string): Ocorrencia => ({
  grupo,
  descricao,
  ...(localizacao ? { localizacao } : {}),
});

/** The group of a layout rule broken at `path` (library field names). */
function grupoDoCaminho(path: string): GrupoLogEsocial {
  if (path.startsWith('ideVinculo')) return 'funcionario';
  if (path.includes('medico')) return 'medico';
  if (path.includes('exame')) return 'exame';
  if (path.includes('respMonit')) return 'pcmso';
  if (path.includes('respReg')) return 'responsavelAmbiental';
  if (path.includes('epcEpi')) return 'epi';
  if (path.includes('agNoc')) return 'exposicao';
  if (path.includes('infoAmb')) return 'setor';
  return 'cadastro';
}

/**
 * The layout rules the input breaks (the library's zod schemas), as findings; none when it is valid.
 *
 * @example validarEntrada(input) // [{ grupo: 'medico', descricao: 'Campo obrigatório', localizacao: 'exMedOcup.aso.medico.nrCRM' }]
 */
export function validarEntrada(input: EventInput): Ocorrencia[] {
  const result = eventInputSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    // Occurrences are shown on screen: zod's English defaults become pt-BR (issue 12 item 9).
    return erro(grupoDoCaminho(path), mensagemDaRegra(issue.message), path);
  });
}

function comValidacao<I extends EventInput>(entrada: I, erros: Ocorrencia[], avisos: Ocorrencia[]): EventoConstruido<I> {
  // The layout's own rules too, except under a place one of our findings already explains (its localizacao is
  // the group's path: 'exMedOcup.aso.exame' covers every exam).
  // Stryker disable next-line MethodExpression: every finding the builders record carries its localizacao, nothing to filter out
  const covered = erros.map((e) => e.localizacao).filter((path): path is string => Boolean(path));
  // Stryker disable next-line StringLiteral: a layout finding always has its path (the discriminated union never fails at the root)
  const found = validarEntrada(entrada).filter((e) => !covered.some((path) => (e.localizacao ?? '').startsWith(path)));
  return { entrada, erros: [...erros, ...found], avisos };
}

/** ideEvento of an original event. */
function ideEvento(tpAmb: TpAmb) {
  return { indRetif: 1 as const, tpAmb, procEmi: 1 as const };
}

/** The worker: CPF plus the matrícula, or the category (Tabela 01) of a worker without one. */
function ideVinculo(funcionario: FuncionarioFonte, erros: Ocorrencia[]) {
  const matricula = funcionario.matricula?.trim() || undefined;
  const codCateg = matricula ? undefined : funcionario.categoria?.trim() || undefined;
  if (!matricula && !codCateg) {
    erros.push(erro('funcionario', `Funcionário ${funcionario.nome} sem matrícula nem categoria do eSocial`, 'ideVinculo'));
  }
  return { cpfTrab: funcionario.cpf, ...(matricula ? { matricula } : {}), ...(codCateg ? { codCateg } : {}) };
}

export interface FuncionarioFonte {
  readonly nome: string;
  readonly cpf: string;
  readonly matricula?: string | null;
  /** Tabela 01, for a worker without matrícula. */
  readonly categoria?: string | null;
}

export interface MedicoFonte {
  readonly nome?: string | null;
  readonly crm?: string | null;
  readonly uf?: string | null;
  readonly cpf?: string | null;
}

// S-2220 from a released ASO ---------------------------------------------------------------------------------------

export interface FonteS2220 {
  readonly tpAmb: TpAmb;
  readonly empresaCnpj: string;
  readonly funcionario: FuncionarioFonte;
  readonly consulta: {
    readonly idCon: number;
    readonly tipoAso: number;
    readonly aptidao?: number | null;
    /** The release instant: its São Paulo day is the ASO's date. */
    readonly liberadaEm?: string | null;
    readonly dataAge: string;
  };
  readonly medico: MedicoFonte;
  readonly exames: readonly { nome: string; data: string; codigoEsocial?: string | null; alterado?: boolean | null }[];
  /** The coordinator of the PCMSO of the consultation's revision. */
  readonly coordenador?: MedicoFonte | null;
}

/**
 * S-2220 (spec 2 "Events"): tpExameOcup from the ASO type, dtAso, resAso from the aptitude, each exam with its
 * Tabela 27 code and result, the examining doctor and the PCMSO coordinator.
 */
export function s2220DaConsulta(fonte: FonteS2220): EventoConstruido<S2220Input> {
  const erros: Ocorrencia[] = [];
  const avisos: Ocorrencia[] = [];
  const { consulta } = fonte;
  const tpExameOcup = tpExameOcupFromAsoType(consulta.tipoAso);
  if (tpExameOcup === null) erros.push(erro('cadastro', `Tipo de ASO ${consulta.tipoAso} sem correspondência no eSocial`, 'exMedOcup.tpExameOcup'));
  const dtAso = consulta.liberadaEm ? saoPauloDate(new Date(consulta.liberadaEm)) : consulta.dataAge.slice(0, 10);

  // One exam per (date, procedure), as the layout keys them; 'outros' procedures on one day share the exam and
  // list every name in obsProc.
  const vistos = new Map<string, { obsProc?: string }>();
  const exame = fonte.exames.flatMap((item) => {
    const codigo = item.codigoEsocial?.trim();
    if (!codigo || !/^\d{1,4}$/.test(codigo)) {
      erros.push(erro('exame', `Exame ${item.nome} sem código do eSocial (Tabela 27)`, 'exMedOcup.aso.exame'));
      return [];
    }
    const procRealizado = codigo.padStart(4, '0');
    const chave = `${item.data}|${procRealizado}`;
    const anterior = vistos.get(chave);
    if (anterior) {
      if (anterior.obsProc !== undefined) anterior.obsProc = `${anterior.obsProc}; ${item.nome}`.slice(0, 999);
      return [];
    }
    if (item.data > dtAso) erros.push(erro('exame', `Exame ${item.nome} com data posterior à do ASO`, 'exMedOcup.aso.exame'));
    const novo = {
      dtExm: item.data,
      procRealizado,
      ...((proceduresNeedingObservation as readonly string[]).includes(procRealizado) ? { obsProc: item.nome } : {}),
      // The admission audiometry is the reference one (NR-07 Anexo II); later ones are sequential.
      ...(procRealizado === procedureNeedingOrder ? { ordExame: (consulta.tipoAso === 47 ? 1 : 2) as 1 | 2 } : {}),
      indResult: (item.alterado ? 2 : 1) as 1 | 2,
    };
    vistos.set(chave, novo);
    return [novo];
  });
  if (fonte.exames.length === 0) erros.push(erro('exame', 'Consulta sem exames', 'exMedOcup.aso.exame'));

  const medico = fonte.medico;
  if (!medico.nome || !medico.crm || !medico.uf) {
    erros.push(erro('medico', 'Médico examinador não informado (nome, CRM e UF do CRM)', 'exMedOcup.aso.medico'));
  }
  const coordenador = fonte.coordenador;
  const respMonit =
    coordenador?.nome && coordenador.crm && coordenador.uf
      ? {
          ...(coordenador.cpf ? { cpfResp: coordenador.cpf } : {}),
          nmResp: coordenador.nome,
          nrCRM: coordenador.crm,
          ufCRM: coordenador.uf,
        }
      : undefined;
  if (!respMonit) avisos.push(erro('pcmso', 'Médico coordenador do PCMSO não informado: o evento segue sem ele'));

  const entrada: S2220Input = {
    layout: 'S-2220',
    ideEvento: ideEvento(fonte.tpAmb),
    ideEmpregador: ideEmpregadorDaInscricao(fonte.empresaCnpj),
    ideVinculo: ideVinculo(fonte.funcionario, erros),
    exMedOcup: {
      tpExameOcup: tpExameOcup ?? 0,
      aso: {
        dtAso,
        resAso: resAsoFromAptidao(consulta.aptidao),
        exame,
        medico: { nmMed: medico.nome ?? '', nrCRM: medico.crm ?? '', ufCRM: medico.uf ?? '' },
      },
      ...(respMonit ? { respMonit } : {}),
    },
  };
  return comValidacao(entrada, erros, avisos);
}

// S-2240 from the GHE's risks -------------------------------------------------------------------------------------

/** The eSocial risk category 'Ausência de fator de risco' (type list 269). */
export const categoriaAusenciaDeRisco = 275;

export interface FonteS2240 {
  readonly tpAmb: TpAmb;
  readonly empresaCnpj: string;
  /** The work front's own registration (a branch), else the company's. */
  readonly estabelecimentoCnpj?: string | null;
  readonly funcionario: FuncionarioFonte;
  readonly funcaoNome?: string | null;
  readonly setor: string;
  /** The consultation's ASO type: 47 admission or 50 function change (the events that start or change the conditions). */
  readonly tipoAso: number;
  /** The worker's admission date (S-2200), which starts the conditions of an admission. */
  readonly admissao?: string | null;
  /** The day the worker started in the new function or conditions, for a function change. */
  readonly mudancaCondicao?: string | null;
  readonly riscos: readonly { categoria: number; descricao: string; codigoEsocial?: string | null }[];
  /** The responsible for the environmental records (PGR/LTCAT), when the company has one. */
  readonly responsavel?: { cpf: string; nome?: string | null; ideOC: 1 | 4 | 9; dscOC?: string | null; nrOC: string; ufOC: string } | null;
}

/** Messages of the S-2240's sources (ours, pt-BR). */
export const mensagensS2240 = {
  semAdmissao: 'Data de admissão do funcionário não cadastrada: o início da exposição é a admissão, não a data do ASO',
  semMudanca: 'Data da mudança de função ou de condições não cadastrada: o início da exposição não é a data do ASO',
  semResponsavel: 'Responsável pelos registros ambientais não cadastrado',
} as const;

/**
 * The day the conditions start (dtIniCondicao: "a data em que o trabalhador iniciou as atividades nas condições
 * descritas"): the admission for an admission ASO, the change for a function change; never the ASO's release, which
 * for an admission precedes the admission itself (issue 13 item 3).
 */
export function inicioDaCondicao(fonte: Pick<FonteS2240, 'tipoAso' | 'admissao' | 'mudancaCondicao'>): string | null {
  const data = fonte.tipoAso === asoAdmissional ? fonte.admissao : fonte.mudancaCondicao;
  return data && /^\d{4}-\d{2}-\d{2}$/.test(data) ? data : null;
}
/** ASO type 47, admissional (type list 46). */
const asoAdmissional = 47;

/**
 * S-2240 from the risk data of the employee's GHE (spec 2 "Events"). Until the LTCAT module records measurements,
 * agents other than 'ausência de agente nocivo' lack their evaluation (and so their EPC/EPI answers, which are never
 * assumed): such events carry those errors (LTCAT > Gerenciar) and are sent as manual events instead. The
 * environmental responsible and the start of the conditions are required: without them the event has errors and no XML.
 */
export function s2240DoGhe(fonte: FonteS2240): EventoConstruido<S2240Input> {
  const erros: Ocorrencia[] = [];
  const dtIniCondicao = inicioDaCondicao(fonte);
  if (!dtIniCondicao) {
    erros.push(
      erro('funcionario', fonte.tipoAso === asoAdmissional ? mensagensS2240.semAdmissao : mensagensS2240.semMudanca, 'infoExpRisco.dtIniCondicao'),
    );
  }
  if (fonte.riscos.length === 0) erros.push(erro('semRisco', `Nenhum risco cadastrado para o setor ${fonte.setor}`, 'infoExpRisco.agNoc'));
  const agNoc = fonte.riscos.flatMap((risco) => {
    const codAgNoc = risco.categoria === categoriaAusenciaDeRisco ? noExposureCode : risco.codigoEsocial?.trim();
    if (!codAgNoc) {
      erros.push(erro('riscoSemVinculo', `Risco ${risco.descricao} sem vínculo com a Tabela 24 do eSocial`, 'infoExpRisco.agNoc'));
      return [];
    }
    if (codAgNoc !== noExposureCode) {
      erros.push(erro('medicao', `Risco ${risco.descricao} sem avaliação registrada no LTCAT`, 'infoExpRisco.agNoc'));
    }
    return [{ codAgNoc, ...(codAgNoc === noExposureCode ? {} : { dscAgNoc: risco.descricao.slice(0, 100) }) }];
  });
  const responsavel = fonte.responsavel;
  if (!responsavel) erros.push(erro('responsavelAmbiental', mensagensS2240.semResponsavel, 'infoExpRisco.respReg'));
  const nrInsc = normalizeInscription(fonte.estabelecimentoCnpj || fonte.empresaCnpj);
  const entrada: S2240Input = {
    layout: 'S-2240',
    ideEvento: ideEvento(fonte.tpAmb),
    ideEmpregador: ideEmpregadorDaInscricao(fonte.empresaCnpj),
    ideVinculo: ideVinculo(fonte.funcionario, erros),
    infoExpRisco: {
      dtIniCondicao: dtIniCondicao ?? '',
      infoAmb: [{ localAmb: 1, dscSetor: fonte.setor.slice(0, 100), tpInsc: 1, nrInsc }],
      infoAtiv: { dscAtivDes: `Atividades de ${fonte.funcaoNome ?? 'sua função'} no setor ${fonte.setor}`.slice(0, 999) },
      agNoc: agNoc.length > 0 ? agNoc : [{ codAgNoc: noExposureCode }],
      respReg: responsavel
        ? [
            {
              cpfResp: responsavel.cpf,
              ideOC: responsavel.ideOC,
              ...(responsavel.ideOC === 9 && responsavel.dscOC ? { dscOC: responsavel.dscOC } : {}),
              nrOC: responsavel.nrOC,
              ufOC: responsavel.ufOC,
            },
          ]
        : [],
    },
  };
  return comValidacao(entrada, erros, []);
}

// Manual events (spec 2 §3 "Manual event") ----------------------------------------------------------------------

/** The manual S-2220 form, parsed (shared eventoAvulsoSchema) and completed with the records it names. */
export interface AvulsoS2220 {
  readonly tpAmb: TpAmb;
  readonly empresaCnpj: string;
  readonly funcionario: FuncionarioFonte;
  readonly consulta: { aso_dt: string; id_tipo_aso: number; aptidao: number };
  readonly medico: { nome: string; crm: string; crm_uf: string };
  readonly responsavelPcmso?: { nome: string; crm: string; crm_uf: string; cpf?: string | null } | null;
  readonly exames: readonly { codigo: string; nome?: string | null; data: string; resultado: number; obs?: string | null }[];
}

/** Aptitude items of list 185 as the release values resAso reads (186 apto, 187 apto com restrições, 188 inapto). */
const aptidaoDoItem: Record<number, number> = { 186: 1, 187: 2, 188: 5 };

export function s2220Avulso(form: AvulsoS2220): EventoConstruido<S2220Input> {
  const erros: Ocorrencia[] = [];
  const tpExameOcup = tpExameOcupFromAsoType(form.consulta.id_tipo_aso) ?? 0;
  const responsavel = form.responsavelPcmso;
  const entrada: S2220Input = {
    layout: 'S-2220',
    ideEvento: ideEvento(form.tpAmb),
    ideEmpregador: ideEmpregadorDaInscricao(form.empresaCnpj),
    ideVinculo: ideVinculo(form.funcionario, erros),
    exMedOcup: {
      tpExameOcup,
      aso: {
        dtAso: form.consulta.aso_dt,
        resAso: resAsoFromAptidao(aptidaoDoItem[form.consulta.aptidao] ?? form.consulta.aptidao),
        exame: form.exames.map((exame) => ({
          dtExm: exame.data,
          procRealizado: exame.codigo,
          ...(exame.obs || (proceduresNeedingObservation as readonly string[]).includes(exame.codigo)
            ? { obsProc: exame.obs || exame.nome || undefined }
            : {}),
          ...(exame.codigo === procedureNeedingOrder ? { ordExame: (form.consulta.id_tipo_aso === 47 ? 1 : 2) as 1 | 2 } : {}),
          indResult: exame.resultado as 1 | 2 | 3 | 4,
        })),
        medico: { nmMed: form.medico.nome, nrCRM: form.medico.crm, ufCRM: form.medico.crm_uf },
      },
      ...(responsavel
        ? {
            respMonit: {
              ...(responsavel.cpf ? { cpfResp: responsavel.cpf } : {}),
              nmResp: responsavel.nome,
              nrCRM: responsavel.crm,
              ufCRM: responsavel.crm_uf,
            },
          }
        : {}),
    },
  };
  return comValidacao(entrada, erros, []);
}

/** The six NR-06 answers of an EPI (epiCompl), as the user gave them: 'S', 'N' or not answered. */
type PerguntaNr06 = (typeof perguntasNr06)[number];

/** The manual S-2240 form, parsed and completed. */
export interface AvulsoS2240 {
  readonly tpAmb: TpAmb;
  readonly empresaCnpj: string;
  readonly estabelecimentoCnpj?: string | null;
  readonly setor: string;
  readonly funcionario: FuncionarioFonte;
  readonly ambiente: { dtIniCondicao: string; dtFimCondicao?: string | null; dscAtivDes: string; dscSetor?: string | null; obsCompl?: string | null };
  readonly responsavel: { nome: string; cpfResp: string; ideOC: number; dscOC?: string | null; nrOC: string; ufOC: string };
  readonly riscos: readonly ({
    codigo: string;
    nome?: string | null;
    dscAgNoc?: string | null;
    tpAval: number;
    intConc?: number | null;
    limTol?: number | null;
    unMed?: number | null;
    tecMedicao?: string | null;
    /** Process number of an agent included by administrative or judicial order (05.01.001). */
    nrProcJud?: string | null;
    utilizEPC: number;
    eficEpc?: 'S' | 'N' | null;
    utilizEPI: number;
    eficEpi?: 'S' | 'N' | null;
    epis: readonly string[];
  } & Partial<Record<PerguntaNr06, 'S' | 'N' | null>>)[];
}

/**
 * The manual S-2240 as the user filled it. The EPC/EPI efficacy and the six NR-06 answers are legal declarations:
 * they go as answered and an unanswered one is an error of the event, never a 'S' we assume (issue 13 item 3).
 */
export function s2240Avulso(form: AvulsoS2240): EventoConstruido<S2240Input> {
  const erros: Ocorrencia[] = [];
  const setor = (form.ambiente.dscSetor || form.setor).slice(0, 100);
  const obsCompl = form.ambiente.obsCompl?.trim();
  const entrada: S2240Input = {
    layout: 'S-2240',
    ideEvento: ideEvento(form.tpAmb),
    ideEmpregador: ideEmpregadorDaInscricao(form.empresaCnpj),
    ideVinculo: ideVinculo(form.funcionario, erros),
    infoExpRisco: {
      dtIniCondicao: form.ambiente.dtIniCondicao,
      // A trabalhador avulso's end of the conditions, as typed (the rules ask it of avulsos only).
      ...(form.ambiente.dtFimCondicao ? { dtFimCondicao: form.ambiente.dtFimCondicao } : {}),
      infoAmb: [{ localAmb: 1, dscSetor: setor, tpInsc: 1, nrInsc: normalizeInscription(form.estabelecimentoCnpj || form.empresaCnpj) }],
      infoAtiv: { dscAtivDes: form.ambiente.dscAtivDes },
      agNoc: form.riscos.map((risco) => {
        if (risco.codigo === noExposureCode) return { codAgNoc: noExposureCode };
        const quantitativo = risco.tpAval === 1;
        const epiUsado = risco.utilizEPI === 2;
        const dscAgNoc = (risco.dscAgNoc || risco.nome)?.slice(0, 100);
        const nrProcJud = risco.codigo === agentByProcess ? risco.nrProcJud?.trim() || undefined : undefined;
        return {
          codAgNoc: risco.codigo,
          ...(dscAgNoc ? { dscAgNoc } : {}),
          tpAval: risco.tpAval as 1 | 2,
          ...(quantitativo
            ? {
                intConc: risco.intConc ?? undefined,
                unMed: risco.unMed ?? undefined,
                tecMedicao: risco.tecMedicao ?? undefined,
                limTol: risco.limTol ?? undefined,
              }
            : {}),
          ...(nrProcJud ? { nrProcJud } : {}),
          epcEpi: {
            utilizEPC: risco.utilizEPC as 0 | 1 | 2,
            ...(risco.utilizEPC === 2 ? { eficEpc: risco.eficEpc ?? undefined } : {}),
            utilizEPI: risco.utilizEPI as 0 | 1 | 2,
            ...(epiUsado
              ? {
                  eficEpi: risco.eficEpi ?? undefined,
                  epi: risco.epis.map((docAval) => ({ docAval })),
                  epiCompl: Object.fromEntries(perguntasNr06.map((pergunta) => [pergunta, risco[pergunta] ?? undefined])) as Record<
                    PerguntaNr06,
                    'S' | 'N'
                  >,
                }
              : {}),
          },
        };
      }),
      respReg: [
        {
          cpfResp: form.responsavel.cpfResp,
          ideOC: form.responsavel.ideOC as 1 | 4 | 9,
          ...(form.responsavel.ideOC === 9 && form.responsavel.dscOC ? { dscOC: form.responsavel.dscOC } : {}),
          nrOC: form.responsavel.nrOC,
          ufOC: form.responsavel.ufOC,
        },
      ],
      ...(obsCompl ? { obs: { obsCompl: obsCompl.slice(0, 999) } } : {}),
    },
  };
  return comValidacao(entrada, erros, []);
}

// S-3000 ----------------------------------------------------------------------------------------------------------

/** The S-3000 that excludes a sent event by its receipt (worker events carry the worker's CPF). */
export function s3000Para(evento: { layout: string; recibo: string; empresaCnpj: string; funcionarioCpf: string }, tpAmb: TpAmb): S3000Input {
  return {
    layout: 'S-3000',
    ideEvento: { tpAmb, procEmi: 1 },
    ideEmpregador: ideEmpregadorDaInscricao(evento.empresaCnpj),
    infoExclusao: { tpEvento: evento.layout, nrRecEvt: evento.recibo, ideTrabalhador: { cpfTrab: evento.funcionarioCpf } },
  };
}

/** The same input for another environment (the tenant may move from produção restrita to produção). */
export function comAmbiente<I extends EventInput>(input: I, tpAmb: TpAmb): I {
  return { ...input, ideEvento: { ...input.ideEvento, tpAmb } };
}

/** tpAmb of a tenant: produção (1) or produção restrita, the test environment (2). */
export function tpAmbDoCliente(ambiente: 'producao' | 'teste' | undefined | null): TpAmb {
  return ambiente === 'producao' ? 1 : 2;
}
