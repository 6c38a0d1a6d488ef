import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildEnvioLoteEventos,
  buildEvent,
  createEventIdGenerator,
  eventLayouts,
  readA1Certificate,
  signEvent,
  transmissorOf,
  validateEvent,
  validateXml,
  verifySignature,
  xmlDeclaration,
  type BuiltEvent,
} from '@ocupacional/functions/esocial/index';
import { demoS2210, demoS2220, demoS2240, demoS3000 } from '@ocupacional/functions/esocial/demo-inputs';
import { getTestCertificates } from '@ocupacional/functions/esocial/test-certificates';

/*
 * npm run esocial:sample -- --out DIR
 *
 * Writes one signed event per layout (S-2210.xml, S-2220.xml, S-2240.xml, S-3000.xml) and the lote holding them
 * (lote-EnvioLoteEventos.xml), for the demo employer EMPRESA DEMO LTDA (CNPJ 11.222.333/0001-81) and demo workers,
 * signed with a test A1 made on the spot (Reference URI="", the whole document), plus the test CA (ca-teste.pem)
 * that verifies them:
 *   xmlsec1 --verify --trusted-pem DIR/ca-teste.pem DIR/S-2220.xml
 * The inputs are the fixed demo values of functions/src/esocial/demo-inputs.ts, not the demo database: the demo
 * data layer is written in parallel and will feed real records through the domain later.
 */

const { values } = parseArgs({ options: { out: { type: 'string', default: '.data/esocial-sample' } } });
const outDir = resolve(values.out as string);

const { a1, ca } = getTestCertificates();
const certificate = readA1Certificate(a1.pfx, a1.password);
const nextId = createEventIdGenerator();
const employer = { tpInsc: 1, nrInsc: '11222333' } as const;

const events: BuiltEvent[] = [demoS2210(), demoS2220(), demoS2240(), demoS3000()].map((input) => {
  const built = buildEvent(input, nextId(employer));
  return { ...built, xml: signEvent(built.xml, certificate) };
});

await mkdir(outDir, { recursive: true });
let failed = false;
for (const event of events) {
  const [schema, signature] = [await validateEvent(event.xml), verifySignature(event.xml, { trustedCaPem: ca.certificatePem, at: new Date() })];
  const reference = /<Reference URI="([^"]*)"/.exec(event.xml)?.[1];
  failed ||= !schema.valid || !signature.valid || reference !== '';
  const file = join(outDir, `${event.layout}.xml`);
  await writeFile(file, `${xmlDeclaration}\n${event.xml}\n`);
  console.info(
    `${event.layout} ${eventLayouts[event.layout].root} Id=${event.id} schema=${schema.valid ? 'ok' : JSON.stringify(schema.errors)} ` +
      `assinatura=${signature.valid ? 'ok' : signature.reason} Reference URI="${reference ?? ''}" → ${file}`,
  );
}

const lote = buildEnvioLoteEventos({ grupo: 2, ideEmpregador: employer, ideTransmissor: transmissorOf(certificate), eventos: events });
const loteSchema = await validateXml('EnvioLoteEventos', lote);
failed ||= !loteSchema.valid;
await writeFile(join(outDir, 'lote-EnvioLoteEventos.xml'), `${xmlDeclaration}\n${lote}\n`);
await writeFile(join(outDir, 'ca-teste.pem'), ca.certificatePem);
console.info(`lote EnvioLoteEventos grupo=2 eventos=${events.length} schema=${loteSchema.valid ? 'ok' : JSON.stringify(loteSchema.errors)}`);
console.info(`xmlsec1 --verify --trusted-pem ${join(outDir, 'ca-teste.pem')} ${join(outDir, 'S-2220.xml')}`);
if (failed) process.exitCode = 1;
