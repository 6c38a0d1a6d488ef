import type { DateWindow } from './validation/dates';

/*
 * The product's numeric codes, named once. Ids come from the specs; where a spec gives an id without its
 * meaning (marked "inferred") the name and description are ours, chosen from how the spec uses the id; they are
 * listed in docs/decisions.md.
 */

// Consultation statuses: type list 53 (spec 1 §4, spec 2 §4)

/** Consultation status ids (tipo_status.id). */
export const consultaStatus = {
  /** Scheduled and editable: start attendance and guide printing (spec 1 §4). */
  agendada: 54,
  /** Inferred: attendance started at the clinic. */
  emAtendimento: 55,
  /** Inferred: waiting for exams. */
  aguardandoExames: 56,
  /** Closed/cancelled: no change possible (spec 1 §4; which of 57/58 is which is inferred). */
  cancelada: 57,
  encerrada: 58,
  /** Released, apt; the default status of a release (spec 1 §4). */
  liberadaApto: 66,
  /** Released, apt with restrictions. */
  liberadaAptoComRestricoes: 67,
  /** Inferred: default filter of the ASO list with 69 — waiting for the ASO. */
  aguardandoAso: 68,
  /** Inferred: waiting for release (spec 1 §4: "the default for a new release"). */
  aguardandoLiberacao: 69,
  /** Released, unfit. */
  liberadaInapto: 70,
  /** Batch-created external consultation not yet processed (spec 1 §4). */
  aguardandoProcessamento: 194,
  /** Batch-created external consultation that failed: 'Erro ao registrar a consulta'. */
  erroCadastro: 195,
} as const;

export type ConsultaStatus = (typeof consultaStatus)[keyof typeof consultaStatus];

/** Status sets the screens and rules test against (spec 1 §2, §4, §9; spec 2 §2). */
export const consultaStatusGroups = {
  /** Closed or cancelled: options and guide hidden, no change possible. */
  encerradas: [57, 58],
  /** Released with an ASO that can be printed. */
  asoImprimivel: [66, 67],
  /** The consultation actions screen offers no 'Cancelar Consulta' tab. */
  semCancelamento: [66, 57, 58],
  /** Background processing of a batch: exams and risks hidden, tracking tab opens. */
  processamento: [194, 195],
  /** Default status filter of the ASO list. */
  listaAsoPadrao: [68, 69],
  /**
   * Statuses left out of the release form's status selector (spec 1 §9 lists 54, 55, 68, 56, 57, 58, 69);
   * 194 and 195 are added because our list 53 also holds the batch statuses.
   */
  exclusaoLiberacao: [54, 55, 56, 57, 58, 68, 69, 194, 195],
  /** Left out of the consultation status filter (spec 1 §9). */
  exclusaoFiltro: [68],
  /** Left out of the back office's status filter (spec 1 §9). */
  exclusaoFiltroBackOffice: [68, 70],
} as const satisfies Record<string, readonly ConsultaStatus[]>;

/** ASO upload page statuses (spec 1 §4, spec 2 §4). */
export const uploadStatus = {
  /** Inferred description: page processed and linked; allows sending e-mail. */
  processado: 79,
  /** Upload failed; allows reprocessing. */
  falha: 80,
  /** Inferred description: page linked by hand; allows sending e-mail. */
  vinculadoManualmente: 193,
} as const;

/** Upload statuses that allow sending the ASO by e-mail. */
export const uploadStatusEnvioEmail = [79, 193] as const;

// Release (spec 1 §3, §4)

/** ASO aptitude values the release form sends (spec 1 §4). */
export const aptidao = {
  apto: 1,
  aptoComRestricoes: 2,
  inapto: 5,
  /** Shown as unfit like 5; the name is inferred. */
  inaptoTemporario: 6,
} as const;

export type Aptidao = (typeof aptidao)[keyof typeof aptidao];

