import { applyMask, masks } from '@ocupacional/shared';
import type { EmpresaEmailInput, EmpresaEmailRow, MeuCadastroInput } from '@ocupacional/shared';
import type { MeuCadastroData } from '../api/get-meu-cadastro';

/** The Informações Cadastrais form's values: masked CNPJ, CEP and CPF, missing text as '', empty passwords. */
export type MeuCadastroValues = MeuCadastroInput;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export const emptyPasswords = { senha_atual: '', senha_nova: '', senha_confirma: '' } as const;

/** GET meu-cadastro's answer as the form shows it. */
export function toMeuCadastroValues(data: MeuCadastroData): MeuCadastroValues {
  return {
    id: data.id,
    // Sent back with the save: the server refuses it (409) if someone saved the record since (issue 12 item 3).
    versao: data.versao,
    nome: data.nome,
    cnpj: applyMask(masks.cnpj, data.cnpj),
    cnae: text(data.cnae),
    ie: text(data.ie),
    cep: applyMask(masks.cep, data.cep),
    end: text(data.end),
    num: text(data.num),
    comp: text(data.comp),
    bairro: text(data.bairro),
    id_estado: text(data.id_estado),
    id_cidade: text(data.id_cidade),
    tel_com: text(data.tel_com),
    tel_cel: text(data.tel_cel),
    email: text(data.email),
    site: text(data.site),
    resp: text(data.resp),
    r_obs: text(data.r_obs),
    r_nome: text(data.r_nome),
    r_email: text(data.r_email),
    r_tel_com: text(data.r_tel_com),
    u_nome: text(data.u_nome),
    u_cpf: applyMask(masks.cpf, data.u_cpf),
    u_email: text(data.u_email),
    ...emptyPasswords,
  };
}

/** An e-mail contact's form: a new one (ASO sector, every front, active) or a listed one. */
export function toEmailValues(row: EmpresaEmailRow | null): EmpresaEmailInput {
  if (!row) return { tipo: '', fdt: [], email: '', obs: '', ativo: 1 };
  return { id: row.id, versao: row.versao, tipo: row.tipo.id, fdt: row.fdt.map((fdt) => fdt.id), email: row.email, obs: row.obs ?? '', ativo: row.ativo };
}

/** The addresses of a contact as the list shows them: one per line's worth, separated by commas. */
export function emailListText(email: string): string {
  return email
    .split(';')
    .map((address) => address.trim())
    .filter(Boolean)
    .join(', ');
}
