import { createHash, X509Certificate } from 'node:crypto';
import { daysRemaining, isNearExpiry } from './certificate-expiry';
// The parts of node-forge this file uses, not its index (which also loads TLS, SSH, PKCS#7, ed25519…: ~75 KB of
// every eSocial bundle). Each registers on forge; md.all keeps every digest a PKCS#12 file's MAC or PBES2 may name.
import forge from 'node-forge/lib/forge.js';
import 'node-forge/lib/asn1.js';
import 'node-forge/lib/md.all.js';
import 'node-forge/lib/pem.js';
import 'node-forge/lib/pkcs12.js';
import 'node-forge/lib/pki.js';
import 'node-forge/lib/util.js';
import { CertificateFileError, CertificatePasswordError, esocialMessages } from './errors';

// The day counts of the daily check live apart from node-forge (certificate-expiry.ts), which only reading a
// certificate needs.
export { daysRemaining, isNearExpiry, nearExpiryDays } from './certificate-expiry';

/*
 * A1 certificates (PKCS#12, .pfx/.p12) of ICP-Brasil: what the certificate screens show (holder, CNPJ, validity,
 * days left, spec 2 §5 "warning under 10 days") and the PEM key and certificate that sign events (sign.ts) and
 * open the mutual TLS connection to the web service (soap-client.ts).
 *
 * ICP-Brasil puts the holder's identifiers in subjectAltName otherNames (DOC-ICP-04):
 *   2.16.76.1.3.3  CNPJ of the company (e-CNPJ)
 *   2.16.76.1.3.2  name of the person responsible for the e-CNPJ
 *   2.16.76.1.3.4  data of that person: birth date (8) + CPF (11) + …
 *   2.16.76.1.3.1  data of the holder of an e-CPF: birth date (8) + CPF (11) + …
 * and, by convention, the subject CN reads "NAME:CNPJ" (e-CNPJ) or "NAME:CPF" (e-CPF).
 */

export const icpBrasilOids = {
  cnpj: '2.16.76.1.3.3',
  responsavelNome: '2.16.76.1.3.2',
  responsavelDados: '2.16.76.1.3.4',
  titularCpfDados: '2.16.76.1.3.1',
} as const;

/** PKCS#12 bag types (RFC 7292). */
const bagTypes = {
  keyBag: '1.2.840.113549.1.12.10.1.1',
  pkcs8ShroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  certBag: '1.2.840.113549.1.12.10.1.3',
} as const;


/** What a certificate says about its holder and validity. */
export interface CertificateSummary {
  /** Holder's name: the CN without the ":CNPJ" suffix. */
  readonly holderName: string;
  readonly commonName: string;
  /** CNPJ (14 digits) from the ICP-Brasil OID, else from the CN; null for an e-CPF. */
  readonly cnpj: string | null;
  /** CPF of an e-CPF holder; null for an e-CNPJ. */
  readonly cpf: string | null;
  /** Person responsible for an e-CNPJ (the spec's 'representante'), when the certificate names one. */
  readonly responsavel: string | null;
  readonly responsavelCpf: string | null;
  readonly issuer: string;
  readonly serialNumber: string;
  readonly notBefore: Date;
  readonly notAfter: Date;
  /** SHA-256 of the DER, hex. */
  readonly fingerprint256: string;
  /** Whole days until notAfter when read (negative once expired). */
  readonly daysRemaining: number;
  /** Fewer than 10 days left when read (spec 2 §5). */
  readonly nearExpiry: boolean;
}

/** An A1 certificate opened with its password: the summary plus what signing and TLS need. */
export interface A1Certificate extends CertificateSummary {
  readonly privateKeyPem: string;
  readonly certificatePem: string;
  /** The other certificates the file carries (the issuing chain), PEM. */
  readonly chainPem: readonly string[];
}

/**
 * Opens an A1 certificate. Wrong password → CertificatePasswordError ('Senha do certificado inválida'); a file
 * that is not PKCS#12, or one without the key and its certificate → CertificateFileError ('Arquivo de
 * certificado inválido').
 *
 * @example const certificate = readA1Certificate(await readFile('empresa.pfx'), senha); certificate.cnpj
 */
export function readA1Certificate(file: Uint8Array, password: string, now: Date = new Date()): A1Certificate {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(file).toString('binary')));
  } catch (error) {
    throw new CertificateFileError(esocialMessages.certificateFile, { cause: error });
  }
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/MAC could not be verified|Invalid password/i.test(message)) throw new CertificatePasswordError({ cause: error });
    throw new CertificateFileError(esocialMessages.certificateFile, { cause: error });
  }

  // Stryker disable next-line ArrayDeclaration: whatever stands in for a missing bag type has no key nor cert, and is filtered out below
  const bags = (bagType: string): forge.pkcs12.Bag[] => p12.getBags({ bagType })[bagType] ?? [];
  const keyBags = [...bags(bagTypes.pkcs8ShroudedKeyBag), ...bags(bagTypes.keyBag)];
  const certificates = bags(bagTypes.certBag)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => Boolean(cert));
  const key = keyBags.map((bag) => bag.key).find((k): k is forge.pki.rsa.PrivateKey => Boolean(k));
  if (!key || certificates.length === 0) throw new CertificateFileError(esocialMessages.certificateWithoutKey);

  // A file may carry the chain too: the holder's certificate is the one whose public key is the key's.
  const own = certificates.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    // Stryker disable next-line OptionalChaining: forge only reads RSA certificates into a bag, so n and e are always there
    return publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e);
  });
  if (!own) throw new CertificateFileError(esocialMessages.certificateWithoutKey);

  const certificatePem = forge.pki.certificateToPem(own);
  return {
    ...summarize(own, now),
    privateKeyPem: forge.pki.privateKeyToPem(key),
    certificatePem,
    chainPem: certificates.filter((cert) => cert !== own).map((cert) => forge.pki.certificateToPem(cert)),
  };
}

