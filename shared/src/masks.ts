/*
 * Input masks of spec 1 §5 (and spec 2/3 where they add one), in react-imask's pattern syntax: '0' is a digit,
 * '[…]' an optional part, anything else is fixed. The spec writes them with '9' for a digit.
 */

/** Mask patterns for react-imask (`<IMaskInput mask={masks.cpf} />`) and for {@link applyMask}. */
export const masks = {
  /** 999.999.999-99 */
  cpf: '000.000.000-00',
  /** 99.999.999/9999-99 */
  cnpj: '00.000.000/0000-00',
  /** 99.999-999 */
  cep: '00.000-000',
  /** (99)99999-9999 */
  celular: '(00)00000-0000',
  /** (99) 9999-9999 */
  telefone: '(00) 0000-0000',
  /** 99/99/9999 */
  data: '00/00/0000',
  /** 99:99:99 */
  hora: '00:00:00',
  /** hh:mm, the measurement form's time (spec 3 §2.3). */
  horaMinuto: '00:00',
  /** MM/yyyy, the eSocial query period (spec 2 §2). */
  mesAno: '00/0000',
  /** 9999-99 */
  cbo: '0000-00',
  /** 99.99.999, the eSocial risk code (spec 3 §3; default 00.00.000). */
  esocial: '00.00.000',
  /** Up to 18 digits. */
  numero: '[000000000000000000]',
} as const;

export type MaskName = keyof typeof masks;

/**
 * react-imask options for money in reais (spec 1 §5 "money"): thousands '.', decimal ',', two decimals.
 * The input's unmasked value is the amount in reais; storage keeps integer cents (see {@link parseBRL}).
 */
export const moneyMask = {
  mask: Number,
  scale: 2,
  thousandsSeparator: '.',
  radix: ',',
  mapToRadix: ['.'],
  padFractionalZeros: true,
  normalizeZeros: true,
  min: 0,
} as const;

/**
 * Formats the digits of `value` with a mask pattern, for the server and for display. Each '0' of the pattern
 * takes the next digit; a fixed character is written only when a digit follows it, so a partial value gives a
 * partial mask; extra digits are dropped.
 *
 * @example applyMask(masks.cep, '01310100') // '01.310-100'
 */
export function applyMask(pattern: string, value: string | number | null | undefined): string {
  const digits = value === null || value === undefined ? '' : String(value).replace(/\D/g, '');
  let next = 0;
  let out = '';
  let pendingFixed = '';
  for (const char of pattern) {
    if (char === '[' || char === ']') continue;
    if (char === '0') {
      if (next >= digits.length) break;
      out += pendingFixed + digits[next];
      pendingFixed = '';
      next += 1;
    } else {
      pendingFixed += char;
    }
  }
  return out;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * Integer cents as reais, e.g. 123456 → 'R$ 1.234,56'. The space after 'R$' is Intl's no-break space
 * (U+00A0), which keeps the symbol and the amount on one line.
 */
export function formatBRL(cents: number): string {
  return brl.format(Math.round(cents) / 100);
}

/**
 * Reais split into whole and cents for the price cards (spec 1 §2: "prices are prefixed R$ shown as whole and
 * cents"), e.g. 123456 → { inteiro: 'R$ 1.234', centavos: ',56' }.
 */
export function splitBRL(cents: number): { inteiro: string; centavos: string } {
  const formatted = formatBRL(cents);
  const comma = formatted.lastIndexOf(',');
  return { inteiro: formatted.slice(0, comma), centavos: formatted.slice(comma) };
}

/**
 * Integer cents from an amount typed in reais ('R$ 1.234,56', '1.234,56', '1234,5', '1234'); '.' is read as
 * the thousands separator, ',' as the decimal one. Null when there is no digit.
 */
export function parseBRL(text: string | null | undefined): number | null {
  if (!text || !/\d/.test(text)) return null;
  const negative = text.trim().startsWith('-');
  const [whole = '', fraction = ''] = text.replace(/[^\d,]/g, '').split(',');
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}
