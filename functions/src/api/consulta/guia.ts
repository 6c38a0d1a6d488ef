import { asoTypeLabels, consultaStatus, type AsoType } from '@ocupacional/shared';
import { clinicsById, employeeOf } from '../../data/company-reads';
import { empresas } from '../../data/entities/empresa';
import { consultasExternas } from '../../data/entities/consulta-externa';
import { formatConsultationCode } from '../../pdf/consultation-code';
import { renderGuidePdf } from '../../pdf/guide';
import { HttpError, companyScope, notFoundMessage, type RouteHandler } from '../../platform';
import { ownedBy } from './views';

/*
 * GET consulta/externa/guia/{hash} (spec 1 §2 "Guide/ASO modal", §7): the referral guide PDF of a scheduled
 * consultation, opened in a new tab (the session token may come as ?token=, the route says so). {hash} is the
 * consultation's id: the route is authenticated and scoped to the company, so the id needs no disguise.
 */

export const guideNotPrintableMessage = 'A guia de encaminhamento só pode ser impressa com a consulta agendada.';

function line(...parts: (string | undefined)[]): string {
  return parts.filter((part) => part && part.trim() !== '').join(', ');
}

export const getGuia: RouteHandler = async (event, context) => {
  const { tenant, empresaId } = companyScope(context);
  const { data: item } = await consultasExternas().get({ tenant, id: event.pathParameters?.hash ?? '' }).go();
  if (!ownedBy(item, empresaId) || item.deletedAt) throw new HttpError(404, notFoundMessage);
  // Printing only while scheduled (spec 1 §2, §4).
  if (item.tipoStatus !== consultaStatus.agendada) throw new HttpError(400, guideNotPrintableMessage);
  const [funcionario, { data: empresa }, clinics] = await Promise.all([
    employeeOf(tenant, empresaId, item.funcionarioId),
    empresas().get({ tenant, id: empresaId }).go(),
    clinicsById(tenant, [item.credenciadaId]),
  ]);
  const clinic = clinics.get(item.credenciadaId);
  if (!funcionario || !empresa || !clinic) throw new HttpError(404, notFoundMessage);
  // The guide lists what is done at the clinic: reused and demonstrative exams are not.
  const toDo = (item.exames ?? []).filter((exame) => exame.idConRea === undefined && exame.idConDem === undefined);
  const exams = (toDo.length > 0 ? toDo : (item.exames ?? [])).map((exame) => ({ nome: exame.exameNome }));
  const codigo =
    item.idCon !== undefined
      ? formatConsultationCode({ kind: 'consulta', tenant, idCon: item.idCon })
      : formatConsultationCode({ kind: 'externa', tenant, id: item.id });
  const pdf = await renderGuidePdf({
    codigo,
    empresa: { nome: empresa.nome, cnpj: empresa.cnpj },
    funcionario: {
      nome: funcionario.nome,
      cpf: funcionario.cpf,
      dt_nas: funcionario.dtNas,
      ...(funcionario.rg ? { rg: funcionario.rg } : {}),
      ...(funcionario.mat ? { matricula: funcionario.mat } : {}),
    },
    funcao: item.funcaoNome,
    fdt: item.fdtDescricao,
    ghe: item.gheCodigo ? `${item.gheCodigo} - ${item.gheDescricao ?? ''}` : (item.gheDescricao ?? '-'),
    tipo_aso: asoTypeLabels[item.tipoAso as AsoType] ?? String(item.tipoAso),
    clinica: {
      nome: clinic.nome,
      endereco: line(line(clinic.end, clinic.num), clinic.bairro, `${clinic.cidade}/${clinic.uf}`),
      ...(clinic.telCom || clinic.telCel ? { telefone: clinic.telCom ?? clinic.telCel } : {}),
    },
    data_age: item.dataAge,
    exames: exams,
    ...(item.obs ? { obs: item.obs } : {}),
  });
  return {
    statusCode: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="guia-encaminhamento-${item.id}.pdf"`,
      'cache-control': 'no-store',
    },
    body: Buffer.from(pdf).toString('base64'),
    isBase64Encoded: true,
  };
};
