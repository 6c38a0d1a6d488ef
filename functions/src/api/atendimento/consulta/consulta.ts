import {
  asoTypeLabels,
  isAsoPrintable,
  type AsoType,
  type ConsultaExame,
  type ConsultaView,
  type PcmsoExame,
} from '@ocupacional/shared';
import { recordAsoLinks } from '../../../data/aso-consultas';
import { clinicsById, currentRevision, gheRules, partnersById } from '../../../data/company-reads';
import { consultaExames } from '../../../data/entities/consulta-exame';
import type { ConsultaItem } from '../../../data/entities/consulta';
import { femos } from '../../../data/entities/femo';
import { pcmsoExameView } from '../../../domain/pcmso';
import { respond, type RouteHandler } from '../../../platform';
import { statusView } from '../../consulta/views';
import { asoUrl, consultaDoLeitor, femoPdfUrl, idConParam, leitorOf, type Leitor } from './access';
import { consultaAcoes, consultaAlerta } from './rules';

/*
 * The definitive consultation as its page shows it (GET consulta/{id_con} for the clinic, GET
 * empresa/consulta/{idcon} for the company and the back office; docs/api/atendimento.md) and its exams (GET
 * consulta/exame/{id_con}, empresa/consulta/exame/{idcon}). One handler per call serves every area, scoped by
 * the session (access.ts).
 */

/** 'Exames Vinculados no PCMSO' of the consultation's GHE: the revision it was made on, else the front's current. */
async function pcmsoOf(consulta: ConsultaItem): Promise<PcmsoExame[]> {
  if (!consulta.gheId) return [];
  const revisaoId = consulta.pcmsoRevisaoId ?? (await currentRevision(consulta.tenant, consulta.fdtId))?.id;
  if (!revisaoId) return [];
  const rules = await gheRules(consulta.tenant, revisaoId, consulta.gheId);
  return rules.map(pcmsoExameView).sort((a, b) => a.exame.nome.localeCompare(b.exame.nome, 'pt-BR'));
}

/** The consultation's page: its data, what it allows, its documents and the PCMSO of its GHE. */
export async function consultaViewOf(leitor: Leitor, consulta: ConsultaItem): Promise<ConsultaView> {
  const { tenant, idCon } = consulta;
  const [clinics, pcmso, femo] = await Promise.all([
    clinicsById(tenant, [consulta.credenciadaId]),
    pcmsoOf(consulta),
    femos().get({ tenant, idCon }).go(),
  ]);
  const clinic = clinics.get(consulta.credenciadaId);
  const asoPrintable = isAsoPrintable(consulta.tipoStatus);
  // The md5 links (ASO and FEMO) resolve through the recorded hash (data/aso-consultas.ts).
  if (asoPrintable || femo.data) await recordAsoLinks(tenant, [idCon]);
  return {
    id_con: idCon,
    id_consulta_externa: consulta.consultaExternaId ?? '',
    data_age: consulta.dataAge,
    dt_cad: consulta.dtCad,
    empresa: { id: consulta.empresaId, nome: consulta.empresaNome },
    funcionario: { id: consulta.funcionarioId, nome: consulta.funcionarioNome, cpf: consulta.funcionarioCpf },
    funcao: { id: consulta.funcaoId, nome: consulta.funcaoNome },
    fdt: { id: consulta.fdtId, descricao: consulta.fdtDescricao, pcmso: null },
    ghe: consulta.gheId ? { id: consulta.gheId, ghe: consulta.gheCodigo ?? '', descricao: consulta.gheDescricao ?? '' } : null,
    tipo_aso: { id: consulta.tipoAso, descricao: asoTypeLabels[consulta.tipoAso as AsoType] ?? String(consulta.tipoAso) },
    tipo_status: statusView(consulta.tipoStatus),
    credenciada: {
      id: consulta.credenciadaId,
      nome: consulta.credenciadaNome,
      telefone: clinic?.telCom ?? clinic?.telCel ?? null,
    },
    obs: consulta.obs ?? null,
    aptidao: consulta.aptidao ?? null,
    te_alt: consulta.teAlt ?? null,
    te_esp: consulta.teEsp ?? null,
    te_ele: consulta.teEle ?? null,
    te_ali: consulta.teAli ?? null,
    liberada_em: consulta.liberadaEm ?? null,
    cancelada_em: consulta.canceladaEm ?? null,
    revisao: consulta.revisao ?? null,
    valor: consulta.valor ?? 0,
    acoes: consultaAcoes(consulta.tipoStatus, Boolean(consulta.deletedAt)),
    aso: asoPrintable ? asoUrl(leitor, idCon) : null,
    femo_pdf: femo.data ? femoPdfUrl(leitor, idCon) : null,
    pcmso,
    alerta: consultaAlerta(consulta.tipoStatus, consulta.liberadaEm),
  };
}

/** GET consulta/{id_con}, GET empresa/consulta/{idcon}: the reader's consultation, or 404. */
export const getConsulta: RouteHandler = async (event, context) => {
  const leitor = leitorOf(context);
  const consulta = await consultaDoLeitor(leitor, idConParam(event.pathParameters));
  return respond(200, 'OK', await consultaViewOf(leitor, consulta));
};

/** The exams of a definitive consultation, with the partners' names, by exam name. */
export async function examesOf(consulta: ConsultaItem): Promise<ConsultaExame[]> {
  const { data } = await consultaExames()
    .query.byConsulta({ tenant: consulta.tenant, idCon: consulta.idCon })
    .go({ pages: 'all' });
  const partners = await partnersById(
    consulta.tenant,
    data.flatMap((exame) => (exame.parceiroId ? [exame.parceiroId] : [])),
  );
  return data
    .map((exame) => ({
      id: exame.id,
      exame: { id: exame.exameId, nome: exame.exameNome },
      parceiro: exame.parceiroId ? { id: exame.parceiroId, nome: partners.get(exame.parceiroId)?.nome ?? '' } : null,
      data: exame.data ?? null,
      valor: exame.valor ?? 0,
      id_con_rea: exame.idConRea ?? null,
      id_con_dem: exame.idConDem ?? null,
      alterado: exame.alterado ?? false,
      realizado_em: exame.realizadoEm ?? null,
    }))
    .sort((a, b) => a.exame.nome.localeCompare(b.exame.nome, 'pt-BR'));
}

/** GET consulta/exame/{id_con}, GET empresa/consulta/exame/{idcon}: the reader's consultation's exams. */
export const listConsultaExames: RouteHandler = async (event, context) => {
  const leitor = leitorOf(context);
  const consulta = await consultaDoLeitor(leitor, idConParam(event.pathParameters));
  return respond(200, 'OK', await examesOf(consulta));
};
