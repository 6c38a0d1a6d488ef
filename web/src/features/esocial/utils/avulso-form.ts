import { esocialManualDefaults, esocialMensagens, eventoAvulsoSchema, perguntasNr06 } from '@ocupacional/shared';
import type { EsocialLayoutAvulso, EventoAvulso } from '@ocupacional/shared';
import { compact, hasAnyValue, issuesToFields } from './form-paths';

/*
 * The 'Inserir novo XML' form of manual events (spec 2 §3, §5): its values, the body POST esocial/avulso/editar
 * takes (only the layout's own groups, empty fields left out), the stored form read back for editing, and the
 * client-side check with the shared `eventoAvulsoSchema(hoje)` the server uses.
 */

export interface ExameFormValues {
  /** Tabela 27 code. */
  codigo: string;
  nome: string;
  data: string;
  /** 1 Normal, 2 Alterado, 3 Estável, 4 Agravamento. */
  resultado: number;
  obs: string;
}

export interface RiscoFormValues {
  /** Tabela 24 code (99.99.999). */
  codigo: string;
  nome: string;
  dscAgNoc: string;
  /** 1 quantitative, 2 qualitative. */
  tpAval: number;
  intConc: string;
  limTol: string;
  unMed: number | '';
  tecMedicao: string;
  /** Process of an agent included by administrative or judicial order (05.01.001). */
  nrProcJud: string;
  utilizEPC: number;
  /** The efficacy and the six NR-06 answers start unanswered: the user declares them (issue 13). */
  eficEpc: Resposta;
  utilizEPI: number;
  eficEpi: Resposta;
  /** CA numbers separated by comma or semicolon. */
  epis: string;
  medProtecao: Resposta;
  condFuncto: Resposta;
  usoInint: Resposta;
  przValid: Resposta;
  periodicTroca: Resposta;
  higienizacao: Resposta;
}

/** A Sim/Não answer, '' until the user gives it. */
export type Resposta = '' | 'S' | 'N';

export interface AvulsoFormValues {
  id: string;
  layout: '' | EsocialLayoutAvulso;
  id_emp: string;
  id_fun: string;
  valor: { id_esocial_categoria: string; id_fdt: string; matricula: string };
  consulta: { aso_dt: string; id_tipo_aso: number; aptidao: number };
  medico: { nome: string; crm: string; crm_uf: string };
  responsavel_pcmso: { nome: string; crm: string; crm_uf: string; cpf: string };
  exames: ExameFormValues[];
  ambiente: { dtIniCondicao: string; dtFimCondicao: string; dscAtivDes: string; dscSetor: string; obsCompl: string };
  responsavel: { nome: string; cpfResp: string; ideOC: number; dscOC: string; nrOC: string; ufOC: string };
  riscos: RiscoFormValues[];
}

export const resultadoExameOptions = [
  { value: 1, label: 'Normal' },
  { value: 2, label: 'Alterado' },
  { value: 3, label: 'Estável' },
  { value: 4, label: 'Agravamento' },
] as const;

export const orgaoClasseOptions = [
  { value: 1, label: 'CRM' },
  { value: 4, label: 'CREA' },
  { value: 9, label: 'Outros' },
] as const;

export const tpAvalOptions = [
  { value: 1, label: 'Quantitativo' },
  { value: 2, label: 'Qualitativo' },
] as const;

export const utilizacaoOptions = [
  { value: 0, label: 'Não se aplica' },
  { value: 1, label: 'Não implementa' },
  { value: 2, label: 'Implementa' },
] as const;

export const simNaoOptions = [
  { value: 'S', label: 'Sim' },
  { value: 'N', label: 'Não' },
] as const;

/** The NR-06 questions of an EPI in use (evtExpRisco.xsd, epiCompl), as the layout asks them. */
export const perguntasNr06Labels: Readonly<Record<(typeof perguntasNr06)[number], string>> = {
  medProtecao:
    'Foi tentada a implementação de medidas de proteção coletiva, de caráter administrativo ou de organização, optando-se pelo EPI por inviabilidade técnica, insuficiência ou interinidade, ou ainda em caráter complementar ou emergencial?',
  condFuncto:
    'Foram observadas as condições de funcionamento do EPI ao longo do tempo, conforme especificação técnica do fabricante nacional ou importador, ajustadas às condições de campo?',
  usoInint:
    'Foi observado o uso ininterrupto do EPI ao longo do tempo, conforme especificação técnica do fabricante nacional ou importador, ajustadas às condições de campo?',
  przValid: 'Foi observado o prazo de validade do CA no momento da compra do EPI?',
  periodicTroca:
    'É observada a periodicidade de troca definida pelo fabricante nacional ou importador e/ou programas ambientais, comprovada mediante recibo assinado pelo usuário em época própria?',
  higienizacao: 'É observada a higienização conforme orientação do fabricante nacional ou importador?',
};

