import * as z from 'zod';
import { asoTypes, batchDefaultAsoType, typeListCodes } from '../codes';
import { invalidDateMessage, invalidOptionMessage, invalidValueMessage, requiredMessage, selectAtLeastOneMessage } from '../messages';
import { normalizeDate } from '../validation/dates';
import { dateField, dateRangeField, fieldLimits, flagField, idField, optionalText, tipoField } from './fields';
import { jsonQueryParam, listQuerySchema, pageSchema } from './list-query';
import { refSchema } from './pcmso';

/*
 * External consultations of the company portal (spec 1 §2, §3, §7): the list, one consultation with its exams,
 * risks and tracking, the new-consultation form (PUT consulta/externa/cadastrar), the batch (POST
 * consulta/externa/lote) and the delete. Field names are the spec's.
 */

/**
 * A schedule date: 'dd/mm/aaaa' or ISO 'yyyy-mm-dd', optionally with a time 'HH:mm' on a 15-minute step (spec 1
 * §5), kept as 'yyyy-mm-dd' or 'yyyy-mm-ddTHH:mm' (São Paulo). Whether it is in the allowed window is a rule the
 * server checks against today (consulta-rules.ts).
 */
export function scheduleDateField() {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((value, ctx) => {
      const match = /^(.+?)(?:[T ](\d{2}):(\d{2})(?::00)?)?$/.exec(value);
      const date = normalizeDate(match?.[1]);
      const [hours, minutes] = [match?.[2], match?.[3]];
      const validTime =
        hours === undefined || (Number(hours) <= 23 && Number(minutes) % 15 === 0 && Number(minutes) < 60);
      if (!date || !validTime) {
        ctx.addIssue({ code: 'custom', message: invalidDateMessage });
        return z.NEVER;
      }
      return hours === undefined ? date : `${date}T${hours}:${minutes}`;
    });
}

/** An ASO type of list 46 (spec 1 §5). */
export const tipoAsoField = () => tipoField(typeListCodes.tipoAso);

// GET consulta/externa (list)

const idList = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()], { error: invalidValueMessage })
  .transform((value) => (Array.isArray(value) ? value : [value]).map(String).filter((id) => id.trim() !== ''));
const codeList = z
  .union([z.array(z.coerce.number().int()), z.coerce.number().int()], { error: invalidValueMessage })
  .transform((value) => (Array.isArray(value) ? value : [value]));

/**
 * The list's filter (spec 1 §2 "External consultation list"): provider, employee, status, ASO type, creation dates
 * and schedule dates; `deleted` 0 leaves the deleted rows out (default: shown, in red). Without dates the list
 * shows what was created in the last 60 days (docs/decisions.md).
 */
export const consultaExternaListFilterSchema = z.object(
  {
    id_credenciada: idList.optional(),
    id_funcionario: idList.optional(),
    id_tipo_status: codeList.optional(),
    id_tipo_aso: codeList.optional(),
    created_at: dateRangeField().optional(),
    agendamento_at: dateRangeField().optional(),
    deleted: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform(Number).optional(),
  },
  { error: invalidValueMessage },
);
export type ConsultaExternaListFilter = z.input<typeof consultaExternaListFilterSchema>;

export const consultaExternaListQuerySchema = listQuerySchema(consultaExternaListFilterSchema);
export type ConsultaExternaListQuery = z.input<typeof consultaExternaListQuerySchema>;

const tipoRef = z.object({ id: z.number().int(), descricao: z.string() });

/** Row colour (spec 1 §2): green generated or due today, orange past, blue future, red deleted. */
export const rowColours = ['verde', 'laranja', 'azul', 'vermelho'] as const;
export type RowColour = (typeof rowColours)[number];

/** A row of the list, and the head of one consultation. */
export const consultaExternaRowSchema = z.object({
  id: z.string(),
  /** The definitive consultation's number, null until generated. */
  id_con: z.number().int().nullable(),
  /** 'yyyy-mm-dd' or 'yyyy-mm-ddTHH:mm' (São Paulo). */
  data_age: z.string(),
  funcionario: z.object({ id: z.string(), nome: z.string(), cpf: z.string() }),
  funcao: refSchema,
  fdt: z.object({ id: z.string(), descricao: z.string(), pcmso: z.string().nullable() }),
  ghe: z.object({ id: z.string(), ghe: z.string(), descricao: z.string() }).nullable(),
  tipo_aso: tipoRef,
  /** Months; -1 when not periodic. */
  periodicidade: z.number().int(),
  tipo_status: tipoRef.extend({ bloqueado: z.union([z.literal(0), z.literal(1)]) }),
  credenciada: z.object({ id: z.string(), nome: z.string(), padrao: z.boolean() }),
  empresa: refSchema,
  obs: z.string().nullable(),
  info: z.string().nullable(),
  revisao: z.number().int().nullable(),
  id_tabela_preco: z.string().nullable(),
  pcd: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
  /** What the row allows and how it shows (consulta-rules.ts). */
  cor: z.enum(rowColours),
  pode_editar: z.boolean(),
  pode_deletar: z.boolean(),
  mostra_guia: z.boolean(),
  /**
   * The generated ASO, when printable (66, 67, generated and not deleted): `url` is consulta/aso/{hash}; open it
   * in a new tab (spec 1 §2 "Guide/ASO modal", docs/api/aso-upload.md).
   */
  aso: z.object({ hash: z.string(), url: z.string() }).nullable(),
});
export type ConsultaExternaRow = z.infer<typeof consultaExternaRowSchema>;

