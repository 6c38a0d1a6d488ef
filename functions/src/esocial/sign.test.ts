import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { readA1Certificate, type A1Certificate } from './certificate';
import { demoS2210, demoS2220, demoS2240, demoS3000 } from './demo-inputs';
import { buildEvent, type BuiltEvent } from './events/index';
import { eventId } from './ids';
import { SignatureError, esocialMessages } from './errors';
import { eventLayouts, layoutNamespace, xmldsigNamespace } from './layouts';
import { signatureAlgorithms, signEvent, verifySignature } from './sign';
import { createTestCa, getTestCertificates, issueTestA1, type KeyAndCertificate } from './test-certificates';
import { checkersPresent } from '../../../tests/support/external-checkers';

const employer = { tpInsc: 1, nrInsc: '11222333' } as const;

/** The form we signed with before issue 13 (Reference URI="#<event Id>"), to show it is refused. */
function signWithIdReference(xml: string): string {
  const signer = new SignedXml({
    privateKey: certificate.privateKeyPem,
    publicCert: certificate.certificatePem,
    canonicalizationAlgorithm: signatureAlgorithms.canonicalization,
    signatureAlgorithm: signatureAlgorithms.signature,
  });
  const transforms = [signatureAlgorithms.envelopedSignature, signatureAlgorithms.canonicalization];
  signer.addReference({ xpath: '/*/*[1]', transforms, digestAlgorithm: signatureAlgorithms.digest });
  signer.computeSignature(xml, { location: { reference: '/*', action: 'append' } });
  return signer.getSignedXml();
}
// Under CI a missing xmlsec1 fails the run instead of skipping (tests/support/external-checkers.ts).
const hasXmlsec1 = checkersPresent('xmlsec1');

let certificate: A1Certificate;
let caPem: string;
let events: BuiltEvent[];
let workDir: string;
let strangerCa: KeyAndCertificate;
let dated: KeyAndCertificate;

