import { formatCnpj, formatCpf } from '@ocupacional/shared';
import { normalizeInscription } from '../esocial/inputs';

/*
 * Whose certificate may send an employer's events (issue 13 item 4): the web service takes a lote signed by the
 * employer's own head office (e-CNPJ of the matriz, or the e-CPF of an individual employer) or by a proxy the
 * employer registered (procuração eletrônica); any other holder is refused. We warn before the service does: a
 * certificate whose holder is neither. The proxy the platform knows is the certificate's owner company when the back
 * office linked the certificate to the employer (domain/certificado-vinculo.ts: the provider acting for its client).
 */

/** The holder of a certificate as read from it: its e-CNPJ or e-CPF. */
export interface TitularDoCertificado {
  readonly cnpj?: string | null;
  readonly cpf?: string | null;
}

/** The warning (ours, pt-BR). */
export function avisoTitularMensagem(titular: string): string {
  return `O titular do certificado digital (${titular}) não é a matriz do empregador nem um procurador cadastrado: o eSocial recusa o envio sem procuração eletrônica do empregador.`;
}

/** Whether the holder is the head office of the inscription: the same CPF, or the CNPJ's root with order 0001. */
export function ehMatriz(titular: TitularDoCertificado, inscricao: string): boolean {
  const alvo = normalizeInscription(inscricao);
  const cpf = normalizeInscription(titular.cpf ?? '');
  if (/^\d{11}$/.test(alvo)) return cpf === alvo;
  const cnpj = normalizeInscription(titular.cnpj ?? '');
  return cnpj.length === 14 && alvo.length === 14 && cnpj.slice(0, 8) === alvo.slice(0, 8) && cnpj.slice(8, 12) === '0001';
}

/**
 * The warning for an employer's certificate, or null when its holder may send: the employer's head office, or the
 * head office of the registered proxy (`procurador`, the inscription of the company the employer's link names).
 *
 * @example avisoDoTitular({ titular: { cnpj: '11222333000262' }, empregador: '11222333000181' }) // 'O titular … (11.222.333/0002-62) …'
 */
export function avisoDoTitular(args: { titular: TitularDoCertificado; empregador: string; procurador?: string | null }): string | null {
  const { titular, empregador, procurador } = args;
  if (ehMatriz(titular, empregador) || (procurador && ehMatriz(titular, procurador))) return null;
  const nome = titular.cnpj ? `CNPJ ${formatCnpj(titular.cnpj)}` : titular.cpf ? `CPF ${formatCpf(titular.cpf)}` : 'sem CNPJ nem CPF';
  return avisoTitularMensagem(nome);
}
