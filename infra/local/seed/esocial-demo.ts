import { PutCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, todayInSaoPaulo } from '@ocupacional/shared';
import { certificados } from '@ocupacional/functions/data/entities/certificado';
import { certificadoVinculos } from '@ocupacional/functions/data/entities/certificado-vinculo';
import { empresas } from '@ocupacional/functions/data/entities/empresa';
import { esocialConfigs } from '@ocupacional/functions/data/entities/esocial-config';
import { newId } from '@ocupacional/functions/data/entities/keys';
import { registrarTenantEsocial } from '@ocupacional/functions/data/esocial/arquivos';
import { gerarEventosDasConsultas } from '@ocupacional/functions/data/esocial/eventos';
import { guardarSegredos } from '@ocupacional/functions/data/esocial/certificados';
import { readA1Certificate } from '@ocupacional/functions/esocial/certificate';
import { exportPkcs12, issueTestA1, testCertificatePassword, type KeyAndCertificate } from '@ocupacional/functions/esocial/test-certificates';
import { dynamo, resources } from '@ocupacional/functions/platform/index';
import { catalogue } from './demo-catalogue';

/*
 * The eSocial part of the demo (npm start's first run, npm run seed): an A1 certificate per company of the demo
 * tenant, issued by the local test CA the simulator trusts (infra/local/esocial-local.ts), stored like an upload
 * (file and password encrypted, linked to its company), and automatic sending active for the first company since
 * 30 days ago, so `npm run daily-check` sends its released ASOs to the simulator. It runs in the local cloud's
 * process, through the functions' own code, once per data folder (marker SYSTEM / SEED_ESOCIAL).
 */

const marker = { pk: 'SYSTEM', sk: 'SEED_ESOCIAL' };

/** The demo certificates' password (also shown in docs/api/esocial.md for trying uploads by hand). */
export const demoCertificatePassword = testCertificatePassword;

export async function seedEsocialDemo(ca: KeyAndCertificate, now: Date = new Date()): Promise<'seeded' | 'already-seeded'> {
  try {
    await dynamo().send(
      new PutCommand({ TableName: resources.tableName(), Item: { ...marker, seededAt: now.toISOString() }, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return 'already-seeded';
    throw error;
  }
  try {
    const tenant = 'demo';
    const { data: companies } = await empresas().query.byId({ tenant }).go({ pages: 'all' });
    const demo = catalogue.find((item) => item.id === tenant);
    for (const empresa of companies.filter((item) => !item.deletedAt)) {
      const a1 = issueTestA1(ca, { companyName: empresa.nome.toUpperCase(), cnpj: empresa.cnpj });
      const pfx = exportPkcs12(a1, demoCertificatePassword, [ca.certificatePem]);
      const summary = readA1Certificate(pfx, demoCertificatePassword, now);
      const id = newId(now);
      const segredos = await guardarSegredos(tenant, id, pfx, demoCertificatePassword);
      await certificados()
        .put({
          tenant,
          id,
          empresaId: empresa.id,
          empresaNome: empresa.nome,
          empresaCnpj: empresa.cnpj,
          tipoCertificado: 201,
          titular: summary.holderName,
          ...(summary.cnpj ? { cnpj: summary.cnpj } : {}),
          ...(summary.responsavel ? { representante: summary.responsavel } : {}),
          emissor: summary.issuer,
          numeroSerie: summary.serialNumber,
          impressaoDigital: summary.fingerprint256,
          validadeInicio: summary.notBefore.toISOString(),
          validade: summary.notAfter.toISOString(),
          arquivoNome: `${(empresa.nomeFantasia ?? empresa.nome).toLowerCase().replace(/\W+/g, '-')}.pfx`,
          ...segredos,
          vincular: true,
        })
        .go();
      await certificadoVinculos()
        .put({ tenant, certificadoId: id, empresaId: empresa.id, empresaNome: empresa.nome, empresaNomeFantasia: empresa.nomeFantasia, empresaCnpj: empresa.cnpj, automatico: true })
        .go();
    }
    const primeira = companies.find((item) => item.cnpj === demo?.empresas[0]?.cnpj);
    if (primeira) {
      await esocialConfigs()
        .put({
          tenant,
          ativo: true,
          empresaIds: [primeira.id],
          empresasProcessarIds: [primeira.id],
          dataInicio: addDays(todayInSaoPaulo(now), -30),
          usuarioNome: 'Demonstração',
        })
        .go();
    }
    await registrarTenantEsocial(tenant);
    // The automatic company is left to the daily check; the others' events wait for an operator's lote.
    const janela = { desde: addDays(todayInSaoPaulo(now), -365), ate: todayInSaoPaulo(now) };
    for (const empresa of companies.filter((item) => !item.deletedAt && item.id !== primeira?.id)) {
      await gerarEventosDasConsultas(tenant, empresa.id, 'S-2220', janela);
      await gerarEventosDasConsultas(tenant, empresa.id, 'S-2240', janela);
    }
    return 'seeded';
  } catch (error) {
    await dynamo().send(new DeleteCommand({ TableName: resources.tableName(), Key: marker }));
    throw error;
  }
}