/** The status a release gets from its aptitude (spec 1 §4: 1 → 66, 2 → 67, 5 → 70; 6 is unfit too). */
export const statusByAptidao: Readonly<Record<Aptidao, ConsultaStatus>> = {
  1: 66,
  2: 67,
  5: 70,
  6: 70,
};

/** Special-training (te_*) values (spec 1 §3); the upload form writes 0 when the aptitude is unfit (5). */
export const treinamentoEspecial = { semValor: 0, apto: 1, inapto: 2, naoSeAplica: 3 } as const;

/** The special-training fields of a release and their labels (spec 1 §3). */
export const treinamentoEspecialFields = {
  te_alt: 'Trabalho em altura',
  te_esp: 'Espaço confinado',
  te_ele: 'Eletricidade',
  te_ali: 'Manipulação de alimentos',
} as const;

// ASO types: type list 46 (spec 1 §5)

export const asoTypes = {
  admissional: 47,
  aposAdmissional: 48,
  retornoAoTrabalho: 49,
  mudancaDeFuncao: 50,
  demissional: 51,
  periodico: 52,
} as const;

export type AsoType = (typeof asoTypes)[keyof typeof asoTypes];

export const asoTypeLabels: Readonly<Record<AsoType, string>> = {
  47: 'Admissional',
  48: 'Após admissional',
  49: 'Retorno ao trabalho',
  50: 'Mudança de função',
  51: 'Demissional',
  52: 'Periódico',
};

/** The employee flag that disables an ASO type once set (spec 1 §5). */
export const asoTypeEmployeeFlag = { 47: 'adm', 48: 'apos_adm', 51: 'dem' } as const;

/** Periodicity in months (spec 1 §5, §9): type 48 allows only 6; others default to 12; -1 when not periodic. */
export const periodicidade = {
  options: [6, 12],
  padrao: 12,
  aposAdmissional: 6,
  naoPeriodica: -1,
  /** ASO types that ask for a periodicity. */
  tiposComPeriodicidade: [48, 52],
} as const;

/** Default ASO type of the batch consultation form (spec 1 §2). */
export const batchDefaultAsoType = asoTypes.periodico;

// Type lists (tipo/parent codes, spec 1 §9, spec 2 §9, spec 3 §9)

/** Parent codes of the type lists. */
export const typeListCodes = {
  tipoAso: 46,
  statusConsulta: 53,
  sexo: 59,
  /** Inferred parent of the upload statuses 79, 80 (193 added later). */
  statusUpload: 78,
  /** Document types; the upload form leaves out 84 and 88 (spec 2 §9). */
  tipoDocumento: 81,
  tipoUpload: 85,
  aptidao: 185,
  treinamentoEspecial: 189,
  /** Inferred parent of the e-mail contact sectors (197 is the ASO one). */
  setorEmail: 196,
  tipoCertificado: 200,
  categoriaEsocial: 269,
  unidadeMedida: 290,
  statusEventoEsocial: 327,
  /** FEMO: education level (grau_estudo) and the yes/no answer of the described questions (spec 1 §3, §9). */
  grauEstudo: 122,
  femoResposta: 131,
} as const;

/** The FEMO questionnaire's type lists (spec 1 §9); 122 is read as grau_estudo, 131 as the yes/no answer. */
export const femoTypeCodes = [122, 131, 134, 139, 144, 152, 158, 164, 167, 171, 180] as const;

/** FEMO answers of the yes/no questions: 133 no, 132 yes with a description (spec 1 §3). */
export const femoAnswer = { sim: 132, nao: 133 } as const;

/** Document types (spec 2 §3, §9). */
export const documentTypes = { aso: 82, prontuario: 83 } as const;
/** Document types the upload form leaves out of list 81 (spec 2 §9). */
export const documentTypesExcluded = [84, 88] as const;
/** Upload types (spec 2 §3). */
export const uploadTypes = { automatico: 86, manual: 87 } as const;
/** E-mail contact type of the ASO notifications (spec 1 §7, spec 2 §9). */
export const emailTypes = { aso: 197 } as const;

