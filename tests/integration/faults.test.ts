import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  addDays,
  apiRoute,
  buildPath,
  consultaStatus,
  onlyDigits,
  todayInSaoPaulo,
  type PointType,
} from '@ocupacional/shared';
import {
  consultasExternas,
  credenciadas,
  empresas,
  fdts,
  funcionarios,
  ghes,
  tabelasPreco,
  uploadPaginas,
  uploads,
} from '../../functions/src/data/entities';
import { pendingPartition } from '../../functions/src/data/pendencias';
import { dynamo } from '../../functions/src/platform';
import { documentFactory, seededRandom } from '../../infra/local/seed/documents';
import { companyUsers } from '../support/company-fixtures';
import { apiClient, cookieFrom } from '../support/platform-fixtures';
import { waitFor } from '../support/wait-for';

/*
 * Issue 12 item 2, the fault test: the embedded local cloud in a process of its own on a data folder (as `npm
 * start` runs it), a 200-employee batch and a multi-page upload under way, kill -9 in the middle, a restart on the
 * same folder. The queues come back from their journal and the sweep (on start, here with no deadline) re-drives
 * whatever a lost message would have left: every consultation and every page exists exactly once, and nothing is
 * left for a later sweep.
 */

const repoRoot = join(import.meta.dirname, '..', '..');
/** The environment before this file points its clients at the child (which would read them as external endpoints). */
const parentEnv = { ...process.env };
const user = companyUsers.metalvaleUser;
const employeesInBatch = 200;
const pagesInUpload = 40;

interface Child {
  readonly process: ChildProcess;
  readonly url: string;
  readonly port: number;
  readonly env: Record<string, string>;
  readonly output: () => string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startChild(dataDir: string, ports: Record<string, number>): Promise<Child> {
  // node itself with tsx's loader (not the tsx CLI, which runs node as a grandchild that a kill -9 would miss).
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/cloud-child.ts'], {
    cwd: repoRoot,
    env: { ...parentEnv, FAULT_DATA_DIR: dataDir, FAULT_PORTS: JSON.stringify(ports), SWEEP_DEADLINE_SECONDS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ready = await new Promise<{ url: string; port: number; env: Record<string, string> }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the local cloud did not come up:\n${output}`)), 60_000);
    child.stdout?.on('data', () => {
      const match = /READY (\{.*\})/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(JSON.parse(match[1] as string) as { url: string; port: number; env: Record<string, string> });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the local cloud exited with ${code}:\n${output}`));
    });
  });
  return { process: child, ...ready, output: () => output };
}

function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function multiPagePdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) {
    pdf.addPage([595, 842]).drawText(`Documento digitalizado, folha ${n} de ${pages}`, { x: 50, y: 780, size: 12, font });
  }
  return pdf.save();
}

