import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteForbiddenMessage,
  empresaDesativadaMensagens,
  invalidOptionMessage,
  todayInSaoPaulo,
  toQueryString,
} from '@ocupacional/shared';
import { empresas } from '../../functions/src/data/entities/empresa';
import { esocialEmpresasDesativadas } from '../../functions/src/data/entities/esocial-empresa-desativada';
import { forbiddenMessage, notFoundMessage } from '../../functions/src/platform/messages';
import type { LocalCloud } from '../../infra/local/cloud';
import { runLocalDailyCheck } from '../../infra/local/daily-check-run';
import {
  empresaA,
  esocialPath,
  esocialTenant,
  esocialUsers,
  releasedAso,
  startEsocialCloud,
  trabalhadores,
  turnOnAutomaticSending,
  type EsocialCaller as Caller,
  type EsocialCloud,
} from '../support/esocial-fixtures';

/*
 * The companies disabled for eSocial (spec 2 §2 "Disabled-company list ('Desativar Nova Empresa', permission
 * 310)"): the back office disables a company with permission 310, sees it listed, cannot disable it twice; another
 * tenant's records are not seen; 'Gerar XML' refuses the company and the daily check skips it while its events stay
 * listed; deleting the record (permission 310, the delete's 403 message) enables it again.
 */

type Row = Record<string, unknown> & { id: string };

