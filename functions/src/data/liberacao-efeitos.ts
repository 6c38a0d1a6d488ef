import { documentTypes, emailTypes, formatBrDate, mailServicos, parseEmailList, todayInSaoPaulo } from '@ocupacional/shared';
import { emailDeLiberacao, flagDoFuncionario } from '../domain/liberacao';
import { contaDoServico } from '../mail/accounts';
import { accountSender, queueMail } from '../mail/queue';
import { defaultSender, logger, type SessionContext } from '../platform';
import { recordAsoLinks } from './aso-consultas';
import type { ConsultaItem } from './entities/consulta';
import { emailAsos } from './entities/email-envio';
import { empresaEmails } from './entities/empresa-email';
import { esocialConfigs } from './entities/esocial-config';
import { funcionarioKeyParts, funcionarios, situacaoOf } from './entities/funcionario';
import { derivedId } from './entities/keys';
import { empresaDesativadaEm } from './esocial/empresas-desativadas';
import { gerarEventoDaConsulta, temS2240 } from './esocial/eventos';

/*
 * What follows a release (not a cancellation), after the transaction: the employee's ASO-type flag, the release
 * e-mail to the company's ASO contacts (type 197) through the mail queue, the eSocial events of the consultation,
 * and the ASO link. Each is idempotent (ids derived from the consultation) and none fails the release: a failure
 * is logged, and the daily check still creates the S-2220 of any released ASO it finds without one.
 */

/** What the side effects did, for the log and the tests. */
export interface EfeitosDaLiberacao {
  flag: 'adm' | 'aposAdm' | 'dem' | null;
  emails: number;
  eventos: string[];
  erros: string[];
}

function isConditionalFailure(error: unknown): boolean {
  return (error as Error).message?.includes('conditional request failed') ?? false;
}

/** (a) A released 47 sets the employee's adm, 48 apos_adm, 51 dem (spec 1 §3, §5). */
async function marcarFuncionario(consulta: ConsultaItem): Promise<EfeitosDaLiberacao['flag']> {
  const flag = flagDoFuncionario(consulta.tipoAso);
  if (!flag) return null;
  const key = { tenant: consulta.tenant, id: consulta.funcionarioId };
  if (flag !== 'dem') {
    await funcionarios().patch(key).set({ [flag]: true }).go();
    return flag;
  }
  // DEMITIDO is a key part of the employee list's status index (issue 17): the patch passes the others as read.
  const { data: funcionario } = await funcionarios().get(key).go();
  if (!funcionario) throw new Error(`employee ${consulta.funcionarioId} not found`);
  await funcionarios()
    .patch(key)
    .set({ dem: true, situacao: situacaoOf({ ...funcionario, dem: true }) })
    .composite(funcionarioKeyParts(funcionario))
    .go();
  return flag;
}

/** (b) The release e-mail to each active ASO contact (197) of the company, logged in the ASO e-mail history. */
async function enviarEmail(session: SessionContext, consulta: ConsultaItem): Promise<number> {
  const { tenant } = consulta;
  const { data } = await empresaEmails().query.byEmpresa({ tenant, empresaId: consulta.empresaId }).go({ pages: 'all' });
  const destinatarios = [
    ...new Set(
      data
        .filter((item) => !item.deletedAt && item.ativo !== false && item.tipo === emailTypes.aso)
        .flatMap((item) => parseEmailList(item.email)),
    ),
  ];
  if (destinatarios.length === 0) return 0;
  const conta = await contaDoServico(tenant, mailServicos.aso);
  const liberadaEm = new Date(consulta.liberadaEm ?? Date.now());
  const { subject, text } = emailDeLiberacao({
    idCon: consulta.idCon,
    funcionarioNome: consulta.funcionarioNome,
    empresaNome: consulta.empresaNome,
    credenciadaNome: consulta.credenciadaNome,
    tipoAso: consulta.tipoAso,
    aptidao: consulta.aptidao ?? 1,
    data: formatBrDate(liberadaEm),
    remetente: session.cliente.nome,
  });
  const envioIds: string[] = [];
  for (const to of destinatarios) {
    // Named by the consultation and the address: a retried release side effect queues nothing twice.
    const id = derivedId(liberadaEm, `liberacao#${consulta.idCon}#${to}`);
    try {
      await queueMail({ tenant, id, point: 'aso', pointId: consulta.empresaId, ...(conta ? { conta } : {}), to, subject, text, usuarioId: session.usuario.id });
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
    }
    envioIds.push(id);
  }
  try {
    await emailAsos()
      .create({
        tenant,
        id: derivedId(liberadaEm, `liberacao#${consulta.idCon}#email`),
        idCon: consulta.idCon,
        empresaId: consulta.empresaId,
        empresaNome: consulta.empresaNome,
        usuarioId: session.usuario.id,
        usuarioNome: session.usuario.nome,
        remetente: conta ? accountSender(conta) : defaultSender(),
        destinatario: destinatarios.join(';'),
        obs: subject,
        tipoDocumento: [documentTypes.aso],
        envioIds,
        createdAt: liberadaEm.toISOString(),
      })
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
  return destinatarios.length;
}

/**
 * (c) The consultation's S-2220 (and the S-2240 of an admission or function change) now, when the tenant's eSocial
 * configuration is active and lists the company, and the company is not disabled for eSocial today.
 */
async function gerarEventos(session: SessionContext, consulta: ConsultaItem): Promise<string[]> {
  const { tenant } = consulta;
  const { data: config } = await esocialConfigs().get({ tenant }).go();
  if (!config?.ativo || !(config.empresaIds ?? []).includes(consulta.empresaId)) return [];
  if (await empresaDesativadaEm(tenant, consulta.empresaId, todayInSaoPaulo())) return [];
  const layouts: ('S-2220' | 'S-2240')[] = ['S-2220', ...(temS2240(consulta.tipoAso) ? (['S-2240'] as const) : [])];
  const ids: string[] = [];
  for (const layout of layouts) {
    const gerado = await gerarEventoDaConsulta(tenant, consulta, layout, { usuarioId: session.usuario.id });
    ids.push(gerado.id);
  }
  return ids;
}

/**
 * Runs the side effects of a release in order, each on its own: one failing is logged and the others still run.
 *
 * @example await efeitosDaLiberacao(session, consultaLiberada);
 */
export async function efeitosDaLiberacao(session: SessionContext, consulta: ConsultaItem): Promise<EfeitosDaLiberacao> {
  const efeitos: EfeitosDaLiberacao = { flag: null, emails: 0, eventos: [], erros: [] };
  const passo = async (nome: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      efeitos.erros.push(nome);
      logger.error('release side effect failed', { efeito: nome, tenant: consulta.tenant, idCon: consulta.idCon, error: error as Error });
    }
  };
  await passo('funcionario', async () => {
    efeitos.flag = await marcarFuncionario(consulta);
  });
  await passo('asoLink', async () => {
    await recordAsoLinks(consulta.tenant, [consulta.idCon]);
  });
  await passo('email', async () => {
    efeitos.emails = await enviarEmail(session, consulta);
  });
  await passo('esocial', async () => {
    efeitos.eventos = await gerarEventos(session, consulta);
  });
  return efeitos;
}
