import {
  apiRoute,
  buildPath,
  consultaStatus,
  tipoDescricao,
  type ParceiroExame,
  type ParceiroExameRow,
} from '@ocupacional/shared';
import type { ConsultaExameItem } from '../../../data/entities/consulta-exame';
import type { ConsultaItem } from '../../../data/entities/consulta';
import { situacaoDoExame, type Realizacao } from '../../../domain/parceiro';
import { exameRef } from './exames-data';

/* What the partner's screens read of an exam and its consultation (shared/src/schemas/parceiro.ts). */

/** The link of an exam's stored result file (the session cookie or ?token= authenticates it). */
export function arquivoUrl(tenant: string, exame: Pick<ConsultaExameItem, 'idCon' | 'id'>): string {
  return buildPath(apiRoute('parceiroArquivo'), { tenant, id: exameRef(exame) });
}

/**
 * A row of the partner's list. The list reads no consultation (issue 17): the exam item carries the names, the CPF
 * and whether its consultation ended (consultaEncerrada, written with the cancellation). The exam screen passes the
 * consultation it reads, whose status then decides.
 */
export function parceiroExameRow(exame: ConsultaExameItem, consulta?: ConsultaItem): ParceiroExameRow {
  return {
    id: exameRef(exame),
    id_con: exame.idCon,
    exame: { id: exame.exameId, nome: exame.exameNome },
    data: exame.data,
    empresa: { id: exame.empresaId, nome: exame.empresaNome ?? consulta?.empresaNome ?? '' },
    funcionario: {
      id: exame.funcionarioId,
      nome: exame.funcionarioNome ?? consulta?.funcionarioNome ?? '',
      cpf: exame.funcionarioCpf ?? consulta?.funcionarioCpf ?? null,
    },
    credenciada: { nome: exame.credenciadaNome ?? consulta?.credenciadaNome ?? '' },
    situacao: situacaoDoExame(exame, consulta ? consulta.tipoStatus : exame.consultaEncerrada ? consultaStatus.cancelada : undefined),
    realizado_em: exame.realizadoEm ?? null,
    arquivo: exame.resultadoKey ? { nome: exame.resultadoNome ?? 'resultado', url: arquivoUrl(exame.tenant, exame) } : null,
  };
}

const tipo = (id: number) => ({ id, descricao: tipoDescricao(id) ?? String(id) });

/** One exam with its consultation and what the partner may do now. */
export function parceiroExameView(
  exame: ConsultaExameItem,
  consulta: ConsultaItem,
  decisao: Realizacao,
  today: string,
): ParceiroExame {
  return {
    ...parceiroExameRow(exame, consulta),
    consulta: {
      data_age: consulta.dataAge,
      tipo_aso: tipo(consulta.tipoAso),
      tipo_status: tipo(consulta.tipoStatus),
      funcao: consulta.funcaoNome,
    },
    obs: exame.resultadoObs ?? null,
    pode_realizar: decisao.acao !== 'recusar',
    motivo: decisao.acao === 'recusar' ? decisao.motivo : null,
    data_minima: consulta.dataAge.slice(0, 10),
    data_maxima: today,
  };
}
