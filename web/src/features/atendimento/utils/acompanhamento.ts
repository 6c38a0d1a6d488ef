import { consultaStatus, tipoDescricao } from '@ocupacional/shared';

/*
 * The clinic's 'Acompanhamento' tab (spec 1 §2): the consultation's status history. The company's tracking route
 * (consulta/externa/acompanhamento/{id}) is the company's only, and the clinic's contract (docs/api/atendimento.md)
 * carries the milestones in the consultation itself (schedule, attendance start) and the release and cancellation
 * in the release history; the tab lines them up, oldest first.
 */

export interface AcompanhamentoEntry {
  readonly data: string;
  readonly status: { readonly id: number; readonly descricao: string };
  readonly obs: string | null;
  readonly usuario: string | null;
}

function status(id: number): { id: number; descricao: string } {
  return { id, descricao: tipoDescricao(id) ?? String(id) };
}

/**
 * The status history of a consultation: scheduled (54, at the schedule date), attendance started (55, at dt_cad),
 * then each release or cancellation with its status, note and user; oldest first.
 *
 * @example acompanhamentoOf({ data_age: '2026-03-01', dt_cad: '2026-03-01T12:00:00Z' }, []).map((e) => e.status.id) // [54, 55]
 */
export function acompanhamentoOf(
  consulta: { readonly data_age: string; readonly dt_cad: string },
  liberacoes: readonly {
    readonly created_at: string;
    readonly tipo_status: { readonly id: number; readonly descricao: string };
    readonly obs: string | null;
    readonly usuario: { readonly nome: string };
  }[],
): AcompanhamentoEntry[] {
  const entries: AcompanhamentoEntry[] = [
    { data: consulta.data_age, status: status(consultaStatus.agendada), obs: null, usuario: null },
    { data: consulta.dt_cad, status: status(consultaStatus.emAtendimento), obs: 'Atendimento iniciado', usuario: null },
    ...liberacoes.map((row) => ({ data: row.created_at, status: row.tipo_status, obs: row.obs, usuario: row.usuario.nome })),
  ];
  return entries.sort((a, b) => a.data.localeCompare(b.data));
}
