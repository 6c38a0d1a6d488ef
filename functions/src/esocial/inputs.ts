import * as z from 'zod';
import {
  invalidCnpjMessage,
  invalidCpfMessage,
  invalidNumberMessage,
  invalidOptionMessage,
  isValidCnpj,
  isValidCpf,
  maxChars,
  onlyDigits,
  requiredMessage,
} from '@ocupacional/shared';

/*
 * What each event needs, independent of the database (spec 2 §3 "eSocial", the S-1.3 XSDs). Field names are the
 * layout's own, so a builder is a straight walk over the XSD sequence and a reader can check a field against the
 * manual by name. Values are normalized here (digits only, codes padded, texts trimmed) and the cross-field rules
 * the XSDs state only in their "Validação" notes are checked here, before a lote ever reaches the web service.
 * Rules that depend on today's date or on other events (dtAso not after today, the worker's admission date) are
 * the domain's, which knows the clock and the database.
 */

// Field builders -------------------------------------------------------------------------------------------------

/** Messages of the layout rules that have no text in the specification (ours, pt-BR). */
export const inputMessages = {
  duplicated: 'Procedimento já foi inserido', // spec 2 §5: same procedure or risk twice in a manual event
  isoDate: 'Data inválida (AAAA-MM-DD)',
  receipt: 'Número de recibo inválido (formato 1.N.NNNNNNNNNNNNNNNNNNN)',
  receiptForRectification: 'Informe o recibo do evento a retificar',
  receiptOnlyForRectification: 'O recibo só é informado na retificação',
  matriculaOrCategoria: 'Informe a matrícula ou, sem matrícula, a categoria do trabalhador',
  notAllowed: 'Não informar este campo neste caso',
  dateOrder: 'Data posterior à data de referência',
  aloneNoExposure: 'O código 09.01.001 (ausência de agente nocivo) não pode ser informado com outros agentes',
  employerRoot: 'Informe o CNPJ completo (14 dígitos) do órgão da administração pública federal',
  decimalRange: 'Informe um valor de 0 a 999999,9999',
} as const;

const text = (max: number, min = 1) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(min, { error: requiredMessage })
    .max(max, { error: maxChars(max) });

/** TS_nome: 2 to 70 characters. */
const nome = text(70, 2);

const isoDate = z.iso.date({ error: inputMessages.isoDate });

const cpf = z
  .string({ error: requiredMessage })
  .transform((v) => onlyDigits(v))
  .refine((v) => isValidCpf(v), { error: invalidCpfMessage });

/** A code of fixed digits that may arrive as a number: '0295' from 295. A blank code is missing, not '0000'. */
const paddedCode = (digits: number) =>
  z
    .union([z.string().trim().min(1, { error: requiredMessage }), z.number().int().nonnegative()], { error: requiredMessage })
    .transform((v) => String(v).padStart(digits, '0'))
    .pipe(z.string().regex(new RegExp(`^\\d{${digits}}$`), { error: invalidOptionMessage }));

/** Literal options of an XSD enumeration. */
const oneOf = <const T extends readonly [z.core.util.Literal, ...z.core.util.Literal[]]>(values: T) =>
  z.literal(values, { error: invalidOptionMessage });

const simNao = oneOf(['S', 'N']);

export const ufs = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const; // prettier-ignore
const uf = z
  .string({ error: requiredMessage })
  .transform((v) => v.trim().toUpperCase())
  .pipe(z.enum(ufs, { error: invalidOptionMessage }));

/** TS_nrRecibo: 1.N.NNNNNNNNNNNNNNNNNNN (23 characters). */
export const receiptSchema = z.string().trim().regex(/^1\.\d\.\d{19}$/, { error: inputMessages.receipt });

/** A number field: 'Campo obrigatório' when missing, 'Digite um número válido' when not a number. */
const numberInput = () => z.number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidNumberMessage) });

/** Decimal with at most 4 decimals and 999999.9999 at most (intConc, limTol). */
const decimal4 = numberInput()
  .nonnegative({ error: inputMessages.decimalRange })
  .max(999_999.9999, { error: inputMessages.decimalRange })
  .refine((v) => Math.abs(Math.round(v * 10_000) - v * 10_000) < 1e-6, { error: 'No máximo 4 casas decimais' });

// Shared groups ---------------------------------------------------------------------------------------------------

/** Default verProc: the emitting application and its version (TS_verProc, up to 20 characters). */
export const defaultVerProc = 'Ocupacional-1.0';

/** tpAmb: 1 produção, 2 produção restrita (the test environment of the web service). */
export const tpAmbSchema = oneOf([1, 2]);
export type TpAmb = z.infer<typeof tpAmbSchema>;

