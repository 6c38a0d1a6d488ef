import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSavedMessage, onlyDigits, requestHeaders, type EmpresaEmailRow } from '@ocupacional/shared';
import { empresaEmails } from '../../functions/src/data/entities/empresa-email';
import { empresas } from '../../functions/src/data/entities/empresa';
import { requestKeyReusedMessage } from '../../functions/src/platform/messages';
import { companyUsers, startCompanyCloud, type CompanyCloud } from '../support/company-fixtures';

/*
 * The request key (header x-chave-requisicao, Powertools idempotency) on the local cloud with the demo data: a
 * repeat answers the first answer, but only to the caller that sent it (guards.ts requestKeyScope puts the route
 * and the caller's credential in the key): two users, of one company or of two tenants, sending the same key with
 * the same body to the same route each get their own answer and their own record. The same key with another body
 * is a client bug and is refused with a pt-BR 400 (payloadValidationJmesPath 'body'), writing nothing.
 */

const { metalvaleAdmin: admin, metalvaleUser: user, outraUser: outra } = companyUsers;

describe('request keys are scoped by caller and bound to their body', () => {
  let portal: CompanyCloud;
  let metalvaleId: string;

  beforeAll(async () => {
    portal = await startCompanyCloud();
    const { data: all } = await empresas().query.byId({ tenant: 'demo' }).go({ pages: 'all' });
    metalvaleId = all.find((e) => e.cnpj === onlyDigits(admin.cnpj))!.id;
  });
  afterAll(async () => {
    await portal?.stop();
  });

  /** A new e-mail contact of the caller's company: a body that names no company, so any company user may send it. */
  const contact = (email: string) => ({ tipo: 198, fdt: [], email, obs: 'Chave compartilhada', ativo: 1 });
  const withKey = (key: string) => ({ [requestHeaders.requestKey]: key });
  const contactsWith = async (tenant: string, email: string) =>
    (await empresaEmails().query.byEmpresa({ tenant }).go({ pages: 'all' })).data.filter(
      (row) => row.email === email && !row.deletedAt,
    );

  it('answers a repeat of the same caller with the first answer and writes once', async () => {
    // Prepare
    const body = contact('repeticao@metalvale.com.br');
    // Act
    const first = await portal.api(admin, 'emailSalvar', { body, headers: withKey('chave-repetida') });
    const repeat = await portal.api(admin, 'emailSalvar', { body, headers: withKey('chave-repetida') });
    // Assess
    expect(first.json).toMatchObject({ status: 200, msg: emailSavedMessage, data: { id: expect.any(String) } });
    expect(repeat.json).toEqual(first.json);
    expect(await contactsWith('demo', 'repeticao@metalvale.com.br')).toHaveLength(1);
  });

  it('gives two users of the same company their own answer for the same key and body, never the other’s', async () => {
    // Prepare
    const body = contact('mesma-chave@metalvale.com.br');
    // Act
    const fromAdmin = await portal.api(admin, 'emailSalvar', { body, headers: withKey('chave-comum-1') });
    const fromUser = await portal.api(user, 'emailSalvar', { body, headers: withKey('chave-comum-1') });
    // Assess: two answers, two records
    expect(fromAdmin.status).toBe(200);
    expect(fromUser.status).toBe(200);
    const adminId = (fromAdmin.json.data as { id: string }).id;
    const userId = (fromUser.json.data as { id: string }).id;
    expect(userId).not.toBe(adminId);
    const stored = await contactsWith('demo', 'mesma-chave@metalvale.com.br');
    expect(stored.map((row) => row.id).sort()).toEqual([adminId, userId].sort());
    expect(stored.every((row) => row.empresaId === metalvaleId)).toBe(true);
  });

  it('gives users of two tenants their own answer for the same key and body, each record in its own tenant', async () => {
    // Prepare
    const body = contact('dois-clientes@empresa.com.br');
    // Act
    const fromDemo = await portal.api(admin, 'emailSalvar', { body, headers: withKey('chave-comum-2') });
    const fromOutra = await portal.api(outra, 'emailSalvar', { body, headers: withKey('chave-comum-2') });
    // Assess
    expect(fromDemo.status).toBe(200);
    expect(fromOutra.status).toBe(200);
    const demoId = (fromDemo.json.data as { id: string }).id;
    const outraId = (fromOutra.json.data as { id: string }).id;
    expect(outraId).not.toBe(demoId);
    expect((await contactsWith('demo', 'dois-clientes@empresa.com.br')).map((row) => row.id)).toEqual([demoId]);
    expect((await contactsWith('outra', 'dois-clientes@empresa.com.br')).map((row) => row.id)).toEqual([outraId]);
    // Each sees its own contact in its list, and not the other's
    const outraList = (await portal.api(outra, 'emails', { query: { filter: { id_tipo_email: 198 } } })).json.data as EmpresaEmailRow[];
    expect(outraList.map((row) => row.id)).toContain(outraId);
    expect(outraList.map((row) => row.id)).not.toContain(demoId);
  });

  it('refuses the same key with another body with a pt-BR 400, and writes nothing', async () => {
    // Prepare
    const first = await portal.api(admin, 'emailSalvar', { body: contact('primeiro@metalvale.com.br'), headers: withKey('chave-reusada') });
    // Act
    const reused = await portal.api(admin, 'emailSalvar', { body: contact('segundo@metalvale.com.br'), headers: withKey('chave-reusada') });
    // Assess
    expect(first.status).toBe(200);
    expect({ status: reused.status, msg: reused.json.msg, data: reused.json.data }).toEqual({
      status: 400,
      msg: requestKeyReusedMessage,
      data: null,
    });
    expect(requestKeyReusedMessage).toBe('Essa requisição já foi enviada com outros dados. Recarregue a página e tente novamente.');
    expect(await contactsWith('demo', 'segundo@metalvale.com.br')).toHaveLength(0);
    // Another key with that body is a new request
    const fresh = await portal.api(admin, 'emailSalvar', { body: contact('segundo@metalvale.com.br'), headers: withKey('chave-nova') });
    expect(fresh.status).toBe(200);
    expect(await contactsWith('demo', 'segundo@metalvale.com.br')).toHaveLength(1);
  });
});