/** What POST tipo/parent asks for on the release form: status, aptitude, training (spec 1 §9). */
export const releaseTypeListCodes = [53, 185, 189] as const;

/** An item of a type list. */
export interface TipoItem {
  readonly id: number;
  readonly descricao: string;
  /** The value a form sends when it differs from the id (aptitude 1/2/5, training 1/2/3). */
  readonly valor?: number;
  /** Statuses: 1 blocks saving and the referral guide (spec 1 §4). */
  readonly bloqueado?: 0 | 1;
}

/**
 * The type lists the product serves through POST tipo/parent, by parent code. Descriptions the spec does not
 * give are inferred (see docs/decisions.md); FEMO lists other than 122 and 131 await the FEMO issue.
 */
export const typeLists: Readonly<Record<number, readonly TipoItem[]>> = {
  46: Object.entries(asoTypeLabels).map(([id, descricao]) => ({ id: Number(id), descricao })),
  53: [
    { id: 54, descricao: 'Agendada', bloqueado: 0 },
    { id: 55, descricao: 'Em atendimento', bloqueado: 1 },
    { id: 56, descricao: 'Aguardando exames', bloqueado: 1 },
    { id: 57, descricao: 'Cancelada', bloqueado: 1 },
    { id: 58, descricao: 'Encerrada', bloqueado: 1 },
    { id: 66, descricao: 'Liberada - Apto', bloqueado: 1 },
    { id: 67, descricao: 'Liberada - Apto com restrições', bloqueado: 1 },
    { id: 68, descricao: 'Aguardando ASO', bloqueado: 1 },
    { id: 69, descricao: 'Aguardando liberação', bloqueado: 1 },
    { id: 70, descricao: 'Liberada - Inapto', bloqueado: 1 },
    { id: 194, descricao: 'Aguardando processamento', bloqueado: 1 },
    { id: 195, descricao: 'Erro de cadastro', bloqueado: 0 },
  ],
  59: [
    { id: 60, descricao: 'Masculino' },
    { id: 61, descricao: 'Feminino' },
  ],
  78: [
    { id: 79, descricao: 'Processado' },
    { id: 80, descricao: 'Falha no processamento' },
    { id: 193, descricao: 'Vinculado manualmente' },
  ],
  81: [
    { id: 82, descricao: 'ASO' },
    { id: 83, descricao: 'Prontuário médico' },
    { id: 84, descricao: 'Ficha clínica' },
    { id: 88, descricao: 'Outros' },
  ],
  85: [
    { id: 86, descricao: 'Identificação automática' },
    { id: 87, descricao: 'Manual' },
  ],
  122: [
    { id: 123, descricao: 'Não alfabetizado' },
    { id: 124, descricao: 'Ensino fundamental incompleto' },
    { id: 125, descricao: 'Ensino fundamental completo' },
    { id: 126, descricao: 'Ensino médio incompleto' },
    { id: 127, descricao: 'Ensino médio completo' },
    { id: 128, descricao: 'Ensino superior incompleto' },
    { id: 129, descricao: 'Ensino superior completo' },
    { id: 130, descricao: 'Pós-graduação' },
  ],
  131: [
    { id: 132, descricao: 'Sim' },
    { id: 133, descricao: 'Não' },
  ],
  // FEMO lists 134–180 (spec 1 §9 gives only the codes): options and the field each feeds are inferred
  // (shared/src/schemas/atendimento.ts femoListas, docs/decisions.md).
  134: [
    { id: 135, descricao: 'Hipertensão arterial' },
    { id: 136, descricao: 'Diabetes' },
    { id: 137, descricao: 'Doença cardíaca' },
    { id: 138, descricao: 'Câncer' },
  ],
  139: [
    { id: 140, descricao: 'Tabagismo' },
    { id: 141, descricao: 'Etilismo' },
    { id: 142, descricao: 'Sedentarismo' },
    { id: 143, descricao: 'Atividade física regular' },
  ],
  144: [
    { id: 145, descricao: 'Hipertensão arterial' },
    { id: 146, descricao: 'Diabetes' },
    { id: 147, descricao: 'Asma ou bronquite' },
    { id: 148, descricao: 'Doença da coluna' },
    { id: 149, descricao: 'Doença de pele' },
    { id: 150, descricao: 'Epilepsia ou convulsões' },
    { id: 151, descricao: 'Transtorno mental' },
  ],
  152: [
    { id: 153, descricao: 'Dor de cabeça frequente' },
    { id: 154, descricao: 'Tontura' },
    { id: 155, descricao: 'Dor lombar' },
    { id: 156, descricao: 'Zumbido' },
    { id: 157, descricao: 'Alteração visual' },
  ],
  158: [
    { id: 159, descricao: 'Físico' },
    { id: 160, descricao: 'Químico' },
    { id: 161, descricao: 'Biológico' },
    { id: 162, descricao: 'Ergonômico' },
    { id: 163, descricao: 'Acidentes' },
  ],
  164: [
    { id: 165, descricao: 'Óculos' },
    { id: 166, descricao: 'Lentes de contato' },
  ],
  167: [
    { id: 168, descricao: 'Tétano' },
    { id: 169, descricao: 'Hepatite B' },
    { id: 170, descricao: 'Febre amarela' },
  ],
  171: [
    { id: 172, descricao: 'Pele e anexos' },
    { id: 173, descricao: 'Cabeça e pescoço' },
    { id: 174, descricao: 'Olhos' },
    { id: 175, descricao: 'Ouvidos' },
    { id: 176, descricao: 'Aparelho cardiovascular' },
    { id: 177, descricao: 'Aparelho respiratório' },
    { id: 178, descricao: 'Abdome' },
    { id: 179, descricao: 'Sistema osteomuscular' },
  ],
  180: [
    { id: 181, descricao: 'Apto' },
    { id: 182, descricao: 'Apto com restrições' },
    { id: 183, descricao: 'Inapto' },
    { id: 184, descricao: 'Inapto temporariamente' },
  ],
  185: [
    { id: 186, descricao: 'Apto', valor: 1 },
    { id: 187, descricao: 'Apto com restrições', valor: 2 },
    { id: 188, descricao: 'Inapto', valor: 5 },
  ],
  189: [
    { id: 190, descricao: 'Apto', valor: 1 },
    { id: 191, descricao: 'Inapto', valor: 2 },
    { id: 192, descricao: 'Não se aplica', valor: 3 },
  ],
  196: [
    { id: 197, descricao: 'ASO' },
    { id: 198, descricao: 'eSocial' },
    { id: 199, descricao: 'Financeiro' },
  ],
  269: [
    { id: 270, descricao: 'Físico' },
    { id: 271, descricao: 'Químico' },
    { id: 272, descricao: 'Biológico' },
    { id: 273, descricao: 'Associação de fatores de risco' },
    { id: 274, descricao: 'Outros' },
    { id: 275, descricao: 'Ausência de fator de risco' },
  ],
  // Units of measure of the LTCAT risk factors (spec 3 §3 id_tipo_unidade_medida, list 290): S-2240's unMed table
  // (evtExpRisco.xsd, shared/src/esocial.ts unidadesMedida); item 290 + n carries valor n, the unMed the event reports.
  290: [
    { id: 291, descricao: 'dose diária de ruído', valor: 1 },
    { id: 292, descricao: 'decibel linear (dB (linear))', valor: 2 },
    { id: 293, descricao: 'decibel (C) (dB(C))', valor: 3 },
    { id: 294, descricao: 'decibel (A) (dB(A))', valor: 4 },
    { id: 295, descricao: 'metro por segundo ao quadrado (m/s²)', valor: 5 },
    { id: 296, descricao: 'metro por segundo elevado a 1,75 (m/s^1,75)', valor: 6 },
    { id: 297, descricao: 'parte de vapor ou gás por milhão de partes de ar contaminado (ppm)', valor: 7 },
    { id: 298, descricao: 'miligrama por metro cúbico de ar (mg/m³)', valor: 8 },
    { id: 299, descricao: 'fibra por centímetro cúbico (f/cm³)', valor: 9 },
    { id: 300, descricao: 'grau Celsius (ºC)', valor: 10 },
    { id: 301, descricao: 'metro por segundo (m/s)', valor: 11 },
    { id: 302, descricao: 'porcentual', valor: 12 },
    { id: 303, descricao: 'lux (lx)', valor: 13 },
    { id: 304, descricao: 'unidade formadora de colônias por metro cúbico (ufc/m³)', valor: 14 },
    { id: 305, descricao: 'dose diária', valor: 15 },
    { id: 306, descricao: 'dose mensal', valor: 16 },
    { id: 307, descricao: 'dose trimestral', valor: 17 },
    { id: 308, descricao: 'dose anual', valor: 18 },
    { id: 309, descricao: 'watt por metro quadrado (W/m²)', valor: 19 },
    { id: 310, descricao: 'ampère por metro (A/m)', valor: 20 },
    { id: 311, descricao: 'militesla (mT)', valor: 21 },
    { id: 312, descricao: 'microtesla (μT)', valor: 22 },
    { id: 313, descricao: 'miliampère (mA)', valor: 23 },
    { id: 314, descricao: 'quilovolt por metro (kV/m)', valor: 24 },
    { id: 315, descricao: 'volt por metro (V/m)', valor: 25 },
    { id: 316, descricao: 'joule por metro quadrado (J/m²)', valor: 26 },
    { id: 317, descricao: 'milijoule por centímetro quadrado (mJ/cm²)', valor: 27 },
    { id: 318, descricao: 'milisievert (mSv)', valor: 28 },
    { id: 319, descricao: 'milhão de partículas por decímetro cúbico (mppdc)', valor: 29 },
    { id: 320, descricao: 'umidade relativa do ar (UR (%))', valor: 30 },
  ],
  // Mail service types (spec 2 §7, §9: POST tipo/parent with 240, 32, 241): the product mail an account sends.
  // The spec gives the parent codes only; one service per list and the item ids are inferred (docs/decisions.md).
  240: [{ id: 242, descricao: 'ASO' }],
  32: [{ id: 243, descricao: 'eSocial' }],
  241: [{ id: 244, descricao: 'Financeiro' }],
  // Certificate types (spec 2 §9): only A1 files can be kept by a server (inferred id and description).
  200: [{ id: 201, descricao: 'A1 (arquivo .pfx/.p12)' }],
  // eSocial event statuses (spec 2 §4); the descriptions are inferred from how the spec uses each id.
  327: [
    { id: 328, descricao: 'Avulso não enviado' },
    { id: 330, descricao: 'Aguardando retorno do eSocial' },
    { id: 331, descricao: 'Pendente de envio' },
    { id: 332, descricao: 'Processado com advertências' },
    { id: 335, descricao: 'Processado com sucesso' },
    { id: 336, descricao: 'Rejeitado pelo eSocial' },
    { id: 380, descricao: 'Excluído do eSocial' },
  ],
  // Dynamic-table column field types (spec 3 §3, §4, §9: default 208; 210, 211, 212 and 217 carry a values editor;
  // 212 and 217 a per-line type select; 217 lines can be added in a measurement). Descriptions inferred
  // (docs/decisions.md "Issue 15: tabelas dinâmicas").
  207: [
    { id: 208, descricao: 'Texto' },
    { id: 209, descricao: 'Numérico' },
    { id: 210, descricao: 'Lista de valores' },
    { id: 211, descricao: 'Lista de valores numéricos' },
    { id: 212, descricao: 'Lista de seleção' },
    { id: 213, descricao: 'Data' },
    { id: 214, descricao: 'Hora (hh:mm)' },
    { id: 215, descricao: 'Sim/Não' },
    { id: 216, descricao: 'Texto longo' },
    { id: 217, descricao: 'Tabela de linhas livres' },
  ],
  // What a dynamic-table column feeds (spec 3 §3 id_tipo_vinculo, list 218): the S-2240 exposure fields (inferred).
  218: [
    { id: 219, descricao: 'Sem vínculo' },
    { id: 220, descricao: 'Intensidade ou concentração' },
    { id: 221, descricao: 'Limite de tolerância' },
    { id: 222, descricao: 'Unidade de medida' },
    { id: 223, descricao: 'Técnica de medição' },
    { id: 224, descricao: 'Tempo de exposição' },
  ],
  // LTCAT revision types (spec 3 §3 id_tipo_revisao, list 1; §4, §9: 2 the first, 3 or 4 a revision, 4 when the last
  // revision is more than a year old). Descriptions inferred (docs/decisions.md "Issue 15: LTCAT").
  1: [
    { id: 2, descricao: 'Elaboração' },
    { id: 3, descricao: 'Revisão' },
    { id: 4, descricao: 'Renovação' },
  ],
  // LTCAT creation modes (spec 3 §3 id_tipo_ltcat, list 203; §4: from scratch, copying a PPRA, copying an LTCAT).
  203: [
    { id: 228, descricao: 'Novo LTCAT' },
    { id: 205, descricao: 'Copiar de um PPRA' },
    { id: 206, descricao: 'Copiar de outro LTCAT' },
  ],
};

