import { typeLists } from './codes';

/*
 * The eSocial module's codes and texts the screens and the API share (spec 2 §2–§9): event statuses with their
 * colours, the layouts the product writes, the show options of the events page, the fix-hint groups of the item
 * log and the module's pt-BR messages. docs/api/esocial.md is the contract that uses them.
 */

/** Event status ids (type list 327); descriptions in codes.ts (inferred, docs/decisions.md). */
export const eventoStatus = {
  /** A manual event with its XML, never sent: deletable locally (spec 2 §4). */
  avulsoNaoEnviado: 328,
  /** In a lote sent to the web service, waiting for its result. */
  aguardandoRetorno: 330,
  /** Generated, not yet sent (with or without conflicts). */
  pendente: 331,
  /** Accepted with warnings: has a receipt. */
  processadoComAdvertencia: 332,
  /** Accepted: has a receipt ('Processado com sucesso'). */
  processado: 335,
  /** Refused by the web service: its occurrences are in the item log. */
  rejeitado: 336,
  /** Excluded by an S-3000: keeps its receipt, shown orange, no refresh. */
  excluido: 380,
} as const;

export type EventoStatusId = (typeof eventoStatus)[keyof typeof eventoStatus];

/** Colours of the status badges (the server sends them with each row, spec 2 §4). */
export const eventoStatusCores: Readonly<Record<EventoStatusId, string>> = {
  328: '#6c757d',
  330: '#0dcaf0',
  331: '#0d6efd',
  332: '#20c997',
  335: '#198754',
  336: '#dc3545',
  380: '#fd7e14',
};

/** A status as the lists answer it: `{id, descricao, cor}`. */
export interface TipoStatusEvento {
  readonly id: number;
  readonly descricao: string;
  readonly cor: string;
}

/** The `{id, descricao, cor}` of a status id. */
export function tipoStatusEvento(id: number): TipoStatusEvento {
  const descricao = typeLists[327]?.find((item) => item.id === id)?.descricao ?? String(id);
  return { id, descricao, cor: eventoStatusCores[id as EventoStatusId] ?? '#6c757d' };
}

/** The layouts this product writes, each with its own table on the events page. */
export const esocialLayouts = ['S-2210', 'S-2220', 'S-2240', 'S-3000'] as const;
export type EsocialLayout = (typeof esocialLayouts)[number];

/** Manual (avulso) events exist only for these (spec 2 §9). */
export const esocialLayoutsAvulsos = ['S-2220', 'S-2240'] as const;
export type EsocialLayoutAvulso = (typeof esocialLayoutsAvulsos)[number];

/** Show options of the events page (spec 2 §9). */
export const mostrarOpcoes = { semXml: 1, comXml: 2, semConflitos: 3, comConflitos: 4 } as const;

/** Units of intConc (S-2240 unMed, spec 2 §3 "unMed has 30 units"), as evtExpRisco.xsd documents them. */
export const unidadesMedida: readonly { readonly id: number; readonly descricao: string }[] = [
  { id: 1, descricao: 'dose diária de ruído' },
  { id: 2, descricao: 'decibel linear (dB (linear))' },
  { id: 3, descricao: 'decibel (C) (dB(C))' },
  { id: 4, descricao: 'decibel (A) (dB(A))' },
  { id: 5, descricao: 'metro por segundo ao quadrado (m/s²)' },
  { id: 6, descricao: 'metro por segundo elevado a 1,75 (m/s^1,75)' },
  { id: 7, descricao: 'parte de vapor ou gás por milhão de partes de ar contaminado (ppm)' },
  { id: 8, descricao: 'miligrama por metro cúbico de ar (mg/m³)' },
  { id: 9, descricao: 'fibra por centímetro cúbico (f/cm³)' },
  { id: 10, descricao: 'grau Celsius (ºC)' },
  { id: 11, descricao: 'metro por segundo (m/s)' },
  { id: 12, descricao: 'porcentual' },
  { id: 13, descricao: 'lux (lx)' },
  { id: 14, descricao: 'unidade formadora de colônias por metro cúbico (ufc/m³)' },
  { id: 15, descricao: 'dose diária' },
  { id: 16, descricao: 'dose mensal' },
  { id: 17, descricao: 'dose trimestral' },
  { id: 18, descricao: 'dose anual' },
  { id: 19, descricao: 'watt por metro quadrado (W/m²)' },
  { id: 20, descricao: 'ampère por metro (A/m)' },
  { id: 21, descricao: 'militesla (mT)' },
  { id: 22, descricao: 'microtesla (μT)' },
  { id: 23, descricao: 'miliampère (mA)' },
  { id: 24, descricao: 'quilovolt por metro (kV/m)' },
  { id: 25, descricao: 'volt por metro (V/m)' },
  { id: 26, descricao: 'joule por metro quadrado (J/m²)' },
  { id: 27, descricao: 'milijoule por centímetro quadrado (mJ/cm²)' },
  { id: 28, descricao: 'milisievert (mSv)' },
  { id: 29, descricao: 'milhão de partículas por decímetro cúbico (mppdc)' },
  { id: 30, descricao: 'umidade relativa do ar (UR (%))' },
];

