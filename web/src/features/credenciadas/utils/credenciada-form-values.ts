import { applyMask, masks } from '@ocupacional/shared';
import type { CredenciadaCadastro } from '@ocupacional/shared';
import { addressFormValues, type AddressFormValues } from '../../../lookups/utils/address-form-values';

/** What the clinic form holds: documents and phones masked as typed, ids as text, flags 0/1. */
export interface CredenciadaFormValues extends AddressFormValues {
  id?: string;
  versao?: number;
  nome: string;
  nome_fantasia: string;
  cnpj: string;
  ie: string;
  cnae: string;
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
  ...addressFormValues(undefined),
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
    ...addressFormValues(clinic),
    site: clinic.site ?? '',
    resp: clinic.resp ?? '',
    padrao: clinic.padrao,
    id_medico: clinic.id_medico ?? '',
    ativo: clinic.ativo,
  };
}
