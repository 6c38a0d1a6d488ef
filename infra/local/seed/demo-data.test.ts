import { describe, expect, it } from 'vitest';
import { consultaStatus, isValidCnpj, isValidCpf, todayInSaoPaulo } from '@ocupacional/shared';
import { buildDemoData } from './demo-data';
import { loadDemoUsers, type DemoUser } from './demo-users';

/* The demo data set in memory: what seed.ts writes, checked without a database. */

const now = new Date('2025-03-14T15:30:00Z');

describe('the demo data set', () => {
  const users = loadDemoUsers();
  const data = buildDemoData(users, now);
  const demo = data.find((tenant) => tenant.tenant === 'demo')!;

  it('declares users of every area and role, in both tenants, with passwords of 6 characters or more', () => {
    expect(new Set(users.map((u) => u.area))).toEqual(new Set(['web', 'empresa', 'credenciada', 'parceiro']));
    expect(new Set(users.map((u) => u.role))).toEqual(new Set(['administrador', 'operador', 'usuario']));
    expect(new Set(users.map((u) => u.tenant))).toEqual(new Set(['demo', 'outra']));
    expect(users.every((u) => u.senha.length >= 6)).toBe(true);
  });

  it('gives every user of demo-users.json a point with its CNPJ, storing cpf and cnpj as digits', () => {
    const usuarios = data.flatMap((tenant) => tenant.usuarios);
    expect(usuarios).toHaveLength(users.length);
    for (const usuario of usuarios) {
      expect(usuario.cpf).toMatch(/^\d{11}$/);
      expect(usuario.pointCnpj).toMatch(/^\d{14}$/);
      if (usuario.pointType !== 'web') expect(usuario.pointId).toBeTruthy();
    }
  });

  it('refuses a user whose CNPJ names no point of its area', () => {
    const stray: DemoUser = { ...users[0]!, area: 'empresa', cnpj: '11.222.333/0001-81' };
    expect(() => buildDemoData([stray], now)).toThrow(/no empresa with CNPJ 11222333000181/);
  });

  it('is the same on every run for the same moment', () => {
    expect(buildDemoData(users, now)).toEqual(data);
  });

  it('uses only valid CPFs and CNPJs, none repeated within a tenant', () => {
    for (const tenant of data) {
      const cpfs = tenant.funcionarios.map((f) => f.cpf);
      const cnpjs = [tenant.cliente.cnpj, ...tenant.empresas.map((e) => e.cnpj), ...tenant.credenciadas.map((c) => c.cnpj)];
      expect(cpfs.every(isValidCpf)).toBe(true);
      expect(cnpjs.every(isValidCnpj)).toBe(true);
      expect(new Set(cpfs).size).toBe(cpfs.length);
      expect(new Set(cnpjs).size).toBe(cnpjs.length);
    }
  });

  it('has an external consultation in every status, and a definitive one for each with a number', () => {
    const statuses = new Set(demo.consultasExternas.map((c) => c.tipoStatus));
    for (const status of Object.values(consultaStatus)) expect(statuses).toContain(status);
    const numbers = demo.consultasExternas.flatMap((c) => (c.idCon === undefined ? [] : [c.idCon]));
    expect(demo.consultas.map((c) => c.idCon).sort((a, b) => a - b)).toEqual(numbers.sort((a, b) => a - b));
    expect(demo.contadores[0]?.valor).toBe(numbers.length);
  });

  it('schedules consultations today, in the past and in the future, and creates none after now', () => {
    const today = todayInSaoPaulo(now);
    const days = demo.consultasExternas.map((c) => c.dataAge.slice(0, 10));
    expect(days).toContain(today);
    expect(days.some((day) => day < today)).toBe(true);
    expect(days.some((day) => day > today)).toBe(true);
    const instants = [
      ...demo.consultasExternas.map((c) => c.createdAt),
      ...demo.consultas.map((c) => c.dtCad),
      ...demo.acompanhamentos.map((a) => a.createdAt),
    ];
    expect(instants.every((instant) => instant <= now.toISOString())).toBe(true);
  });

  it('prices exams in integer cents', () => {
    expect(demo.tabelaPrecoExames.every((p) => Number.isInteger(p.valorVenda) && p.valorVenda > 0)).toBe(true);
    expect(demo.consultas.every((c) => Number.isInteger(c.valor))).toBe(true);
  });
});
