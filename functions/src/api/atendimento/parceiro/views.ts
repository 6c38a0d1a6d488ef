import {
  apiRoute,
  buildPath,
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
 * Whether a row of the list needs its consultation: for the status of an exam not done yet (a cancelled
 * consultation's shows 'cancelada'), or for a name or the CPF an older exam did not copy. A done exam with its
 * copies reads as it is (issue 17: the list reads a consultation only for the rows that need one).
 */
export function rowNeedsConsulta(exame: ConsultaExameItem): boolean {
  return (
    !exame.realizadoEm ||
    exame.empresaNome === undefined ||
    exame.funcionarioNome === undefined ||
    exame.funcionarioCpf === undefined ||
    exame.credenciadaNome === undefined
  );
}

/** A row of the partner's list; the consultation (when read) gives the status and the CPF of older items. */
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
    situacao: situacaoDoExame(exame, consulta?.tipoStatus),
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
