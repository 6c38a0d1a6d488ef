import { applyMask, masks } from '@ocupacional/shared';
import type { Medico } from '@ocupacional/shared';

/** What the doctor form holds: the CPF masked as typed (000.000.000-00), the CRM digits, its UF, the flag 0/1. */
export interface MedicoFormValues {
  id?: string;
  versao?: number;
  nome: string;
  cpf: string;
  crm: string;
  crm_uf: string;
  ativo: 0 | 1;
}

/** The form's values for a doctor, or a new one's (active, no UF chosen). */
export function medicoFormValues(medico: Medico | undefined): MedicoFormValues {
  if (!medico) return { nome: '', cpf: '', crm: '', crm_uf: '', ativo: 1 };
  return {
    id: medico.id,
    versao: medico.versao,
    nome: medico.nome,
    cpf: medico.cpf ? applyMask(masks.cpf, medico.cpf) : '',
    crm: medico.crm,
    crm_uf: medico.crm_uf,
    ativo: medico.ativo,
  };
}
