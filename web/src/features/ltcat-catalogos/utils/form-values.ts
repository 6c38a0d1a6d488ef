import { applyMask, masks } from '@ocupacional/shared';
import type { FatorRisco, FatorRiscoLaboratorio, Laboratorio } from '@ocupacional/shared';
import { addressFormValues, type AddressFormValues } from '../../../lookups/utils/address-form-values';

/** Reais as the money mask shows them ('1.234,56'), from integer cents. */
export function reais(cents: number): string {
  return (cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** One line of a factor's laboratories: money as typed in reais (the shared schema reads it into cents). */
export interface LaboratorioLinha {
  id_lab: string;
  laboratorio: string;
  valor_custo: string;
  valor_venda: string;
  padrao: 0 | 1;
}

/** What the risk factor form holds: codes masked, list ids as text ('' for none), money as typed. */
export interface FatorRiscoFormValues {
  id?: string;
  versao?: number;
  nome: string;
  nome_comercial: string;
  cat_esocial: string;
  cod_cas: string;
  cod_esocial: string;
  cod_metodologia: string;
  desc_metodologia: string;
  id_tipo_unidade_medida: string;
  un_medida: string;
  id_tab: string;
  /** The activities, one a line (the form's textarea); sent as a list. */
  esocial_atividade_per: string;
  amostra: string;
  vazao: string;
  volume: string;
  cod_amostrador: string;
  desc_amostrador: string;
  ativo: 0 | 1;
  laboratorios: LaboratorioLinha[];
}

export const linhaDe = (item: Pick<FatorRiscoLaboratorio, 'id_lab' | 'laboratorio' | 'valor_custo' | 'valor_venda' | 'padrao'>): LaboratorioLinha => ({
  id_lab: item.id_lab,
  laboratorio: item.laboratorio,
  valor_custo: reais(item.valor_custo),
  valor_venda: reais(item.valor_venda),
  padrao: item.padrao,
});

/** The form's values for a factor, or a new one's (code 00.00.000, spec 3 §3; active). */
export function fatorRiscoFormValues(fator: FatorRisco | undefined): FatorRiscoFormValues {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    ...(fator ? { id: fator.id, versao: fator.versao } : {}),
    nome: text(fator?.nome),
    nome_comercial: text(fator?.nome_comercial),
    cat_esocial: text(fator?.cat_esocial),
    cod_cas: text(fator?.cod_cas),
    cod_esocial: applyMask(masks.esocial, fator?.cod_esocial ?? '0000000'),
    cod_metodologia: text(fator?.cod_metodologia),
    desc_metodologia: text(fator?.desc_metodologia),
    id_tipo_unidade_medida: text(fator?.id_tipo_unidade_medida),
    un_medida: text(fator?.un_medida),
    id_tab: text(fator?.id_tab),
    esocial_atividade_per: (fator?.esocial_atividade_per ?? []).join('\n'),
    amostra: text(fator?.amostra),
    vazao: text(fator?.vazao),
    volume: text(fator?.volume),
    cod_amostrador: text(fator?.cod_amostrador),
    desc_amostrador: text(fator?.desc_amostrador),
    ativo: fator ? fator.ativo : 1,
    laboratorios: (fator?.laboratorios ?? []).map(linhaDe),
  };
}

/** The body POST fator-risco/editar takes from the form: the activities as a list, the lines without their names. */
export function fatorRiscoBody(values: FatorRiscoFormValues) {
  return {
    ...values,
    esocial_atividade_per: values.esocial_atividade_per
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    laboratorios: values.laboratorios.map(({ id_lab, valor_custo, valor_venda, padrao }) => ({ id_lab, valor_custo, valor_venda, padrao })),
  };
}

/** What the laboratory form holds: documents masked as typed, the address of AddressFields. */
export interface LaboratorioFormValues extends AddressFormValues {
  id?: string;
  versao?: number;
  nome: string;
  cnpj: string;
  cei: string;
  ie: string;
  cnae: string;
  site: string;
  obs: string;
  resp: string;
}

export function laboratorioFormValues(lab: Laboratorio | undefined): LaboratorioFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    ...(lab ? { id: lab.id, versao: lab.versao } : {}),
    nome: text(lab?.nome),
    cnpj: lab ? applyMask(masks.cnpj, lab.cnpj) : '',
    cei: text(lab?.cei),
    ie: text(lab?.ie),
    cnae: text(lab?.cnae),
    ...addressFormValues(lab),
    site: text(lab?.site),
    obs: text(lab?.obs),
    resp: text(lab?.resp),
  };
}
