import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../../../infra/local/cloud';
import { eventId, parseEventId } from '../../esocial/ids';
import { criarReservaDeIds, idsEventoEsocial } from './ids-eventos';

/*
 * Issue 13 item 5 against the local cloud: Lambdas that generate events of one employer in the same second each
 * number them from 1, and the conditional claim makes every Id unique — a conflict takes the next sequential.
 */

let cloud: LocalCloud;
const employer = { tpInsc: 1, nrInsc: '11222333' } as const;

beforeAll(async () => {
  cloud = await startLocalCloud({ stage: 'test' });
});

afterAll(async () => {
  await cloud.stop();
});

describe('event Id claims', () => {
  it('gives 6 concurrent Lambdas, 5 events each in the same second, 30 distinct Ids numbered 1 to 30', async () => {
    // Prepare: one allocator per Lambda (its own memory), all on the same clock second.
    const at = new Date('2026-05-10T17:03:22.400Z');
    const lambdas = Array.from({ length: 6 }, () => criarReservaDeIds(() => at));

    // Act: every Lambda claims its five Ids at once.
    const ids = (await Promise.all(lambdas.map((reservar, n) => Promise.all(Array.from({ length: 5 }, () => reservar(`t-${n}`, employer)))))).flat();

    // Assess
    expect(new Set(ids).size).toBe(30);
    expect(ids.map((id) => parseEventId(id)?.sequence).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(ids.every((id) => id.startsWith('ID1112223330000002026051014032200'))).toBe(true);
    const { data } = await idsEventoEsocial().get({ id: eventId(employer, at, 30) }).go();
    expect(data).toMatchObject({ ttl: Math.floor(at.getTime() / 1000) + 2 * 86_400 });
  });

  it('takes the next sequential when another Lambda already holds the Id, and starts at 1 in a new second', async () => {
    const at = new Date('2026-05-10T18:00:00.000Z');
    const other = criarReservaDeIds(() => at);
    const first = await other('t-outro', employer);
    expect(first).toBe(eventId(employer, at, 1));

    let now = at;
    const mine = criarReservaDeIds(() => now);
    expect(await mine('t-meu', employer)).toBe(eventId(employer, at, 2));
    expect(await mine('t-meu', employer)).toBe(eventId(employer, at, 3));
    now = new Date('2026-05-10T18:00:01.000Z');
    expect(await mine('t-meu', employer)).toBe(eventId(employer, now, 1));
    // Another employer's Ids are numbered on their own.
    expect(await mine('t-meu', { tpInsc: 2, nrInsc: '11144477735' })).toBe(eventId({ tpInsc: 2, nrInsc: '11144477735' }, now, 1));
  });
});
