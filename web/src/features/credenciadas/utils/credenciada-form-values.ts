import { applyMask, masks } from '@ocupacional/shared';
import type { CredenciadaCadastro } from '@ocupacional/shared';

/** What the clinic form holds: documents and phones masked as typed, ids as text, flags 0/1. */
export interface CredenciadaFormValues {
  id?: string;
  versao?: number;
  nome: string;
  nome_fantasia: string;
  cnpj: string;
  ie: string;
  cnae: string;
  cep: string;
  end: string;
  num: string;
  comp: string;
  bairro: string;
  id_estado: string;
  id_cidade: string;
  tel_com: string;
  tel_cel: string;
  email: string;
  site: string;
  resp: string;
  padrao: 0 | 1;
  id_medico: string;
  ativo: 0 | 1;
}

const empty: CredenciadaFormValues = {
  nome: '',
  nome_fantasia: '',
  cnpj: '',
  ie: '',
  cnae: '',
  cep: '',
  end: '',
  num: '',
  comp: '',
  bairro: '',
  id_estado: '',
  id_cidade: '',
  tel_com: '',
  tel_cel: '',
  email: '',
  site: '',
  resp: '',
  padrao: 0,
  id_medico: '',
  ativo: 1,
};

/** The form's values for a clinic, or a new one's (active, not the default: the user decides). */
export function credenciadaFormValues(clinic: CredenciadaCadastro | undefined): CredenciadaFormValues {
  if (!clinic) return { ...empty };
  return {
    id: clinic.id,
    versao: clinic.versao,
    nome: clinic.nome,
    nome_fantasia: clinic.nome_fantasia ?? '',
    cnpj: applyMask(masks.cnpj, clinic.cnpj),
    ie: clinic.ie ?? '',
    cnae: clinic.cnae ?? '',
    cep: clinic.cep ? applyMask(masks.cep, clinic.cep) : '',
    end: clinic.end ?? '',
    num: clinic.num ?? '',
    comp: clinic.comp ?? '',
    bairro: clinic.bairro ?? '',
    id_estado: clinic.id_estado ?? '',
    id_cidade: clinic.id_cidade ?? '',
    tel_com: clinic.tel_com ?? '',
    tel_cel: clinic.tel_cel ?? '',
    email: clinic.email ?? '',
    site: clinic.site ?? '',
    resp: clinic.resp ?? '',
    padrao: clinic.padrao,
    id_medico: clinic.id_medico ?? '',
    ativo: clinic.ativo,
  };
}
