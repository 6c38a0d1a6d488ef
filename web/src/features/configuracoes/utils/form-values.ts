import { applyMask, masks } from '@ocupacional/shared';
import type { ParceiroCadastro, Profissional, RiscoCadastro } from '@ocupacional/shared';
import { addressFormValues, type AddressFormValues } from '../../../lookups/utils/address-form-values';

/*
 * What the forms of Configurações › Profissionais, Parceiros and Riscos hold: documents and codes masked as typed, the
 * flags 0/1, '' for an empty field (the shared schemas read '' as no value).
 */

export interface ProfissionalFormValues {
  id?: string;
  versao?: number;
  nome: string;
  cpf: string;
  formacao: string;
  ide_oc: string;
  dsc_oc: string;
  nr_oc: string;
  uf_oc: string;
  email: string;
  ativo: 0 | 1;
}

/** A professional's form values, or a new one's (active, no council chosen: a declaration only the user makes). */
export function profissionalFormValues(profissional: Profissional | undefined): ProfissionalFormValues {
  if (!profissional) return { nome: '', cpf: '', formacao: '', ide_oc: '', dsc_oc: '', nr_oc: '', uf_oc: '', email: '', ativo: 1 };
  return {
    id: profissional.id,
    versao: profissional.versao,
    nome: profissional.nome,
    cpf: applyMask(masks.cpf, profissional.cpf),
    formacao: profissional.formacao ?? '',
    ide_oc: String(profissional.ide_oc),
    dsc_oc: profissional.dsc_oc ?? '',
    nr_oc: profissional.nr_oc,
    uf_oc: profissional.uf_oc,
    email: profissional.email ?? '',
    ativo: profissional.ativo,
  };
}

export interface ParceiroFormValues extends AddressFormValues {
  id?: string;
  versao?: number;
  nome: string;
  fantasia: string;
  cnpj: string;
  resp: string;
  ativo: 0 | 1;
}

/** A partner's form values, or a new one's (active). */
export function parceiroFormValues(parceiro: ParceiroCadastro | undefined): ParceiroFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    ...(parceiro ? { id: parceiro.id, versao: parceiro.versao } : {}),
    nome: text(parceiro?.nome),
    fantasia: text(parceiro?.fantasia),
    cnpj: parceiro ? applyMask(masks.cnpj, parceiro.cnpj) : '',
    ...addressFormValues(parceiro),
    resp: text(parceiro?.resp),
    ativo: parceiro?.ativo ?? 1,
  };
}

export interface RiscoFormValues {
  id?: string;
  versao?: number;
  nome: string;
  codigo_esocial: string;
  categoria: string;
  descricao: string;
  ativo: 0 | 1;
}

/** A risk's form values (the code masked 99.99.999), or a new one's (active, no code, no category). */
export function riscoFormValues(risco: RiscoCadastro | undefined): RiscoFormValues {
  if (!risco) return { nome: '', codigo_esocial: '', categoria: '', descricao: '', ativo: 1 };
  return {
    id: risco.id,
    versao: risco.versao,
    nome: risco.nome,
    codigo_esocial: risco.codigo_esocial ? applyMask(masks.esocial, risco.codigo_esocial) : '',
    categoria: risco.categoria,
    descricao: risco.descricao ?? '',
    ativo: risco.ativo,
  };
}
