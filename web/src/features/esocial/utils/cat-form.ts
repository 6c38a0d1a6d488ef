import { esocialMensagens, eventoCatSchema } from '@ocupacional/shared';
import type { EventoCat } from '@ocupacional/shared';
import { compact, hasAnyValue, issuesToFields } from './form-paths';

/*
 * The CAT form (S-2210, spec 2 "Events": "S-2210 (CAT) from its form"): the `cat` group with the layout's own field
 * names (functions/src/esocial/demo-inputs.ts demoS2210() is a complete one), so a 400 at `cat.<path>` lands under
 * the field of the same name. Times are typed HH:MM and sent HHMM; codes of tables 13–17 are typed (9 digits).
 */

export interface CatFormValues {
  id: string;
  id_emp: string;
  id_fun: string;
  cat: {
    dtAcid: string;
    tpAcid: number | '';
    hrAcid: string;
    hrsTrabAntesAcid: string;
    tpCat: number | '';
    indCatObito: '' | 'S' | 'N';
    dtObito: string;
    indComunPolicia: '' | 'S' | 'N';
    codSitGeradora: string;
    iniciatCAT: number | '';
    obsCAT: string;
    ultDiaTrab: string;
    houveAfast: '' | 'S' | 'N';
    localAcidente: {
      tpLocal: number | '';
      dscLocal: string;
      tpLograd: string;
      dscLograd: string;
      nrLograd: string;
      complemento: string;
      bairro: string;
      cep: string;
      codMunic: string;
      uf: string;
      /** Abroad (tpLocal 2): the country (Tabela 06) and the foreign postal code. */
      pais: string;
      codPostal: string;
      ideLocalAcid: { tpInsc: number | ''; nrInsc: string };
    };
    parteAtingida: { codParteAting: string; lateralidade: number | '' };
    agenteCausador: { codAgntCausador: string };
    atestado: {
      dtAtendimento: string;
      hrAtendimento: string;
      indInternacao: '' | 'S' | 'N';
      durTrat: string;
      indAfast: '' | 'S' | 'N';
      dscLesao: string;
      dscCompLesao: string;
      diagProvavel: string;
      codCID: string;
      observacao: string;
      emitente: { nmEmit: string; ideOC: number | ''; nrOC: string; ufOC: string };
    };
    catOrigem: { nrRecCatOrig: string };
  };
}

export const tpAcidOptions = [
  { value: 1, label: 'Típico' },
  { value: 2, label: 'Doença' },
  { value: 3, label: 'Trajeto' },
] as const;

export const tpCatOptions = [
  { value: 1, label: 'Inicial' },
  { value: 2, label: 'Reabertura' },
  { value: 3, label: 'Comunicação de óbito' },
] as const;

export const iniciatCatOptions = [
  { value: 1, label: 'Iniciativa do empregador' },
  { value: 2, label: 'Ordem judicial' },
  { value: 3, label: 'Determinação de órgão fiscalizador' },
] as const;

export const tpLocalOptions = [
  { value: 1, label: 'Estabelecimento do empregador no Brasil' },
  { value: 2, label: 'Estabelecimento do empregador no exterior' },
  { value: 3, label: 'Estabelecimento de terceiros' },
  { value: 4, label: 'Via pública' },
  { value: 5, label: 'Área rural' },
  { value: 6, label: 'Embarcação' },
  { value: 9, label: 'Outros' },
] as const;

export const tpInscOptions = [
  { value: 1, label: 'CNPJ' },
  { value: 3, label: 'CAEPF' },
  { value: 4, label: 'CNO' },
] as const;

export const lateralidadeOptions = [
  { value: 0, label: 'Não aplicável' },
  { value: 1, label: 'Esquerda' },
  { value: 2, label: 'Direita' },
  { value: 3, label: 'Ambas' },
] as const;

export const emitenteOcOptions = [
  { value: 1, label: 'CRM' },
  { value: 2, label: 'CRO' },
  { value: 3, label: 'RMS' },
] as const;

