import * as z from 'zod';
import { esocialManualDefaults } from '../codes';
import { esocialLayouts, esocialLayoutsAvulsos, esocialMensagens, modosProcesso } from '../esocial';
import {
  invalidOptionMessage,
  invalidValueMessage,
  maxChars,
  requiredMessage,
  requiredUnaccentedMessage,
} from '../messages';
import { addDays, normalizeDate, todayInSaoPaulo } from '../validation/dates';
import { cpfField, dateField, emailListField, flagField, idField, idListField, numberField, optionalText, requiredText, versaoField } from './fields';
import { listQuerySchema } from './list-query';

/*
 * The requests of the eSocial module (spec 2 §3, §5, §7; docs/api/esocial.md): certificates and their links, the
 * automatic-sending configuration, events (lists, manual events, UID update), lotes (generation, e-mail, process)
 * and the queries to the web service. Forms send these bodies; the API parses them with the same schemas.
 */

const ufs = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const; // prettier-ignore

const uf = z
  .string({ error: requiredMessage })
  .trim()
  .toUpperCase()
  .pipe(z.enum(ufs, { error: (issue) => (issue.input === '' ? requiredMessage : invalidOptionMessage) }));

/** A number of a closed set, also read from its text. */
function oneOfNumbers<const T extends readonly number[]>(values: T, fallback?: T[number]) {
  const read = (value: unknown) => (value === '' || value === null || value === undefined ? fallback : typeof value === 'string' ? Number(value) : value);
  return z.preprocess(
    read,
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidOptionMessage) })
      .refine((value) => (values as readonly number[]).includes(value), { error: invalidOptionMessage }),
  ) as unknown as z.ZodType<T[number], T[number] | string | null | undefined>;
}

/** A date range [start, end] of a list filter, ISO or dd/mm/aaaa. */
const dateRange = z.tuple([dateField(), dateField()], { error: invalidValueMessage });

// Certificates (spec 2 §3 "Certificate", §5, §7) ----------------------------------------------------------------

/** The largest certificate file accepted (A1 files are a few kB). */
export const certificadoMaxBytes = 64 * 1024;

const required = (max: number) =>
  z.string({ error: requiredUnaccentedMessage }).min(1, requiredUnaccentedMessage).max(max, maxChars(max));

/**
 * POST esocial/certificados/salvar. The file travels in the JSON body as base64 (`arquivo.conteudo`); it is
 * required only for a new certificate (editing may keep the stored file, whose password is then checked again).
 */
export const certificadoSalvarSchema = z
  .object({
    id: idField({ optional: true }),
    tipo_certificado_id: oneOfNumbers([201], 201),
    empresa: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), required(100)),
    arquivo: z
      .object({
        nome: z
          .string({ error: requiredUnaccentedMessage })
          .trim()
          .max(255, maxChars(255))
          .refine((name) => /\.(pfx|p12)$/i.test(name), { error: esocialMensagens.somenteA1 }),
        conteudo: z
          .string({ error: requiredUnaccentedMessage })
          .regex(/^[A-Za-z0-9+/=\r\n]+$/, { error: invalidValueMessage })
          .refine((text) => Math.floor((text.replace(/\s/g, '').length * 3) / 4) <= certificadoMaxBytes, {
            error: 'Arquivo maior que 64 kB',
          }),
      })
      .nullish(),
    senha: required(255),
    confirmar_senha: required(255),
    vincular: flagField(1),
  })
  .superRefine((value, ctx) => {
    if (value.senha && value.confirmar_senha && value.senha !== value.confirmar_senha) {
      ctx.addIssue({ code: 'custom', path: ['confirmar_senha'], message: esocialMensagens.senhasDiferentes });
    }
  });
export type CertificadoSalvar = z.input<typeof certificadoSalvarSchema>;

/** POST esocial/certificados/{id}/vincular: the company to link (the certificate is the path's). */
export const certificadoVincularSchema = z.object({
  id_esocial_certificado: idField({ optional: true }),
  empresa: idField(),
});
export type CertificadoVincular = z.input<typeof certificadoVincularSchema>;

