import { X509Certificate } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import { isIssuedBy } from './certificate';
import { SignatureError } from './errors';
import { xmldsigNamespace } from './layouts';
import { child, findAll, scanXml, text, type XmlElement } from './xml-scan';

/*
 * XML signatures as eSocial requires (manual do desenvolvedor, "Padrão de assinatura digital"): an enveloped
 * signature, RSA-SHA256 over SignedInfo canonicalized with C14N 1.0, one Reference with the transforms
 * enveloped-signature and C14N and a SHA-256 digest, the signer's X.509 certificate in KeyInfo, and the
 * <Signature> as the last child of the root <eSocial>. The Reference is URI="" (the whole document), as
 * nfephp-org/sped-esocial and the other production signers write it (issue 13); the web service answers a
 * Reference to the event's Id ("#ID1…") with occurrence 142 'Assinatura do evento inválida. Padrão de assinatura
 * não reconhecido.', so verifySignature refuses that form too.
 */

export const signatureAlgorithms = {
  canonicalization: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  signature: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  digest: 'http://www.w3.org/2001/04/xmlenc#sha256',
  envelopedSignature: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
} as const;

/** The key and certificate that sign (from readA1Certificate). */
export interface SigningCredentials {
  readonly privateKeyPem: string;
  readonly certificatePem: string;
}

/**
 * Signs an event document (<eSocial><evtX Id="…">…</evtX></eSocial>) and returns it with the signature appended.
 *
 * @example const signed = signEvent(built.xml, certificate);
 */
