/*
 * Who may link an eSocial certificate to a company, who may undo it, and which links transmit (spec 2 §2, §5; issue
 * 12 item 4). A link lets the certificate sign and send that company's lotes, so it is a power over the company:
 * - the back office (the provider, the tenant's operator) links the certificates its own CNPJ owns to any client
 *   (spec 2 §2: only the owner company — same CNPJ as the logged client — sees the link button);
 * - a company user links only its own certificate, and only to its own company: linking another company's data to
 *   one's certificate needs that company's consent, which the product records through the back office;
 * - the back office may always unlink, the owner may unlink any link of its certificate, and a linked company may
 *   drop the link to itself;
 * - a lote is transmitted only with a link the certificate's own company is the target of, or one the back office
 *   made (links made otherwise, as before this rule, never transmit).
 */

/** Who acts: the back office with the provider's CNPJ, or a company user bound to its company. */
export type VinculoAtor = { readonly area: 'web'; readonly cnpj: string } | { readonly area: 'empresa'; readonly empresaId: string };

/** The certificate's owner, as the record keeps it. */
export interface CertificadoDono {
  readonly empresaId: string;
  readonly empresaCnpj: string;
}

/** A link as the record keeps it; `origem` is absent on links made before it was recorded. */
export interface VinculoRegistro {
  readonly empresaId: string;
  readonly automatico?: boolean;
  readonly origem?: 'retaguarda' | 'empresa';
}

/** Whether the actor is the certificate's owner (spec 2 §2's "same CNPJ as the logged client" in the back office). */
export function ehDonoDoCertificado(ator: VinculoAtor, certificado: CertificadoDono): boolean {
  return ator.area === 'web' ? certificado.empresaCnpj === ator.cnpj : certificado.empresaId === ator.empresaId;
}

/**
 * Whether the actor may link the certificate to the company.
 *
 * @example
 * podeVincular({ area: 'empresa', empresaId: 'A' }, { empresaId: 'A', empresaCnpj: '…' }, 'B') // false
 */
export function podeVincular(ator: VinculoAtor, certificado: CertificadoDono, empresaId: string): boolean {
  if (!ehDonoDoCertificado(ator, certificado)) return false;
  return ator.area === 'web' || empresaId === ator.empresaId;
}

/** Whether the actor may remove a link (the automatic link of a `vincular` certificate is a separate rule). */
export function podeDesvincular(ator: VinculoAtor, certificado: CertificadoDono, vinculo: Pick<VinculoRegistro, 'empresaId'>): boolean {
  if (ator.area === 'web') return true;
  return certificado.empresaId === ator.empresaId || vinculo.empresaId === ator.empresaId;
}

/** The origin recorded on a link the actor makes. */
export function origemDoVinculo(ator: VinculoAtor): 'retaguarda' | 'empresa' {
  return ator.area === 'web' ? 'retaguarda' : 'empresa';
}

/** Whether a link lets the certificate transmit the linked company's lotes. */
export function vinculoTransmite(certificado: Pick<CertificadoDono, 'empresaId'>, vinculo: VinculoRegistro): boolean {
  return vinculo.empresaId === certificado.empresaId || vinculo.origem === 'retaguarda';
}