/** GET esocial/certificados (search by holder, company, CNPJ). */
export const certificadoListQuerySchema = listQuerySchema(z.object({}), 50);
/** GET esocial/certificados/{id}: the links, 20 per page (spec 2 §9). */
export const certificadoVinculoListQuerySchema = listQuerySchema(z.object({}), 20);

// Configuration (spec 2 §3 "Configuration") -------------------------------------------------------------------------

/**
 * POST esocial/configuracao/editar. The switch is required: a body without it must not turn automatic sending off
 * (issue 12 item 6). The company fields and the start date are disabled on the screen while inactive, so they are
 * ignored (kept) then, and an empty start date is no date at all, never a stored ''.
 */
export const esocialConfiguracaoSchema = z
  .object({
    id: z.unknown().optional(),
    /** The version of the configuration the screen read (0 before the first save); required (issue 12 item 3). */
    versao: versaoField(),
    ativo: z.preprocess(
      (value) => (value === true || value === '1' ? 1 : value === false || value === '0' ? 0 : value),
      z.union([z.literal(0), z.literal(1)], {
        error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? requiredMessage : invalidOptionMessage),
      }),
    ),
    empresas: idListField(),
    empresas_processar: idListField(),
    data_inicio: dateField({ optional: true }).transform((value) => value || undefined),
  })
  .superRefine((value, ctx) => {
    if (value.ativo !== 1) return;
    if (!value.data_inicio) ctx.addIssue({ code: 'custom', path: ['data_inicio'], message: requiredMessage });
    if (value.empresas.length === 0) ctx.addIssue({ code: 'custom', path: ['empresas'], message: requiredMessage });
    value.empresas_processar.forEach((id, index) => {
      if (!value.empresas.includes(id)) {
        ctx.addIssue({ code: 'custom', path: ['empresas_processar', index], message: invalidOptionMessage });
      }
    });
  });
export type EsocialConfiguracao = z.input<typeof esocialConfiguracaoSchema>;

/**
 * POST esocial/configuracao/responsavel-ambiental/salvar: the company's responsible for the environmental records
 * (PGR/LTCAT), whom its automatic S-2240 names in respReg (issue 13): name, CPF and the class council (ideOC 1 CRM,
 * 4 CREA, 9 another, described in dscOC), its number and UF, with the manual S-2240 form's limits.
 */
export const responsavelAmbientalSchema = z
  .object({
    id_empresa: idField(),
    nome: requiredText(70),
    cpfResp: cpfField(),
    ideOC: oneOfNumbers([1, 4, 9]),
    dscOC: optionalText(20),
    nrOC: requiredText(14),
    ufOC: uf,
  })
  .superRefine((value, ctx) => {
    if (value.ideOC === 9 && !value.dscOC) ctx.addIssue({ code: 'custom', path: ['dscOC'], message: requiredMessage });
  });
export type ResponsavelAmbientalForm = z.input<typeof responsavelAmbientalSchema>;

// Companies disabled for eSocial (spec 2 §2 "Disabled-company list", permission 310) ----------------------------------

/** The messages of the disabled-company list (ours: the spec names the list, not its messages). */
export const empresaDesativadaMensagens = {
  /** 'Gerar XML' without ids for a disabled company. */
  desativada: 'Empresa desativada para o eSocial.',
  /** The company is on the list already. */
  jaDesativada: 'Esta empresa já está desativada para o eSocial.',
  desativadaComSucesso: 'Empresa desativada para o eSocial com sucesso.',
  reativadas: 'Empresa(s) reativada(s) para o eSocial com sucesso.',
} as const;

/**
 * POST esocial/empresas-desativadas/salvar: the company, the date from which it is disabled (the form defaults
 * to today) and an observation (the reason).
 */
export const empresaDesativadaSchema = z.object({
  empresa: idField(),
  data: dateField(),
  observacao: optionalText(500),
});
export type EmpresaDesativadaForm = z.input<typeof empresaDesativadaSchema>;

/** GET esocial/empresas-desativadas: search by company name or CNPJ, 50 per page. */
export const empresaDesativadaListQuerySchema = listQuerySchema(z.object({}), 50);