/**
 * POST tipo/parent (spec 1 §7): for each requested code, its children minus the excluded ids; an unknown code
 * answers an empty list.
 *
 * @example tipoParent([53], [68])[53] // list 53 without 68
 */
export function tipoParent(
  codigos: readonly number[],
  exclude: readonly number[] = [],
): Record<number, TipoItem[]> {
  const excluded = new Set(exclude);
  const answer: Record<number, TipoItem[]> = {};
  for (const codigo of codigos) {
    answer[codigo] = (typeLists[codigo] ?? []).filter((item) => !excluded.has(item.id));
  }
  return answer;
}

/** The description of a type-list id, searched across every list; undefined when unknown. */
export function tipoDescricao(id: number): string | undefined {
  for (const items of Object.values(typeLists)) {
    const found = items.find((item) => item.id === id);
    if (found) return found.descricao;
  }
  return undefined;
}

// Permissions and packages (spec 1 §6, spec 2 §6, spec 3 §6)

/** Permission numbers (acesso_permissao); administrators pass every check. */
export const permissions = {
  /** Upload of ASO and editing the ASO in the list. */
  uploadAso: 553,
  /** Edit external consultations and generate the definitive one. */
  editarConsultaExterna: 559,
  deletarConsultaExterna: 560,
  enviarAsoPorEmail: 561,
  /** Edit and delete mail accounts. */
  contaEmail: 3,
  /** Delete sent eSocial events. */
  deletarEventoEsocial: 586,
  /** Register or delete a company/employee in the deactivated periodic dispatch. */
  desativarEmpresa: 310,
  /** Edit and delete LTCAT, GHE, functions, employees, conclusions, measurements. */
  ltcat: 567,
  fatorRisco: 568,
  modeloLtcat: 569,
  laboratorio: 570,
  valoresFatorRiscoLaboratorio: 303,
  /** Dynamic tables, categories, columns. */
  tabelaDinamica: 571,
  conclusaoTecnica: 573,
  anexoLtcat: 576,
  /** Quotes (generate a new budget). */
  orcamento: 577,
} as const;