describe('eSocial: companies disabled for eSocial', () => {
  let esocial: EsocialCloud<'admin' | 'operador'> | undefined;
  let cloud: LocalCloud;
  let admin: Caller;
  let operador: Caller;
  const hoje = todayInSaoPaulo();

  beforeAll(async () => {
    esocial = await startEsocialCloud({ users: ['admin', 'operador'] });
    ({ cloud } = esocial);
    ({ admin, operador } = esocial.callers);
    // Company A is in the automatic sending, and already has the S-2220 of Maria's ASO.
    await turnOnAutomaticSending(admin);
    await releasedAso(trabalhadores.maria);
    const gerado = await admin('POST', esocialPath('web', 'esocialGerarXml', { layout: 'S-2220' }), { id_empresa: empresaA.id });
    expect(gerado.json.data).toMatchObject({ criados: 1 });
  }, 120_000);

  afterAll(() => esocial?.stop());

  const listar = async (caller: Caller, search = '') => {
    const answer = await caller('GET', esocialPath('web', 'esocialEmpresasDesativadas', {}, toQueryString({ search })));
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return (answer.json.data as { data: Row[] }).data;
  };
  const eventosDeA = async () => {
    const { json } = await admin('GET', esocialPath('web', 'esocialEventos', { layout: 'S-2220' }, toQueryString({ filter: { id_empresa: empresaA.id } })));
    return (json.data as { data: Row[] }).data;
  };
  const desativarA = { empresa: empresaA.id, data: hoje, observacao: 'Contrato encerrado em novembro' };

  it('disables a company only with permission 310, lists it, and refuses it twice', async () => {
    // Act
    const semPermissao = await operador('POST', esocialPath('web', 'esocialEmpresaDesativar'), desativarA);
    const criada = await admin('POST', esocialPath('web', 'esocialEmpresaDesativar'), desativarA);
    const repetida = await admin('POST', esocialPath('web', 'esocialEmpresaDesativar'), { ...desativarA, observacao: 'De novo' });
    const semEmpresa = await admin('POST', esocialPath('web', 'esocialEmpresaDesativar'), { data: hoje });

    // Assess
    expect(semPermissao).toMatchObject({ status: 403, json: { msg: forbiddenMessage } });
    expect(criada.status, JSON.stringify(criada.json)).toBe(200);
    expect(criada.json).toMatchObject({ msg: empresaDesativadaMensagens.desativadaComSucesso, data: { id: empresaA.id } });
    expect(repetida).toMatchObject({ status: 400, json: { data: { fields: { empresa: [empresaDesativadaMensagens.jaDesativada] } } } });
    expect(semEmpresa.status).toBe(400);
    expect(await listar(admin)).toEqual([
      {
        id: empresaA.id,
        empresa: { id: empresaA.id, nome: empresaA.nome, cnpj: empresaA.cnpj },
        data: hoje,
        observacao: 'Contrato encerrado em novembro',
        usuario: `Usuário ${esocialUsers.admin.id}`,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    // Anyone of the back office sees the list; the search narrows it by name or CNPJ.
    expect(await listar(operador)).toHaveLength(1);
    expect(await listar(admin, 'alfa')).toHaveLength(1);
    expect(await listar(admin, 'beta')).toEqual([]);
  });

  it("neither shows nor touches another tenant's records, nor disables another tenant's company", async () => {
    // Prepare
    await empresas().put({ tenant: 'outro-desat', id: 'empresa-outra', nome: 'Outra Ltda', nomeFantasia: 'Outra', cnpj: '01548754000143', uf: 'SP', cidade: 'Campinas' }).go();
    await esocialEmpresasDesativadas()
      .put({ tenant: 'outro-desat', empresaId: 'empresa-outra', empresaNome: 'Outra Ltda', empresaCnpj: '01548754000143', data: hoje })
      .go();

    // Act
    const lista = await listar(admin, 'outra');
    const deletar = await admin('POST', esocialPath('web', 'esocialEmpresasDesativadasDeletar'), { ids: ['empresa-outra'] });
    const desativar = await admin('POST', esocialPath('web', 'esocialEmpresaDesativar'), { empresa: 'empresa-outra', data: hoje });

    // Assess
    expect(lista).toEqual([]);
    expect(deletar).toMatchObject({ status: 404, json: { msg: notFoundMessage } });
    expect(desativar).toMatchObject({ status: 400, json: { data: { fields: { empresa: [invalidOptionMessage] } } } });
    const { data: intacta } = await esocialEmpresasDesativadas().get({ tenant: 'outro-desat', empresaId: 'empresa-outra' }).go();
    expect(intacta).not.toBeNull();
  });

  it("refuses 'Gerar XML' for the disabled company and keeps its events listed", async () => {
    // Act
    const gerar = await admin('POST', esocialPath('web', 'esocialGerarXml', { layout: 'S-2220' }), { id_empresa: empresaA.id });

    // Assess
    expect(gerar).toMatchObject({ status: 400, json: { msg: empresaDesativadaMensagens.desativada } });
    expect((await eventosDeA()).map((row) => (row.funcionario as Row).id)).toEqual([trabalhadores.maria.id]);
  });

  it('is skipped by the daily check: no new event, no lote, nothing sent', async () => {
    // Prepare: a new released ASO the daily check would otherwise turn into an S-2220 and send.
    await releasedAso(trabalhadores.joao);

    // Act
    const result = await runLocalDailyCheck(cloud);

    // Assess
    expect(result.ran).toBe(true);
    expect(result.esocial).toEqual([
      expect.objectContaining({
        tenant: esocialTenant.tenant,
        eventosCriados: 0,
        lotesGerados: 0,
        lotesEnviados: 0,
        empresasDesativadas: [empresaA.id],
        erros: [],
      }),
    ]);
    expect(await eventosDeA()).toHaveLength(1);
    const { json } = await admin('GET', esocialPath('web', 'esocialLotes'));
    expect((json.data as { data: Row[] }).data).toEqual([]);
  });

  it('enables the company again when its record is deleted, only with permission 310', async () => {
    // Act
    const semPermissao = await operador('POST', esocialPath('web', 'esocialEmpresasDesativadasDeletar'), { ids: [empresaA.id] });
    const deletar = await admin('POST', esocialPath('web', 'esocialEmpresasDesativadasDeletar'), { ids: [empresaA.id] });
    const gerar = await admin('POST', esocialPath('web', 'esocialGerarXml', { layout: 'S-2220' }), { id_empresa: empresaA.id });

    // Assess
    expect(semPermissao).toMatchObject({ status: 403, json: { msg: deleteForbiddenMessage } });
    expect(deletar).toMatchObject({ status: 200, json: { msg: empresaDesativadaMensagens.reativadas, data: { total: 1 } } });
    expect(await listar(admin)).toEqual([]);
    expect(gerar.status, JSON.stringify(gerar.json)).toBe(200);
    expect(gerar.json.data).toMatchObject({ criados: 1 });
    expect(await eventosDeA()).toHaveLength(2);
  });
});