// Code tables (spec 2 §7 esocial/tabelas/conteudo/{n}) --------------------------------------------------------------

/** The eSocial tables served: 1 categories, 9 layouts, 24 risk agents, 27 procedures, 28 special activities. */
export const esocialTabelas = [1, 9, 24, 27, 28] as const;
export const esocialTabelaQuerySchema = listQuerySchema(z.object({}), 100);

// Events (spec 2 §2 "Events page", §3 "Event file", §9 show options) ------------------------------------------------

export const eventoFilterSchema = z.object({
  id_empresa: idField({ optional: true }),
  id_fdt: idField({ optional: true }),
  id_funcionario: idField({ optional: true }),
  /** Only the companies of the automatic sending. */
  envio_automatico: z.union([z.literal(0), z.literal(1)], { error: invalidOptionMessage }).optional(),
  /** Registration date range. */
  created_at: dateRange.optional(),
  /** 1 without XML, 2 with XML, 3 without conflicts, 4 with conflicts. */
  mostrar: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: invalidOptionMessage }).optional(),
  id_tipo_status: z.array(z.number().int(), { error: invalidValueMessage }).optional(),
});
/** GET esocial/{layout} and esocial/avulso. */
export const eventoListQuerySchema = listQuerySchema(eventoFilterSchema, 50);
export type EventoFilter = z.input<typeof eventoFilterSchema>;

/**
 * POST esocial/{layout}/gerar-arquivo-xml: writes (or refreshes) the XML of the listed events; without ids, first
 * creates the events of the company's released ASOs (S-2220) that have none yet.
 */
export const gerarXmlSchema = z.object({
  ids: idListField(),
  id_empresa: idField({ optional: true }),
  avulso: flagField(0),
  created_at: dateRange.optional(),
});
export type GerarXml = z.input<typeof gerarXmlSchema>;

/** POST esocial/update-uid (spec 2 §3 "Event update"); `id` names the event row. */
export const atualizarUidSchema = z.object({
  id: idField(),
  antigoUid: optionalText(40),
  novoUid: requiredText(40).regex(/^ID\d[A-Z0-9]{12}\d{21}$/, { error: 'UID inválido (ID + 34 caracteres)' }),
  novoRecibo: optionalText(40).refine((value) => !value || /^1\.\d\.\d{19}$/.test(value), {
    error: 'Número de recibo inválido (formato 1.N.NNNNNNNNNNNNNNNNNNN)',
  }),
});
export type AtualizarUid = z.input<typeof atualizarUidSchema>;

// Manual events (spec 2 §3 "Manual event", §5) ----------------------------------------------------------------------

const tabela27 = z
  .union([z.string(), z.number()], { error: requiredMessage })
  .transform((value) => String(value).trim().padStart(4, '0'))
  .pipe(z.string().regex(/^\d{4}$/, { error: invalidOptionMessage }));

const tabela24 = z
  .string({ error: requiredMessage })
  .trim()
  .transform((value) => (/^\d{7}$/.test(value) ? `${value.slice(0, 2)}.${value.slice(2, 4)}.${value.slice(4)}` : value))
  .pipe(z.string().regex(/^\d{2}\.\d{2}\.\d{3}$/, { error: invalidOptionMessage }));

const simNao = z.enum(['S', 'N'], { error: invalidOptionMessage });

export const exameAvulsoSchema = z.object({
  /** Tabela 27 code. */
  codigo: tabela27,
  nome: optionalText(255),
  data: dateField(),
  /** 1 Normal, 2 Alterado, 3 Estável, 4 Agravamento. */
  resultado: oneOfNumbers([1, 2, 3, 4], esocialManualDefaults.resultadoExame as 1),
  /** Required by some codes (Tabela 27 'outros'). */
  obs: optionalText(999),
});