export type Permission = (typeof permissions)[keyof typeof permissions];

/** Contracted packages (cliente.pacotes). */
export const packages = {
  /** Creating LTCATs (spec 3 §6). */
  ltcat: 27,
  /** eSocial query and batch processing (spec 1 §6, spec 2 §6). */
  esocial: 30,
} as const;

export type Package = (typeof packages)[keyof typeof packages];

// eSocial and LTCAT codes (spec 2 §4, §9; spec 3 §3, §9)

/** eSocial event status ids (list 327) as spec 2 §4 uses them; descriptions and colours come from the server. */
export const esocialEventStatus = {
  /** Manual event not yet sent, deletable locally. */
  avulsoNaoEnviado: 328,
  ids: [328, 330, 331, 332, 335, 336, 380],
  /** Deletable with a receipt and permission 586. */
  deletaveisComRecibo: [332, 335],
  /** Status filter when choosing automatic-send companies. */
  filtroEnvioAutomatico: [328, 331, 336, 335, 330],
} as const;

/** eSocial batch process status that means processed (spec 2 §4). */
export const esocialBatchProcessed = 201;

/** Defaults of a manual S-2220 event (spec 2 §9): aptitude item 186, ASO type 47, exam result 1. */
export const esocialManualDefaults = { aptidao: 186, tipoAso: 47, resultadoExame: 1, tpAval: 1 } as const;