/**
 * ideEvento of worker events (T_ideEvento_trab). indRetif 1 original, 2 rectification of the event whose receipt
 * is nrRecibo (the batch's ALT mode). procEmi is 1: we are the employer's application.
 */
export const ideEventoSchema = z
  .object({
    indRetif: oneOf([1, 2]).default(1),
    nrRecibo: receiptSchema.optional(),
    tpAmb: tpAmbSchema,
    procEmi: z.literal(1).default(1),
    verProc: text(20).default(defaultVerProc),
  })
  .superRefine((value, ctx) => {
    if (value.indRetif === 2 && !value.nrRecibo) {
      addIssue(ctx, ['nrRecibo'], inputMessages.receiptForRectification);
    }
    if (value.indRetif === 1 && value.nrRecibo) {
      addIssue(ctx, ['nrRecibo'], inputMessages.receiptOnlyForRectification);
    }
  });

/** ideEvento of S-3000 (T_ideEvento_exclusao): no rectification. */
export const ideEventoExclusaoSchema = z.object({
  tpAmb: tpAmbSchema,
  procEmi: z.literal(1).default(1),
  verProc: text(20).default(defaultVerProc),
});

/** An inscription as typed or stored: mask punctuation and spaces out, letters upper case (alphanumeric CNPJ). */
export function normalizeInscription(value: string): string {
  return value.replace(/[.\-/\s]/g, '').toUpperCase();
}

/**
 * Whether a CNPJ is valid, numeric or alphanumeric (IN RFB 2.229/2024, from July 2026): 12 letters or digits and 2
 * check digits, each character weighing its ASCII code minus 48 (so a digit weighs itself and 'A' weighs 17), with
 * the same modulus-11 weights as the numeric CNPJ. A CNPJ of one repeated digit is refused.
 *
 * @example isValidEmployerCnpj('12ABC34501DE35') // true
 */
export function isValidEmployerCnpj(value: string): boolean {
  if (!/^[A-Z0-9]{12}\d{2}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false;
  const checkDigit = (length: number) => {
    const sum = [...value.slice(0, length)].reduce((total, char, i) => total + (char.charCodeAt(0) - 48) * cnpjWeights[13 - length + i]!, 0);
    const remainder = sum % 11;
    return remainder < 2 ? 0 : 11 - remainder;
  };
  return checkDigit(12) === Number(value[12]) && checkDigit(13) === Number(value[13]);
}
/** Weights of the CNPJ's check digits: the first uses the last 12, the second all 13. */
const cnpjWeights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/**
 * The employer (ideEmpregador). For a CNPJ the event carries the root of 8 characters, except for organs of direct
 * federal administration (natureza jurídica 101-5, 104-0, 107-4, 116-3), which carry all 14: `cnpjCompleto`.
 * The input takes the full CNPJ (masked or not, numeric or alphanumeric) or the root; a CPF (tpInsc 2) goes whole.
 */
export const ideEmpregadorSchema = z
  .object({
    tpInsc: oneOf([1, 2]),
    nrInsc: z.string({ error: requiredMessage }),
    cnpjCompleto: z.boolean().default(false),
  })
  .transform((value, ctx) => {
    const inscription = normalizeInscription(value.nrInsc);
    if (value.tpInsc === 2) {
      if (!/^\d{11}$/.test(inscription) || !isValidCpf(inscription)) {
        addIssue(ctx, ['nrInsc'], invalidCpfMessage);
        return z.NEVER;
      }
      return { tpInsc: 2 as const, nrInsc: inscription };
    }
    if (isValidEmployerCnpj(inscription)) {
      return { tpInsc: 1 as const, nrInsc: value.cnpjCompleto ? inscription : inscription.slice(0, 8) };
    }
    if (/^[A-Z0-9]{8}$/.test(inscription) && !value.cnpjCompleto) return { tpInsc: 1 as const, nrInsc: inscription };
    addIssue(ctx, ['nrInsc'], value.cnpjCompleto && inscription.length === 8 ? inputMessages.employerRoot : invalidCnpjMessage);
    return z.NEVER;
  });
export type IdeEmpregador = z.output<typeof ideEmpregadorSchema>;

/**
 * ideEmpregador from the company's own inscription, never a fixed tpInsc (issue 13 item 4): 11 digits are a CPF
 * (tpInsc 2), anything else a CNPJ (tpInsc 1, numeric or alphanumeric), which the schema cuts to its root.
 *
 * @example ideEmpregadorDaInscricao('11.222.333/0001-81') // { tpInsc: 1, nrInsc: '11222333000181' }
 */
export function ideEmpregadorDaInscricao(inscricao: string): { tpInsc: 1 | 2; nrInsc: string } {
  const nrInsc = normalizeInscription(inscricao);
  return { tpInsc: /^\d{11}$/.test(nrInsc) ? 2 : 1, nrInsc };
}

/**
 * The ideEmpregador a company's events and lotes carry, parsed: the CNPJ's root of 8 or the whole CPF. Throws on an
 * inscription that is neither (a stored company's never is).
 *
 * @example empregadorDaInscricao('11222333000181') // { tpInsc: 1, nrInsc: '11222333' }
 */
export function empregadorDaInscricao(inscricao: string): IdeEmpregador {
  return ideEmpregadorSchema.parse(ideEmpregadorDaInscricao(inscricao));
}

/**
 * The worker and the contract (T_ideVinculo_sst): the CPF plus the matrícula of S-2200/S-2300, or, for a worker
 * without matrícula (TSVE), the category of Tabela 01 instead.
 */
export const ideVinculoSchema = z
  .object({
    cpfTrab: cpf,
    matricula: text(30).optional(),
    codCateg: paddedCode(3).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.matricula === !value.codCateg) {
      addIssue(ctx, ['matricula'], inputMessages.matriculaOrCategoria);
    }
  });

