import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildS2220,
  createEventIdGenerator,
  layoutNamespace,
  readA1Certificate,
  signatureAlgorithms,
  signEvent,
  validateMany,
  validateXml,
  verifySignature,
  type BuiltEvent,
} from '@ocupacional/functions/esocial/index';
import { demoS2220 } from '@ocupacional/functions/esocial/demo-inputs';
import { getTestCertificates } from '@ocupacional/functions/esocial/test-certificates';

/*
 * The eSocial library's figures: build, sign and schema-validate N S-2220 events (1,000 by default) and, where
 * xmlsec1 is installed, sign the first M of the same events with `xmlsec1 --sign` (one process per event, as a
 * command-line signer runs) to compare. Validation runs in chunks: xmllint-wasm starts a worker per run, so one
 * run per chunk of events of one layout is the way the library is meant to be used; both a lote-sized chunk and
 * one run for all events are measured.
 */

export interface StepFigures {
  events: number;
  seconds: number;
  eventsPerSecond: number;
}

export interface EsocialFigures {
  events: number;
  build: StepFigures;
  sign: StepFigures;
  /** One xmllint run per lote-sized chunk (50), as a transmitting worker validates. */
  validate: StepFigures & { chunkSize: number; singleEventMs: number };
  /** All events in one xmllint run: the per-document cost without the per-run start-up. */
  validateBulk: StepFigures;
  xmlsec1:
    | { available: false }
    | (StepFigures & {
        available: true;
        version: string;
        extrapolatedSecondsForAll: number;
        /** Our signing rate over xmlsec1's: above 1, xml-crypto in process is faster. */
        ratio: number;
        note: string;
      });
  machine: { cpus: number; loadAverage1m: number };
}

function figures(events: number, startedMs: number): StepFigures {
  const seconds = (performance.now() - startedMs) / 1000;
  return { events, seconds: round(seconds), eventsPerSecond: round(events / seconds) };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The Signature template xmlsec1 fills: the same algorithms and Reference as signEvent. */
function withSignatureTemplate(event: BuiltEvent): string {
  const template =
    `<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo>` +
    `<CanonicalizationMethod Algorithm="${signatureAlgorithms.canonicalization}"/>` +
    `<SignatureMethod Algorithm="${signatureAlgorithms.signature}"/>` +
    `<Reference URI="#${event.id}"><Transforms><Transform Algorithm="${signatureAlgorithms.envelopedSignature}"/>` +
    `<Transform Algorithm="${signatureAlgorithms.canonicalization}"/></Transforms>` +
    `<DigestMethod Algorithm="${signatureAlgorithms.digest}"/><DigestValue/></Reference></SignedInfo>` +
    `<SignatureValue/><KeyInfo><X509Data><X509Certificate/></X509Data></KeyInfo></Signature>`;
  return event.xml.replace(/<\/eSocial>$/, `${template}</eSocial>`);
}

export async function benchEsocial({ events = 1000, xmlsecEvents = 100, chunkSize = 50 } = {}): Promise<EsocialFigures> {
  const { a1 } = getTestCertificates();
  const certificate = readA1Certificate(a1.pfx, a1.password);
  const nextId = createEventIdGenerator();
  const employer = { tpInsc: 1, nrInsc: '11222333' } as const;
  const inputs = Array.from({ length: events }, (_, i) => demoS2220(i));
  // Warm the code paths (and the schema cache) before measuring.
  await validateXml('S-2220', signEvent(buildS2220(demoS2220(), nextId(employer)).xml, certificate));

  let started = performance.now();
  const built = inputs.map((input) => buildS2220(input, nextId(employer)));
  const build = figures(events, started);

  started = performance.now();
  const signed = built.map((event) => signEvent(event.xml, certificate));
  const sign = figures(events, started);

  started = performance.now();
  let invalid = 0;
  for (let start = 0; start < signed.length; start += chunkSize) {
    const results = await validateMany('S-2220', signed.slice(start, start + chunkSize));
    invalid += results.filter((r) => !r.valid).length;
  }
  const validate = figures(events, started);
  started = performance.now();
  invalid += (await validateMany('S-2220', signed)).filter((r) => !r.valid).length;
  const validateBulk = figures(events, started);
  if (invalid > 0) throw new Error(`${invalid} schema failures in ${events} events`);
  const singles: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const t0 = performance.now();
    await validateXml('S-2220', signed[i] as string);
    singles.push(performance.now() - t0);
  }
  singles.sort((a, b) => a - b);

  const version = spawnSync('xmlsec1', ['--version'], { encoding: 'utf8' });
  let xmlsec1: EsocialFigures['xmlsec1'] = { available: false };
  if (version.status === 0 && xmlsecEvents > 0) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-xmlsec1-'));
    try {
      const keys = `${join(dir, 'key.pem')},${join(dir, 'cert.pem')}`;
      writeFileSync(join(dir, 'key.pem'), certificate.privateKeyPem);
      writeFileSync(join(dir, 'cert.pem'), certificate.certificatePem);
      const count = Math.min(xmlsecEvents, events);
      const templates = built.slice(0, count).map((event, i) => {
        const file = join(dir, `t${i}.xml`);
        writeFileSync(file, withSignatureTemplate(event));
        return file;
      });
      const idAttr = `${layoutNamespace('S-2220')}:evtMonit`;
      started = performance.now();
      templates.forEach((file, i) => {
        const run = spawnSync('xmlsec1', ['--sign', '--privkey-pem', keys, '--id-attr:Id', idAttr, '--output', join(dir, `s${i}.xml`), file]);
        if (run.status !== 0) throw new Error(`xmlsec1 --sign failed: ${run.stderr.toString()}`);
      });
      const step = figures(count, started);
      // Same pattern, so our verifier accepts xmlsec1's signature too.
      if (!verifySignature(readFileSync(join(dir, 's0.xml'), 'utf8')).valid) throw new Error('xmlsec1 output does not verify');
      xmlsec1 = {
        available: true,
        version: version.stdout.trim(),
        ...step,
        extrapolatedSecondsForAll: round((events / count) * step.seconds),
        ratio: round(sign.eventsPerSecond / step.eventsPerSecond),
        note:
          `xmlsec1 signed ${count} of the ${events} events, one process per event (start-up and key loading included); ` +
          `the time for all ${events} is extrapolated`,
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  return {
    events,
    build,
    sign,
    validate: { ...validate, chunkSize, singleEventMs: round(singles[1] ?? 0) },
    validateBulk,
    xmlsec1,
    machine: { cpus: cpus().length, loadAverage1m: round(loadavg()[0] ?? 0) },
  };
}
