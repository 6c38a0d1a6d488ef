import { outdatedPcmsoMessage, todayInSaoPaulo, type ConsultaGerada } from '@ocupacional/shared';
import { currentRevision } from '../../../data/company-reads';
import { gerarConsultaDefinitiva } from '../../../data/consulta-definitiva';
import { credenciadas } from '../../../data/entities/credenciada';
import { decisaoGerar } from '../../../domain/back-office';
import { HttpError, respond, type RouteHandler } from '../../../platform';
import { examFront } from './consultas';
import { backOfficeScope, tenantConsultation } from './scope';

/*
 * GET empresa/consulta/externa/{id}/gerar (spec 1 §4, §7; permission 559 on the route): the back office starts the
 * attendance of a default provider's scheduled consultation. An existing number answers it (the button then
 * opens that consultation); an outdated PCMSO is refused with the spec's message (the screen opens the
 * change-revision modal); otherwise the definitive consultation is generated (status 55) in one transaction.
 */

export const gerarConsultaBackOffice: RouteHandler = async (event, context) => {
  const scope = backOfficeScope(context);
  const item = await tenantConsultation(scope.tenant, event.pathParameters?.id);
  const [clinic, revision] = await Promise.all([
    credenciadas().get({ tenant: scope.tenant, id: item.credenciadaId }).go(),
    item.idCon ? undefined : currentRevision(scope.tenant, examFront(item)),
  ]);
  const decisao = decisaoGerar(
    {
      tipoStatus: item.tipoStatus,
      idCon: item.idCon ?? null,
      deletedAt: item.deletedAt ?? null,
      credenciadaPadrao: clinic.data?.padrao ?? false,
      dataAge: item.dataAge,
      pcmsoRevisaoId: item.pcmsoRevisaoId ?? null,
      revisao: item.revisao ?? null,
    },
    revision,
    todayInSaoPaulo(),
    outdatedPcmsoMessage,
  );
  if (decisao.acao === 'existente') return respond(200, 'OK', { id_con: decisao.idCon } satisfies ConsultaGerada);
  if (decisao.acao === 'recusar') throw new HttpError(400, decisao.motivo, { fields: { id: [decisao.motivo] } });
  const { idCon } = await gerarConsultaDefinitiva(item, { usuarioId: scope.usuarioId, usuarioNome: scope.usuarioNome });
  return respond(200, 'OK', { id_con: idCon } satisfies ConsultaGerada);
};