// S-2220 ----------------------------------------------------------------------------------------------------------

/** procRealizado codes whose obsProc is required (evtMonit.xsd, obsProc). */
export const proceduresNeedingObservation = [
  '0583', '0998', '0999', '1128', '1230', '1992', '1993', '1994', '1995', '1996', '1997', '1998', '1999', '9999',
] as const; // prettier-ignore
/** procRealizado that needs ordExame (audiometria, Tabela 27 0281). */
export const procedureNeedingOrder = '0281';

const exameSchema = z
  .object({
    dtExm: isoDate,
    /** Tabela 27 code, 4 digits. */
    procRealizado: paddedCode(4),
    obsProc: text(999).optional(),
    /** 1 inicial (referencial), 2 sequencial. */
    ordExame: oneOf([1, 2]).optional(),
    /** 1 normal, 2 alterado, 3 estável, 4 agravamento (spec 2 §3 result options). */
    indResult: oneOf([1, 2, 3, 4]).optional(),
  })
  .superRefine((value, ctx) => {
    if ((proceduresNeedingObservation as readonly string[]).includes(value.procRealizado) && !value.obsProc) {
      addIssue(ctx, ['obsProc'], requiredMessage);
    }
    if (value.procRealizado === procedureNeedingOrder && !value.ordExame) {
      addIssue(ctx, ['ordExame'], requiredMessage);
    }
  });

export const s2220Schema = z
  .object({
    layout: z.literal('S-2220'),
    ideEvento: ideEventoSchema,
    ideEmpregador: ideEmpregadorSchema,
    ideVinculo: ideVinculoSchema,
    exMedOcup: z.object({
      /** 0 admissional, 1 periódico, 2 retorno, 3 mudança de função/risco, 4 monitoração pontual, 9 demissional. */
      tpExameOcup: oneOf([0, 1, 2, 3, 4, 9]),
      aso: z.object({
        dtAso: isoDate,
        /** 1 apto, 2 inapto; optional in the layout. */
        resAso: oneOf([1, 2]).optional(),
        exame: z.array(exameSchema).min(1, { error: requiredMessage }).max(99),
        /** The doctor who issued the ASO. Spec 2 §5 requires name, CRM and CRM state. */
        medico: z.object({ nmMed: nome, nrCRM: text(10), ufCRM: uf }),
      }),
      /** The PCMSO coordinator. */
      respMonit: z.object({ cpfResp: cpf.optional(), nmResp: nome, nrCRM: text(10), ufCRM: uf }).optional(),
    }),
  })
  .superRefine((value, ctx) => {
    const { dtAso, exame } = value.exMedOcup.aso;
    const seen = new Set<string>();
    exame.forEach((e, index) => {
      if (e.dtExm > dtAso) {
        addIssue(ctx, ['exMedOcup', 'aso', 'exame', index, 'dtExm'], inputMessages.dateOrder);
      }
      const key = `${e.dtExm}|${e.procRealizado}`;
      if (seen.has(key)) {
        addIssue(ctx, ['exMedOcup', 'aso', 'exame', index, 'procRealizado'], inputMessages.duplicated);
      }
      seen.add(key);
    });
  });
export type S2220Input = z.input<typeof s2220Schema>;
export type S2220 = z.output<typeof s2220Schema>;

// S-2240 ----------------------------------------------------------------------------------------------------------

