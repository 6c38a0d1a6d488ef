import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidPageCursorMessage } from '@ocupacional/shared';
import { startLocalCloud, type LocalCloud } from '../../../infra/local/cloud';
import { meterReads } from '../platform/read-meter';
import { funcionarios, type FuncionarioItem } from './entities/funcionario';
import { maxReadsPerPage, openCursor, readPage, sealCursor, type PageRequest } from './list-page';

/* One page of an index per request, against the local cloud's DynamoDB: what a list reads and where it resumes. */

let cloud: LocalCloud;
const tenant = 't-lista';
const total = 45;

const employee = (n: number, empresaId = 'E1'): FuncionarioItem =>
  ({
    tenant,
    id: `F${String(n).padStart(3, '0')}`,
    empresaId,
    nome: `Pessoa ${n}`,
    cpf: '52998224725',
    dtNas: '1990-01-01',
    sexo: 1,
    fdtId: 'fdt',
    funcaoId: 'funcao',
    dem: n % 10 === 0,
  }) as FuncionarioItem;

beforeAll(async () => {
  cloud = await startLocalCloud({ stage: 'test' });
  await funcionarios()
    .put([...Array.from({ length: total }, (_, n) => employee(n)), employee(900, 'E2'), { ...employee(901), tenant: 'outro' }])
    .go();
});

afterAll(async () => {
  await cloud.stop();
});

type Options = Parameters<Parameters<typeof readPage>[3]>[0];
const byEmpresa = (options: Options, empresaId = 'E1') =>
  funcionarios().query.byEmpresa({ tenant, empresaId }).go(options);

async function walk(request: Omit<PageRequest, 'cursor'>, read = byEmpresa) {
  const pages: { ids: string[]; itemsRead: number }[] = [];
  let cursor: string | undefined;
  do {
    const { result, reads } = await meterReads(() => readPage<FuncionarioItem>(tenant, { ...request, cursor }, 'gsi2', read));
    pages.push({ ids: result.items.map((item) => item.id), itemsRead: reads.itemsRead });
    cursor = result.next ?? undefined;
  } while (cursor && pages.length < 20);
  return pages;
}

describe('reading a list one page at a time', () => {
  it('reads page size + 1 items per page and walks every row once, in the index order', async () => {
    // Act
    const pages = await walk({ pagination: 20 });

    // Assess
    expect(pages.map((page) => page.ids.length)).toEqual([20, 20, 5]);
    expect(pages.flatMap((page) => page.ids)).toEqual(Array.from({ length: total }, (_, n) => employee(n).id));
    expect(pages.map((page) => page.itemsRead)).toEqual([21, 21, 5]);
  });

  it('answers no next page when the rows end exactly at a page boundary', async () => {
    // Act
    const pages = await walk({ pagination: 15 });

    // Assess
    expect(pages.map((page) => page.ids.length)).toEqual([15, 15, 15]);
  });

  it('gives back the rows without the index keys', async () => {
    // Act
    const { items } = await readPage<FuncionarioItem>(tenant, { pagination: 1 }, 'gsi2', byEmpresa);

    // Assess
    expect(Object.keys(items[0] ?? {}).filter((name) => /^(pk|sk|gsi\d(pk|sk))$|^__edb/.test(name))).toEqual([]);
    expect(items[0]).toMatchObject({ id: 'F000', nome: 'Pessoa 0', empresaId: 'E1' });
  });

  it('fills a filtered page from further reads and resumes after its last row', async () => {
    // Arrange: only every tenth employee is dismissed (F000, F010, …, F040).
    const dismissed = (options: Options) =>
      funcionarios()
        .query.byEmpresa({ tenant, empresaId: 'E1' })
        .where(({ dem }, { eq }) => eq(dem, true))
        .go(options);

    // Act
    const pages = await walk({ pagination: 2 }, dismissed);

    // Assess
    expect(pages.flatMap((page) => page.ids)).toEqual(['F000', 'F010', 'F020', 'F030', 'F040']);
    expect(Math.max(...pages.map((page) => page.itemsRead))).toBeLessThanOrEqual(maxReadsPerPage * 3);
  });

  it('stops a rare filter after a few reads with a short page and the cursor of where it stopped', async () => {
    // Arrange
    const nobody = (options: Options) =>
      funcionarios()
        .query.byEmpresa({ tenant, empresaId: 'E1' })
        .where(({ nome }, { eq }) => eq(nome, 'ninguém'))
        .go(options);

    // Act
    const { result, reads } = await meterReads(() => readPage<FuncionarioItem>(tenant, { pagination: 5 }, 'gsi2', nobody));

    // Assess
    expect(result.items).toEqual([]);
    expect(reads.requests).toBe(maxReadsPerPage);
    expect(reads.itemsRead).toBe(maxReadsPerPage * 6);
    expect(result.next).not.toBeNull();
  });
});

