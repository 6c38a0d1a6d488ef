import {
  aptidao as aptidaoCodes,
  consultaStatus,
  consultaStatusGroups,
  fileLimits,
  statusByAptidao,
  treinamentoEspecial,
  treinamentoEspecialFields,
  typeLists,
  type Aptidao,
  type TipoItem,
} from './codes';

/*
 * The rules of releasing and cancelling a definitive consultation (spec 1 §3, §4, §5, §9; the issue 11 status
 * lifecycle): which statuses may still be released or cancelled, the status an aptitude gives and which fields it
 * locks, the status selector's options, and the attachment file rule. Pure functions: the release form in the
 * browser and the server apply the very same rule.
 */

// Messages (ours: the spec states the rules, not their wording)

/** A release or cancellation of a consultation that is no longer open (released, cancelled, closed, not started). */
export const consultaNaoLiberavelMessage =
  'Consulta já liberada ou cancelada, ou com atendimento não iniciado: não é possível alterá-la.';
/** An attachment over 50 MB (spec 1 §9). */
export const anexoTooLargeMessage = 'O arquivo deve ter no máximo 50 MB.';
/** An attachment that is not jpg, png, jpeg, pdf or zip (spec 1 §9). */
export const anexoWrongTypeMessage = 'Tipo de arquivo inválido. Envie um arquivo jpg, png, jpeg, pdf ou zip.';
/** The release's status does not go with its aptitude (e.g. an apt ASO as 'Liberada - Inapto'). */
export const statusAptidaoMismatchMessage = 'O status não corresponde à aptidão informada.';
/** A release names a file that never reached storage, or arrived with another size or type. */
export const anexoNotUploadedMessage = 'O arquivo não foi enviado. Envie o arquivo novamente.';
/** A release names an exam that is not one of the consultation's. */
export const exameNaoPertenceMessage = 'Exame não pertence a esta consulta.';

// Statuses

/**
 * The statuses of an attended consultation not yet released: 55 (attendance started) and the seeded 56, 68, 69.
 * Release and cancellation are allowed only from these; never from 54 (not started), 57/58 (closed), 66/67/70
 * (released) or 194/195 (batch processing).
 */
export const statusLiberaveis = [
  consultaStatus.emAtendimento,
  consultaStatus.aguardandoExames,
  consultaStatus.aguardandoAso,
  consultaStatus.aguardandoLiberacao,
] as const;

/**
 * Whether a consultation in `status` may be released.
 *
 * @example podeLiberar(55) // true
 * @example podeLiberar(66) // false: releases are irreversible
 */
export function podeLiberar(status: number): boolean {
  return (statusLiberaveis as readonly number[]).includes(status);
}

/**
 * Whether a consultation in `status` may be cancelled: the same open statuses as a release (a released, closed or
 * not started one cannot).
 *
 * @example podeCancelar(57) // false: cancellations are irreversible
 */
export function podeCancelar(status: number): boolean {
  return podeLiberar(status);
}

/** The release selector's statuses: list 53 minus `consultaStatusGroups.exclusaoLiberacao` (66, 67, 70). */
export function releaseStatusOptions(): TipoItem[] {
  const excluded = consultaStatusGroups.exclusaoLiberacao as readonly number[];
  return (typeLists[53] ?? []).filter((item) => !excluded.includes(item.id));
}

/** The status ids a release may end in (66, 67, 70). */
export const statusLiberacao = [
  consultaStatus.liberadaApto,
  consultaStatus.liberadaAptoComRestricoes,
  consultaStatus.liberadaInapto,
] as const;
export type StatusLiberacao = (typeof statusLiberacao)[number];

/** The aptitude values a release accepts (1, 2, 5, 6). */
export const aptidoesLiberacao = Object.values(aptidaoCodes) as Aptidao[];

/** Whether an aptitude means unfit (5 and 6, spec 1 §4). */
export function isInapto(aptidao: number): boolean {
  return aptidao === aptidaoCodes.inapto || aptidao === aptidaoCodes.inaptoTemporario;
}

export type TreinamentoField = keyof typeof treinamentoEspecialFields;
export const treinamentoFields = Object.keys(treinamentoEspecialFields) as TreinamentoField[];

/** What an aptitude does to the release form (spec 1 §4). */
export interface LiberacaoLocks {
  /** The status the aptitude sets (the selector's value when the aptitude is chosen). */
  readonly status: StatusLiberacao;
  /** The selector is locked on `status`. */
  readonly statusBloqueado: boolean;
  /** The statuses the selector may take for this aptitude. */
  readonly statusPermitidos: readonly StatusLiberacao[];
  /** te_alt, te_esp, te_ele, te_ali are locked on `treinamentoValor`. */
  readonly treinamentoBloqueado: boolean;
  /** The forced special-training value when locked (0), else null. */
  readonly treinamentoValor: 0 | null;
}