/** "Ausência de agente nocivo ou de atividades previstas no Anexo IV do Decreto 3.048/1999". */
export const noExposureCode = '09.01.001';
/** Agents whose dscAgNoc is required (evtExpRisco.xsd, dscAgNoc). */
export const agentsNeedingDescription = [
  '01.01.001', '01.02.001', '01.03.001', '01.04.001', '01.05.001', '01.06.001', '01.07.001', '01.08.001', '01.09.001',
  '01.10.001', '01.12.001', '01.13.001', '01.14.001', '01.15.001', '01.16.001', '01.17.001', '01.18.001', '05.01.001',
] as const; // prettier-ignore
/** Agents whose limTol is required under quantitative evaluation. */
export const agentsNeedingTolerance = ['01.18.001', '02.01.014'] as const;
/** Agent included by administrative or judicial order: nrProcJud. */
export const agentByProcess = '05.01.001';

/** Tabela 24 code as 99.99.999; seven bare digits are accepted and formatted. */
const codAgNoc = z
  .string({ error: requiredMessage })
  .transform((v) => {
    const trimmed = v.trim();
    return /^\d{7}$/.test(trimmed) ? `${trimmed.slice(0, 2)}.${trimmed.slice(2, 4)}.${trimmed.slice(4)}` : trimmed;
  })
  .pipe(z.string().regex(/^\d{2}\.\d{2}\.\d{3}$/, { error: invalidOptionMessage }));

const infoAmbSchema = z
  .object({
    /** 1 estabelecimento do próprio empregador, 2 de terceiros. */
    localAmb: oneOf([1, 2]),
    dscSetor: text(100),
    /** 1 CNPJ, 3 CAEPF, 4 CNO. */
    tpInsc: oneOf([1, 3, 4]),
    nrInsc: z.string({ error: requiredMessage }).transform((v) => normalizeInscription(v)),
  })
  .superRefine((value, ctx) => {
    // The establishment's CNPJ may be alphanumeric (TS_nrInsc_12_14); CAEPF and CNO stay numeric.
    const ok =
      value.tpInsc === 1 ? isValidEmployerCnpj(value.nrInsc) : value.tpInsc === 3 ? /^\d{14}$/.test(value.nrInsc) : /^\d{12}$/.test(value.nrInsc);
    if (!ok) addIssue(ctx, ['nrInsc'], value.tpInsc === 1 ? invalidCnpjMessage : invalidOptionMessage);
  });

/** An 'S'/'N' answer: missing is 'Campo obrigatório', anything else 'Selecione uma opção válida'. */
const answer = z.literal(['S', 'N'], { error: (issue) => (issue.input === undefined ? requiredMessage : invalidOptionMessage) });

const epcEpiSchema = z
  .object({
    /** 0 não se aplica, 1 não implementa, 2 implementa. */
    utilizEPC: oneOf([0, 1, 2]),
    eficEpc: simNao.optional(),
    /** 0 não se aplica, 1 não utilizado, 2 utilizado. */
    utilizEPI: oneOf([0, 1, 2]),
    eficEpi: simNao.optional(),
    /** Certificado de Aprovação (CA) or evaluation document of each EPI. */
    epi: z.array(z.object({ docAval: text(255) })).max(50).optional(),
    /** The six NR-06 answers: the user's declarations, so a missing one is 'Campo obrigatório', never assumed. */
    epiCompl: z
      .object({
        medProtecao: answer,
        condFuncto: answer,
        usoInint: answer,
        przValid: answer,
        periodicTroca: answer,
        higienizacao: answer,
      })
      .optional(),
  })
  .superRefine((value, ctx) => {
    requiredExactlyWhen(ctx, value.utilizEPC === 2, value.eficEpc, ['eficEpc']);
    requiredExactlyWhen(ctx, value.utilizEPI === 2, value.eficEpi, ['eficEpi']);
    requiredExactlyWhen(ctx, value.utilizEPI === 2, value.epi?.length ? value.epi : undefined, ['epi']);
    requiredExactlyWhen(ctx, value.utilizEPI === 2, value.epiCompl, ['epiCompl']);
  });

