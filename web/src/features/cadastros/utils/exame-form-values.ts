import type { Exame } from '@ocupacional/shared';

/** What the exam form holds: the record's fields, the flags 0/1 as the kit's switches hold them. */
export interface ExameFormValues {
  id?: string;
  versao?: number;
  nome: string;
  codigo_esocial: string;
  clinico: 0 | 1;
  ativo: 0 | 1;
}

/** The form's values for an exam, or a new one's (active, not clinical). */
export function exameFormValues(exame: Exame | undefined): ExameFormValues {
  if (!exame) return { nome: '', codigo_esocial: '', clinico: 0, ativo: 1 };
  return {
    id: exame.id,
    versao: exame.versao,
    nome: exame.nome,
    codigo_esocial: exame.codigo_esocial ?? '',
    clinico: exame.clinico,
    ativo: exame.ativo,
  };
}