/** The summary of a certificate in PEM or DER (e.g. the TLS peer certificate of a client). */
export function summarizeCertificate(certificate: string | Uint8Array, now: Date = new Date()): CertificateSummary {
  try {
    const der =
      typeof certificate === 'string'
        ? forge.asn1.fromDer(forge.pem.decode(certificate)[0]?.body ?? '')
        : forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(certificate).toString('binary')));
    return summarize(forge.pki.certificateFromAsn1(der), now);
  } catch (error) {
    throw new CertificateFileError(esocialMessages.certificateFile, { cause: error });
  }
}

/** Whether `now` falls inside the validity period. */
export function isWithinValidity(summary: Pick<CertificateSummary, 'notBefore' | 'notAfter'>, now: Date = new Date()): boolean {
  return summary.notBefore.getTime() <= now.getTime() && now.getTime() <= summary.notAfter.getTime();
}

/**
 * Whether `certificatePem` was issued by `caPem` (signature and names) — the check the simulator makes on event
 * signatures; TLS makes its own.
 */
export function isIssuedBy(certificatePem: string, caPem: string): boolean {
  try {
    const certificate = new X509Certificate(certificatePem);
    const ca = new X509Certificate(caPem);
    return certificate.checkIssued(ca) && certificate.verify(ca.publicKey);
  } catch {
    return false;
  }
}

function summarize(cert: forge.pki.Certificate, now: Date): CertificateSummary {
  const commonName = String(cert.subject.getField('CN')?.value ?? '');
  const otherNames = readOtherNames(cert);
  const cnSuffix = /^(.*):(\d{11}|\d{14})$/.exec(commonName);
  const oidCnpj = digitsOrNull(otherNames.get(icpBrasilOids.cnpj), 14);
  const titular = otherNames.get(icpBrasilOids.titularCpfDados);
  const responsavel = otherNames.get(icpBrasilOids.responsavelDados);
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return {
    holderName: (cnSuffix?.[1] ?? commonName).trim(),
    commonName,
    cnpj: oidCnpj ?? (cnSuffix?.[2]?.length === 14 ? cnSuffix[2] : null),
    cpf: digitsOrNull(titular?.slice(8, 19), 11) ?? (cnSuffix?.[2]?.length === 11 && !oidCnpj ? cnSuffix[2] : null),
    responsavel: otherNames.get(icpBrasilOids.responsavelNome)?.trim() || null,
    responsavelCpf: digitsOrNull(responsavel?.slice(8, 19), 11),
    issuer: String(cert.issuer.getField('CN')?.value ?? cert.issuer.getField('O')?.value ?? ''),
    serialNumber: cert.serialNumber,
    notBefore: cert.validity.notBefore,
    notAfter: cert.validity.notAfter,
    fingerprint256: createHash('sha256').update(Buffer.from(der, 'binary')).digest('hex'),
    daysRemaining: daysRemaining(cert.validity.notAfter, now),
    nearExpiry: isNearExpiry(cert.validity.notAfter, now),
  };
}

function digitsOrNull(value: string | undefined, length: number): string | null {
  return value && new RegExp(`^\\d{${length}}$`).test(value) && !/^0+$/.test(value) ? value : null;
}

/**
 * otherName entries of subjectAltName: OID → text. ICP-Brasil encodes the value as OCTET STRING (some issuers use
 * PrintableString or UTF8String) inside the [0] EXPLICIT wrapper.
 */
function readOtherNames(cert: forge.pki.Certificate): Map<string, string> {
  const found = new Map<string, string>();
  const san = cert.getExtension('subjectAltName') as { altNames?: { type: number; value: unknown }[] } | null;
  // Stryker disable next-line ArrayDeclaration: an entry that is not an otherName is skipped by the check below
  for (const altName of san?.altNames ?? []) {
    if (altName.type !== 0 || !Array.isArray(altName.value)) continue;
    const [oid, wrapper] = altName.value as forge.asn1.Asn1[];
    if (!oid || oid.type !== forge.asn1.Type.OID || typeof oid.value !== 'string') continue;
    const inner = Array.isArray(wrapper?.value) ? (wrapper.value[0] as forge.asn1.Asn1 | undefined) : undefined;
    if (!inner || typeof inner.value !== 'string') continue;
    const bytes = inner.value;
    const textValue = inner.type === forge.asn1.Type.UTF8 ? forge.util.decodeUtf8(bytes) : bytes;
    found.set(forge.asn1.derToOid(oid.value), textValue);
  }
  return found;
}
