import type { ConclusaoTecnica, Epi } from '@ocupacional/shared';

/** What the technical conclusion modal holds. */
export interface ConclusaoTecnicaFormValues {
  id?: string;
  versao?: number;
  nome: string;
  descricao: string;
  ativo: 0 | 1;
}

/** The modal's values for a conclusion, or a new one's (active). */
export function conclusaoTecnicaFormValues(row: ConclusaoTecnica | null | undefined): ConclusaoTecnicaFormValues {
  if (!row) return { nome: '', descricao: '', ativo: 1 };
  return { id: row.id, versao: row.versao, nome: row.nome, descricao: row.descricao ?? '', ativo: row.ativo };
}

/** What the EPI modal holds: the CA digits as typed, the NR-6 category letter ('' none). */
export interface EpiFormValues {
  id?: string;
  versao?: number;
  nome: string;
  ca: string;
  categoria: string;
  ativo: 0 | 1;
}

/** The modal's values for an EPI, or a new one's (active, no category). */
export function epiFormValues(row: Epi | null | undefined): EpiFormValues {
  if (!row) return { nome: '', ca: '', categoria: '', ativo: 1 };
  return { id: row.id, versao: row.versao, nome: row.nome, ca: row.ca, categoria: row.categoria ?? '', ativo: row.ativo };
}
