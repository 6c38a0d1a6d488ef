import { admissaoFaltando, applyMask, formatBrDate, funcionarioFormSchema, masks, requiredMessage } from '@ocupacional/shared';
import type { Fdt, Funcionario, FuncionarioFormInput } from '@ocupacional/shared';

/** The employee form's values: text as typed (masked CPF, dd/mm/aaaa birth date), ids as text, flags 0/1. */
export type FuncionarioFormValues = FuncionarioFormInput;

/** A new employee's empty form. */
export function emptyFuncionario(): FuncionarioFormValues {
  return {
    nome: '', cpf: '', rg: '', dt_nas: '', sexo: '', dt_adm: '', email: '', tel_res: '', tel_cel: '', id_fdt: '', id_funcao: '',
    id_ghe: '', pis: '', mat: '', ct_num: '', ct_serie: '', ct_uf: '', cep: '', end: '', num: '', bairro: '',
    comp: '', id_estado: '', id_cidade: '', obs: '', pcd: 0, created_user: 0,
  };
}

/** An employee from GET funcionario/0/{id} as the form shows it (masked CPF and CEP, dd/mm/aaaa). */
export function toFormValues(funcionario: Funcionario): FuncionarioFormValues {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    ...emptyFuncionario(),
    id: funcionario.id,
    // Sent back with the save: the server refuses it (409) if someone saved the employee since (issue 12 item 3).
    versao: funcionario.versao,
    nome: funcionario.nome,
    cpf: applyMask(masks.cpf, funcionario.cpf),
    rg: text(funcionario.rg),
    dt_nas: formatBrDate(funcionario.dt_nas),
    sexo: funcionario.sexo,
    dt_adm: funcionario.dt_adm ? formatBrDate(funcionario.dt_adm) : '',
    email: text(funcionario.email),
    tel_res: text(funcionario.tel_res),
    tel_cel: text(funcionario.tel_cel),
    id_fdt: text(funcionario.id_fdt),
    id_funcao: text(funcionario.id_funcao),
    id_ghe: text(funcionario.id_ghe),
    pis: text(funcionario.pis),
    mat: text(funcionario.mat),
    ct_num: text(funcionario.ct_num),
    ct_serie: text(funcionario.ct_serie),
    ct_uf: text(funcionario.ct_uf),
    cep: applyMask(masks.cep, funcionario.cep),
    end: text(funcionario.end),
    num: text(funcionario.num),
    bairro: text(funcionario.bairro),
    comp: text(funcionario.comp),
    id_estado: text(funcionario.id_estado),
    id_cidade: text(funcionario.id_cidade),
    obs: text(funcionario.obs),
    pcd: funcionario.pcd,
  };
}

/** Whether a front has a PCMSO, so the employee's GHE is required there (spec 1 §3: id_ghe "only when a PCMSO exists"). */
export function frontHasPcmso(fdts: readonly Fdt[], idFdt: string | number | null | undefined): boolean {
  return fdts.some((fdt) => fdt.id === String(idFdt ?? '') && fdt.revisao !== null);
}

/**
 * The shared employee schema plus the rules the server also applies: the GHE is required when the chosen front
 * has a PCMSO, and the admission date when creating. `hasPcmso` is read at validation time, when the fronts have loaded.
 */
export function funcionarioFormSchemaWith(hasPcmso: (idFdt: string) => boolean) {
  return funcionarioFormSchema.superRefine((values, ctx) => {
    if (hasPcmso(String(values.id_fdt)) && !values.id_ghe) {
      ctx.addIssue({ code: 'custom', path: ['id_ghe'], message: requiredMessage });
    }
    if (admissaoFaltando(values)) ctx.addIssue({ code: 'custom', path: ['dt_adm'], message: requiredMessage });
  });
}