const agNocSchema = z
  .object({
    codAgNoc,
    dscAgNoc: text(100).optional(),
    /** 1 critério quantitativo, 2 qualitativo. */
    tpAval: oneOf([1, 2]).optional(),
    intConc: decimal4.optional(),
    limTol: decimal4.optional(),
    /** Unit of intConc, 1 to 30 (dose diária de ruído, dB(A), mg/m³, …). */
    // Tabela de unidades de medida: codes 1 to 30.
    unMed: numberInput().int({ error: invalidOptionMessage }).min(1, { error: invalidOptionMessage }).max(30, { error: invalidOptionMessage }).optional(),
    tecMedicao: text(40).optional(),
    nrProcJud: z
      .string()
      .transform((v) => onlyDigits(v))
      .pipe(z.string().regex(/^(\d{17}|\d{20}|\d{21})$/, { error: invalidOptionMessage }))
      .optional(),
    epcEpi: epcEpiSchema.optional(),
  })
  .superRefine((value, ctx) => {
    const exposed = value.codAgNoc !== noExposureCode;
    const quantitative = value.tpAval === 1;
    requiredExactlyWhen(ctx, exposed, value.tpAval, ['tpAval']);
    requiredExactlyWhen(ctx, quantitative, value.intConc, ['intConc']);
    requiredExactlyWhen(ctx, quantitative, value.unMed, ['unMed']);
    requiredExactlyWhen(ctx, quantitative, value.tecMedicao, ['tecMedicao']);
    requiredExactlyWhen(
      ctx,
      quantitative && (agentsNeedingTolerance as readonly string[]).includes(value.codAgNoc),
      value.limTol,
      ['limTol'],
    );
    requiredExactlyWhen(ctx, exposed, value.epcEpi, ['epcEpi']);
    if ((agentsNeedingDescription as readonly string[]).includes(value.codAgNoc) && !value.dscAgNoc) {
      addIssue(ctx, ['dscAgNoc'], requiredMessage);
    }
    if (value.codAgNoc !== agentByProcess && value.nrProcJud) {
      addIssue(ctx, ['nrProcJud'], inputMessages.notAllowed);
    }
  });

const respRegSchema = z
  .object({
    cpfResp: cpf,
    /** Órgão de classe: 1 CRM, 4 CREA, 9 outros (spec 2 §3). */
    ideOC: oneOf([1, 4, 9]).optional(),
    dscOC: text(20).optional(),
    nrOC: text(14).optional(),
    ufOC: uf.optional(),
  })
  .superRefine((value, ctx) => requiredExactlyWhen(ctx, value.ideOC === 9, value.dscOC, ['dscOC']));

export const s2240Schema = z
  .object({
    layout: z.literal('S-2240'),
    ideEvento: ideEventoSchema,
    ideEmpregador: ideEmpregadorSchema,
    ideVinculo: ideVinculoSchema,
    infoExpRisco: z.object({
      dtIniCondicao: isoDate,
      /** Only for trabalhador avulso (category 2XX). */
      dtFimCondicao: isoDate.optional(),
      infoAmb: z.array(infoAmbSchema).min(1, { error: requiredMessage }).max(9),
      infoAtiv: z.object({ dscAtivDes: text(999) }),
      agNoc: z.array(agNocSchema).min(1, { error: requiredMessage }).max(999),
      respReg: z.array(respRegSchema).min(1, { error: requiredMessage }).max(99),
      obs: z.object({ obsCompl: text(999) }).optional(),
    }),
  })
  .superRefine((value, ctx) => {
    const info = value.infoExpRisco;
    if (info.dtFimCondicao && info.dtFimCondicao < info.dtIniCondicao) {
      addIssue(ctx, ['infoExpRisco', 'dtFimCondicao'], inputMessages.dateOrder);
    }
    const codes = info.agNoc.map((a) => a.codAgNoc);
    if (codes.includes(noExposureCode) && codes.length > 1) {
      addIssue(ctx, ['infoExpRisco', 'agNoc'], inputMessages.aloneNoExposure);
    }
    const seen = new Set<string>();
    info.agNoc.forEach((agent, index) => {
      const key = JSON.stringify([agent.codAgNoc, agent.dscAgNoc]);
      if (seen.has(key)) {
        addIssue(ctx, ['infoExpRisco', 'agNoc', index, 'codAgNoc'], inputMessages.duplicated);
      }
      seen.add(key);
      // "Não informar se codAgNoc = 09.01.001 e dtIniCondicao >= 2024-04-22".
      if (agent.codAgNoc === noExposureCode && agent.dscAgNoc && info.dtIniCondicao >= '2024-04-22') {
        addIssue(ctx, ['infoExpRisco', 'agNoc', index, 'dscAgNoc'], inputMessages.notAllowed);
      }
      // nrProcJud is required for 05.01.001 from 2024-01-22 on.
      if (agent.codAgNoc === agentByProcess && !agent.nrProcJud && info.dtIniCondicao >= '2024-01-22') {
        addIssue(ctx, ['infoExpRisco', 'agNoc', index, 'nrProcJud'], requiredMessage);
      }
    });
    // The class council of the responsible is required when any agent is present (ideOC, nrOC, ufOC).
    if (codes.some((c) => c !== noExposureCode)) {
      info.respReg.forEach((resp, index) => {
        for (const field of ['ideOC', 'nrOC', 'ufOC'] as const) {
          if (resp[field] === undefined) {
            addIssue(ctx, ['infoExpRisco', 'respReg', index, field], requiredMessage);
          }
        }
      });
    }
  });
