import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empresas } from '../../functions/src/data/entities/empresa';
import { fdts } from '../../functions/src/data/entities/fdt';
import { startLocalCloud, type LocalCloud } from '../../infra/local/cloud';
import { createEsocialFixtures, empresaA, esocialPath, esocialTenant, esocialUsers, sessionOf } from '../support/esocial-fixtures';

/*
 * The back office's work-front lookup of the eSocial screens (GET esocial/fdt/{empresa}): the company's live fronts
 * by name, scoped to the session's tenant.
 */

describe('eSocial work-front lookup', () => {
  let cloud: LocalCloud;
  let admin: Awaited<ReturnType<typeof sessionOf>>;

  beforeAll(async () => {
    cloud = await startLocalCloud({ stage: 'test' });
    await createEsocialFixtures();
    const { tenant } = esocialTenant;
    await fdts().put({ tenant, id: 'fdt-a-obra', empresaId: empresaA.id, descricao: 'Obra Campinas', ativo: false }).go();
    await fdts().put({ tenant, id: 'fdt-a-apagada', empresaId: empresaA.id, descricao: 'Apagada', deletedAt: new Date().toISOString() }).go();
    await empresas().put({ tenant: 'outro-esoc', id: 'empresa-outra', nome: 'Outra Ltda', nomeFantasia: 'Outra', cnpj: '01444025000147', uf: 'SP', cidade: 'Campinas' }).go();
    await fdts().put({ tenant: 'outro-esoc', id: 'fdt-outra', empresaId: 'empresa-outra', descricao: 'Fábrica Outra' }).go();
    admin = await sessionOf(cloud.url, cloud.port, esocialUsers.admin);
  }, 120_000);

  afterAll(async () => {
    await cloud?.stop();
  });

  it("answers the company's live fronts sorted by name, without the deleted ones", async () => {
    // Act
    const answer = await admin('GET', esocialPath('web', 'esocialFdts', { empresa: empresaA.id }));

    // Assess
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    expect(answer.json.data).toEqual([
      { id: `fdt-${empresaA.id}`, descricao: 'Fábrica Alfa', ativo: true },
      { id: 'fdt-a-obra', descricao: 'Obra Campinas', ativo: false },
    ]);
  });

  it("answers 404 for an unknown company and for another tenant's company", async () => {
    // Act
    const desconhecida = await admin('GET', esocialPath('web', 'esocialFdts', { empresa: 'nao-existe' }));
    const outroTenant = await admin('GET', esocialPath('web', 'esocialFdts', { empresa: 'empresa-outra' }));

    // Assess
    expect(desconhecida.status).toBe(404);
    expect(outroTenant.status).toBe(404);
  });
});
