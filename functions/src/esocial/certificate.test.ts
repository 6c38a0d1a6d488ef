import { spawnSync } from 'node:child_process';
import { createHash, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { daysRemaining, icpBrasilOids, isIssuedBy, isNearExpiry, isWithinValidity, readA1Certificate, summarizeCertificate } from './certificate';
import { CertificateFileError, CertificatePasswordError, esocialMessages } from './errors';
import { demoCompany, exportPkcs12, getTestCertificates, issueTestA1 } from './test-certificates';
import { checkersPresent } from '../../../tests/support/external-checkers';

// Under CI a missing openssl fails the run instead of skipping (tests/support/external-checkers.ts).
const hasOpenssl = checkersPresent('openssl');

describe('readA1Certificate', () => {
  it('reads holder, CNPJ, responsible, validity and the PEMs of the demo A1', () => {
    // Prepare
    const { a1, ca } = getTestCertificates();

    // Act
    const certificate = readA1Certificate(a1.pfx, a1.password);

    // Assess
    expect(certificate).toMatchObject({
      holderName: 'EMPRESA DEMO LTDA',
      commonName: 'EMPRESA DEMO LTDA:11222333000181',
      cnpj: demoCompany.cnpj,
      cpf: null,
      responsavel: demoCompany.responsavel,
      responsavelCpf: demoCompany.responsavelCpf,
      issuer: 'AC OCUPACIONAL TESTES',
    });
    expect(certificate.privateKeyPem).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
    expect(certificate.certificatePem).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(certificate.chainPem).toHaveLength(1);
    expect(isIssuedBy(certificate.certificatePem, ca.certificatePem)).toBe(true);
    expect(certificate.daysRemaining).toBeGreaterThanOrEqual(364);
    expect(certificate.nearExpiry).toBe(false);
    expect(readA1Certificate(a1.pfx, a1.password, new Date(certificate.notAfter.getTime() - 5 * 86_400_000))).toMatchObject({
      daysRemaining: 5,
      nearExpiry: true,
    });
    expect(certificate.fingerprint256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers 'Senha do certificado inválida' for a wrong password", () => {
    const { a1 } = getTestCertificates();
    expect(() => readA1Certificate(a1.pfx, 'errada')).toThrow(CertificatePasswordError);
    expect(() => readA1Certificate(a1.pfx, 'errada')).toThrow('Senha do certificado inválida');
  });

  it("answers 'Arquivo de certificado inválido' for anything that is not PKCS#12", () => {
    const { ca } = getTestCertificates();
    for (const file of [Buffer.from('não sou um certificado'), Buffer.from(ca.certificatePem), Buffer.alloc(0)]) {
      expect(() => readA1Certificate(file, 'x')).toThrow(CertificateFileError);
    }
    expect(() => readA1Certificate(Buffer.from('x'), 'x')).toThrow('Arquivo de certificado inválido');
  });

  it('takes the CNPJ from the CN when the ICP-Brasil otherNames are absent', () => {
    const { ca } = getTestCertificates();
    const bare = issueTestA1(ca, { companyName: 'OUTRA EMPRESA SA', cnpj: '11444777000161', withoutOtherNames: true });
    const certificate = readA1Certificate(exportPkcs12(bare, 'p'), 'p');
    expect(certificate).toMatchObject({ holderName: 'OUTRA EMPRESA SA', cnpj: '11444777000161', responsavel: null });
  });

  it('warns under 10 days before expiry (spec 2 §5)', () => {
    const now = new Date('2026-05-10T12:00:00Z');
    expect(daysRemaining(new Date('2026-05-20T12:00:00Z'), now)).toBe(10);
    expect(isNearExpiry(new Date('2026-05-20T12:00:00Z'), now)).toBe(false);
    expect(isNearExpiry(new Date('2026-05-20T11:59:59Z'), now)).toBe(true);
    expect(daysRemaining(new Date('2026-05-09T12:00:00Z'), now)).toBe(-1);
  });

  it.skipIf(!hasOpenssl)('opens a PKCS#12 made by OpenSSL 3 (AES-256, PBKDF2, SHA-256 MAC), as current issuers export', () => {
    // Prepare
    const { a1, ca } = getTestCertificates();
    const dir = mkdtempSync(join(tmpdir(), 'esocial-p12-'));
    try {
      writeFileSync(join(dir, 'key.pem'), a1.privateKeyPem);
      writeFileSync(join(dir, 'cert.pem'), a1.certificatePem);
      writeFileSync(join(dir, 'ca.pem'), ca.certificatePem);
      const made = spawnSync('openssl', [
        'pkcs12', '-export', '-inkey', join(dir, 'key.pem'), '-in', join(dir, 'cert.pem'), '-certfile', join(dir, 'ca.pem'),
        '-out', join(dir, 'a1.p12'), '-passout', 'pass:senha openssl', '-keypbe', 'AES-256-CBC', '-certpbe', 'AES-256-CBC', '-macalg', 'sha256',
      ]); // prettier-ignore
      expect(made.status, made.stderr.toString()).toBe(0);

      // Act
      const certificate = readA1Certificate(readFileSync(join(dir, 'a1.p12')), 'senha openssl');

      // Assess
      expect(certificate.cnpj).toBe(demoCompany.cnpj);
      expect(certificate.certificatePem.replace(/\r/g, '')).toBe(a1.certificatePem.replace(/\r/g, ''));
      expect(() => readA1Certificate(readFileSync(join(dir, 'a1.p12')), 'outra')).toThrow(CertificatePasswordError);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('summarizeCertificate', () => {
  it('reads a certificate in PEM or DER, as the TLS peer certificate arrives', () => {
    const { a1 } = getTestCertificates();
    const der = Buffer.from(a1.certificatePem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    expect(summarizeCertificate(der).cnpj).toBe(demoCompany.cnpj);
    expect(summarizeCertificate(a1.certificatePem).holderName).toBe(demoCompany.name);
    expect(() => summarizeCertificate('lixo')).toThrow(CertificateFileError);
  });
});

/*
 * The ICP-Brasil reading rules, on certificates made here with a small key (fast to sign; summarize does not check
 * signatures), and the PKCS#12 files an A1 may come in.
 */

const { asn1 } = forge;
let smallKey: forge.pki.rsa.PrivateKey;

type Field = forge.pki.CertificateField;
type OtherNameValue = string | forge.asn1.Asn1;

/** otherName ::= SEQUENCE { type-id OID, value [0] EXPLICIT ANY }; a string goes as OCTET STRING (ICP-Brasil). */
function otherName(oid: string, value: OtherNameValue | null): forge.asn1.Asn1 {
  const oidAsn1 = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(oid).getBytes());
  if (value === null) return asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [oidAsn1]);
  const inner = typeof value === 'string' ? asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, value) : value;
  return asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [oidAsn1, asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [inner])]);
}

const cn = (value: string): Field[] => [{ shortName: 'C', value: 'BR' }, { shortName: 'CN', value }];
const acIssuer = cn('AC TESTE');

function certificatePem(options: { subject?: Field[]; issuer?: Field[]; altNames?: forge.asn1.Asn1[]; dns?: boolean }): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(smallKey.n, smallKey.e);
  cert.serialNumber = '0a1b';
  cert.validity.notBefore = new Date('2026-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2027-01-01T00:00:00Z');
  cert.setSubject(options.subject ?? cn('EMPRESA TESTE:11444777000161'));
  cert.setIssuer(options.issuer ?? acIssuer);
  const altNames = [...(options.altNames ?? [])];
  if (options.dns) altNames.unshift(asn1.create(asn1.Class.CONTEXT_SPECIFIC, 2, false, 'empresa.example.com.br'));
  if (altNames.length > 0) cert.setExtensions([{ id: '2.5.29.17', value: asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, altNames) }]);
  cert.sign(smallKey, forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

const summaryOf = (options: Parameters<typeof certificatePem>[0]) => summarizeCertificate(certificatePem(options), new Date('2026-06-01T00:00:00Z'));

beforeAll(() => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 512, privateKeyEncoding: { type: 'pkcs1', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  smallKey = forge.pki.privateKeyFromPem(privateKey);
});

describe('summarizeCertificate: the holder of an ICP-Brasil certificate', () => {
  it('reads an e-CPF: the CPF from the holder data (2.16.76.1.3.1), no CNPJ', () => {
    const summary = summaryOf({ subject: cn('FULANO DE TAL'), altNames: [otherName(icpBrasilOids.titularCpfDados, `01011980${'11144477735'}${'0'.repeat(15)}`)] });
    expect(summary).toMatchObject({ holderName: 'FULANO DE TAL', commonName: 'FULANO DE TAL', cnpj: null, cpf: '11144477735', responsavel: null, responsavelCpf: null });
  });

  it('reads an e-CPF without otherNames: the CPF from the CN suffix, not as a CNPJ', () => {
    expect(summaryOf({ subject: cn('FULANO DE TAL:11144477735') })).toMatchObject({ holderName: 'FULANO DE TAL', cnpj: null, cpf: '11144477735' });
  });

  it('reads an e-CNPJ without otherNames: the CNPJ from the CN suffix, no CPF', () => {
    expect(summaryOf({ subject: cn('EMPRESA TESTE :11444777000161') })).toMatchObject({ holderName: 'EMPRESA TESTE', cnpj: '11444777000161', cpf: null });
  });

  it('prefers the CNPJ of the otherName, and never reads an 11-digit CN suffix as the CPF of an e-CNPJ', () => {
    const summary = summaryOf({ subject: cn('EMPRESA TESTE:11144477735'), altNames: [otherName(icpBrasilOids.cnpj, '01444025000147')] });
    expect(summary).toMatchObject({ holderName: 'EMPRESA TESTE', cnpj: '01444025000147', cpf: null });
  });

  it.each([
    ['a CN without suffix', 'SERVIDOR DE TESTES', 'SERVIDOR DE TESTES'],
    ['a CN with a short number after ":"', 'LOJA:24', 'LOJA:24'],
    ['a CN with 12 digits after ":"', 'EMPRESA:111444777000', 'EMPRESA:111444777000'],
  ])('keeps %s whole as the holder name, with no CNPJ or CPF', (_, commonName, holderName) => {
    expect(summaryOf({ subject: cn(commonName) })).toMatchObject({ holderName, commonName, cnpj: null, cpf: null });
  });

  it('reads a certificate without CN as a holder without name', () => {
    expect(summaryOf({ subject: [{ shortName: 'O', value: 'SEM NOME' }] })).toMatchObject({ holderName: '', commonName: '' });
  });

  it.each([
    ['all zeros', '00000000000000', null],
    ['13 digits', '1144477700016', null],
    ['letters', 'ABCDEFGHIJKLMN', null],
    ['a leading zero', '01444025000147', '01444025000147'],
    ['trailing zeros', '11444777000100', '11444777000100'],
  ])('takes an otherName CNPJ with %s as %s', (_, value, cnpj) => {
    expect(summaryOf({ subject: cn('EMPRESA TESTE'), altNames: [otherName(icpBrasilOids.cnpj, value)] }).cnpj).toBe(cnpj);
  });

  it('falls back to the CN suffix when the otherName CNPJ is all zeros', () => {
    expect(summaryOf({ subject: cn('EMPRESA TESTE:11444777000161'), altNames: [otherName(icpBrasilOids.cnpj, '0'.repeat(14))] }).cnpj).toBe('11444777000161');
  });

  it('reads the responsible person of an e-CNPJ: name trimmed, CPF from the data, an empty name as none', () => {
    const summary = summaryOf({
      altNames: [otherName(icpBrasilOids.responsavelNome, ' RESPONSAVEL TESTE '), otherName(icpBrasilOids.responsavelDados, `01011980${'52998224725'}${'0'.repeat(15)}`)],
    });
    expect(summary).toMatchObject({ responsavel: 'RESPONSAVEL TESTE', responsavelCpf: '52998224725' });
    expect(summaryOf({ altNames: [otherName(icpBrasilOids.responsavelNome, '  ')] }).responsavel).toBeNull();
  });

  it('decodes a UTF8String otherName as UTF-8 and an OCTET STRING byte by byte', () => {
    const utf8 = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.UTF8, false, forge.util.encodeUtf8('JOÃO DA SILVA'));
    expect(summaryOf({ altNames: [otherName(icpBrasilOids.responsavelNome, utf8)] }).responsavel).toBe('JOÃO DA SILVA');
    expect(summaryOf({ altNames: [otherName(icpBrasilOids.responsavelNome, 'JO\u00c3O')] }).responsavel).toBe('JO\u00c3O');
  });

  it('ignores other subjectAltNames and otherNames it cannot read', () => {
    const constructed = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, 'X')]);
    const summary = summaryOf({
      dns: true,
      altNames: [
        otherName(icpBrasilOids.responsavelNome, null),
        otherName(icpBrasilOids.responsavelNome, constructed),
        otherName(icpBrasilOids.cnpj, '11222333000181'),
      ],
    });
    expect(summary).toMatchObject({ cnpj: '11222333000181', responsavel: null });
  });

  it.each([
    ['its CN', cn('AC CERTISIGN RFB G5'), 'AC CERTISIGN RFB G5'],
    ['its O when it has no CN', [{ shortName: 'O', value: 'ICP-Brasil' }], 'ICP-Brasil'],
    ['nothing when it has neither', [{ shortName: 'C', value: 'BR' }], ''],
  ])('names the issuer by %s', (_, issuer, name) => {
    expect(summaryOf({ issuer }).issuer).toBe(name);
  });

  it('fingerprints the DER with SHA-256, as openssl and the browsers show it', () => {
    const pem = certificatePem({});
    const expected = new X509Certificate(pem).fingerprint256.replace(/:/g, '').toLowerCase();
    expect(summarizeCertificate(pem).fingerprint256).toBe(expected);
    expect(expected).toBe(createHash('sha256').update(new X509Certificate(pem).raw).digest('hex'));
  });

  it("keeps forge's words as the cause of a file that is not a certificate", () => {
    expect(() => summarizeCertificate('lixo')).toThrow(expect.objectContaining({ message: esocialMessages.certificateFile, cause: expect.any(Error) }));
  });
});