/**
 * The locks of an aptitude (spec 1 §4): 1 → 66, open selector (66 or 67: an apt ASO is never 'Inapto'); 2 → 67,
 * locked; 5 → 70, locked, te_* forced to 0 and locked; 6 → 70, locked (shown unfit, training answers kept).
 *
 * @example liberacaoLocks(5) // { status: 70, statusBloqueado: true, treinamentoBloqueado: true, treinamentoValor: 0, … }
 */
export function liberacaoLocks(aptidao: Aptidao): LiberacaoLocks {
  const status = statusByAptidao[aptidao] as StatusLiberacao;
  if (aptidao === aptidaoCodes.apto) {
    return {
      status,
      statusBloqueado: false,
      statusPermitidos: [consultaStatus.liberadaApto, consultaStatus.liberadaAptoComRestricoes],
      treinamentoBloqueado: false,
      treinamentoValor: null,
    };
  }
  const forcesTraining = aptidao === aptidaoCodes.inapto;
  return {
    status,
    statusBloqueado: true,
    statusPermitidos: [status],
    treinamentoBloqueado: forcesTraining,
    treinamentoValor: forcesTraining ? treinamentoEspecial.semValor : null,
  };
}

/** The release values the aptitude rule reads and writes. */
export interface LiberacaoValores {
  readonly aptidao: Aptidao;
  readonly id_tipo_status?: number | null;
  readonly te_alt?: number | null;
  readonly te_esp?: number | null;
  readonly te_ele?: number | null;
  readonly te_ali?: number | null;
}

/**
 * Applies the aptitude's locks to a release: a locked status takes the aptitude's; an absent one its default;
 * locked training answers become 0; absent ones 0 (no answer). `statusValido` is false when an open selector holds
 * a status the aptitude does not allow.
 *
 * @example aplicarAptidao({ aptidao: 5, te_alt: 1 }) // { id_tipo_status: 70, te_alt: 0, …, statusValido: true }
 */
export function aplicarAptidao(values: LiberacaoValores): {
  id_tipo_status: StatusLiberacao;
  te_alt: number;
  te_esp: number;
  te_ele: number;
  te_ali: number;
  statusValido: boolean;
} {
  const locks = liberacaoLocks(values.aptidao);
  const chosen = values.id_tipo_status ?? null;
  const statusValido =
    locks.statusBloqueado || chosen === null || (locks.statusPermitidos as readonly number[]).includes(chosen);
  const id_tipo_status = (locks.statusBloqueado || chosen === null || !statusValido ? locks.status : chosen) as StatusLiberacao;
  const te = (field: TreinamentoField) =>
    locks.treinamentoBloqueado ? treinamentoEspecial.semValor : (values[field] ?? treinamentoEspecial.semValor);
  return {
    id_tipo_status,
    te_alt: te('te_alt'),
    te_esp: te('te_esp'),
    te_ele: te('te_ele'),
    te_ali: te('te_ali'),
    statusValido,
  };
}

// Attachments (spec 1 §9: release files up to 50 MB; jpg, png, jpeg, pdf, zip)

/** The release form's file fields. */
export const liberacaoArquivoCampos = ['arquivo_aso', 'arquivo_femo', 'arquivo_exame'] as const;
export type LiberacaoArquivoCampo = (typeof liberacaoArquivoCampos)[number];

/** The content type stored for each accepted extension (the presigned POST fixes it). */
export const anexoContentTypes: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/** The lower-case extension of a file name, '' when none. */
export function fileExtension(nome: string): string {
  const dot = nome.lastIndexOf('.');
  return dot < 0 ? '' : nome.slice(dot + 1).trim().toLowerCase();
}

/**
 * The content type an attachment is stored with, from its name's extension; null when the extension is not one
 * of jpg, png, jpeg, pdf, zip.
 *
 * @example anexoContentType('ASO.PDF') // 'application/pdf'
 */
export function anexoContentType(nome: string): string | null {
  const ext = fileExtension(nome);
  return (fileLimits.anexoExtensoes as readonly string[]).includes(ext) ? (anexoContentTypes[ext] ?? null) : null;
}

/**
 * The pt-BR error of an attachment, or null when accepted: by extension (jpg, png, jpeg, pdf, zip), then size
 * (1 byte to 50 MB).
 *
 * @example anexoError({ nome: 'foto.gif', tamanho: 10 }) // anexoWrongTypeMessage
 */
export function anexoError(file: { nome: string; tamanho: number }): { campo: 'nome' | 'tamanho'; message: string } | null {
  if (!anexoContentType(file.nome)) return { campo: 'nome', message: anexoWrongTypeMessage };
  if (file.tamanho > fileLimits.anexoBytes) return { campo: 'tamanho', message: anexoTooLargeMessage };
  return null;
}
