import { applyMask, masks } from '@ocupacional/shared';
import type { FuncaoCadastro } from '@ocupacional/shared';

/** What the function form holds: the CBO masked as typed (9999-99), the flag 0/1. */
export interface FuncaoFormValues {
  id?: string;
  versao?: number;
  nome: string;
  cbo: string;
  descricao: string;
  ativo: 0 | 1;
}

/** The form's values for a function, or a new one's (active). */
export function funcaoFormValues(funcao: FuncaoCadastro | undefined): FuncaoFormValues {
  if (!funcao) return { nome: '', cbo: '', descricao: '', ativo: 1 };
  return {
    id: funcao.id,
    versao: funcao.versao,
    nome: funcao.nome,
    cbo: funcao.cbo ? applyMask(masks.cbo, funcao.cbo) : '',
    descricao: funcao.descricao ?? '',
    ativo: funcao.ativo,
  };
}
