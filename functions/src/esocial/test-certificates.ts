import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { icpBrasilOids } from './certificate';

/*
 * Certificates for tests, the eSocial simulator and the demo: a self-signed test CA standing for ICP-Brasil, an
 * A1-like e-CNPJ of EMPRESA DEMO LTDA (CN 'EMPRESA DEMO LTDA:11222333000181' and the CNPJ in the ICP-Brasil
 * otherName 2.16.76.1.3.3) exported as PKCS#12 with a password, and TLS server certificates for the simulator.
 * Never for production: the keys are made here and the CA is trusted by nobody else.
 *
 * RSA key generation in node-forge's pure JavaScript takes seconds; node:crypto makes the keys and forge only
 * builds and signs the certificates. getTestCertificates() caches the set per process.
 */

export const demoCompany = {
  name: 'EMPRESA DEMO LTDA',
  cnpj: '11222333000181',
  responsavel: 'RESPONSAVEL DEMO',
  responsavelCpf: '52998224725',
  responsavelNascimento: '01011980',
} as const;

export const testCertificatePassword = 'demo-1234';

export interface KeyAndCertificate {
  readonly privateKeyPem: string;
  readonly certificatePem: string;
}

export interface TestCertificates {
  /** The test CA: trusted by the simulator for client certificates and event signatures. */
  readonly ca: KeyAndCertificate;
  /** The demo company's A1: PEMs and the PKCS#12 file with its password. */
  readonly a1: KeyAndCertificate & { readonly pfx: Buffer; readonly password: string };
}

export interface CertificateOptions {
  readonly notBefore?: Date;
  readonly notAfter?: Date;
}

export interface A1Options extends CertificateOptions {
  readonly companyName?: string;
  readonly cnpj?: string;
  readonly responsavel?: string;
  readonly responsavelCpf?: string;
  /** Leaves out the ICP-Brasil otherNames: the CNPJ then comes only from the CN. */
  readonly withoutOtherNames?: boolean;
}

function newKeyPair(): { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey; privateKeyPem: string } {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const forgeKey = forge.pki.privateKeyFromPem(privateKey);
  return { privateKey: forgeKey, publicKey: forge.pki.setRsaPublicKey(forgeKey.n, forgeKey.e), privateKeyPem: privateKey };
}

function serialNumber(): string {
  // Positive: the first byte below 0x80.
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] as number) & 0x7f;
  return bytes.toString('hex');
}

function validity(cert: forge.pki.Certificate, options: CertificateOptions, defaultDays: number): void {
  const now = Date.now();
  cert.validity.notBefore = options.notBefore ?? new Date(now - 86_400_000);
  cert.validity.notAfter = options.notAfter ?? new Date(now + defaultDays * 86_400_000);
}

const caSubject = [
  { shortName: 'C', value: 'BR' },
  { shortName: 'O', value: 'ICP-Brasil' },
  { shortName: 'OU', value: 'Ocupacional - ambiente de testes' },
  { shortName: 'CN', value: 'AC OCUPACIONAL TESTES' },
];

/** A self-signed CA for tests, valid 10 years by default. */
export function createTestCa(options: CertificateOptions = {}): KeyAndCertificate {
  const keys = newKeyPair();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serialNumber();
  validity(cert, options, 3650);
  cert.setSubject(caSubject);
  cert.setIssuer(caSubject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { privateKeyPem: keys.privateKeyPem, certificatePem: forge.pki.certificateToPem(cert) };
}

/** An intermediate CA issued by `ca`, as ICP-Brasil's ACs sit under its root: an A1 it issues needs the chain. */
export function issueTestIntermediateCa(ca: KeyAndCertificate, options: CertificateOptions = {}): KeyAndCertificate {
  const subject = [...caSubject.slice(0, 3), { shortName: 'CN', value: 'AC OCUPACIONAL TESTES INTERMEDIARIA' }];
  const extensions = [
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ];
  return issue(ca, subject, extensions, options, 1825);
}

/** otherName ::= SEQUENCE { type-id OID, value [0] EXPLICIT OCTET STRING } — ICP-Brasil's encoding. */
function otherName(oid: string, value: string): forge.asn1.Asn1 {
  const { asn1 } = forge;
  return asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
    asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(oid).getBytes()),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, value)]),
  ]);
}