describe('a kill -9 of the local cloud during a batch and an upload', () => {
  let dataDir: string;
  let ports: Record<string, number>;
  let child: Child | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ocupacional-faults-'));
    ports = { dynamodb: await freePort(), s3: await freePort(), sqs: await freePort(), sesv2: await freePort(), http: await freePort() };
  });
  afterAll(async () => {
    if (child) await kill9(child.process);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finds every consultation and every page exactly once after a restart, and nothing stuck after the sweep', async () => {
    // Prepare: the cloud on a data folder, 200 employees
    child = await startChild(dataDir, ports);
    Object.assign(process.env, child.env);
    const call = apiClient(child.url, child.port);
    const login = await call('POST', buildPath(apiRoute('login'), { tenant: user.tenant }), {
      area: user.area as PointType,
      body: { cpf: user.cpf, cnpj: user.cnpj, senha: user.senha, point_type: user.area },
    });
    expect(login.status).toBe(200);
    const cookie = cookieFrom(login.setCookie);
    const { data: all } = await empresas().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    const empresaId = all.find((e) => e.cnpj === onlyDigits(user.cnpj))!.id;
    const fabrica = (await fdts().query.byEmpresa({ tenant: 'demo', empresaId }).go()).data.find((f) =>
      f.descricao.startsWith('Unidade Fabril'),
    )!.id;
    const producao = (await ghes().query.byFdt({ tenant: 'demo', fdtId: fabrica }).go()).data.find(
      (g) => g.descricao === 'Produção e Estamparia',
    )!;
    const funcao = producao.funcaoIds![0]!;
    const matriz = (await credenciadas().query.byLocal({ tenant: 'demo' }).go()).data.find((c) => c.padrao)!;
    const tabela = (await tabelasPreco().query.byCredenciada({ tenant: 'demo', credenciadaId: matriz.id }).go()).data[0]!.id;
    const documents = documentFactory(seededRandom(1212));
    const employees = Array.from({ length: employeesInBatch }, (_, n) => `falha-func-${String(n).padStart(3, '0')}`);
    await funcionarios()
      .put(
        employees.map((id, n) => ({
          tenant: 'demo',
          id,
          empresaId,
          nome: `Funcionário da Queda ${n}`,
          cpf: documents.cpf(),
          dtNas: '1985-03-10',
          sexo: 60,
          fdtId: fabrica,
          funcaoId: funcao,
          gheId: producao.id,
        })),
      )
      .go();

    // Act: the batch and a multi-page file dropped by a scanner, then kill -9 while the workers are at it
    const route = apiRoute('consultaExternaLote');
    const batch = await call(route.method, buildPath(route, { tenant: 'demo' }), {
      area: user.area as PointType,
      cookie,
      body: {
        funcionarios: employees.map((id) => ({ id_funcionario: id, id_funcao: funcao, id_fdt: fabrica, id_ghe: producao.id })),
        data_age: addDays(todayInSaoPaulo(), 20),
        id_tabela_preco: tabela,
      },
    });
    expect(batch.status).toBe(200);
    const loteId = (batch.json.data as { id_lote: string }).id_lote;
    const s3 = new S3Client({
      endpoint: `http://127.0.0.1:${ports.s3}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    });
    const key = 'drop/demo/scanner/queda.pdf';
    await s3.send(
      new PutObjectCommand({ Bucket: child.env.BUCKET_DROP ?? 'ocupacional-local-drop', Key: key, Body: await multiPagePdf(pagesInUpload), ContentType: 'application/pdf' }),
    );
    const ofBatch = async () =>
      (
        await consultasExternas()
          .query.byEmpresa({ tenant: 'demo', empresaId })
          .where(({ loteId: lote }, { eq }) => eq(lote, loteId))
          .go({ pages: 'all' })
      ).data;
    await waitFor(async () => ((await ofBatch()).length >= 5 ? true : undefined), {
      timeoutMs: 60_000,
      intervalMs: 50,
      what: 'the batch under way',
    });
    const atKill = await ofBatch();
    await kill9(child.process);
    child = undefined;
    // The kill came mid-work: the batch was not finished.
    expect(atKill.length < employeesInBatch || atKill.some((c) => c.tipoStatus !== consultaStatus.agendada)).toBe(true);

    // Act: restart on the same folder
    child = await startChild(dataDir, ports);

    // Assess: every consultation once, scheduled
    const done = await waitFor(
      async () => {
        const items = await ofBatch();
        return items.length >= employeesInBatch && items.every((c) => c.tipoStatus === consultaStatus.agendada) ? items : undefined;
      },
      { timeoutMs: 180_000, intervalMs: 1000, what: 'the 200 consultations after the restart' },
    );
    expect(done).toHaveLength(employeesInBatch);
    expect(new Set(done.map((c) => c.funcionarioId))).toEqual(new Set(employees));

    // Assess: the upload once, identified, every page once
    const upload = await waitFor(
      async () => {
        const found = (await uploads().query.byId({ tenant: 'demo' }).go({ pages: 'all' })).data.filter((u) => u.key === key);
        return found.length === 1 && found[0]!.status === 'identificado' ? found : undefined;
      },
      { timeoutMs: 180_000, intervalMs: 1000, what: 'the upload identified after the restart' },
    );
    expect(upload).toHaveLength(1);
    const pages = (await uploadPaginas().query.byUpload({ tenant: 'demo', uploadId: upload[0]!.uploadId }).go({ pages: 'all' })).data;
    expect(pages.map((page) => page.pagina).sort((a, b) => a - b)).toEqual(Array.from({ length: pagesInUpload }, (_, n) => n + 1));

    // Assess: a sweep now finds nothing to re-drive, and no work is left registered in flight
    const sweepOnce = async () => {
      const response = await fetch(`${child!.url}/__local/schedules/sweep`, { method: 'POST' });
      expect(response.status).toBe(200);
      return (await response.json()) as { tenants: { consultasReenviadas: number; uploadsReenviados: number; paginasReenviadas: number }[] };
    };
    await sweepOnce();
    const last = await sweepOnce();
    expect(last.tenants).toEqual([]);
    const { Items } = await dynamo().send(
      new QueryCommand({ TableName: child.env.TABLE_NAME, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pendingPartition } }),
    );
    expect(Items ?? []).toEqual([]);
    s3.destroy();
  }, 480_000);
});
