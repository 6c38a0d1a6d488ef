import {
  aptidao as aptidaoValues,
  asoNotReleasedMessage,
  consultaStatus,
  isoDateInSaoPaulo,
  tipoDescricao,
  todayInSaoPaulo,
  type AsoType,
} from '@ocupacional/shared';
import { consultaOf, consultationOfAsoHash } from '../../data/aso-consultas';
import { consultaExames } from '../../data/entities/consulta-exame';
import type { ConsultaItem } from '../../data/entities/consulta';
import { credenciadas } from '../../data/entities/credenciada';
import { empresas } from '../../data/entities/empresa';
import { funcionarios } from '../../data/entities/funcionario';
import { ghes } from '../../data/entities/ghe';
import { pcmsoRevisoes } from '../../data/entities/pcmso-revisao';
import { renderAsoPdf, type AsoDocumentInput } from '../../pdf/aso';
import { formatConsultationCode } from '../../pdf/consultation-code';
import { aptidaoLabel, tipoAsoLabel, treinamentoLabel } from '../../pdf/labels';
import { HttpError, notFoundMessage, sessionOf, type RouteHandler } from '../../platform';
import { isPrintable, pdfResponse } from './views';

/*
 * GET consulta/aso/{hash} (spec 2 §7 "A signed or plain ASO is opened in a new tab at consulta/aso/{md5 of the
 * consultation id} with a token query"): the ASO PDF of a released consultation (spec 1 §2: printable in 66 or 67),
 * each page with its QR code and printed consultation code (pdf/aso.ts), so a signed, scanned copy comes back
 * through the upload identified. A company user prints its own company's ASOs, a clinic its own; the back office
 * any of the tenant's.
 */

export const missingDoctorMessage =
  'O ASO não pode ser gerado: a consulta não tem o médico examinador registrado na liberação.';
export const missingCoordinatorMessage =
  'O ASO não pode ser gerado: a revisão do PCMSO da consulta não tem o médico coordenador registrado.';

function line(...parts: (string | undefined)[]): string {
  return parts.filter((part) => part && part.trim() !== '').join(', ');
}

/** The aptitude the release recorded; a release without it is read from its status (66 apt, 67 with restrictions). */
function aptidaoOf(consulta: ConsultaItem): number {
  if (consulta.aptidao !== undefined) return consulta.aptidao;
  return consulta.tipoStatus === consultaStatus.liberadaAptoComRestricoes ? aptidaoValues.aptoComRestricoes : aptidaoValues.apto;
}

/** The ASO's view model from the consultation's records. */
async function asoDocument(tenant: string, consulta: ConsultaItem): Promise<AsoDocumentInput> {
  const [{ data: empresa }, { data: funcionario }, { data: clinica }, { data: exames }, ghe, revisao] = await Promise.all([
    empresas().get({ tenant, id: consulta.empresaId }).go(),
    funcionarios().get({ tenant, id: consulta.funcionarioId }).go(),
    credenciadas().get({ tenant, id: consulta.credenciadaId }).go(),
    consultaExames().query.byConsulta({ tenant, idCon: consulta.idCon }).go({ pages: 'all' }),
    consulta.gheId ? ghes().get({ tenant, id: consulta.gheId }).go() : Promise.resolve({ data: null }),
    consulta.pcmsoRevisaoId ? pcmsoRevisoes().get({ tenant, id: consulta.pcmsoRevisaoId }).go() : Promise.resolve({ data: null }),
  ]);
  if (!empresa || !funcionario || !clinica) throw new HttpError(404, notFoundMessage);
  if (!consulta.medicoNome || !consulta.medicoCrm || !consulta.medicoCrmUf) throw new HttpError(400, missingDoctorMessage);
  const coordenador = revisao.data;
  if (!coordenador?.responsavelNome || !coordenador.responsavelCrm || !coordenador.responsavelCrmUf) {
    throw new HttpError(400, missingCoordinatorMessage);
  }
  const riscos = (ghe.data?.riscos ?? []) as readonly { categoria: number; descricao: string }[];
  return {
    codigo: formatConsultationCode({ kind: 'consulta', tenant, idCon: consulta.idCon }),
    emissao: (consulta.liberadaEm ? isoDateInSaoPaulo(consulta.liberadaEm) : null) ?? todayInSaoPaulo(),
    clinica: {
      nome: clinica.nome,
      endereco: line(line(clinica.end, clinica.num), clinica.bairro, `${clinica.cidade}/${clinica.uf}`),
      ...(clinica.telCom || clinica.telCel ? { telefone: clinica.telCom ?? clinica.telCel } : {}),
    },
    empresa: { nome: empresa.nome, cnpj: empresa.cnpj },
    funcionario: {
      nome: funcionario.nome,
      cpf: funcionario.cpf,
      dt_nas: funcionario.dtNas,
      ...(funcionario.rg ? { rg: funcionario.rg } : {}),
      ...(funcionario.mat ? { matricula: funcionario.mat } : {}),
    },
    funcao: consulta.funcaoNome,
    fdt: consulta.fdtDescricao,
    ghe: consulta.gheCodigo ? `${consulta.gheCodigo} - ${consulta.gheDescricao ?? ''}` : (consulta.gheDescricao ?? '-'),
    tipo_aso: tipoAsoLabel(consulta.tipoAso as AsoType),
    riscos: riscos.map((risco) => ({ grupo: tipoDescricao(risco.categoria) ?? String(risco.categoria), descricao: risco.descricao })),
    exames: exames
      .filter((exame) => exame.idConDem === undefined)
      .map((exame) => ({ nome: exame.exameNome, data: exame.data })),
    aptidao: aptidaoLabel(aptidaoOf(consulta)),
    te_alt: treinamentoLabel(consulta.teAlt),
    te_esp: treinamentoLabel(consulta.teEsp),
    te_ele: treinamentoLabel(consulta.teEle),
    te_ali: treinamentoLabel(consulta.teAli),
    medico: { nome: consulta.medicoNome, crm: consulta.medicoCrm, uf: consulta.medicoCrmUf },
    coordenador: { nome: coordenador.responsavelNome, crm: coordenador.responsavelCrm, uf: coordenador.responsavelCrmUf },
    ...(consulta.obs ? { obs: consulta.obs.slice(0, 1000) } : {}),
  };
}

export const getAsoPdf: RouteHandler = async (event, context) => {
  const session = sessionOf(context);
  const { tenant } = session;
  const idCon = await consultationOfAsoHash(tenant, (event.pathParameters?.hash ?? '').toLowerCase());
  const consulta = idCon === undefined ? undefined : await consultaOf(tenant, idCon);
  const pointId = session.usuario.pointId;
  const visible =
    consulta &&
    (session.pointType === 'web' ||
      (session.pointType === 'empresa' && consulta.empresaId === pointId) ||
      (session.pointType === 'credenciada' && consulta.credenciadaId === pointId));
  if (!consulta || !visible) throw new HttpError(404, notFoundMessage);
  if (!isPrintable(consulta.tipoStatus)) throw new HttpError(400, asoNotReleasedMessage);
  const pdf = await renderAsoPdf(await asoDocument(tenant, consulta));
  return pdfResponse(pdf, `aso-consulta-${consulta.idCon}.pdf`);
};