/** Batch process modes (spec 2 §3): inclusion, alteration (rectification), exclusion. */
export const modosProcesso = ['INC', 'ALT', 'EXC'] as const;
export type ModoProcesso = (typeof modosProcesso)[number];

export const modoProcessoLabels: Readonly<Record<ModoProcesso, string>> = {
  INC: 'Inclusão',
  ALT: 'Alteração',
  EXC: 'Exclusão',
};

/** Process status codes besides the web service's own (201 processed, 101 waiting): ours while nothing answered. */
export const processoStatus = { aguardandoEnvio: 0, aguardandoProcessamento: 101, processado: 201, falhaComunicacao: 500 } as const;

/**
 * The fix-hint groups of the item log (spec 2 §8): what is wrong and where the user fixes it. Occurrences the web
 * service answered go to `esocial`.
 */
export const grupoLogEsocial = {
  riscoSemVinculo: { titulo: 'Risco sem vínculo com o eSocial', onde: 'Configurações > Riscos' },
  exame: { titulo: 'Exame sem vínculo com o eSocial ou com cadastro incorreto', onde: 'Configurações > Exames' },
  medico: { titulo: 'Médico examinador inválido', onde: 'Configurações > Médicos Examinadores' },
  funcionario: { titulo: 'Funcionário inválido', onde: 'Empresa > Funcionários' },
  responsavelAmbiental: { titulo: 'Responsável pelos registros ambientais inválido', onde: 'PPRA/PGR > Gerenciar' },
  exposicao: { titulo: 'Registro de exposição a riscos inválido', onde: 'LTCAT > Gerenciar' },
  fdt: { titulo: 'Frente de trabalho inválida', onde: 'Empresa > Editar > Frente de Trabalho' },
  semRisco: { titulo: 'Nenhum risco encontrado', onde: 'PCMSO > Gerenciar' },
  epi: { titulo: 'EPI cadastrado incorretamente', onde: 'LTCAT > Gerenciar' },
  cadastro: { titulo: 'Cadastro inválido', onde: '' },
  absenteismo: { titulo: 'Absenteísmo inválido', onde: 'Absenteísmo > Gerenciar' },
  setor: { titulo: 'Setor incorreto', onde: 'Empresa > Editar > Frente de Trabalho' },
  medicao: { titulo: 'Nenhuma medição cadastrada para o LTCAT', onde: 'LTCAT > Gerenciar' },
  pcmso: { titulo: 'Coordenador do PCMSO não informado', onde: 'PCMSO > Gerenciar' },
  certificado: { titulo: 'Certificado digital', onde: 'eSocial > Certificados' },
  esocial: { titulo: 'Retorno do eSocial', onde: '' },
} as const;

export type GrupoLogEsocial = keyof typeof grupoLogEsocial;

/** The module's messages: the spec's (spec 2 §5, §8), typos included, and ours where marked. */
export const esocialMensagens = {
  loteEmSegundoPlano:
    'Processo de cadastro do LOTE iniciado em segundo plano. Aguarde alguns instantes e acesse eSocial > Lotes para acompanhar o processo.',
  loteNaoProcessado: 'Lote não processado. Verifique o detalhamento do processamento.',
  eventoExcluido: 'Evento excluído com sucesso.',
  exclusaoEnviada: 'Evento de exclusão enviado para o eSocial.',
  arquivoIndisponivel: 'Arquivo indispoível para exclusão.',
  downloadFalhou: 'Não foi possível baixar o arquivo',
  informeProtocolo: 'Informe o protocolo',
  camposObrigatorios: 'Antes de processeguir, por favor preencher todos os campos obrigatórios',
  procedimentoDuplicado: 'Procedimento já foi inserido',
  semErros: 'Nenhum erro encontrado',
  semAvisos: 'Nenhum ponto de atenção encontrado',
  arquivoCarregado: 'Arquivo Carregado com Sucesso',
  operacaoRealizada: 'Operação realizada com sucesso',
  /** Ours. */
  certificadoSalvo: 'Certificado salvo com sucesso!',
  certificadoProximoVencimento: (dias: number) =>
    dias < 0 ? 'Certificado vencido' : `O certificado vence em ${dias} dia(s)`,
  processoEmAndamento: 'Já existe um processamento em andamento para este lote. Aguarde o retorno do eSocial.',
  modoIndisponivel: 'Esse modo de transmissão não está disponível para este lote.',
  loteComProcessos: 'O lote possui processamentos e não pode ser excluído.',
  semCertificado: 'Nenhum certificado digital válido vinculado à empresa.',
  loteEnviado: 'Lote enviado para processamento. Acompanhe o retorno em eSocial > Lotes.',
  s3000NaoExclui: 'Eventos S-3000 não podem ser excluídos.',
  semPermissaoExclusao: 'Você não possui permissão para deletar esse registro',
  linkInvalido: 'Link inválido ou expirado.',
  emailEnviado: 'Email enviado com sucesso',
  dataFutura: 'A data não pode ser posterior a amanhã',
  periodoInvalido: 'Informe o período no formato MM/aaaa',
  somenteA1: 'Somente certificados A1 (.pfx/.p12) são aceitos',
  senhasDiferentes: 'As senhas não conferem',
  semEventos: 'Nenhum evento disponível para o lote com os filtros informados.',
} as const;