beforeAll(() => {
  const { a1, ca } = getTestCertificates();
  certificate = readA1Certificate(a1.pfx, a1.password);
  caPem = ca.certificatePem;
  const at = new Date('2026-05-10T17:03:22Z');
  events = [demoS2210(), demoS2220(), demoS2240(), demoS3000()].map((input, index) => buildEvent(input, eventId(employer, at, index + 1)));
  workDir = mkdtempSync(join(tmpdir(), 'esocial-sign-'));
  strangerCa = createTestCa();
  dated = issueTestA1(ca, { notBefore: new Date('2024-01-01T00:00:00Z'), notAfter: new Date('2025-01-01T00:00:00Z') });
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('signEvent', () => {
  it('writes the eSocial pattern: C14N, RSA-SHA256, enveloped + C14N transforms, SHA-256, X509Certificate, URI="" (the whole document)', () => {
    const event = events[1] as BuiltEvent;
    const signed = signEvent(event.xml, certificate);
    const signature = signed.slice(signed.indexOf('<Signature'));
    expect(signature).toMatch(/^<Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#"><SignedInfo>/);
    expect(signature).toContain(`<CanonicalizationMethod Algorithm="${signatureAlgorithms.canonicalization}"/>`);
    expect(signature).toContain(`<SignatureMethod Algorithm="${signatureAlgorithms.signature}"/>`);
    expect(signature).toContain(
      `<Reference URI=""><Transforms><Transform Algorithm="${signatureAlgorithms.envelopedSignature}"/><Transform Algorithm="${signatureAlgorithms.canonicalization}"/></Transforms><DigestMethod Algorithm="${signatureAlgorithms.digest}"/>`,
    );
    expect(signature).toMatch(/<KeyInfo><X509Data><X509Certificate>[A-Za-z0-9+/=]+<\/X509Certificate><\/X509Data><\/KeyInfo><\/Signature><\/eSocial>$/);
  });

  it('refuses to sign an event twice', () => {
    const signed = signEvent((events[1] as BuiltEvent).xml, certificate);
    // The reason is the error's detail (for the log); its message is the generic pt-BR text (issue 12 item 9).
    expect(() => signEvent(signed, certificate)).toThrow(expect.objectContaining({ detail: 'o evento já está assinado' }));
  });

  it('leaves the event itself untouched and places the signature as the last child of <eSocial>', () => {
    const event = events[2] as BuiltEvent;
    const signed = signEvent(event.xml, certificate);
    expect(signed.startsWith(event.xml.slice(0, -'</eSocial>'.length))).toBe(true);
    expect(signed.endsWith('</Signature></eSocial>')).toBe(true);
  });
});

describe('verifySignature', () => {
  it('accepts a signed event, with the signer certificate issued by the trusted CA and valid now', () => {
    const signed = signEvent((events[1] as BuiltEvent).xml, certificate);
    const check = verifySignature(signed, { trustedCaPem: caPem, at: new Date() });
    expect(check).toMatchObject({ valid: true });
    expect(check.certificatePem).toContain('BEGIN CERTIFICATE');
  });

  it('rejects a tampered event', () => {
    const signed = signEvent((events[1] as BuiltEvent).xml, certificate);
    const tampered = signed.replace('<cpfTrab>11144477735</cpfTrab>', '<cpfTrab>12345678909</cpfTrab>');
    expect(verifySignature(tampered)).toMatchObject({ valid: false, reason: 'digest or signature value does not match' });
  });

  it('rejects a changed signature value, a second signature and a signature out of place', () => {
    const signed = signEvent((events[1] as BuiltEvent).xml, certificate);
    const value = /<SignatureValue>([^<]+)<\/SignatureValue>/.exec(signed)?.[1] as string;
    const flipped = signed.replace(value, `${value[0] === 'A' ? 'B' : 'A'}${value.slice(1)}`);
    expect(verifySignature(flipped).valid).toBe(false);

    const signature = signed.slice(signed.indexOf('<Signature'), signed.indexOf('</eSocial>'));
    expect(verifySignature(signed.replace('</eSocial>', `${signature}</eSocial>`))).toMatchObject({ valid: false });
    const inside = signed.replace(signature, '').replace('</evtMonit>', `${signature}</evtMonit>`);
    expect(verifySignature(inside)).toMatchObject({ valid: false });
  });

  it('rejects a signature by a certificate the CA did not issue, or outside its validity', () => {
    const stranger = issueTestA1(strangerCa);
    const signed = signEvent((events[1] as BuiltEvent).xml, stranger);
    expect(verifySignature(signed).valid).toBe(true);
    expect(verifySignature(signed, { trustedCaPem: caPem })).toMatchObject({ valid: false, reason: 'the signer certificate was not issued by a trusted CA' });

    const old = signEvent((events[1] as BuiltEvent).xml, dated);
    expect(verifySignature(old, { trustedCaPem: caPem, at: new Date('2024-06-01') }).valid).toBe(true);
    expect(verifySignature(old, { trustedCaPem: caPem, at: new Date() })).toMatchObject({ valid: false });
  });

  it('covers the whole document: a change outside the event (in the root) breaks the digest too', () => {
    const signed = signEvent((events[0] as BuiltEvent).xml, certificate);
    expect(verifySignature(signed, { trustedCaPem: caPem }).valid).toBe(true);
    expect(verifySignature(signed.replace('<tpAcid>1</tpAcid>', '<tpAcid>2</tpAcid>')).valid).toBe(false);
    const rooted = signed.replace('<eSocial xmlns=', '<eSocial versao="1" xmlns=');
    expect(verifySignature(rooted)).toMatchObject({ valid: false, reason: 'digest or signature value does not match' });
  });

  it('refuses the old form, a Reference to the event Id, as a pattern the web service does not recognize', () => {
    const event = events[1] as BuiltEvent;
    const old = signWithIdReference(event.xml);
    expect(old).toContain(`<Reference URI="#${event.id}">`);
    expect(verifySignature(old, { trustedCaPem: caPem })).toEqual({
      valid: false,
      unrecognizedPattern: true,
      reason: `the Reference URI must be "" (the whole document), found "#${event.id}"`,
    });
  });

  it('rejects another algorithm pattern and a document that is not XML', () => {
    const signed = signEvent((events[1] as BuiltEvent).xml, certificate);
    const sha1 = signed.replace(signatureAlgorithms.digest, 'http://www.w3.org/2000/09/xmldsig#sha1');
    expect(verifySignature(sha1)).toMatchObject({ valid: false, reason: 'DigestMethod is not SHA-256' });
    expect(verifySignature('<eSocial>')).toMatchObject({ valid: false });
  });
});

describe.skipIf(!hasXmlsec1)('xmlsec1 (when installed) agrees', () => {
  function xmlsec1Verify(layoutRoot: string, namespace: string, xml: string, name: string) {
    const file = join(workDir, name);
    writeFileSync(file, xml);
    writeFileSync(join(workDir, 'ca.pem'), caPem);
    return spawnSync(
      'xmlsec1',
      ['--verify', '--trusted-pem', join(workDir, 'ca.pem'), '--id-attr:Id', `${namespace}:${layoutRoot}`, file],
      { encoding: 'utf8' },
    );
  }

  it('verifies every signed layout with --trusted-pem, and refuses a tampered one', () => {
    for (const event of events) {
      const signed = signEvent(event.xml, certificate);
      const root = eventLayouts[event.layout].root;
      const result = xmlsec1Verify(root, layoutNamespace(event.layout), signed, `${event.layout}.xml`);
      expect(result.status, `${event.layout}: ${result.stderr}`).toBe(0);
      expect(result.stderr).toContain('OK');
    }
    const event = events[1] as BuiltEvent;
    const tampered = signEvent(event.xml, certificate).replace('<nrCRM>123456</nrCRM>', '<nrCRM>999999</nrCRM>');
    expect(xmlsec1Verify('evtMonit', layoutNamespace('S-2220'), tampered, 'tampered.xml').status).not.toBe(0);
  });
});

describe('signEvent: what it refuses', () => {
  it('refuses an event already signed with a prefixed ds:Signature', () => {
    const event = (events[1] as BuiltEvent).xml;
    const prefixed = event.replace('</eSocial>', '<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"></ds:Signature></eSocial>');
    expect(() => signEvent(prefixed, certificate)).toThrow(expect.objectContaining({ detail: 'o evento já está assinado' }));
  });

  it('signs an event whose elements merely begin with "Signature"', () => {
    const xml = '<eSocial xmlns="urn:teste"><evtTeste Id="ID1"><SignatureDate>2026-05-10</SignatureDate></evtTeste></eSocial>';
    expect(verifySignature(signEvent(xml, certificate)).valid).toBe(true);
  });

  it('answers a SignatureError, keeping the signer’s words as detail, when the key cannot sign', () => {
    const broken = { ...certificate, privateKeyPem: '-----BEGIN RSA PRIVATE KEY-----\nAAAA\n-----END RSA PRIVATE KEY-----\n' };
    let thrown: unknown;
    try {
      signEvent((events[1] as BuiltEvent).xml, broken);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SignatureError);
    expect(thrown).toMatchObject({ message: esocialMessages.signature, detail: expect.stringMatching(/\S/) });
    expect((thrown as SignatureError).cause).toBeInstanceOf(Error);
    expect((thrown as SignatureError).detail).toBe(((thrown as SignatureError).cause as Error).message);
  });
});

describe('verifySignature: the reasons it gives', () => {
  let signed: string;
  let event: BuiltEvent;
  let signature: string;
  beforeAll(() => {
    event = events[1] as BuiltEvent;
    signed = signEvent(event.xml, certificate);
    signature = signed.slice(signed.indexOf('<Signature'), signed.indexOf('</eSocial>'));
  });

  it.each([
    ['a document that is not XML', () => '<eSocial>', 'not well-formed XML: element <eSocial> is not closed'],
    ['an unsigned event', () => event.xml, 'expected one Signature element, found 0'],
    ['two signatures', () => signed.replace('</eSocial>', `${signature}</eSocial>`), 'expected one Signature element, found 2'],
    ['a signature inside the event', () => signed.replace(signature, '').replace('</evtMonit>', `${signature}</evtMonit>`), 'the Signature must be the last child of the root element'],
    ['a signature before the event', () => signed.replace(signature, '').replace('<evtMonit', `${signature}<evtMonit`), 'the Signature must be the last child of the root element'],
    ['an element after the signature', () => signed.replace('</Signature></eSocial>', '</Signature><extra/></eSocial>'), 'the Signature must be the last child of the root element'],
    ['a signature that does not declare its namespace', () => signed.replace(`<Signature xmlns="${xmldsigNamespace}">`, '<Signature>'), 'the Signature must declare the xmldsig namespace on itself'],
    ['another canonicalization', () => signed.replace(`<CanonicalizationMethod Algorithm="${signatureAlgorithms.canonicalization}"/>`, '<CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/>'), 'CanonicalizationMethod is not C14N 1.0'],
    ['no canonicalization', () => signed.replace(`<CanonicalizationMethod Algorithm="${signatureAlgorithms.canonicalization}"/>`, ''), 'CanonicalizationMethod is not C14N 1.0'],
    ['RSA-SHA1', () => signed.replace(signatureAlgorithms.signature, 'http://www.w3.org/2000/09/xmldsig#rsa-sha1'), 'SignatureMethod is not RSA-SHA256'],
    ['a second Reference', () => signed.replace('</SignedInfo>', '<Reference URI="#outro"/></SignedInfo>'), 'expected one Reference, found 2'],
    ['SHA-1 digests', () => signed.replace(signatureAlgorithms.digest, 'http://www.w3.org/2000/09/xmldsig#sha1'), 'DigestMethod is not SHA-256'],
    ['only the enveloped-signature transform', () => signed.replace(`<Transform Algorithm="${signatureAlgorithms.canonicalization}"/>`, ''), 'Transforms must be enveloped-signature then C14N 1.0'],
    ['the transforms in the other order', () => signed.replace(`<Transform Algorithm="${signatureAlgorithms.envelopedSignature}"/><Transform Algorithm="${signatureAlgorithms.canonicalization}"/>`, `<Transform Algorithm="${signatureAlgorithms.canonicalization}"/><Transform Algorithm="${signatureAlgorithms.envelopedSignature}"/>`), 'Transforms must be enveloped-signature then C14N 1.0'],
    ['exclusive C14N as the second transform', () => signed.replace(`<Transform Algorithm="${signatureAlgorithms.canonicalization}"/>`, '<Transform Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/>'), 'Transforms must be enveloped-signature then C14N 1.0'],
    ['an empty SignatureValue', () => signed.replace(/<SignatureValue>[^<]+<\/SignatureValue>/, '<SignatureValue></SignatureValue>'), 'empty SignatureValue'],
    ['no X509Certificate', () => signed.replace(/<KeyInfo>.*<\/KeyInfo>/, ''), 'no X509Certificate in KeyInfo'],
    ['an X509Certificate that is not a certificate', () => signed.replace(/<X509Certificate>[^<]+</, '<X509Certificate>AAAA<'), 'the X509Certificate of KeyInfo cannot be read'],
  ])('rejects %s', (_, xml, reason) => {
    const pattern = /C14N|RSA-SHA256|Reference|SHA-256|Transforms|SignatureValue/.test(reason);
    expect(verifySignature(xml())).toEqual({ valid: false, reason, ...(pattern ? { unrecognizedPattern: true } : {}) });
  });

  it.each([
    ['a Reference to another Id', 'URI="#ID9"', '"#ID9"'],
    ['a Reference without URI', '', 'none'],
  ])('rejects %s as an unrecognized pattern', (_, attribute, found) => {
    expect(verifySignature(signed.replace('<Reference URI="">', `<Reference${attribute ? ` ${attribute}` : ''}>`))).toEqual({
      valid: false,
      unrecognizedPattern: true,
      reason: `the Reference URI must be "" (the whole document), found ${found}`,
    });
  });

  it('reads an X509Certificate broken into lines, as many signers write it', () => {
    const wrapped = signed.replace(/<X509Certificate>([^<]+)</, (_, base64: string) => `<X509Certificate>\n${base64.replace(/.{64}/g, '$&\n')}\n<`);
    expect(verifySignature(wrapped)).toMatchObject({ valid: true });
  });

  it('checks a ds:-prefixed signature by its value, not by its namespace declaration', () => {
    const prefixed = signed.replace(signature, signature.replace(/<(\/?)(\w+)/g, '<$1ds:$2').replace('xmlns=', 'xmlns:ds='));
    expect(verifySignature(prefixed)).toMatchObject({ valid: false, reason: expect.not.stringContaining('namespace') });
  });

  it('trusts the signer when any of a list of CAs issued its certificate', () => {
    expect(verifySignature(signed, { trustedCaPem: [strangerCa.certificatePem, caPem] })).toMatchObject({ valid: true });
    expect(verifySignature(signed, { trustedCaPem: [strangerCa.certificatePem] })).toMatchObject({
      valid: false,
      reason: 'the signer certificate was not issued by a trusted CA',
    });
  });

  it.each([
    ['a second before notBefore', '2023-12-31T23:59:59.999Z', false],
    ['on notBefore', '2024-01-01T00:00:00.000Z', true],
    ['on notAfter', '2025-01-01T00:00:00.000Z', true],
    ['a millisecond after notAfter', '2025-01-01T00:00:00.001Z', false],
  ])('checks the signer certificate validity at an instant %s', (_, at, valid) => {
    const old = signEvent(event.xml, dated);
    const check = verifySignature(old, { at: new Date(at) });
    expect(check.valid).toBe(valid);
    if (!valid) expect(check.reason).toBe('the signer certificate is not within its validity');
  });
});
