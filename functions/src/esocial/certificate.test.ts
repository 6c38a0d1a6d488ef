import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { daysRemaining, isIssuedBy, isNearExpiry, readA1Certificate, summarizeCertificate } from './certificate';
import { CertificateFileError, CertificatePasswordError } from './errors';
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
