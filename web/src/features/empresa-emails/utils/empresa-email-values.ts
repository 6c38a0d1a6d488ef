import type { EmpresaEmailInput, EmpresaEmailRow } from '@ocupacional/shared';

/*
 * The back office's contact form (issue 14): a new contact has no sector chosen (the user says which), every front
 * and is active; a listed one is sent back with the version read (409 if someone saved it since).
 */

export function empresaEmailValues(row: EmpresaEmailRow | null): EmpresaEmailInput {
  if (!row) return { nome: '', tipo: '', fdt: [], email: '', obs: '', ativo: 1 };
  return {
    id: row.id,
    versao: row.versao,
    nome: row.nome ?? '',
    tipo: row.tipo.id,
    fdt: row.fdt.map((fdt) => fdt.id),
    email: row.email,
    obs: row.obs ?? '',
    ativo: row.ativo,
  };
}

/** The addresses of a contact as the list shows them: 'a@x.com.br, b@x.com.br'. */
export function emailListText(email: string): string {
  return email
    .split(';')
    .map((address) => address.trim())
    .filter(Boolean)
    .join(', ');
}
