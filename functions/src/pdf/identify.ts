import { dateWindow, dateWindows, formatCpf, todayInSaoPaulo } from '@ocupacional/shared';
import { findConsultationCodes, findCpfs, parseQrPayload } from './consultation-code';
import type { ConsultationCode } from './consultation-code';

/*
 * Which consultation a page of an uploaded file belongs to (spec 2 §1, the aso-identify issue): our QR code
 * first, then our printed code in the text, then the employee's CPF, and otherwise the page waits for an
 * operator to link it. It never guesses: a code of another tenant, two different codes, a code whose
 * consultation is gone, or a CPF with more than one recent consultation all go to manual linking, because a
 * page linked to the wrong consultation is worse than one linked by hand.
 */

/** What a page shows (read-page.ts). */
export interface PageEvidence {
  readonly text: string;
  readonly qrPayloads: readonly string[];
}

/** The tenant's consultations, as the identify worker reads them (DynamoDB in production, a map in tests). */
export interface ConsultationLookup<C extends { readonly idCon: number }> {
  /** The tenant the upload belongs to (from the object key). */
  readonly tenant: string;
  /** The definitive consultation a code of this tenant names, if it exists (not deleted). */
  byCode(code: Extract<ConsultationCode, { kind: 'consulta' }>): C | undefined | Promise<C | undefined>;
  /** The tenant's consultations of the employee with this CPF (11 digits) within the window (ISO dates, inclusive). */
  byCpf(cpf: string, window: { readonly start: string; readonly end: string }): readonly C[] | Promise<readonly C[]>;
}

/** How a page was identified, or why it was not; `reason` is shown to the operator (pt-BR). */
export type PageIdentification<C> =
  | { readonly kind: 'code'; readonly consultation: C; readonly code: string; readonly source: 'qr' | 'texto'; readonly reason: string }
  | { readonly kind: 'cpf'; readonly consultation: C; readonly cpf: string; readonly reason: string }
  | { readonly kind: 'manual'; readonly reason: string };

/** Options of {@link identifyPage}. */
export interface IdentifyOptions {
  /** Today, São Paulo ('yyyy-mm-dd'); the CPF window is the 730 days before it (spec 1 §9). */
  readonly today?: string;
}

const guideTitle = /GUIA DE ENCAMINHAMENTO/i;

/**
 * Identifies one page.
 *
 * @example
 * const found = await identifyPage(await readPage(pageBytes), lookup);
 * if (found.kind !== 'manual') link(found.consultation);
 */
export async function identifyPage<C extends { readonly idCon: number }>(
  page: PageEvidence,
  lookup: ConsultationLookup<C>,
  options: IdentifyOptions = {},
): Promise<PageIdentification<C>> {
  const manual = (reason: string): PageIdentification<C> => ({ kind: 'manual', reason });
  const fromQr = page.qrPayloads.map(parseQrPayload).filter((found) => found !== undefined);
  const fromText = findConsultationCodes(page.text);
  const codes = distinct([...fromQr.map((found) => found.code), ...fromText]);

  if (codes.length > 1) {
    return manual(`A página traz códigos de consultas diferentes (${codes.map((c) => c.text).join(', ')}).`);
  }
  const [code] = codes;
  if (code) {
    if (code.tenant !== lookup.tenant) {
      return manual(`O código ${code.text} é de outro cliente do sistema; vincule a página manualmente.`);
    }
    // A guide names the consultation too, but it is not the ASO; its code may name the external consultation.
    if (code.kind !== 'consulta' || fromQr.some((found) => found.document === 'guia') || guideTitle.test(page.text)) {
      return manual(`A página é uma guia de encaminhamento (${code.text}), não um ASO.`);
    }
    const consultation = await lookup.byCode(code);
    if (!consultation) return manual(`A consulta do código ${code.text} não foi encontrada.`);
    const source = fromQr.length > 0 ? 'qr' : 'texto';
    const how = source === 'qr' ? 'pelo QR code' : 'pelo código impresso';
    return { kind: 'code', consultation, code: code.text, source, reason: `Identificada ${how} ${code.text}.` };
  }

  const cpfs = findCpfs(page.text);
  if (cpfs.length === 0) {
    const foreign = page.qrPayloads.length > 0 ? ' (o QR code da página não é do sistema)' : '';
    return manual(`Nenhum código de consulta ou CPF encontrado na página${foreign}.`);
  }
  const window = dateWindow(dateWindows.consultasEmailUpload, options.today ?? todayInSaoPaulo());
  const days = dateWindows.consultasEmailUpload.daysBefore;
  const matches = new Map<number, { consultation: C; cpf: string }>();
  for (const cpf of cpfs) {
    for (const consultation of await lookup.byCpf(cpf, window)) matches.set(consultation.idCon, { consultation, cpf });
  }
  const shown = cpfs.map(formatCpf).join(', ');
  if (matches.size === 0) return manual(`Nenhuma consulta nos últimos ${days} dias para o CPF ${shown}.`);
  if (matches.size > 1) {
    return manual(`${matches.size} consultas nos últimos ${days} dias para o CPF ${shown}; vincule a página manualmente.`);
  }
  const [{ consultation, cpf }] = [...matches.values()] as [{ consultation: C; cpf: string }];
  return {
    kind: 'cpf',
    consultation,
    cpf,
    reason: `Identificada pelo CPF ${formatCpf(cpf)}: a única consulta nos últimos ${days} dias.`,
  };
}

function distinct(codes: readonly ConsultationCode[]): ConsultationCode[] {
  return [...new Map(codes.map((code) => [code.text, code])).values()];
}