export type S2240Input = z.input<typeof s2240Schema>;
export type S2240 = z.output<typeof s2240Schema>;

// S-2210 ----------------------------------------------------------------------------------------------------------

/** TS_hora HHMM from 0000 to 2359. */
const hora = z.string().regex(/^([01]\d|2[0-3])[0-5]\d$/, { error: 'Hora inválida (HHMM)' });
/** TS_hora_99 HHMM with hours up to 99. */
const hora99 = z.string().regex(/^\d\d[0-5]\d$/, { error: 'Hora inválida (HHMM)' });

const localAcidenteSchema = z
  .object({
    /** 1 estabelecimento do empregador no Brasil, 2 no exterior, 3 de terceiros, 4 via pública, 5 área rural, 6 embarcação, 9 outros. */
    tpLocal: oneOf([1, 2, 3, 4, 5, 6, 9]),
    dscLocal: text(255).optional(),
    /** Tabela 20 code (R, AV, …). */
    tpLograd: text(4).optional(),
    dscLograd: text(100),
    nrLograd: text(10),
    complemento: text(30).optional(),
    bairro: text(90).optional(),
    cep: z.string().transform((v) => onlyDigits(v)).pipe(z.string().regex(/^\d{8}$/, { error: 'CEP inválido' })).optional(),
    /** IBGE municipality code, 7 digits. */
    codMunic: paddedCode(7).optional(),
    uf: uf.optional(),
    /** Tabela 06 country code, only abroad (tpLocal 2). */
    pais: z.string().regex(/^\d{3}$/).optional(),
    codPostal: text(12, 4).optional(),
    /** Establishment where the accident happened (CNPJ, CAEPF or CNO). */
    ideLocalAcid: z
      .object({ tpInsc: oneOf([1, 3, 4]), nrInsc: z.string().transform((v) => onlyDigits(v)) })
      .superRefine((value, ctx) => {
        const ok = value.tpInsc === 4 ? /^\d{12}$/.test(value.nrInsc) : /^\d{14}$/.test(value.nrInsc);
        if (!ok || (value.tpInsc === 1 && !isValidCnpj(value.nrInsc))) {
          addIssue(ctx, ['nrInsc'], invalidCnpjMessage);
        }
      })
      .optional(),
  })
  .superRefine((value, ctx) => {
    const abroad = value.tpLocal === 2;
    requiredExactlyWhen(ctx, abroad, value.pais, ['pais']);
    if ([1, 3, 5].includes(value.tpLocal) && !value.cep) addIssue(ctx, ['cep'], requiredMessage);
    if ([1, 3, 4, 5].includes(value.tpLocal)) {
      if (!value.codMunic) addIssue(ctx, ['codMunic'], requiredMessage);
      if (!value.uf) addIssue(ctx, ['uf'], requiredMessage);
    }
    if (abroad) {
      for (const field of ['cep', 'codMunic', 'uf'] as const) {
        if (value[field]) addIssue(ctx, [field], inputMessages.notAllowed);
      }
    }
  });