/** Mail service type lists (spec 2 §7, §9): an account's `tipo` holds ids of their items. */
export const mailServiceTypeCodes = [240, 32, 241] as const;

/**
 * The mail services an account can be linked to (items of lists 240, 32, 241): ASO release and ASO by e-mail,
 * eSocial lotes, and the quotes of the financial sector.
 */
export const mailServiceTypes = { aso: 242, esocial: 243, financeiro: 244 } as const;

/** Every item of the mail service type lists, in the order of the lists (spec 2 §7). */
export const mailServiceTypeItems: readonly TipoItem[] = mailServiceTypeCodes.flatMap((codigo) => typeLists[codigo] ?? []);

/** LTCAT and quote codes (spec 3 §3, §9). */
export const ltcatCodes = {
  tipoLtcatPadrao: 228,
  /** Needs a revision (copy of a PPRA). */
  tipoLtcatCopiaPpra: 205,
  /** Needs a source LTCAT. */
  tipoLtcatCopiaLtcat: 206,
  listaModoCriacao: 203,
  listaTipoRevisao: 1,
  revisaoPrimeira: 2,
  revisaoNoAno: 3,
  revisaoAposUmAno: 4,
  listaTipoCampo: 207,
  tipoCampoPadrao: 208,
  listaTipoVinculo: 218,
  listaStatusOrcamento: 229,
  listaTipoOrcamento: 234,
  tipoOrcamentoPadrao: 235,
  tipoOrcamentoVinculado: 236,
  codigoEsocialPadrao: '00.00.000',
} as const;

