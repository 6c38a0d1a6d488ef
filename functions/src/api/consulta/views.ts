import {
  apiRoute,
  asoTypeLabels,
  buildPath,
  isAsoPrintable,
  rowActions,
  rowColour,
  tipoDescricao,
  typeLists,
  type AsoType,
  type ConsultaExternaExame,
  type ConsultaExternaRow,
} from '@ocupacional/shared';
import { recordAsoLinks } from '../../data/aso-consultas';
import type { ConsultaExternaItem } from '../../data/entities/consulta-externa';

/*
 * External consultations as the company portal reads them (shared/src/schemas/consulta-externa.ts): the stored
 * item with the spec's field names, labels for its codes, and the row's colour and actions for today.
 */

const statusList = typeLists[53] ?? [];

/** The status as a row shows it, with its blocked flag (spec 1 §4). */
export function statusView(id: number): ConsultaExternaRow['tipo_status'] {
  const found = statusList.find((item) => item.id === id);
  return { id, descricao: found?.descricao ?? tipoDescricao(id) ?? String(id), bloqueado: found?.bloqueado ?? 1 };
}

/** The generated ASO's link of a row (docs/api/aso-upload.md): set when printable, from {@link asoLinksOf}. */
export type AsoLink = ConsultaExternaRow['aso'];

/**
 * The generated ASO's links of the items that print one (generated, not deleted, status 66 or 67), by item id:
 * consulta/aso/{md5 of the consultation number} of the company area, recorded so the ASO route finds it.
 */
export async function asoLinksOf(tenant: string, items: readonly ConsultaExternaItem[]): Promise<Map<string, NonNullable<AsoLink>>> {
  const printable = items.filter((item) => item.idCon !== undefined && !item.deletedAt && isAsoPrintable(item.tipoStatus));
  const hashes = await recordAsoLinks(
    tenant,
    printable.map((item) => item.idCon as number),
  );
  return new Map(
    printable.map((item) => {
      const hash = hashes.get(item.idCon as number) as string;
      return [item.id, { hash, url: buildPath(apiRoute('asoPdf'), { tenant, hash }) }];
    }),
  );
}

/** A row of the list (and the head of the detail); `aso` its generated ASO's link when printable. */
export function rowView(item: ConsultaExternaItem, today: string, aso: AsoLink = null): ConsultaExternaRow {
  const state = { data_age: item.dataAge, id_con: item.idCon ?? null, deleted_at: item.deletedAt ?? null, tipo_status: { id: item.tipoStatus } };
  return {
    id: item.id,
    id_con: item.idCon ?? null,
    data_age: item.dataAge,
    funcionario: { id: item.funcionarioId, nome: item.funcionarioNome, cpf: item.funcionarioCpf },
    funcao: { id: item.funcaoId, nome: item.funcaoNome },
    fdt: { id: item.fdtId, descricao: item.fdtDescricao, pcmso: item.fdtPcmso ?? null },
    ghe: item.gheId ? { id: item.gheId, ghe: item.gheCodigo ?? '', descricao: item.gheDescricao ?? '' } : null,
    tipo_aso: { id: item.tipoAso, descricao: asoTypeLabels[item.tipoAso as AsoType] ?? String(item.tipoAso) },
    periodicidade: item.periodicidade ?? -1,
    tipo_status: statusView(item.tipoStatus),
    credenciada: { id: item.credenciadaId, nome: item.credenciadaNome, padrao: item.credenciadaPadrao ?? false },
    empresa: { id: item.empresaId, nome: item.empresaNome },
    obs: item.obs ?? null,
    info: item.info ?? null,
    revisao: item.revisao ?? null,
    id_tabela_preco: item.tabelaPrecoId ?? null,
    pcd: item.pcd ? 1 : 0,
    created_at: item.createdAt,
    deleted_at: item.deletedAt ?? null,
    cor: rowColour(state, today),
    ...rowActions(state),
    aso,
  };
}

/** The exams of a consultation, with the partners' names. */
export function examViews(item: ConsultaExternaItem, partnerNames: ReadonlyMap<string, string>): ConsultaExternaExame[] {
  return (item.exames ?? []).map((exame) => ({
    id_exa: exame.exameId,
    nome: exame.exameNome,
    parceiro: exame.parceiroId ? { id: exame.parceiroId, nome: partnerNames.get(exame.parceiroId) ?? '' } : null,
    valor: exame.valor ?? 0,
    id_con_rea: exame.idConRea ?? null,
    id_con_dem: exame.idConDem ?? null,
    dt_exame: exame.dataExame ?? null,
  }));
}

/** Whether an item is the company's (a consultation of another company or tenant reads as absent). */
export function ownedBy(item: ConsultaExternaItem | null | undefined, empresaId: string): item is ConsultaExternaItem {
  return Boolean(item && item.empresaId === empresaId);
}