export const riscoAvulsoSchema = z.object({
  /** Tabela 24 code (99.99.999). */
  codigo: tabela24,
  nome: optionalText(255),
  dscAgNoc: optionalText(100),
  /** 1 quantitative, 2 qualitative. */
  tpAval: oneOfNumbers([1, 2], esocialManualDefaults.tpAval as 1),
  intConc: numberField({ optional: true }),
  limTol: numberField({ optional: true }),
  /** 1 to 30 (the XSD's units); required when tpAval is 1. */
  unMed: oneOfNumbers(Array.from({ length: 30 }, (_, i) => i + 1)).optional(),
  tecMedicao: optionalText(40),
  /** Process of an agent included by administrative or judicial order (05.01.001): 17, 20 or 21 digits. */
  nrProcJud: optionalText(25),
  utilizEPC: oneOfNumbers([0, 1, 2], 0),
  /** Efficacy of the EPC and of the EPI, and the six NR-06 answers: the user's own, never defaulted (issue 13). */
  eficEpc: simNao.nullish(),
  utilizEPI: oneOfNumbers([0, 1, 2], 0),
  eficEpi: simNao.nullish(),
  /** CA numbers (or evaluation documents) of the EPIs. */
  epis: z.array(requiredText(255)).max(50).default([]),
  medProtecao: simNao.nullish(),
  condFuncto: simNao.nullish(),
  usoInint: simNao.nullish(),
  przValid: simNao.nullish(),
  periodicTroca: simNao.nullish(),
  higienizacao: simNao.nullish(),
});

/** The NR-06 answers of an EPI in use (epiCompl of the S-2240), in the layout's order. */
export const perguntasNr06 = ['medProtecao', 'condFuncto', 'usoInint', 'przValid', 'periodicTroca', 'higienizacao'] as const;

/** Messages of the manual S-2240 (ours, pt-BR). */
export const s2240Mensagens = {
  processoInvalido: 'Número do processo inválido (17, 20 ou 21 dígitos)',
  fimAntesDoInicio: 'A data de término não pode ser anterior à data de início da condição',
} as const;

/** Agent 05.01.001, included by administrative or judicial order: its process number is required from 2024-01-22. */
const agentePorProcesso = '05.01.001';

const medicoSchema = z.object({ nome: requiredText(70), crm: requiredText(10), crm_uf: uf });

/**
 * POST esocial/avulso/editar: a manual S-2220 or S-2240 (spec 2 §3, §5). `hoje` is the São Paulo date the
 * "at most 1 day ahead" rule counts from.
 */