export const consultaExternaPageSchema = pageSchema(consultaExternaRowSchema);

// GET consulta/externa/{id}

/** An exam of an external consultation: to do at the clinic (or a partner), reused or demonstrative. */
export const consultaExternaExameSchema = z.object({
  id_exa: z.string(),
  nome: z.string(),
  parceiro: refSchema.nullable(),
  /** Cents charged: sale price plus service fee; 0 when reused or demonstrative. */
  valor: z.number().int(),
  /** Reused from that consultation (still valid), or shown from it (demonstrative): not done again. */
  id_con_rea: z.number().int().nullable(),
  id_con_dem: z.number().int().nullable(),
  /** The date of the earlier result a reused or demonstrative exam shows. */
  dt_exame: z.string().nullable(),
});
export type ConsultaExternaExame = z.infer<typeof consultaExternaExameSchema>;

export const editTabs = ['exames', 'riscos', 'acompanhamento', 'guia'] as const;
export type EditTab = (typeof editTabs)[number];

/** One external consultation: the row, its clinic's contact, its exams and how the edit page opens. */
export const consultaExternaDetailSchema = consultaExternaRowSchema.extend({
  credenciada: z.object({
    id: z.string(),
    nome: z.string(),
    padrao: z.boolean(),
    endereco: z.string().nullable(),
    telefone: z.string().nullable(),
  }),
  exames: z.array(consultaExternaExameSchema),
  /** Sum of the exams' values, cents. */
  total: z.number().int(),
  /** Function change (ASO 50): the new front, GHE and function. */
  mudanca_funcao: z
    .object({ fdt: refSchema.nullable(), ghe: refSchema.nullable(), funcao: refSchema.nullable() })
    .nullable(),
  /** Tabs shown, the one it opens on and the alert (spec 1 §2, §4: 194 and 195). */
  abas: z.array(z.enum(editTabs)),
  aba_inicial: z.enum(editTabs),
  alerta: z.object({ tipo: z.enum(['info', 'erro']), titulo: z.string(), texto: z.string().nullable() }).nullable(),
  /** The guide prints only at status 54; the ASO at 66 or 67. */
  guia_imprimivel: z.boolean(),
  aso_imprimivel: z.boolean(),
});
export type ConsultaExternaDetail = z.infer<typeof consultaExternaDetailSchema>;

// GET consulta/externa/acompanhamento/{id}, /exame/{id}, /risco/{id}

export const acompanhamentoSchema = z.object({
  id: z.string(),
  id_con: z.number().int().nullable(),
  tipo_status: tipoRef,
  obs: z.string().nullable(),
  usuario: z.string().nullable(),
  created_at: z.string(),
});
export type Acompanhamento = z.infer<typeof acompanhamentoSchema>;

/** A risk the employee is exposed to in the consultation's GHE (eSocial category, list 269). */
export const riscoSchema = z.object({
  categoria: tipoRef,
  descricao: z.string(),
});
export type Risco = z.infer<typeof riscoSchema>;

// PUT consulta/externa/cadastrar

/** The partner chosen for one exam (spec 1 §2 "a partner can be chosen per exam"). */
export const exameEscolhaSchema = z.object(
  { id_exa: idField(), id_par: idField({ optional: true }) },
  { error: invalidValueMessage },
);

/**
 * An order of a consultation (the new-consultation form's fields), `exames` as the caller gives it: the exams,
 * their values and the total are computed by the server from the PCMSO and the stored price table. For type 50
 * the new front, GHE and function (id_mf_*) and the date of the change are required, and the exams come from the
 * new GHE.
 */
