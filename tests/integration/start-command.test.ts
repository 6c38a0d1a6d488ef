import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * `npm start` as a user runs it (through tsx, on free ports and a fresh data folder): it prints the four areas,
 * serves the API and the web app on one port, keeps its data across a restart, and stops cleanly on Ctrl+C.
 */

interface Started {
  child: ChildProcess;
  output: () => string;
  port: number;
}

const repoRoot = join(import.meta.dirname, '..', '..');

async function start(dataDir: string): Promise<Started> {
  const child = spawn(process.execPath, startArguments(), {
    cwd: repoRoot,
    env: {
      ...process.env,
      OCUPACIONAL_DATA_DIR: dataDir,
      PORT: '0',
      DYNAMODB_PORT: '0',
      S3_PORT: '0',
      SQS_PORT: '0',
      SES_PORT: '0',
      ESOCIAL_PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, so Ctrl+C can reach it as a terminal sends it (interrupt below).
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not come up:\n${output}`)), 45_000);
    const check = () => {
      const match = /http:\/\/web\.localhost:(\d+)\/sst\/api\/health/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  return { child, output: () => output, port };
}

/**
 * What `npm start` runs (package.json), less its `node`: the same process a terminal's npm start gets. It is node
 * itself with tsx's loader, not the tsx command, whose signal relay SIGKILLs a child that does not acknowledge within
 * 30 ms and exits 130: a start busy with its first sweep missed it.
 */
function startArguments(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [command, ...args] = scripts.start.split(' ');
  expect(command).toBe('node');
  return args;
}

/** Ctrl+C as a terminal sends it: SIGINT to the whole process group. */
function interrupt(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    process.kill(-(child.pid as number), 'SIGINT');
  });
}

describe('npm start', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ocupacional-start-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the four areas and the API on one port, seeds once, and stops on Ctrl+C', async () => {
    // Act: first start on an empty data folder
    const first = await start(dataDir);
    try {
      // Assess
      for (const area of ['web', 'empresa', 'credenciada', 'parceiro']) {
        expect(first.output()).toContain(`http://${area}.localhost:${first.port}`);
      }
      expect(first.output()).toContain('dados de demonstração criados agora');
      const health = await fetch(`http://127.0.0.1:${first.port}/sst/api/health`, {
        headers: { host: `web.localhost:${first.port}` },
      });
      expect(await health.json()).toMatchObject({ status: 200, data: { database: 'ok' } });
      const page = await fetch(`http://127.0.0.1:${first.port}/demo`, { headers: { host: `empresa.localhost:${first.port}` } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root"></div>');
    } finally {
      expect(await interrupt(first.child)).toBe(0);
    }

    // Act: a restart on the same folder keeps the data and does not seed again
    const second = await start(dataDir);
    try {
      expect(second.output()).toContain('dados existentes mantidos');
    } finally {
      expect(await interrupt(second.child)).toBe(0);
    }
  });
});