export function emptyCatForm(idEmp: string = ''): CatFormValues {
  return {
    id: '',
    id_emp: idEmp,
    id_fun: '',
    cat: {
      dtAcid: '',
      tpAcid: '',
      hrAcid: '',
      hrsTrabAntesAcid: '',
      tpCat: 1,
      indCatObito: 'N',
      dtObito: '',
      indComunPolicia: 'N',
      codSitGeradora: '',
      iniciatCAT: 1,
      obsCAT: '',
      ultDiaTrab: '',
      houveAfast: '',
      localAcidente: {
        tpLocal: '',
        dscLocal: '',
        tpLograd: '',
        dscLograd: '',
        nrLograd: '',
        complemento: '',
        bairro: '',
        cep: '',
        codMunic: '',
        uf: '',
        pais: '',
        codPostal: '',
        ideLocalAcid: { tpInsc: '', nrInsc: '' },
      },
      parteAtingida: { codParteAting: '', lateralidade: '' },
      agenteCausador: { codAgntCausador: '' },
      atestado: {
        dtAtendimento: '',
        hrAtendimento: '',
        indInternacao: 'N',
        durTrat: '',
        indAfast: '',
        dscLesao: '',
        dscCompLesao: '',
        diagProvavel: '',
        codCID: '',
        observacao: '',
        emitente: { nmEmit: '', ideOC: 1, nrOC: '', ufOC: '' },
      },
      catOrigem: { nrRecCatOrig: '' },
    },
  };
}

/** 'HH:MM' (a time input) or 'HHMM' as the layout's HHMM. */
export function toHhmm(value: string): string {
  return value.replace(':', '').trim();
}

/** 'HHMM' as a time input's 'HH:MM'. */
export function fromHhmm(value: string): string {
  return /^\d{4}$/.test(value) ? `${value.slice(0, 2)}:${value.slice(2)}` : value;
}

/** The body of POST esocial/cat/editar: empty fields and empty optional groups left out, numbers as numbers. */
export function toCatBody(values: CatFormValues): EventoCat {
  const { cat } = values;
  const { ideLocalAcid, ...local } = cat.localAcidente;
  const durTrat = cat.atestado.durTrat.trim();
  const body = {
    ...(values.id ? { id: values.id } : {}),
    id_emp: values.id_emp,
    id_fun: values.id_fun,
    cat: {
      ...cat,
      hrAcid: toHhmm(cat.hrAcid),
      hrsTrabAntesAcid: toHhmm(cat.hrsTrabAntesAcid),
      localAcidente: { ...local, ...(hasAnyValue(ideLocalAcid) ? { ideLocalAcid } : {}) },
      atestado: {
        ...cat.atestado,
        hrAtendimento: toHhmm(cat.atestado.hrAtendimento),
        durTrat: durTrat === '' ? '' : /^\d+$/.test(durTrat) ? Number(durTrat) : durTrat,
      },
      catOrigem: hasAnyValue(cat.catOrigem) ? cat.catOrigem : undefined,
    },
  };
  return compact(body) as EventoCat;
}

/**
 * The checks the form makes before sending (the layout's own rules are the server's, answered at `cat.<path>`):
 * company and worker, the accident date not in the future ('A data não pode ser posterior a amanhã').
 */
export function validateCat(values: CatFormValues, hoje: string): Record<string, string[]> {
  const parsed = eventoCatSchema.safeParse(toCatBody(values));
  const fields = parsed.success ? {} : issuesToFields(parsed.error.issues);
  if (values.cat.dtAcid && values.cat.dtAcid > hoje) (fields['cat.dtAcid'] ??= []).push(esocialMensagens.dataFutura);
  return fields;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Fills `target` (the empty form) with what `source` has, keeping the form's shape and its types. */
function merge<T>(target: T, source: unknown): T {
  const from = record(source);
  const result = { ...(target as Record<string, unknown>) };
  for (const [key, empty] of Object.entries(result)) {
    const value = from[key];
    if (value === undefined || value === null) continue;
    if (empty !== null && typeof empty === 'object') result[key] = merge(empty, value);
    else if (typeof empty === 'number' || (empty === '' && typeof value === 'number')) result[key] = typeof value === 'number' ? value : Number(value);
    else result[key] = text(value);
  }
  return result as T;
}

/** The stored CAT form (`formulario` of the detail), to edit it again. */
export function fromCatFormulario(formulario: unknown, id: string): CatFormValues {
  const stored = record(formulario);
  const form = merge(emptyCatForm(), stored);
  form.id = id;
  form.cat.hrAcid = fromHhmm(form.cat.hrAcid);
  form.cat.hrsTrabAntesAcid = fromHhmm(form.cat.hrsTrabAntesAcid);
  form.cat.atestado.hrAtendimento = fromHhmm(form.cat.atestado.hrAtendimento);
  form.cat.atestado.durTrat = text(record(record(stored.cat).atestado).durTrat);
  return form;
}
