import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoute, buildPath, originVerifyHeader } from '@ocupacional/shared';
import { sessoes } from '../../functions/src/data/entities/sessao';
import { formatJwtSecret, jwtKeyId, parseJwtSecret } from '../../functions/src/platform/jwt-keys';
import { originRefusedMessage } from '../../functions/src/platform/messages';
import { originVerifyEnv } from '../../functions/src/platform/origin-verify';
import { renewEnvironment } from '../../functions/src/platform/per-environment';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { cloudFrontSourceIp } from '../../infra/local/gateway';
import { invoke } from '../../infra/local/lambda-runtime';
import { cookieFrom, createPlatformFixtures, senha, users } from '../support/platform-fixtures';
import { gatewayEvent } from '../support/platform-unit-fixtures';
import { callFrom } from '../support/source-address';

/*
 * The functions' side of the edge (issue 21 items 7 and 11), through the local cloud: its gateway adds what
 * CloudFront adds (the origin secret, the viewer's address; API Gateway sees CloudFront's address), the API refuses
 * what skipped it and takes the client's address from the viewer header; the JWT key rotates on its schedule
 * without ending the sessions signed before.
 */

describe('the API behind the local CloudFront', () => {
  let cloud: LocalCloud;
  let secrets: SecretsManagerClient;

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test' });
    await createPlatformFixtures();
    secrets = new SecretsManagerClient({ endpoint: cloud.env.AWS_ENDPOINT_URL_SECRETS_MANAGER });
  });
  afterAll(async () => {
    secrets?.destroy();
    await cloud?.stop();
  });

  const healthPath = buildPath(apiRoute('health'), {});
  const loginPath = buildPath(apiRoute('login'), { tenant: 'alfa' });
  const loginBody = { cpf: users.empresa.cpf, cnpj: users.empresa.cnpj, senha, point_type: 'empresa' };
  const secretValue = async (id: string) => (await secrets.send(new GetSecretValueCommand({ SecretId: id }))).SecretString ?? '';

  /** The recorded session of a login's token. */
  async function sessionOf(jwt: unknown) {
    const { jti } = decodeJwt(String(jwt));
    return (await sessoes().get({ tenant: 'alfa', id: String(jti) }).go()).data;
  }

  /** A login event sent straight to the platform function, as a caller skipping CloudFront would. */
  const directLogin = (headers: Record<string, string>) =>
    invoke(
      'platformApi',
      gatewayEvent({
        rawPath: loginPath,
        pathParameters: { tenant: 'alfa' },
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(loginBody),
        sourceIp: '198.51.100.200',
      }),
    ) as Promise<APIGatewayProxyStructuredResultV2>;

  it('answers a request that came through the gateway, and refuses the same request sent straight to the function', async () => {
    // Act
    const through = await callFrom(cloud.port, 'GET', healthPath);
    const direct = (await invoke('platformApi', gatewayEvent({ method: 'GET', rawPath: healthPath }))) as APIGatewayProxyStructuredResultV2;
    // Assess
    expect(through.status).toBe(200);
    expect(direct.statusCode).toBe(403);
    expect(JSON.parse(direct.body ?? '{}')).toMatchObject({ status: 403, msg: originRefusedMessage });
  });

  it("records the client's address on the session from the viewer header, not API Gateway's source or what the client claims", async () => {
    // Act
    const answer = await callFrom(cloud.port, 'POST', loginPath, {
      from: '127.0.9.9',
      area: 'empresa',
      body: loginBody,
      headers: { 'cloudfront-viewer-address': '203.0.113.66:1234' },
    });
    // Assess
    expect(answer.status).toBe(200);
    const session = await sessionOf((answer.json.data as { jwt: string }).jwt);
    expect(session?.ip).toBe('127.0.9.9');
    expect(session?.ip).not.toBe(cloudFrontSourceIp);
  });

  it('takes an IPv6 viewer address from a request carrying the origin secret, and refuses one without it', async () => {
    // Prepare
    const secret = await secretValue(cloud.env[originVerifyEnv] as string);
    // Act
    const withSecret = await directLogin({ [originVerifyHeader]: secret, 'cloudfront-viewer-address': '2001:db8::42:5555' });
    const without = await directLogin({ 'cloudfront-viewer-address': '2001:db8::42:5555' });
    // Assess
    expect(withSecret.statusCode).toBe(200);
    expect((await sessionOf((JSON.parse(withSecret.body ?? '{}') as { data: { jwt: string } }).data.jwt))?.ip).toBe('2001:db8::42');
    expect(without.statusCode).toBe(403);
  });

  it('rotates the JWT key on its schedule only when due, and the sessions signed before keep working', async () => {
    // Prepare: a session signed with the first key
    const jwtSecretId = cloud.env.JWT_SECRET_ARN as string;
    const login = await callFrom(cloud.port, 'POST', loginPath, { area: 'empresa', body: loginBody });
    const before = cookieFrom(login.setCookie);
    const sessionPath = buildPath(apiRoute('sessao'), { tenant: 'alfa' });
    const first = parseJwtSecret(await secretValue(jwtSecretId));

    // Act: a fresh key is not rotated; one older than the rotation period is
    const notDue = await cloud.fireSchedule('jwtRotation');
    await secrets.send(
      new PutSecretValueCommand({ SecretId: jwtSecretId, SecretString: formatJwtSecret({ ...first, rotatedAt: '2026-01-01T00:00:00.000Z' }) }),
    );
    const due = await cloud.fireSchedule('jwtRotation');
    const again = await cloud.fireSchedule('jwtRotation');
    // A new container (the keys are read once per container)
    renewEnvironment();

    // Assess
    expect(notDue).toMatchObject({ rotated: false, currentKid: jwtKeyId(first.current) });
    expect(due).toMatchObject({ rotated: true });
    expect(again).toMatchObject({ rotated: false });
    const rotated = parseJwtSecret(await secretValue(jwtSecretId));
    expect(rotated.previous).toBe(first.current);
    expect((await callFrom(cloud.port, 'GET', sessionPath, { area: 'empresa', cookie: before })).status).toBe(200);
    const after = await callFrom(cloud.port, 'POST', loginPath, { area: 'empresa', body: loginBody });
    expect(decodeProtectedHeader((after.json.data as { jwt: string }).jwt).kid).toBe(jwtKeyId(rotated.current));
    expect((await callFrom(cloud.port, 'GET', sessionPath, { area: 'empresa', cookie: cookieFrom(after.setCookie) })).status).toBe(200);
  });

  it('refuses a session token whose kid names no key of the secret', async () => {
    // Prepare: a well-formed token for a live session, signed with a key the secret does not hold
    const login = await callFrom(cloud.port, 'POST', loginPath, { area: 'empresa', body: loginBody });
    const claims = decodeJwt((login.json.data as { jwt: string }).jwt);
    const strangerKey = 'chave-de-quem-nao-deveria-assinar-0123456789';
    const forged = await new SignJWT({ tenant: claims.tenant, pt: claims.pt })
      .setProtectedHeader({ alg: 'HS256', kid: jwtKeyId(strangerKey) })
      .setJti(String(claims.jti))
      .setSubject(String(claims.sub))
      .setIssuer('ocupacional')
      .setIssuedAt()
      .setExpirationTime(Number(claims.exp))
      .sign(new TextEncoder().encode(strangerKey));
    // Act
    const answer = await callFrom(cloud.port, 'GET', buildPath(apiRoute('sessao'), { tenant: 'alfa' }), {
      area: 'empresa',
      headers: { authorization: `Bearer ${forged}` },
    });
    // Assess
    expect(answer.status).toBe(401);
  });
});
