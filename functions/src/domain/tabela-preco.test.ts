import { describe, expect, it } from 'vitest';
import { priceTableNotFoundMessage } from '@ocupacional/shared';
import type { ExamPlan, PlannedExam } from './consulta-externa';
import type { PcmsoRule } from './pcmso';
import {
  orderCards,
  partnerAllowed,
  pricePlan,
  tableInForce,
  tableSpecificity,
  tablesByClinic,
  type ExamPrice,
  type PriceTable,
} from './tabela-preco';

/* Prices of a consultation (spec 1 §2 "Price tables", §3 "Price table entry"): cents from the stored table only. */

const table = (id: string, credenciadaId: string, empresaId: string, fdtId: string, extra: Partial<PriceTable> = {}): PriceTable => ({
  id,
  credenciadaId,
  empresaId,
  fdtId,
  ...extra,
});

describe('which table of a clinic serves a company’s front', () => {
  it('ranks the front’s own table over the company’s, over the counter table; another company’s never', () => {
    expect(tableSpecificity(table('t', 'c', 'emp', 'fdt'), 'emp', 'fdt')).toBe(2);
    expect(tableSpecificity(table('t', 'c', 'emp', '*'), 'emp', 'fdt')).toBe(1);
    expect(tableSpecificity(table('t', 'c', '*', '*'), 'emp', 'fdt')).toBe(0);
    expect(tableSpecificity(table('t', 'c', 'outra', '*'), 'emp', 'fdt')).toBe(-1);
    expect(tableSpecificity(table('t', 'c', 'emp', 'outra-fdt'), 'emp', 'fdt')).toBe(-1);
    expect(tableSpecificity(table('t', 'c', 'outra', 'fdt'), 'emp', 'fdt')).toBe(-1);
  });

  it('keeps the most specific table whatever the order the tables come in', () => {
    const tables = [table('frente-a', 'a', 'emp', 'fdt'), table('empresa-a', 'a', 'emp', '*'), table('balcao-a', 'a', '*', '*')];
    const context = { empresaId: 'emp', fdtId: 'fdt', day: '2024-03-12' };
    expect(tablesByClinic(tables, context).map((t) => t.id)).toEqual(['frente-a']);
    expect(tablesByClinic([...tables].reverse(), context).map((t) => t.id)).toEqual(['frente-a']);
  });

  it('keeps the first of two equally specific tables of a clinic', () => {
    const tables = [table('balcao-1', 'a', '*', '*'), table('balcao-2', 'a', '*', '*')];
    expect(tablesByClinic(tables, { empresaId: 'emp', fdtId: 'fdt', day: '2024-03-12' }).map((t) => t.id)).toEqual(['balcao-1']);
  });

  it('takes tables of any type when no type is asked (null)', () => {
    const tables = [table('balcao-a', 'a', '*', '*', { tipo: 1 }), table('balcao-b', 'b', '*', '*', { tipo: 2 })];
    expect(tablesByClinic(tables, { empresaId: 'emp', fdtId: 'fdt', day: '2024-03-12', tipo: null }).map((t) => t.id)).toEqual([
      'balcao-a',
      'balcao-b',
    ]);
  });

  it('keeps one table per clinic, the most specific one in force, of the wanted type', () => {
    const tables = [
      table('balcao-a', 'a', '*', '*'),
      table('empresa-a', 'a', 'emp', '*'),
      table('frente-a', 'a', 'emp', 'fdt', { fim: '2024-03-01' }),
      table('balcao-b', 'b', '*', '*', { tipo: 2 }),
      table('inativa-c', 'c', '*', '*', { ativo: false }),
      table('outra-d', 'd', 'outra', '*'),
    ];
    const picked = tablesByClinic(tables, { empresaId: 'emp', fdtId: 'fdt', day: '2024-03-12' });
    expect(picked.map((t) => t.id).sort()).toEqual(['balcao-b', 'empresa-a']);
    expect(tablesByClinic(tables, { empresaId: 'emp', fdtId: 'fdt', day: '2024-03-12', tipo: 2 }).map((t) => t.id)).toEqual(['balcao-b']);
  });

  it('is in force when active, not deleted and within its days', () => {
    expect(tableInForce(table('t', 'c', '*', '*', { inicio: '2024-03-12', fim: '2024-03-12' }), '2024-03-12T08:00')).toBe(true);
    expect(tableInForce(table('t', 'c', '*', '*', { inicio: '2024-03-13' }), '2024-03-12')).toBe(false);
    expect(tableInForce(table('t', 'c', '*', '*', { deletedAt: 'x' }), '2024-03-12')).toBe(false);
  });

  it.each([
    ['the day before its start', '2024-03-11', false],
    ['its first day', '2024-03-12', true],
    ['its last day', '2024-03-20', true],
    ['the day after its end', '2024-03-21', false],
  ])('reads start and end days stored with a time: %s is %s', (_label, day, inForce) => {
    const dated = table('t', 'c', '*', '*', { inicio: '2024-03-12T10:00', fim: '2024-03-20T08:00' });
    expect(tableInForce(dated, day)).toBe(inForce);
  });
});