// Lists, lookups and layout (spec 1 §9)

/** Table page sizes: 5, 10 to 100 by tens, 200 to 900 by hundreds. */
export const pageSizeOptions: readonly number[] = [
  5,
  ...Array.from({ length: 10 }, (_, i) => (i + 1) * 10),
  ...Array.from({ length: 8 }, (_, i) => (i + 2) * 100),
];
export const defaultPageSize = 50;

/** Result sizes of lookups (spec 1 §9, spec 2 §9). */
export const lookupSizes = {
  cidades: 100,
  funcionarios: 100,
  funcoes: 1000,
  funcoesCadastro: 100,
  ghe: 100,
  consultasFuncionario: 1000,
  listas: 100,
  vinculosCertificado: 20,
  empresasConfiguracao: 10,
} as const;

/** Debounce of lookups (city, CNAE and others), in milliseconds. */
export const lookupDebounceMs = 1000;

/** Text truncation (spec 1 §2, §9). */
export const truncation = {
  padrao: 100,
  nomeCredenciadaCard: 50,
  /** Lookup labels longer than this… */
  rotuloLimite: 50,
  /** …are cut to this. */
  rotuloCorte: 100,
} as const;

/** Device classes by width in px (spec 1 §9): lg from 1200, md from 992, sm from 785, else xs. */
export const deviceBreakpoints = { lg: 1200, md: 992, sm: 785 } as const;