export function signEvent(xml: string, credentials: SigningCredentials): string {
  // A second signature would make the event invalid (the XSD allows one): sign the unsigned XML again instead.
  if (/<(\w+:)?Signature[\s>]/.test(xml)) throw new SignatureError('o evento já está assinado');
  const signer = new SignedXml({
    privateKey: credentials.privateKeyPem,
    publicCert: credentials.certificatePem,
    canonicalizationAlgorithm: signatureAlgorithms.canonicalization,
    signatureAlgorithm: signatureAlgorithms.signature,
  });
  const transforms = [signatureAlgorithms.envelopedSignature, signatureAlgorithms.canonicalization];
  signer.addReference({ xpath: '/*', transforms, digestAlgorithm: signatureAlgorithms.digest, isEmptyUri: true });
  try {
    // Stryker disable next-line ObjectLiteral,StringLiteral: xml-crypto places the signature by default exactly so (location reference '/*', action 'append')
    signer.computeSignature(xml, { location: { reference: '/*', action: 'append' } });
  } catch (error) {
    throw new SignatureError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  return signer.getSignedXml();
}

export interface VerifyOptions {
  /** CA certificates (PEM) one of which must have issued the signer's certificate. */
  readonly trustedCaPem?: string | readonly string[];
  /** When given, the signer's certificate must be valid at this instant. */
  readonly at?: Date;
}

export interface SignatureCheck {
  readonly valid: boolean;
  /** Why the check failed (English, for logs and the simulator's occurrences). */
  readonly reason?: string;
  /**
   * The signature does not follow eSocial's pattern (algorithms, transforms, a Reference other than URI=""): the
   * web service's 'Padrão de assinatura não reconhecido', as opposed to a value that does not match.
   */
  readonly unrecognizedPattern?: boolean;
  /** The signer's certificate from KeyInfo, PEM. */
  readonly certificatePem?: string;
}

/**
 * Verifies the signature of an event: exactly one <Signature> as the last child of the root, the eSocial
 * algorithms, a Reference to the whole document (URI=""), and a digest and signature value that
 * match, checked with the certificate in KeyInfo. Trust in that certificate is a separate, optional check
 * (`trustedCaPem`, `at`).
 *
 * @example verifySignature(signed).valid // true
 */
export function verifySignature(xml: string, options: VerifyOptions = {}): SignatureCheck {
  let root: XmlElement;
  try {
    root = scanXml(xml);
  } catch (error) {
    return { valid: false, reason: `not well-formed XML: ${(error as Error).message}` };
  }
  const signatures = findAll(root, 'Signature');
  if (signatures.length !== 1) return { valid: false, reason: `expected one Signature element, found ${signatures.length}` };
  const signature = signatures[0] as XmlElement;
  if (signature.parent !== root || root.children.at(-1) !== signature) {
    return { valid: false, reason: 'the Signature must be the last child of the root element' };
  }
  // The Signature is cut out and read on its own, so it must declare its namespace itself (ds: prefix or default).
  const ownDeclaration = signature.attributes[signature.prefix ? `xmlns:${signature.prefix}` : 'xmlns'];
  if (ownDeclaration !== xmldsigNamespace) {
    return { valid: false, reason: 'the Signature must declare the xmldsig namespace on itself' };
  }
  const pattern = checkAlgorithms(xml, signature) ?? checkReference(signature);
  if (pattern) return { valid: false, reason: pattern, unrecognizedPattern: true };

  // Stryker disable next-line Regex: removing each whitespace character or each run of them gives the same text
  const certificateBase64 = text(xml, findAll(signature, 'X509Certificate')[0])?.replace(/\s+/g, '');
  if (!certificateBase64) return { valid: false, reason: 'no X509Certificate in KeyInfo' };
  let certificatePem: string;
  try {
    certificatePem = new X509Certificate(Buffer.from(certificateBase64, 'base64')).toString();
  } catch {
    return { valid: false, reason: 'the X509Certificate of KeyInfo cannot be read' };
  }

  // Stryker disable next-line ArrowFunction: xml-crypto treats null and undefined alike and falls back to publicCert
  const verifier = new SignedXml({ publicCert: certificatePem, getCertFromKeyInfo: () => null });
  try {
    verifier.loadSignature(xml.slice(signature.start, signature.end));
    if (!verifier.checkSignature(xml)) return { valid: false, reason: 'digest or signature value does not match', certificatePem };
  } catch (error) {
    return { valid: false, reason: `signature check failed: ${(error as Error).message}`, certificatePem };
  }

  if (options.trustedCaPem !== undefined) {
    const cas = typeof options.trustedCaPem === 'string' ? [options.trustedCaPem] : options.trustedCaPem;
    if (!cas.some((ca) => isIssuedBy(certificatePem, ca))) {
      return { valid: false, reason: 'the signer certificate was not issued by a trusted CA', certificatePem };
    }
  }
  if (options.at) {
    const certificate = new X509Certificate(certificatePem);
    const at = options.at.getTime();
    if (at < Date.parse(certificate.validFrom) || at > Date.parse(certificate.validTo)) {
      return { valid: false, reason: 'the signer certificate is not within its validity', certificatePem };
    }
  }
  return { valid: true, certificatePem };
}

/** The whole document is signed: a Reference to the event's Id (or anything else) is another pattern. */
function checkReference(signature: XmlElement): string | null {
  // Stryker disable next-line OptionalChaining: checkAlgorithms has made sure there is exactly one Reference
  const uri = findAll(signature, 'Reference')[0]?.attributes.URI;
  return uri === '' ? null : `the Reference URI must be "" (the whole document), found ${uri === undefined ? 'none' : `"${uri}"`}`;
}

/** The eSocial signature pattern: anything else is "padrão de assinatura não reconhecido". */
function checkAlgorithms(xml: string, signature: XmlElement): string | null {
  const signedInfo = child(signature, 'SignedInfo');
  const algorithm = (name: string, parent: XmlElement | null | undefined = signedInfo) => child(parent, name)?.attributes.Algorithm;
  if (algorithm('CanonicalizationMethod') !== signatureAlgorithms.canonicalization) return 'CanonicalizationMethod is not C14N 1.0';
  if (algorithm('SignatureMethod') !== signatureAlgorithms.signature) return 'SignatureMethod is not RSA-SHA256';
  const references = findAll(signature, 'Reference');
  if (references.length !== 1) return `expected one Reference, found ${references.length}`;
  const reference = references[0];
  if (algorithm('DigestMethod', reference) !== signatureAlgorithms.digest) return 'DigestMethod is not SHA-256';
  const transforms = findAll(signature, 'Transform').map((t) => t.attributes.Algorithm);
  const expected = [signatureAlgorithms.envelopedSignature, signatureAlgorithms.canonicalization];
  if (transforms.length !== 2 || transforms.some((t, i) => t !== expected[i])) {
    return 'Transforms must be enveloped-signature then C14N 1.0';
  }
  return text(xml, child(signature, 'SignatureValue')) ? null : 'empty SignatureValue';
}