describe('isWithinValidity', () => {
  const summary = { notBefore: new Date('2026-01-01T00:00:00Z'), notAfter: new Date('2027-01-01T00:00:00Z') };
  it.each([
    ['2025-12-31T23:59:59.999Z', false],
    ['2026-01-01T00:00:00.000Z', true],
    ['2026-07-01T00:00:00.000Z', true],
    ['2027-01-01T00:00:00.000Z', true],
    ['2027-01-01T00:00:00.001Z', false],
  ])('at %s: %s', (now, within) => {
    expect(isWithinValidity(summary, new Date(now))).toBe(within);
  });
});

describe('isIssuedBy', () => {
  it('answers false, not an error, for text that is not a certificate', () => {
    expect(isIssuedBy('lixo', getTestCertificates().ca.certificatePem)).toBe(false);
  });
});

describe('readA1Certificate: the PKCS#12 files an A1 comes in', () => {
  const password = 'senha';
  const p12 = (key: string | null, certificates: string[]) =>
    Buffer.from(
      asn1
        .toDer(
          forge.pkcs12.toPkcs12Asn1(
            key ? forge.pki.privateKeyFromPem(key) : null,
            certificates.map((pem) => forge.pki.certificateFromPem(pem)),
            password,
            { algorithm: '3des' },
          ),
        )
        .getBytes(),
      'binary',
    );

  it("finds the holder's certificate by its key when the chain comes first", () => {
    const { a1, ca } = getTestCertificates();
    const certificate = readA1Certificate(p12(a1.privateKeyPem, [ca.certificatePem, a1.certificatePem]), password);
    expect(certificate).toMatchObject({ holderName: demoCompany.name, cnpj: demoCompany.cnpj });
    expect(certificate.certificatePem.replace(/\r/g, '')).toBe(a1.certificatePem.replace(/\r/g, ''));
    expect(certificate.chainPem.map((pem) => pem.replace(/\r/g, ''))).toEqual([ca.certificatePem.replace(/\r/g, '')]);
  });

  it.each([
    ['only certificates', () => p12(null, [getTestCertificates().a1.certificatePem])],
    ['a key with a certificate that is not its own', () => p12(getTestCertificates().a1.privateKeyPem, [getTestCertificates().ca.certificatePem])],
  ])("answers 'O arquivo do certificado não contém a chave privada' for %s", (_, file) => {
    expect(() => readA1Certificate(file(), password)).toThrow(new CertificateFileError(esocialMessages.certificateWithoutKey));
  });

  it('answers CertificateFileError for a certificate in DER, which is not PKCS#12', () => {
    const der = new X509Certificate(getTestCertificates().ca.certificatePem).raw;
    expect(() => readA1Certificate(der, 'x')).toThrow(expect.objectContaining({ name: 'CertificateFileError', cause: expect.any(Error) }));
  });

  it('keeps the cause of a wrong password and of an unreadable file, for the log', () => {
    const { a1 } = getTestCertificates();
    expect(() => readA1Certificate(a1.pfx, 'errada')).toThrow(expect.objectContaining({ name: 'CertificatePasswordError', cause: expect.any(Error) }));
    expect(() => readA1Certificate(Buffer.from('não sou um certificado'), 'x')).toThrow(
      expect.objectContaining({ name: 'CertificateFileError', cause: expect.any(Error) }),
    );
  });
});