export const s2210Schema = z
  .object({
    layout: z.literal('S-2210'),
    ideEvento: ideEventoSchema,
    ideEmpregador: ideEmpregadorSchema,
    ideVinculo: ideVinculoSchema,
    cat: z.object({
      dtAcid: isoDate,
      /** 1 típico, 2 doença, 3 trajeto. */
      tpAcid: oneOf([1, 2, 3]),
      hrAcid: hora.optional(),
      hrsTrabAntesAcid: hora99.optional(),
      /** 1 inicial, 2 reabertura, 3 comunicação de óbito. */
      tpCat: oneOf([1, 2, 3]),
      indCatObito: simNao,
      dtObito: isoDate.optional(),
      indComunPolicia: simNao,
      /** Tabela 15 (situação geradora), 9 digits. */
      codSitGeradora: paddedCode(9),
      /** 1 empregador, 2 ordem judicial, 3 determinação de órgão fiscalizador. */
      iniciatCAT: oneOf([1, 2, 3]),
      obsCAT: text(999).optional(),
      ultDiaTrab: isoDate.optional(),
      houveAfast: simNao.optional(),
      localAcidente: localAcidenteSchema,
      /** Tabela 13 body part, 9 digits; lateralidade 0 não aplicável, 1 esquerda, 2 direita, 3 ambas. */
      parteAtingida: z.object({ codParteAting: paddedCode(9), lateralidade: oneOf([0, 1, 2, 3]) }),
      /** Tabela 14 or 15, 9 digits. */
      agenteCausador: z.object({ codAgntCausador: paddedCode(9) }),
      atestado: z
        .object({
          dtAtendimento: isoDate,
          hrAtendimento: hora,
          indInternacao: simNao,
          /** Estimated days of treatment, up to 4 digits. */
          durTrat: z.number().int().min(0).max(9999),
          indAfast: simNao,
          /** Tabela 17 nature of the injury, 9 digits. */
          dscLesao: paddedCode(9),
          dscCompLesao: text(200).optional(),
          diagProvavel: text(100).optional(),
          codCID: z
            .string()
            .transform((v) => v.replace(/[.\s]/g, '').toUpperCase())
            .pipe(z.string().regex(/^[A-Z]\d{2,3}$/, { error: 'CID inválido' })),
          observacao: text(255).optional(),
          emitente: z
            .object({
              nmEmit: nome,
              /** 1 CRM, 2 CRO, 3 RMS. */
              ideOC: oneOf([1, 2, 3]),
              nrOC: text(14),
              ufOC: uf.optional(),
            })
            .superRefine((value, ctx) => {
              if (value.ideOC !== 3 && !value.ufOC) addIssue(ctx, ['ufOC'], requiredMessage);
            }),
        }),
      /** Receipt of the previous CAT of the same accident (reabertura, óbito). */
      catOrigem: z.object({ nrRecCatOrig: receiptSchema }).optional(),
    }),
  })
  .superRefine((value, ctx) => {
    const cat = value.cat;
    const at = (field: string) => ['cat', field];
    requiredExactlyWhen(ctx, cat.indCatObito === 'S', cat.dtObito, at('dtObito'));
    if (cat.tpCat === 3 && cat.indCatObito !== 'S') addIssue(ctx, at('indCatObito'), invalidOptionMessage);
    if (cat.tpCat === 2 && cat.indCatObito !== 'N') addIssue(ctx, at('indCatObito'), invalidOptionMessage);
    if (cat.tpCat === 2 && !cat.catOrigem) addIssue(ctx, at('catOrigem'), requiredMessage);
    if (cat.tpCat === 1 && cat.catOrigem) addIssue(ctx, at('catOrigem'), inputMessages.notAllowed);
    // hrAcid (evtCAT.xsd): required for típico and for trajeto from 2022-01-26, "Não informar se tpAcid = [2]" only
    // (an earlier trajeto may carry it: issue 13 item 7). hrsTrabAntesAcid's requirement is in rules/s2210.ts.
    const timed = cat.tpAcid === 1 || (cat.tpAcid === 3 && cat.dtAcid >= '2022-01-26');
    if (timed && cat.hrAcid === undefined) addIssue(ctx, at('hrAcid'), requiredMessage);
    if (cat.tpAcid === 2 && cat.hrAcid !== undefined) addIssue(ctx, at('hrAcid'), inputMessages.notAllowed);
    if (cat.tpAcid === 2 && cat.hrsTrabAntesAcid) addIssue(ctx, at('hrsTrabAntesAcid'), inputMessages.notAllowed);
    if (cat.dtAcid >= '2023-01-16') {
      if (!cat.ultDiaTrab) addIssue(ctx, at('ultDiaTrab'), requiredMessage);
      if (!cat.houveAfast) addIssue(ctx, at('houveAfast'), requiredMessage);
    }
    if (cat.dtObito && cat.dtObito < cat.dtAcid) addIssue(ctx, at('dtObito'), inputMessages.dateOrder);
    if (cat.atestado.dtAtendimento < cat.dtAcid) {
      addIssue(ctx, ['cat', 'atestado', 'dtAtendimento'], inputMessages.dateOrder);
    }
    if (cat.indCatObito === 'S' && cat.atestado.indAfast !== 'N') {
      addIssue(ctx, ['cat', 'atestado', 'indAfast'], invalidOptionMessage);
    }
    // ideLocalAcid: required for a CNPJ employer when the accident was in its own or a third party's establishment.
    if (value.ideEmpregador.tpInsc === 1 && [1, 3].includes(cat.localAcidente.tpLocal) && !cat.localAcidente.ideLocalAcid) {
      addIssue(ctx, ['cat', 'localAcidente', 'ideLocalAcid'], requiredMessage);
    }
  });
export type S2210Input = z.input<typeof s2210Schema>;
export type S2210 = z.output<typeof s2210Schema>;

// S-3000 ----------------------------------------------------------------------------------------------------------