const rule = (exameId: string): PcmsoRule => ({ id: `r-${exameId}`, exameId, exameNome: exameId, periodicidade: 12, validade: 90 });
const planned = (exameId: string, fate: PlannedExam['fate'] = 'realizar'): PlannedExam => ({ rule: rule(exameId), fate });
const plan: ExamPlan = {
  consulta: [planned('clinico'), planned('audio', 'reaproveitado'), planned('espiro')],
  demonstrativo: [planned('raiox', 'demonstrativo')],
};
const prices = new Map<string, ExamPrice>([
  ['clinico', { valorVenda: 6500 }],
  ['audio', { valorVenda: 4050, valorServico: 500 }],
  ['espiro', { valorVenda: 5400, valorServico: 500, parceiroIds: ['lab'] }],
  ['raiox', { valorVenda: 8100, valorServico: 500 }],
]);

describe('pricing a plan in a table', () => {
  it('totals every exam at full price and charges only those done here, in integer cents', () => {
    const priced = pricePlan(plan, prices);
    expect(priced.consulta.map((e) => [e.exam.rule.exameId, e.valorTotal, e.cobrado])).toEqual([
      ['clinico', 6500, 6500],
      ['audio', 4550, 0],
      ['espiro', 5900, 5900],
    ]);
    expect(priced.demonstrativo.map((e) => e.cobrado)).toEqual([0]);
    expect(priced.totalExames).toBe(6500 + 4550 + 5900);
    expect(priced.totalExamesRealizar).toBe(6500 + 5900);
    expect(priced.completa).toBe(true);
  });

  it('keeps the price each exam was priced at, for the partner check', () => {
    const priced = pricePlan(plan, prices);
    expect(priced.consulta[2]?.price).toEqual({ valorVenda: 5400, valorServico: 500, parceiroIds: ['lab'] });
    const inactive = new Map(prices).set('clinico', { valorVenda: 6500, ativo: false });
    expect(pricePlan(plan, inactive).consulta[0]?.price).toBeUndefined();
  });

  it('marks an exam to do without a price, and the table incomplete', () => {
    const missing = new Map(prices);
    missing.delete('espiro');
    const priced = pricePlan(plan, missing);
    expect(priced.consulta[2]).toMatchObject({ valorTotal: 0, erro: priceTableNotFoundMessage });
    expect(priced.completa).toBe(false);
  });

  it('does not need a price for an exam that is not done here, and ignores an inactive price', () => {
    const noAudio = new Map(prices);
    noAudio.delete('audio');
    expect(pricePlan(plan, noAudio).completa).toBe(true);
    const inactive = new Map(prices).set('clinico', { valorVenda: 6500, ativo: false });
    expect(pricePlan(plan, inactive).completa).toBe(false);
  });

  it('allows only the partners the table lists for the exam', () => {
    expect(partnerAllowed(prices.get('espiro'), 'lab')).toBe(true);
    expect(partnerAllowed(prices.get('espiro'), 'outro')).toBe(false);
    expect(partnerAllowed(undefined, 'lab')).toBe(false);
    expect(partnerAllowed(prices.get('clinico'), 'lab')).toBe(false);
  });
});

describe('the order of the cards', () => {
  const cards = [
    { nome: 'Zeta', padrao: false, completa: true, totalExamesRealizar: 100 },
    { nome: 'Álvaro', padrao: false, completa: true, totalExamesRealizar: 300 },
    { nome: 'Matriz', padrao: true, completa: true, totalExamesRealizar: 900 },
    { nome: 'Barata', padrao: false, completa: false, totalExamesRealizar: 10 },
  ];

  it('by name, in Portuguese collation', () => {
    expect(orderCards(cards, 'nome').map((c) => c.nome)).toEqual(['Álvaro', 'Barata', 'Matriz', 'Zeta']);
  });

  it('by relevance: complete first, then the default clinic, then the lowest total', () => {
    expect(orderCards(cards, 'relevancia').map((c) => c.nome)).toEqual(['Matriz', 'Zeta', 'Álvaro', 'Barata']);
    expect(orderCards([...cards].reverse(), 'relevancia').map((c) => c.nome)).toEqual(['Matriz', 'Zeta', 'Álvaro', 'Barata']);
  });
});
