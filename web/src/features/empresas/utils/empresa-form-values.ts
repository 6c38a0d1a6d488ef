import { applyMask, masks } from '@ocupacional/shared';
import type { EmpresaRegistro } from '@ocupacional/shared';
import { addressFormValues, type AddressFormValues } from '../../../lookups/utils/address-form-values';

/**
 * What the company form holds: documents and CEP masked as typed, the CNAE's digits, the state and city ids, the flag
 * 0/1, the PCMSO coordinator's doctor id and the environmental responsible's fields (ra_*, the órgão as text for
 * the select).
 */
export interface EmpresaFormValues extends AddressFormValues {
  id?: string;
  versao?: number;
  nome: string;
  nome_fantasia: string;
  cnpj: string;
  cnae: string;
  ie: string;
  site: string;
  resp: string;
  r_obs: string;
  r_nome: string;
  r_email: string;
  r_tel_com: string;
  ativo: 0 | 1;
  id_medico_coordenador: string;
  ra_id_profissional: string;
  ra_nome: string;
  ra_cpf: string;
  ra_ide_oc: string;
  ra_dsc_oc: string;
  ra_nr_oc: string;
  ra_uf_oc: string;
}

const masked = (mask: string, value: string | null) => (value ? applyMask(mask, value) : '');

/** The form's values for a company, or a new one's (active, nothing chosen). */
export function empresaFormValues(empresa: EmpresaRegistro | undefined): EmpresaFormValues {
  const ra = empresa?.responsavel_ambiental ?? null;
  return {
    ...(empresa ? { id: empresa.id, versao: empresa.versao } : {}),
    nome: empresa?.nome ?? '',
    nome_fantasia: empresa?.nome_fantasia ?? '',
    cnpj: masked(masks.cnpj, empresa?.cnpj ?? null),
    cnae: empresa?.cnae ?? '',
    ie: empresa?.ie ?? '',
    ...addressFormValues(empresa),
    site: empresa?.site ?? '',
    resp: empresa?.resp ?? '',
    r_obs: empresa?.r_obs ?? '',
    r_nome: empresa?.r_nome ?? '',
    r_email: empresa?.r_email ?? '',
    r_tel_com: empresa?.r_tel_com ?? '',
    ativo: empresa?.ativo ?? 1,
    id_medico_coordenador: empresa?.coordenador_pcmso?.id ?? '',
    ra_id_profissional: ra?.id_profissional ?? '',
    ra_nome: ra?.nome ?? '',
    ra_cpf: masked(masks.cpf, ra?.cpf ?? null),
    ra_ide_oc: ra ? String(ra.ide_oc) : '',
    ra_dsc_oc: ra?.dsc_oc ?? '',
    ra_nr_oc: ra?.nr_oc ?? '',
    ra_uf_oc: ra?.uf_oc ?? '',
  };
}