export function eventoAvulsoSchema(hoje: string = todayInSaoPaulo()) {
  const limite = addDays(hoje, 1);
  const notAfterTomorrow = (value: string | null | undefined) => !value || (normalizeDate(value) ?? value) <= limite;
  return z
    .object({
      id: idField({ optional: true }),
      /** The version of the event the form read; required when editing (id present). */
      versao: versaoField(),
      id_emp: idField(),
      id_fun: idField(),
      layout: z.enum(esocialLayoutsAvulsos, { error: (issue) => (issue.input === undefined ? requiredMessage : invalidOptionMessage) }),
      valor: z
        .object({
          id_esocial_categoria: z
            .union([z.string(), z.number()])
            .transform((value) => String(value).trim())
            .pipe(z.string().regex(/^(\d{3})?$/, { error: invalidOptionMessage }))
            .nullish(),
          id_fdt: idField({ optional: true }),
          matricula: optionalText(30),
        })
        .default({}),
      consulta: z
        .object({
          aso_dt: dateField(),
          id_tipo_aso: oneOfNumbers([47, 48, 49, 50, 51, 52], esocialManualDefaults.tipoAso as 47),
          aptidao: oneOfNumbers([186, 187, 188], esocialManualDefaults.aptidao as 186),
        })
        .optional(),
      medico: medicoSchema.optional(),
      responsavel_pcmso: medicoSchema.extend({ cpf: cpfField({ optional: true }) }).optional(),
      exames: z.array(exameAvulsoSchema).max(99).default([]),
      ambiente: z
        .object({
          dtIniCondicao: dateField(),
          /** The end of the conditions: a trabalhador avulso's only (the rules of evtExpRisco.xsd, issue 13). */
          dtFimCondicao: dateField({ optional: true }),
          dscAtivDes: requiredText(999),
          dscSetor: optionalText(100),
          obsCompl: optionalText(999),
        })
        .optional(),
      responsavel: z
        .object({
          nome: requiredText(70),
          cpfResp: cpfField(),
          /** Órgão de classe: 1 CRM, 4 CREA, 9 Outros. */
          ideOC: oneOfNumbers([1, 4, 9], 4),
          dscOC: optionalText(20),
          nrOC: requiredText(14),
          ufOC: uf,
        })
        .optional(),
      riscos: z.array(riscoAvulsoSchema).max(999).default([]),
    })
    .superRefine((value, ctx) => {
      const issue = (path: (string | number)[], message: string = requiredMessage) => ctx.addIssue({ code: 'custom', path, message });
      if (value.layout === 'S-2220') {
        if (!value.consulta) issue(['consulta', 'aso_dt']);
        else if (!notAfterTomorrow(value.consulta.aso_dt)) issue(['consulta', 'aso_dt'], esocialMensagens.dataFutura);
        if (!value.medico) issue(['medico', 'nome']);
        if (value.exames.length === 0) issue(['exames']);
        const seen = new Set<string>();
        value.exames.forEach((exame, index) => {
          if (!notAfterTomorrow(exame.data)) issue(['exames', index, 'data'], esocialMensagens.dataFutura);
          if (seen.has(exame.codigo)) issue(['exames', index, 'codigo'], esocialMensagens.procedimentoDuplicado);
          seen.add(exame.codigo);
        });
      }
      if (value.layout === 'S-2240') {
        if (!value.ambiente) issue(['ambiente', 'dtIniCondicao']);
        else if (!notAfterTomorrow(value.ambiente.dtIniCondicao)) issue(['ambiente', 'dtIniCondicao'], esocialMensagens.dataFutura);
        // evtExpRisco.xsd, dtFimCondicao: "Deve ser uma data válida, igual ou posterior a dtIniCondicao".
        const fim = value.ambiente?.dtFimCondicao;
        if (fim && value.ambiente && fim < value.ambiente.dtIniCondicao) issue(['ambiente', 'dtFimCondicao'], s2240Mensagens.fimAntesDoInicio);
        if (!value.responsavel) issue(['responsavel', 'nome']);
        if (value.riscos.length === 0) issue(['riscos']);
        const seen = new Set<string>();
        value.riscos.forEach((risco, index) => {
          const key = `${risco.codigo}|${risco.dscAgNoc ?? ''}`;
          if (seen.has(key)) issue(['riscos', index, 'codigo'], esocialMensagens.procedimentoDuplicado);
          seen.add(key);
          if (risco.codigo !== '09.01.001' && risco.tpAval === 1) {
            if (risco.unMed === undefined) issue(['riscos', index, 'unMed']);
            if (risco.intConc === undefined || risco.intConc === null) issue(['riscos', index, 'intConc']);
            if (!risco.tecMedicao) issue(['riscos', index, 'tecMedicao']);
          }
          if (risco.codigo !== '09.01.001') {
            // The efficacy and the NR-06 answers are declarations only the user makes (evtExpRisco.xsd: required
            // when the EPC is implemented or the EPI used).
            if (risco.utilizEPC === 2 && !risco.eficEpc) issue(['riscos', index, 'eficEpc']);
            if (risco.utilizEPI === 2) {
              if (!risco.eficEpi) issue(['riscos', index, 'eficEpi']);
              if (risco.epis.length === 0) issue(['riscos', index, 'epis']);
              for (const pergunta of perguntasNr06) if (!risco[pergunta]) issue(['riscos', index, pergunta]);
            }
          }
          const processo = (risco.nrProcJud ?? '').replace(/\D/g, '');
          if (risco.nrProcJud && !/^(\d{17}|\d{20}|\d{21})$/.test(processo)) issue(['riscos', index, 'nrProcJud'], s2240Mensagens.processoInvalido);
          // evtExpRisco.xsd, nrProcJud: required for 05.01.001 when dtIniCondicao >= 2024-01-22.
          const inicio = value.ambiente?.dtIniCondicao ?? '';
          if (risco.codigo === agentePorProcesso && !risco.nrProcJud && inicio >= '2024-01-22') issue(['riscos', index, 'nrProcJud']);
        });
        if (value.responsavel?.ideOC === 9 && !value.responsavel.dscOC) issue(['responsavel', 'dscOC']);
      }
    });
}
export type EventoAvulso = z.input<ReturnType<typeof eventoAvulsoSchema>>;

