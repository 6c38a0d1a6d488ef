import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionCookieName } from '@ocupacional/shared';
import { startLocalCloud, type LocalCloud } from '../../../infra/local/cloud';
import { gatewayEvent, seedSession } from '../../../tests/support/platform-unit-fixtures';
import { sessoes } from '../data/entities/sessao';
import { endSessions, loadSession } from './auth';
import { signSessionToken } from './session-token';

/*
 * Loading a request's session against the local cloud: the token must verify and its session, user and client must
 * still exist and be active; ending a user's sessions after a password change.
 */

let cloud: LocalCloud;

beforeAll(async () => {
  cloud = await startLocalCloud({ stage: 'test' });
});

afterAll(async () => {
  await cloud.stop();
});

afterEach(() => {
  vi.useRealTimers();
});

const bearer = (token: string) => gatewayEvent({ headers: { authorization: `Bearer ${token}` } });

describe('loading the session of a request', () => {
  it('answers the live session with its tenant, area, user, client, expiry and how the token came', async () => {
    // Prepare
    const seeded = await seedSession({ pointType: 'empresa', pacotes: [27] });

    // Act
    const session = await loadSession(gatewayEvent({ cookies: [`${sessionCookieName}=${seeded.token}`] }));

    // Assess
    expect(session).toMatchObject({
      sid: seeded.sid,
      tenant: seeded.tenant,
      pointType: 'empresa',
      expiresAt: new Date(seeded.expiraEm),
      usuario: { id: seeded.usuarioId, tenant: seeded.tenant, nome: 'Maria da Silva' },
      cliente: { tenant: seeded.tenant, pacotes: [27] },
      via: 'cookie',
    });
  });

  it('reads the token of a file link only when the route allows it', async () => {
    // Prepare
    const seeded = await seedSession();
    const link = gatewayEvent({ queryStringParameters: { token: seeded.token } });

    // Act
    const allowed = await loadSession(link, { query: true });
    const notAllowed = await loadSession(link);

    // Assess
    expect(allowed?.via).toBe('query');
    expect(notAllowed).toBeUndefined();
  });

  it.each([
    ['after logout (no session record)', { withoutSessao: true }],
    ['of a deactivated user', { usuarioAtivo: false }],
    ['of a deactivated client', { clienteAtivo: false }],
    ['whose stored session ended', { hours: -1 }],
    ['whose session belongs to another user', { sessaoUsuarioId: 'outro-usuario' }],
  ])('answers no session for a token %s', async (_, spec) => {
    // Prepare
    const seeded = await seedSession(spec);

    // Act
    const session = await loadSession(bearer(seeded.token));

    // Assess
    expect(session).toBeUndefined();
  });

  it.each([
    ['a millisecond before the stored expiry: live', -1, true],
    ['at the stored expiry: ended', 0, false],
  ])('a session %s', async (_, offsetMs, live) => {
    // Prepare
    const seeded = await seedSession();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(seeded.expiraEm) + offsetMs });

    // Act
    const session = await loadSession(bearer(seeded.token));

    // Assess
    expect(session !== undefined).toBe(live);
  });

  it('answers no session without a token, with a forged one, or for a user or tenant that does not exist', async () => {
    // Prepare
    const seeded = await seedSession();
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const otherUser = await signSessionToken({ sid: seeded.sid, tenant: seeded.tenant, sub: 'ninguem', pointType: 'web', exp });
    const otherTenant = await signSessionToken({ sid: seeded.sid, tenant: 'inexistente', sub: seeded.usuarioId, pointType: 'web', exp });

    // Act
    const answers = await Promise.all([
      loadSession(gatewayEvent()),
      loadSession(bearer(`${seeded.token}x`)),
      loadSession(bearer(otherUser)),
      loadSession(bearer(otherTenant)),
    ]);

    // Assess
    expect(answers).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('ending sessions after a password change', () => {
  it('ends every session of the user but the one kept, and no one else\'s', async () => {
    // Prepare
    const kept = await seedSession();
    const { tenant, usuarioId } = kept;
    const now = Date.now();
    const other = { usuarioId, pointType: 'web' as const, criadaEm: new Date(now).toISOString(), expiraEm: new Date(now + 3600_000).toISOString(), ttl: Math.floor(now / 1000) + 3600 };
    await sessoes().put({ tenant, id: 's-celular', ...other }).go();
    await sessoes().put({ tenant, id: 's-outro-usuario', ...other, usuarioId: 'outro' }).go();

    // Act
    const ended = await endSessions(tenant, usuarioId, kept.sid);

    // Assess
    const { data } = await sessoes().query.byId({ tenant }).go({ pages: 'all' });
    expect(ended).toBe(1);
    expect(data.map((sessao) => sessao.id).sort()).toEqual([kept.sid, 's-outro-usuario'].sort());
  });

  it('ends them all when none is kept, and answers 0 when there are none', async () => {
    // Prepare
    const { tenant, usuarioId, token } = await seedSession();

    // Act
    const ended = await endSessions(tenant, usuarioId);
    const again = await endSessions(tenant, usuarioId);

    // Assess
    expect([ended, again]).toEqual([1, 0]);
    expect(await loadSession(bearer(token))).toBeUndefined();
  });
});