describe('page cursors', () => {
  const key = { pk: `T#${tenant}`, sk: 'FUNCIONARIO#F001', gsi2pk: `T#${tenant}#FUNCIONARIO_EMPRESA#E1`, gsi2sk: 'x' };

  it('open to the key they were sealed from', () => {
    expect(openCursor(sealCursor(key), tenant, 'gsi2')).toEqual(key);
    expect(openCursor(undefined, tenant, 'gsi2')).toBeNull();
    expect(openCursor('', tenant, 'gsi2')).toBeNull();
  });

  it.each([
    ['another tenant’s key', { ...key, pk: 'T#outro', gsi2pk: 'T#outro#FUNCIONARIO_EMPRESA#E1' }],
    ['a key whose index partition is another tenant’s', { ...key, gsi2pk: 'T#outro#FUNCIONARIO_EMPRESA#E1' }],
    ['a tenant whose id only starts like the caller’s', { ...key, pk: `T#${tenant}x`, gsi2pk: `T#${tenant}x#A` }],
    ['a key of another index', { pk: key.pk, sk: key.sk, gsi1pk: key.gsi2pk, gsi1sk: 'x' }],
    ['a table key for a GSI list', { pk: key.pk, sk: key.sk }],
    ['an extra attribute', { ...key, nome: 'x' }],
    ['a value that is not a string or number', { ...key, gsi2sk: { S: 'x' } }],
    ['a partition key that is a number', { ...key, pk: 1 }],
    ['a list', [key]],
    ['null', null],
  ])('refuse %s with the page message', (_case, forged) => {
    expect(() => openCursor(sealCursor(forged as never), tenant, 'gsi2')).toThrow(invalidPageCursorMessage);
  });

  it('refuse text that is not a sealed key', () => {
    expect(() => openCursor('bm90IGpzb24', tenant, 'gsi2')).toThrow(invalidPageCursorMessage);
  });

  it('answer 400 when refused', () => {
    expect(() => openCursor('bm90IGpzb24', tenant, 'gsi2')).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('never reach another tenant’s rows: a forged cursor is refused before any read', async () => {
    // Arrange
    const forged = sealCursor({ ...key, pk: 'T#outro', gsi2pk: 'T#outro#FUNCIONARIO_EMPRESA#E1' });

    // Act
    const attempt = meterReads(() => readPage<FuncionarioItem>(tenant, { pagination: 5, cursor: forged }, 'gsi2', byEmpresa));

    // Assess
    await expect(attempt).rejects.toThrow(invalidPageCursorMessage);
  });

  it('of the caller’s tenant but another list’s partition answer the page message, as DynamoDB refuses them', async () => {
    // Arrange: a cursor of company E2's list, sent to company E1's.
    const ofE2 = sealCursor({ pk: `T#${tenant}`, sk: 'FUNCIONARIO#F900', gsi2pk: `T#${tenant}#FUNCIONARIO_EMPRESA#E2`, gsi2sk: 'x' });

    // Act
    const attempt = readPage<FuncionarioItem>(tenant, { pagination: 5, cursor: ofE2 }, 'gsi2', byEmpresa);

    // Assess
    await expect(attempt).rejects.toMatchObject({ status: 400, message: invalidPageCursorMessage });
  });

  it('of another company’s list, read from it, answer the page message and no row of it', async () => {
    // Arrange: E2's own next-page cursor (its sort key fits E1's key condition; only the partition differs).
    const { cursor: ofE2 } = await funcionarios().query.byEmpresa({ tenant, empresaId: 'E2' }).go({ limit: 1 });
    expect(ofE2).toEqual(expect.any(String));

    // Act
    const attempt = readPage<FuncionarioItem>(tenant, { pagination: 5, cursor: ofE2 ?? undefined }, 'gsi2', byEmpresa);

    // Assess
    await expect(attempt).rejects.toMatchObject({ status: 400, message: invalidPageCursorMessage });
  });

  it('of the table itself hold only its key', () => {
    const tableKey = { pk: `T#${tenant}`, sk: 'FUNCIONARIO#F001' };
    expect(openCursor(sealCursor(tableKey), tenant, 'table')).toEqual(tableKey);
    expect(() => openCursor(sealCursor(key), tenant, 'table')).toThrow(invalidPageCursorMessage);
  });
});
