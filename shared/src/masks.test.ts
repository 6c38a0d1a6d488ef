import { describe, expect, it } from 'vitest';
import { applyMask, formatBRL, masks, parseBRL, splitBRL } from './masks';

const nbsp = '\u00a0';

describe('masks', () => {
  it('formats every fixed pattern of the spec', () => {
    expect(applyMask(masks.cpf, '52998224725')).toBe('529.982.247-25');
    expect(applyMask(masks.cnpj, '11222333000181')).toBe('11.222.333/0001-81');
    expect(applyMask(masks.cep, '01310100')).toBe('01.310-100');
    expect(applyMask(masks.celular, '11987654321')).toBe('(11)98765-4321');
    expect(applyMask(masks.telefone, '1133334444')).toBe('(11) 3333-4444');
    expect(applyMask(masks.data, '05032024')).toBe('05/03/2024');
    expect(applyMask(masks.hora, '235959')).toBe('23:59:59');
    expect(applyMask(masks.horaMinuto, '0830')).toBe('08:30');
    expect(applyMask(masks.cbo, '225125')).toBe('2251-25');
    expect(applyMask(masks.esocial, '0101001')).toBe('01.01.001');
    expect(applyMask(masks.mesAno, '032024')).toBe('03/2024');
  });

  it('reformats a value that already carries another mask', () => {
    expect(applyMask(masks.cep, '01310-100')).toBe('01.310-100');
  });

  it('gives a partial mask for a partial value and drops extra digits', () => {
    expect(applyMask(masks.cpf, '5299')).toBe('529.9');
    expect(applyMask(masks.celular, '1')).toBe('(1');
    expect(applyMask(masks.cep, '013101009999')).toBe('01.310-100');
    expect(applyMask(masks.cpf, '')).toBe('');
    expect(applyMask(masks.cpf, null)).toBe('');
  });

  it('keeps up to 18 digits in the number mask', () => {
    expect(applyMask(masks.numero, '1234567890123456789')).toBe('123456789012345678');
    expect(applyMask(masks.numero, 42)).toBe('42');
  });
});

describe('reais', () => {
  it('formats integer cents as BRL', () => {
    expect(formatBRL(123456)).toBe(`R$${nbsp}1.234,56`);
    expect(formatBRL(0)).toBe(`R$${nbsp}0,00`);
    expect(formatBRL(5)).toBe(`R$${nbsp}0,05`);
    expect(formatBRL(100000000)).toBe(`R$${nbsp}1.000.000,00`);
  });

  it('splits a price into whole and cents for the price cards', () => {
    expect(splitBRL(123456)).toEqual({ inteiro: `R$${nbsp}1.234`, centavos: ',56' });
    expect(splitBRL(9900)).toEqual({ inteiro: `R$${nbsp}99`, centavos: ',00' });
  });

  it('reads an amount typed in reais as integer cents', () => {
    expect(parseBRL('R$ 1.234,56')).toBe(123456);
    expect(parseBRL('1234,5')).toBe(123450);
    expect(parseBRL('1.234')).toBe(123400);
    expect(parseBRL('0,05')).toBe(5);
    expect(parseBRL('-R$ 1,00')).toBe(-100);
    expect(parseBRL('')).toBeNull();
    expect(parseBRL('R$')).toBeNull();
  });
});