export const s3000Schema = z
  .object({
    layout: z.literal('S-3000'),
    ideEvento: ideEventoExclusaoSchema,
    ideEmpregador: ideEmpregadorSchema,
    infoExclusao: z.object({
      /** The excluded event's layout, e.g. S-2220. */
      tpEvento: z.string().trim().regex(/^S-\d{4}$/, { error: invalidOptionMessage }),
      /** Receipt of the event being excluded. */
      nrRecEvt: receiptSchema,
      /** The worker, required for non-periodic worker events (S-2190 to S-2420) and S-1200 to S-1210. */
      ideTrabalhador: z.object({ cpfTrab: cpf }).optional(),
      ideFolhaPagto: z
        .object({
          indApuracao: oneOf([1, 2]).optional(),
          perApur: z.string().regex(/^2\d{3}(-(0[1-9]|1[0-2]))?$/, { error: invalidOptionMessage }),
        })
        .optional(),
    }),
  })
  .superRefine((value, ctx) => {
    const code = Number(value.infoExclusao.tpEvento.slice(2));
    const workerEvent = (code >= 2190 && code <= 2420) || code === 8200 || code === 8299 || (code >= 1200 && code <= 1210);
    requiredExactlyWhen(ctx, workerEvent, value.infoExclusao.ideTrabalhador, ['infoExclusao', 'ideTrabalhador']);
    const payroll = (code >= 1200 && code <= 1280) || code === 1300;
    requiredExactlyWhen(ctx, payroll, value.infoExclusao.ideFolhaPagto, ['infoExclusao', 'ideFolhaPagto']);
  });
export type S3000Input = z.input<typeof s3000Schema>;
export type S3000 = z.output<typeof s3000Schema>;

// All -------------------------------------------------------------------------------------------------------------

export const eventInputSchema = z.discriminatedUnion('layout', [s2210Schema, s2220Schema, s2240Schema, s3000Schema]);
export type EventInput = z.input<typeof eventInputSchema>;
export type ParsedEventInput = z.output<typeof eventInputSchema>;

/** A layout rule broken at a field: a custom issue with the rule's pt-BR message. */
function addIssue(ctx: z.RefinementCtx, path: (string | number)[], message: string): void {
  ctx.addIssue({ code: 'custom', path, message });
}

/** "Obrigatório e exclusivo": present exactly when the condition holds. */
function requiredExactlyWhen(ctx: z.RefinementCtx, condition: boolean, value: unknown, path: (string | number)[]): void {
  if (condition && value === undefined) addIssue(ctx, path, requiredMessage);
  if (!condition && value !== undefined) addIssue(ctx, path, inputMessages.notAllowed);
}

// Mappings from our codes -----------------------------------------------------------------------------------------

/**
 * tpExameOcup from the ASO type of the consultation (type list 46, shared/src/codes.ts asoTypes):
 * 47 admissional → 0; 48 após admissional → 1 (the exam NR-07 schedules months after admission, e.g. the
 * audiometry of the 6th month, is a periodic exam of the PCMSO plan: "periódico, conforme NR-07 e/ou
 * planejamento do PCMSO"); 49 retorno ao trabalho → 2; 50 mudança de função → 3 ("mudança de função ou de risco
 * ocupacional"); 51 demissional → 9; 52 periódico → 1. Code 4 (monitoração pontual) has no ASO type of ours:
 * a manual event may still send it. Unknown types answer null.
 */
export function tpExameOcupFromAsoType(asoType: number): 0 | 1 | 2 | 3 | 9 | null {
  const map: Record<number, 0 | 1 | 2 | 3 | 9> = { 47: 0, 48: 1, 49: 2, 50: 3, 51: 9, 52: 1 };
  return map[asoType] ?? null;
}

/**
 * resAso from the aptitude of the release (spec 1 §4, shared aptidao): 1 apto and 2 apto com restrições → 1
 * (Apto: eSocial has no "with restrictions"); 5 inapto and 6 inapto temporário → 2 (Inapto). The manual event's
 * default aptidão 186 (spec 2 §9, the first item of type list 185) reads as apto. Anything else leaves resAso out,
 * which the layout allows.
 */
export function resAsoFromAptidao(aptidao: number | null | undefined): 1 | 2 | undefined {
  if (aptidao === 1 || aptidao === 2 || aptidao === 186) return 1;
  if (aptidao === 5 || aptidao === 6) return 2;
  return undefined;
}

/** ASO exam result of our forms (spec 2 §3: 1 normal, 2 alterado, 3 estável, 4 agravamento) is indResult as is. */
export function indResultFromExamResult(result: number | null | undefined): 1 | 2 | 3 | 4 | undefined {
  return result === 1 || result === 2 || result === 3 || result === 4 ? result : undefined;
}

/** A rectification (batch mode ALT) of an original input: indRetif 2 with the receipt of the event it replaces. */
export function asRectification<T extends { ideEvento: { indRetif?: 1 | 2; nrRecibo?: string } }>(input: T, nrRecibo: string): T {
  return { ...input, ideEvento: { ...input.ideEvento, indRetif: 2, nrRecibo } };
}