function issue(
  ca: KeyAndCertificate,
  subject: forge.pki.CertificateField[],
  extensions: object[],
  options: CertificateOptions,
  defaultDays: number,
): KeyAndCertificate {
  const keys = newKeyPair();
  const caCert = forge.pki.certificateFromPem(ca.certificatePem);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serialNumber();
  validity(cert, options, defaultDays);
  cert.setSubject(subject);
  cert.setIssuer(caCert.subject.attributes);
  cert.setExtensions(extensions);
  cert.sign(forge.pki.privateKeyFromPem(ca.privateKeyPem), forge.md.sha256.create());
  return { privateKeyPem: keys.privateKeyPem, certificatePem: forge.pki.certificateToPem(cert) };
}

/**
 * An A1-like e-CNPJ issued by the test CA: CN 'NAME:CNPJ', the CNPJ, the responsible's name and data in the
 * ICP-Brasil otherNames, client authentication and signing key usages. Valid one year by default.
 */
export function issueTestA1(ca: KeyAndCertificate, options: A1Options = {}): KeyAndCertificate {
  const name = options.companyName ?? demoCompany.name;
  const cnpj = options.cnpj ?? demoCompany.cnpj;
  const responsavel = options.responsavel ?? demoCompany.responsavel;
  const responsavelCpf = options.responsavelCpf ?? demoCompany.responsavelCpf;
  const { asn1 } = forge;
  const subjectAltName = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
    // birth date (8) + CPF (11) + PIS (11) + RG (15) + issuer and UF (6), zeros where unknown.
    otherName(icpBrasilOids.responsavelDados, `${demoCompany.responsavelNascimento}${responsavelCpf}${'0'.repeat(32)}`),
    otherName(icpBrasilOids.responsavelNome, responsavel),
    otherName(icpBrasilOids.cnpj, cnpj),
  ]);
  return issue(
    ca,
    [
      { shortName: 'C', value: 'BR' },
      { shortName: 'O', value: 'ICP-Brasil' },
      { shortName: 'OU', value: 'Certificado PJ A1' },
      { shortName: 'CN', value: `${name}:${cnpj}` },
    ],
    [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', clientAuth: true, emailProtection: true },
      ...(options.withoutOtherNames ? [] : [{ id: '2.5.29.17', value: subjectAltName }]),
    ],
    options,
    365,
  );
}

/** A TLS server certificate issued by the test CA for the given host names and IP addresses. */
export function issueTestServerCertificate(
  ca: KeyAndCertificate,
  hosts: readonly string[] = ['localhost', '127.0.0.1'],
  options: CertificateOptions = {},
): KeyAndCertificate {
  return issue(
    ca,
    [
      { shortName: 'C', value: 'BR' },
      { shortName: 'CN', value: hosts[0] ?? 'localhost' },
    ],
    [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: hosts.map((host) => (/^[\d.]+$/.test(host) ? { type: 7, ip: host } : { type: 2, value: host })),
      },
    ],
    options,
    365,
  );
}

/** A PKCS#12 file of a key, its certificate and the chain, protected by a password (3DES, as A1 files usually are). */
export function exportPkcs12(keyAndCertificate: KeyAndCertificate, password: string, chainPem: readonly string[] = []): Buffer {
  const key = forge.pki.privateKeyFromPem(keyAndCertificate.privateKeyPem);
  const certificates = [keyAndCertificate.certificatePem, ...chainPem].map((pem) => forge.pki.certificateFromPem(pem));
  const p12 = forge.pkcs12.toPkcs12Asn1(key, certificates, password, { algorithm: '3des', friendlyName: 'certificado-a1' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

let cached: TestCertificates | undefined;

/** The process's test CA and demo A1 (made once, then reused: keeps unit tests fast). */
export function getTestCertificates(): TestCertificates {
  if (!cached) {
    const ca = createTestCa();
    const a1 = issueTestA1(ca);
    cached = { ca, a1: { ...a1, password: testCertificatePassword, pfx: exportPkcs12(a1, testCertificatePassword, [ca.certificatePem]) } };
  }
  return cached;
}