/** Agent 05.01.001 (included by administrative or judicial order) asks for its process number. */
export const agentePorProcesso = '05.01.001';

export function emptyExame(): ExameFormValues {
  return { codigo: '', nome: '', data: '', resultado: esocialManualDefaults.resultadoExame, obs: '' };
}

export function emptyRisco(): RiscoFormValues {
  return {
    codigo: '', nome: '', dscAgNoc: '', tpAval: esocialManualDefaults.tpAval, intConc: '', limTol: '', unMed: '', tecMedicao: '',
    nrProcJud: '', utilizEPC: 0, eficEpc: '', utilizEPI: 0, eficEpi: '', epis: '',
    medProtecao: '', condFuncto: '', usoInint: '', przValid: '', periodicTroca: '', higienizacao: '',
  };
}

/** A new form: ASO type 47 and aptidão 186 by default (spec 2 §9). */
export function emptyAvulsoForm(layout: AvulsoFormValues['layout'] = '', idEmp: string = ''): AvulsoFormValues {
  return {
    id: '',
    layout,
    id_emp: idEmp,
    id_fun: '',
    valor: { id_esocial_categoria: '', id_fdt: '', matricula: '' },
    consulta: { aso_dt: '', id_tipo_aso: esocialManualDefaults.tipoAso, aptidao: esocialManualDefaults.aptidao },
    medico: { nome: '', crm: '', crm_uf: '' },
    responsavel_pcmso: { nome: '', crm: '', crm_uf: '', cpf: '' },
    exames: [emptyExame()],
    ambiente: { dtIniCondicao: '', dtFimCondicao: '', dscAtivDes: '', dscSetor: '', obsCompl: '' },
    responsavel: { nome: '', cpfResp: '', ideOC: 4, dscOC: '', nrOC: '', ufOC: '' },
    riscos: [emptyRisco()],
  };
}