export type DeviceClass = 'lg' | 'md' | 'sm' | 'xs';

/** The device class of a viewport width. */
export function deviceClass(width: number): DeviceClass {
  if (width >= deviceBreakpoints.lg) return 'lg';
  if (width >= deviceBreakpoints.md) return 'md';
  if (width >= deviceBreakpoints.sm) return 'sm';
  return 'xs';
}

export const defaultModalWidth = '95%';

/** Notification durations in milliseconds: 10 s in the portals, 4 s in the back office (spec 1 §8). */
export const notificationMs = { padrao: 10_000, curta: 4_000 } as const;

// Dates (spec 1 §5, §7, §9; spec 2 §9)

/** Default filter windows around today. */
export const dateWindows = {
  /** Clinic consultation list: 60 days back to today. */
  consultaExternaCredenciada: { daysBefore: 60, daysAfter: 0 },
  /** Back-office consultation list: 10 days before to 30 days ahead. */
  consultaExternaBackOffice: { daysBefore: 10, daysAfter: 30 },
  /** ASO list: created 60 days before to 1 day ahead. */
  listaAso: { daysBefore: 60, daysAfter: 1 },
  /** Periodic screen: 30 days before to 30 days after. */
  periodicos: { daysBefore: 30, daysAfter: 30 },
  /** Consultation history of a clinic: 5 years back to 30 days ahead. */
  historicoCredenciada: { yearsBefore: 5, daysAfter: 30 },
  /** Consultation history of a company: 10 years back to 30 days ahead. */
  historicoEmpresa: { yearsBefore: 10, daysAfter: 30 },
  /** Consultation lookups of the e-mail and upload forms: last 730 days. */
  consultasEmailUpload: { daysBefore: 730, daysAfter: 0 },
  /** E-mail log: one year back to one day ahead (spec 2 §9). */
  logEmail: { yearsBefore: 1, daysAfter: 1 },
} as const satisfies Record<string, DateWindow>;

/** Scheduling (spec 1 §5): never in the past, at most 15 days ahead in the single form; 15-minute time steps. */
export const scheduling = { maxDaysAhead: 15, timeStepMinutes: 15 } as const;

/** Days before expiry from which a certificate shows the warning (spec 2 §5). */
export const certificateWarningDays = 10;

/** Default provider filter of the back-office external consultation list (spec 1 §2). */
export const backOfficeDefaultCredenciada = 1;

// Files (spec 1 §5, §9; spec 2 §5; spec 3 §3)

export const fileLimits = {
  /** Images: jpeg, jpg, png, up to 5242880 bytes. */
  imagemBytes: 5_242_880,
  imagemExtensoes: ['jpeg', 'jpg', 'png'],
  /** Image manager page size. */
  imagemPageSize: 20,
  /** Release and LTCAT attachments: up to 50 MB. */
  anexoBytes: 50 * 1024 * 1024,
  anexoExtensoes: ['jpg', 'png', 'jpeg', 'pdf', 'zip'],
  /** ASO upload: PDF up to 25 MB. */
  asoPdfBytes: 25 * 1024 * 1024,
  /** Upload progress stays at this until the request completes. */
  progressoMaximo: 99,
} as const;

// Session (spec 1 §4, §9)

/** Session lifetime defaults in hours; -1 means 720. See also `sessionHours`. */
export const sessionDefaults = {
  hours: 8,
  unlimitedMarker: -1,
  unlimitedHours: 720,
  /** The request signature header is valid one month. */
  requestSignatureMonths: 1,
} as const;