// CAT (S-2210, spec 2 "Events": "S-2210 (CAT) from its form") -----------------------------------------------------

/**
 * POST esocial/cat/editar: the company, the worker and the `cat` group of the S-2210 layout with the layout's own
 * field names (dtAcid, tpAcid, hrAcid, …, localAcidente, parteAtingida, agenteCausador, atestado, catOrigem), which
 * the API checks against the layout's rules and answers field by field ('cat.<field>').
 */
export const eventoCatSchema = z.object({
  id: idField({ optional: true }),
  /** The version of the event the form read; required when editing (id present). */
  versao: versaoField(),
  id_emp: idField(),
  id_fun: idField(),
  cat: z.record(z.string(), z.unknown(), { error: requiredMessage }),
});
export type EventoCat = z.input<typeof eventoCatSchema>;

// Lotes (spec 2 §3 "Batch", "Batch generation input", "Batch filter") -----------------------------------------------

/** POST esocial/lotes/gerar: company and layout required; the other filters narrow the events (spec 2 §2). */
export const loteGerarSchema = z.object({
  id_emp: idField(),
  layout: z.enum(esocialLayouts, { error: (issue) => (issue.input === undefined ? requiredMessage : invalidOptionMessage) }),
  fdts: idListField(),
  funcionarios: idListField(),
  created_at: dateRange.optional(),
  funcionarios_delete: idListField(),
  /** 'Somente eventos avulsos': 1 only manual events. */
  avulso: flagField(0),
  ids: idListField(),
});
export type LoteGerar = z.input<typeof loteGerarSchema>;

/** GET esocial/lotes (filters Empresa, Trabalhador, Layout). */
export const loteListQuerySchema = listQuerySchema(
  z.object({
    id_empresa: idField({ optional: true }),
    id_funcionario: idField({ optional: true }),
    layout: z.enum(esocialLayouts, { error: invalidOptionMessage }).optional(),
  }),
  50,
);

/** POST esocial/lotes/{id}/email: several addresses separated by semicolons. */
export const loteEmailSchema = z.object({ destinatario: emailListField() });
export type LoteEmail = z.input<typeof loteEmailSchema>;

/** The mode of POST esocial/lotes/processar/{id}/enviar-lote/{modo}. */
export const modoProcessoSchema = z.enum(modosProcesso, { error: invalidOptionMessage });

// Queries (spec 2 §2 "Query modal", §7) -----------------------------------------------------------------------------

export const consultaProtocoloSchema = z.object({
  protocolo: z.string({ error: esocialMensagens.informeProtocolo }).trim().min(1, esocialMensagens.informeProtocolo).max(40),
});
export const consultaReciboSchema = z.object({ recibo: requiredText(40) });
export const consultaEventoIdSchema = z.object({ id: requiredText(40).regex(/^ID\d[A-Z0-9]{12}\d{21}$/, { error: invalidValueMessage }) });
/** Employer events of a layout in a month (MM/aaaa) or a year. */
export const consultaEventosEmpresaSchema = z.object({
  layout: z.string({ error: requiredMessage }).trim().regex(/^S-\d{4}$/, { error: invalidOptionMessage }),
  periodo: z
    .string({ error: requiredMessage })
    .trim()
    .regex(/^((0[1-9]|1[0-2])\/)?\d{4}$/, { error: esocialMensagens.periodoInvalido }),
});
/** Worker events in a period (the web service takes up to 31 days). */
export const consultaEventosFuncionarioSchema = z
  .object({ data_inicio: dateField(), data_fim: dateField() })
  .superRefine((value, ctx) => {
    if (value.data_inicio && value.data_fim && value.data_fim < value.data_inicio) {
      ctx.addIssue({ code: 'custom', path: ['data_fim'], message: 'A data final deve ser posterior à inicial' });
    }
  });
