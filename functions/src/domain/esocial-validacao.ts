/*
 * The schema validator (libxml2, through xmllint-wasm) speaks English: "Element 'cpfTrab': [facet 'pattern'] The
 * value '123' is not accepted by the pattern '\d{11}'." An event that fails it shows its errors to the user as
 * occurrences, so each is told again in pt-BR, naming the field (issue 12 item 9); the English text stays in the log.
 */

/** One schema error as the validator reads it: the element it names and its (English) message. */
export interface SchemaErrorText {
  readonly element: string | null;
  readonly message: string;
}

/**
 * The pt-BR description of a schema error, by the kind of rule it breaks.
 *
 * @example descricaoDoErroDeLeiaute({ element: 'cpfTrab', message: "Element 'cpfTrab': [facet 'pattern'] The value '1' is not accepted by the pattern '\\d{11}'." })
 * // "O valor '1' do campo cpfTrab não tem o formato exigido pelo leiaute do eSocial."
 */
export function descricaoDoErroDeLeiaute(erro: SchemaErrorText): string {
  const campo = erro.element ? `do campo ${erro.element}` : 'de um campo';
  const valor = /The value '([^']*)'/.exec(erro.message)?.[1];
  const oValor = valor !== undefined ? `O valor '${valor.slice(0, 60)}' ${campo}` : `O valor ${campo}`;
  const facet = /\[facet '(\w+)'\]/.exec(erro.message)?.[1];
  if (facet === 'pattern') return `${oValor} não tem o formato exigido pelo leiaute do eSocial.`;
  if (facet === 'enumeration') return `${oValor} não está entre os valores permitidos pelo leiaute do eSocial.`;
  if (facet && /length/i.test(facet)) return `${oValor} tem um tamanho que o leiaute do eSocial não permite.`;
  if (facet && /Inclusive|Exclusive|Digits/.test(facet)) return `${oValor} está fora dos limites do leiaute do eSocial.`;
  if (/Missing child element/i.test(erro.message)) {
    return `Falta um campo obrigatório ${erro.element ? `em ${erro.element}` : 'no evento'} (leiaute do eSocial).`;
  }
  if (/is not expected/i.test(erro.message)) return `O campo ${erro.element ?? ''} não é esperado nessa posição pelo leiaute do eSocial.`.replace('  ', ' ');
  if (/is not a valid value|is not valid/i.test(erro.message)) return `${oValor} não é válido para o leiaute do eSocial.`;
  return `O evento não atende ao leiaute do eSocial${erro.element ? ` no campo ${erro.element}` : ''}.`;
}

/** zod's own (English) default messages start so; the project's rules carry pt-BR messages of their own. */
const zodDefault = /^(Invalid|Too small|Too big|Unrecognized key|Expected|Required)\b/;

/**
 * The pt-BR message of a broken input rule: the rule's own message when it has one, else a pt-BR text for zod's
 * English default ("Invalid input: expected string, received undefined" → "Campo obrigatório").
 *
 * @example mensagemDaRegra('Too small: expected string to have >=1 characters') // 'Tamanho ou valor fora do permitido'
 */
export function mensagemDaRegra(message: string): string {
  if (!zodDefault.test(message)) return message;
  if (/received undefined|^Required/.test(message)) return 'Campo obrigatório';
  if (/^Too (small|big)/.test(message)) return 'Tamanho ou valor fora do permitido';
  if (/pattern|format|^Invalid string/i.test(message)) return 'Formato inválido';
  if (/^Invalid (option|enum)|expected one of/i.test(message)) return 'Valor não permitido';
  if (/^Unrecognized key/.test(message)) return 'Campo não previsto no leiaute';
  return 'Valor inválido';
}