/** CA numbers typed in one field: separated by comma, semicolon or line break. */
export function splitEpis(text: string): string[] {
  return text
    .split(/[;,\n]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The body of POST esocial/avulso/editar: the layout's own groups, empty fields left out. */
export function toAvulsoBody(values: AvulsoFormValues): EventoAvulso {
  const base = {
    ...(values.id ? { id: values.id } : {}),
    id_emp: values.id_emp,
    id_fun: values.id_fun,
    layout: values.layout as EsocialLayoutAvulso,
    valor: compact(values.valor),
  };
  if (values.layout === 'S-2220') {
    return compact({
      ...base,
      consulta: values.consulta,
      medico: values.medico,
      ...(hasAnyValue(values.responsavel_pcmso) ? { responsavel_pcmso: values.responsavel_pcmso } : {}),
      exames: values.exames.filter(hasAnyExame),
    }) as EventoAvulso;
  }
  return compact({
    ...base,
    ambiente: values.ambiente,
    responsavel: values.responsavel,
    riscos: values.riscos
      .filter((risco) => hasAnyValue({ ...risco, tpAval: '', utilizEPC: '', utilizEPI: '' }))
      .map((risco) => ({ ...risco, epis: splitEpis(risco.epis) })),
  }) as EventoAvulso;
}

/** A row the user did not touch (only its default result) is not sent. */
function hasAnyExame(exame: ExameFormValues): boolean {
  return hasAnyValue({ ...exame, resultado: '' });
}

/**
 * The client-side check with the server's schema: `{}` when the body may be sent, else the messages by the form's
 * paths (a CA's message goes to its risk's CA field).
 */
export function validateAvulso(values: AvulsoFormValues, hoje: string): Record<string, string[]> {
  const parsed = eventoAvulsoSchema(hoje).safeParse(toAvulsoBody(values));
  if (parsed.success) return {};
  const fields = remapEpis(issuesToFields(parsed.error.issues));
  // The schema's own rules run only once the fields are valid: the repeated procedure shows at once anyway.
  const repetidos = (grupo: 'exames' | 'riscos', codigos: readonly string[]) =>
    codigos.forEach((codigo, index) => {
      const message = codigoRepetido(codigos.slice(0, index), index, codigo);
      if (message && !fields[`${grupo}.${index}.codigo`]) fields[`${grupo}.${index}.codigo`] = [message];
    });
  if (values.layout === 'S-2220') repetidos('exames', values.exames.map((exame) => exame.codigo));
  if (values.layout === 'S-2240') repetidos('riscos', values.riscos.map((risco) => `${risco.codigo}|${risco.dscAgNoc}`));
  return fields;
}

/** `riscos.N.epis.M` (one CA) is shown under the risk's CA field `riscos.N.epis`. */
export function remapEpis(fields: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  const mapped: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(fields)) {
    const target = name.replace(/^(riscos\.\d+\.epis)\.\d+$/, '$1');
    (mapped[target] ??= []).push(...messages);
  }
  return mapped;
}

/** 'Procedimento já foi inserido' when another row already has the code (spec 2 §5). */
export function codigoRepetido(codigos: readonly string[], index: number, codigo: string): string | null {
  const normal = (value: string) => value.replace(/[.\s]/g, '').replace(/^0+/, '');
  if (!codigo) return null;
  return codigos.some((other, position) => position !== index && other && normal(other) === normal(codigo))
    ? esocialMensagens.procedimentoDuplicado
    : null;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const numberOr = <T extends number | ''>(value: unknown, fallback: T): number | T => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : fallback;
};
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const simNao = (value: unknown): Resposta => (value === 'S' || value === 'N' ? value : '');

/** The form as the API stored it (`formulario` of the detail), to edit a manual event again. */
export function fromFormulario(formulario: unknown, id: string): AvulsoFormValues {
  const stored = record(formulario);
  const empty = emptyAvulsoForm();
  const layout = stored.layout === 'S-2220' || stored.layout === 'S-2240' ? stored.layout : '';
  const valor = record(stored.valor);
  const consulta = record(stored.consulta);
  const medico = record(stored.medico);
  const pcmso = record(stored.responsavel_pcmso);
  const ambiente = record(stored.ambiente);
  const responsavel = record(stored.responsavel);
  const exames = list(stored.exames).map((item) => {
    const exame = record(item);
    return {
      codigo: text(exame.codigo),
      nome: text(exame.nome),
      data: text(exame.data),
      resultado: numberOr(exame.resultado, esocialManualDefaults.resultadoExame),
      obs: text(exame.obs),
    };
  });
  const riscos = list(stored.riscos).map((item) => {
    const risco = record(item);
    return {
      codigo: text(risco.codigo),
      nome: text(risco.nome),
      dscAgNoc: text(risco.dscAgNoc),
      tpAval: numberOr(risco.tpAval, esocialManualDefaults.tpAval),
      intConc: text(risco.intConc),
      limTol: text(risco.limTol),
      unMed: numberOr(risco.unMed, ''),
      tecMedicao: text(risco.tecMedicao),
      nrProcJud: text(risco.nrProcJud),
      utilizEPC: numberOr(risco.utilizEPC, 0),
      eficEpc: simNao(risco.eficEpc),
      utilizEPI: numberOr(risco.utilizEPI, 0),
      eficEpi: simNao(risco.eficEpi),
      epis: list(risco.epis).map(text).join(', '),
      ...(Object.fromEntries(perguntasNr06.map((pergunta) => [pergunta, simNao(risco[pergunta])])) as Record<(typeof perguntasNr06)[number], Resposta>),
    };
  });
  return {
    id,
    layout,
    id_emp: text(stored.id_emp),
    id_fun: text(stored.id_fun),
    valor: { id_esocial_categoria: text(valor.id_esocial_categoria), id_fdt: text(valor.id_fdt), matricula: text(valor.matricula) },
    consulta: {
      aso_dt: text(consulta.aso_dt),
      id_tipo_aso: numberOr(consulta.id_tipo_aso, esocialManualDefaults.tipoAso),
      aptidao: numberOr(consulta.aptidao, esocialManualDefaults.aptidao),
    },
    medico: { nome: text(medico.nome), crm: text(medico.crm), crm_uf: text(medico.crm_uf) },
    responsavel_pcmso: { nome: text(pcmso.nome), crm: text(pcmso.crm), crm_uf: text(pcmso.crm_uf), cpf: text(pcmso.cpf) },
    exames: exames.length ? exames : empty.exames,
    ambiente: {
      dtIniCondicao: text(ambiente.dtIniCondicao),
      dtFimCondicao: text(ambiente.dtFimCondicao),
      dscAtivDes: text(ambiente.dscAtivDes),
      dscSetor: text(ambiente.dscSetor),
      obsCompl: text(ambiente.obsCompl),
    },
    responsavel: {
      nome: text(responsavel.nome),
      cpfResp: text(responsavel.cpfResp),
      ideOC: numberOr(responsavel.ideOC, 4),
      dscOC: text(responsavel.dscOC),
      nrOC: text(responsavel.nrOC),
      ufOC: text(responsavel.ufOC),
    },
    riscos: riscos.length ? riscos : empty.riscos,
  };
}