export function consultaOrderSchema<E extends z.ZodType>(exames: E) {
  return z
    .object(
      {
        id_funcionario: idField(),
        id_fdt: idField(),
        id_funcao: idField(),
        id_ghe: idField(),
        tipo_aso: tipoAsoField(),
        /** Months, for types 48 and 52 only. */
        periodicidade: z.coerce.number({ error: invalidOptionMessage }).int(invalidOptionMessage).nullish(),
        data_age: scheduleDateField(),
        pcd: flagField(0),
        id_tabela_preco: idField(),
        obs: optionalText(fieldLimits.notes),
        exames,
        id_mf_fdt: idField({ optional: true }),
        id_mf_ghe: idField({ optional: true }),
        id_mf_funcao: idField({ optional: true }),
        /**
         * Function change (50): the day the worker starts in the new conditions, the start of the S-2240 the
         * released ASO generates (issue 13; never the ASO's date). Any real date: the ASO may precede the change.
         */
        dt_mudanca_condicao: dateField({ optional: true }),
      },
      { error: invalidValueMessage },
    )
    .superRefine((form, ctx) => {
      if (form.tipo_aso !== asoTypes.mudancaDeFuncao) return;
      for (const field of ['id_mf_fdt', 'id_mf_ghe', 'id_mf_funcao', 'dt_mudanca_condicao'] as const) {
        if (!form[field]) ctx.addIssue({ code: 'custom', path: [field], message: requiredMessage });
      }
    });
}

/** The new-consultation form: `exames` only carries the partner chosen per exam. */
export const consultaExternaCadastroSchema = consultaOrderSchema(
  z.array(exameEscolhaSchema, { error: invalidValueMessage }).nullish().transform((value) => value ?? []),
);
export type ConsultaExternaCadastro = z.infer<typeof consultaExternaCadastroSchema>;
export type ConsultaExternaCadastroInput = z.input<typeof consultaExternaCadastroSchema>;

/** The answer of cadastrar: the new consultation, whose edit page the browser opens (spec 1 §4). */
export const consultaExternaSavedSchema = z.object({ id: z.string() });

// POST consulta/externa/lote

/** Largest batch one request may carry. */
export const maxBatchEmployees = 1000;

/** One employee of a batch: function, front, GHE, ASO type (default 52, spec 1 §2). */
export const loteFuncionarioSchema = z.object(
  {
    id_funcionario: idField(),
    id_funcao: idField(),
    id_fdt: idField(),
    id_ghe: idField(),
    tipo_aso: z.preprocess((value) => value ?? batchDefaultAsoType, tipoAsoField()),
    periodicidade: z.coerce.number({ error: invalidOptionMessage }).int(invalidOptionMessage).nullish(),
  },
  { error: invalidValueMessage },
);

/** The batch modal ('Formulário de Cadasto de Consulta em Lote'): employees, shared date, price table and notes. */
export const consultaExternaLoteSchema = z
  .object(
    {
      funcionarios: z
        .array(loteFuncionarioSchema, { error: selectAtLeastOneMessage })
        .min(1, selectAtLeastOneMessage)
        .max(maxBatchEmployees, `Selecione até ${maxBatchEmployees} funcionários por lote`),
      data_age: scheduleDateField(),
      id_tabela_preco: idField(),
      obs: optionalText(fieldLimits.notes),
    },
    { error: invalidValueMessage },
  )
  .superRefine((lote, ctx) => {
    const seen = new Set<string>();
    lote.funcionarios.forEach((item, index) => {
      if (seen.has(item.id_funcionario)) {
        ctx.addIssue({ code: 'custom', path: ['funcionarios', index, 'id_funcionario'], message: 'Funcionário repetido no lote' });
      }
      seen.add(item.id_funcionario);
    });
  });
export type ConsultaExternaLote = z.infer<typeof consultaExternaLoteSchema>;
export type ConsultaExternaLoteInput = z.input<typeof consultaExternaLoteSchema>;

/** The answer of lote: the batch and how many consultations it will create. */
export const consultaExternaLoteResultSchema = z.object({ id_lote: z.string(), total: z.number().int() });

/** GET consulta/externa/guia/{hash}?token=…: the session token may come in the query (a new tab). */
export const guiaQuerySchema = z.object({ token: z.string().optional() });

/** GET credenciada: the network by state and city (spec 1 §2 provider filters). */
export const credenciadaQuerySchema = z.object({
  search: z.string().trim().max(100, invalidValueMessage).optional(),
  filter: jsonQueryParam(
    z.object({ uf: z.string().trim().length(2, invalidValueMessage).optional(), cidade: z.string().trim().optional() }, {
      error: invalidValueMessage,
    }),
  ),
});

export const credenciadaLookupSchema = z.object({
  id: z.string(),
  nome: z.string(),
  uf: z.string(),
  cidade: z.string(),
  padrao: z.boolean(),
});
