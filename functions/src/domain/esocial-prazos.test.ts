import { describe, expect, it } from 'vitest';
import {
  diasDeAvisoDoPrazo,
  emailDoResumo,
  prazoDoRegistro,
  resumoDePrazos,
  dia15DoMesSeguinte,
  diaUtil,
  fatoDaEntrada,
  feriadoNacional,
  pascoa,
  prazoDoEvento,
  proximoDiaUtil,
  situacaoDoPrazo,
  situacaoDoPrazoRotulo,
} from './esocial-prazos';

describe('prazoDoEvento', () => {
  it.each([
    // MOS S-1.3, S-2220: "até o dia 15 do mês subsequente ao da realização do correspondente exame (ASO)".
    ['S-2220 on the 4th', { layout: 'S-2220', data: '2026-05-04' }, '2026-06-15'],
    ['S-2220 on the last day of a month', { layout: 'S-2220', data: '2026-01-31' }, '2026-02-15'],
    ['S-2220 in December', { layout: 'S-2220', data: '2026-12-20' }, '2027-01-15'],
    ['S-2220 on the 15th itself', { layout: 'S-2220', data: '2026-03-15' }, '2026-04-15'],
    // MOS S-1.3, S-2240: "até o dia 15 do mês subsequente" to the start or change of the conditions.
    ['S-2240', { layout: 'S-2240', data: '2026-07-01' }, '2026-08-15'],
    // MOS S-1.3, S-2210: "até o primeiro dia útil seguinte ao da sua ocorrência".
    ['S-2210 on a Wednesday', { layout: 'S-2210', data: '2026-05-06' }, '2026-05-07'],
    ['S-2210 on a Friday', { layout: 'S-2210', data: '2026-05-08' }, '2026-05-11'],
    ['S-2210 on a Saturday', { layout: 'S-2210', data: '2026-05-09' }, '2026-05-11'],
    ['S-2210 the day before Tiradentes', { layout: 'S-2210', data: '2026-04-20' }, '2026-04-22'],
    ['S-2210 before the Sexta-feira da Paixão', { layout: 'S-2210', data: '2026-04-02' }, '2026-04-06'],
    ['S-2210 on Christmas Eve', { layout: 'S-2210', data: '2026-12-24' }, '2026-12-28'],
    // "... e, em caso de morte, de imediato".
    ['S-2210 of a death', { layout: 'S-2210', data: '2026-05-08', obito: true }, '2026-05-08'],
    ['S-2210 without death', { layout: 'S-2210', data: '2026-05-08', obito: false }, '2026-05-11'],
  ] as const)('%s', (_case, fato, prazo) => {
    expect(prazoDoEvento(fato)).toBe(prazo);
  });

  it('refuses a day that does not exist rather than counting from another one', () => {
    expect(() => prazoDoEvento({ layout: 'S-2220', data: '2026-02-30' })).toThrow(RangeError);
    expect(() => prazoDoEvento({ layout: 'S-2220', data: '2026-13-01' })).toThrow(RangeError);
    expect(() => prazoDoEvento({ layout: 'S-2220', data: '04/05/2026' })).toThrow(RangeError);
    expect(() => prazoDoEvento({ layout: 'S-2220', data: 'x2026-05-04' })).toThrow(RangeError);
    expect(() => prazoDoEvento({ layout: 'S-2220', data: '2026-05-04x' })).toThrow(RangeError);
  });
});

describe('business days', () => {
  it.each([
    ['2026-01-01', true],
    ['2026-04-21', true],
    ['2026-05-01', true],
    ['2026-09-07', true],
    ['2026-10-12', true],
    ['2026-11-02', true],
    ['2026-11-15', true],
    ['2026-11-20', true],
    ['2023-11-20', false], // Consciência Negra is national from 2024 (Lei 14.759/2023)
    ['2024-11-20', true],
    ['2026-12-25', true],
    ['2026-04-03', true], // Sexta-feira da Paixão 2026
    ['2025-04-18', true], // … 2025
    ['2026-04-05', false], // Easter Sunday is no holiday of its own (a Sunday anyway)
    ['2026-04-02', false],
    ['2026-02-16', false], // Carnival is a ponto facultativo, not a national holiday
    ['2026-12-24', false],
  ])('%s is a national holiday: %s', (data, feriado) => {
    expect(feriadoNacional(data)).toBe(feriado);
  });

  it.each([
    ['2024-03-31'],
    ['2025-04-20'],
    ['2026-04-05'],
    ['2027-03-28'],
    ['2038-04-25'],
    ['2019-04-21'],
    ['2011-04-24'],
  ])('computes Easter %s', (domingo) => {
    expect(pascoa(Number(domingo.slice(0, 4)))).toBe(domingo);
  });

  it('counts Monday to Friday without holidays as business days', () => {
    expect(['2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07', '2026-05-08'].map(diaUtil)).toEqual([true, true, true, true, true]);
    expect(['2026-05-09', '2026-05-10', '2026-05-01'].map(diaUtil)).toEqual([false, false, false]);
    expect(proximoDiaUtil('2026-04-30')).toBe('2026-05-04');
  });

  it('puts the 15th of the next month across a year', () => {
    expect(dia15DoMesSeguinte('2026-11-30')).toBe('2026-12-15');
    expect(dia15DoMesSeguinte('2026-12-01')).toBe('2027-01-15');
  });
});

describe('situacaoDoPrazo', () => {
  it.each([
    ['before the deadline', '2026-06-14', false, 'a vencer'],
    ['on the deadline', '2026-06-15', false, 'vence hoje'],
    ['after the deadline', '2026-06-16', false, 'atrasado'],
    ['sent, even after the deadline', '2026-07-01', true, 'enviado'],
  ] as const)('%s', (_case, hoje, enviado, situacao) => {
    expect(situacaoDoPrazo('2026-06-15', hoje, enviado)).toBe(situacao);
  });

  it('labels each situation in pt-BR', () => {
    expect(situacaoDoPrazoRotulo).toEqual({ enviado: 'Enviado', 'a vencer': 'A vencer', 'vence hoje': 'Vence hoje', atrasado: 'Atrasado' });
  });
});

describe('fatoDaEntrada', () => {
  it('reads the date each layout counts from', () => {
    expect(fatoDaEntrada('S-2220', { exMedOcup: { aso: { dtAso: '2026-05-04' } } })).toEqual({ layout: 'S-2220', data: '2026-05-04' });
    expect(fatoDaEntrada('S-2240', { infoExpRisco: { dtIniCondicao: '2026-05-05' } })).toEqual({ layout: 'S-2240', data: '2026-05-05' });
    expect(fatoDaEntrada('S-2210', { cat: { dtAcid: '2026-05-06', indCatObito: 'S' } })).toEqual({ layout: 'S-2210', data: '2026-05-06', obito: true });
    expect(fatoDaEntrada('S-2210', { cat: { dtAcid: '2026-05-06', indCatObito: 'N' } })).toEqual({ layout: 'S-2210', data: '2026-05-06', obito: false });
  });

  it('answers null when the input has no such date, or for a layout without deadline here', () => {
    expect(fatoDaEntrada('S-2220', { infoExpRisco: { dtIniCondicao: '2026-05-05' } })).toBeNull();
    expect(fatoDaEntrada('S-2240', { exMedOcup: { aso: { dtAso: '2026-05-04' } } })).toBeNull();
    expect(fatoDaEntrada('S-2210', {})).toBeNull();
    expect(fatoDaEntrada('S-3000', { exMedOcup: { aso: { dtAso: '2026-05-04' } } })).toBeNull();
    expect(fatoDaEntrada('S-2220', { exMedOcup: { aso: { dtAso: 20260504 } } })).toBeNull();
    expect(fatoDaEntrada('S-2220', { exMedOcup: { aso: { dtAso: '04/05/2026' } } })).toBeNull();
    expect(fatoDaEntrada('S-2220', null)).toBeNull();
  });
});

describe('prazoDoRegistro', () => {
  const s2220 = (dtAso: string) => JSON.stringify({ exMedOcup: { aso: { dtAso } } });

  it('answers the deadline of a stored event and where it stands', () => {
    expect(prazoDoRegistro({ layout: 'S-2220', entrada: s2220('2026-05-04') }, '2026-06-16')).toEqual({ data: '2026-06-15', situacao: 'atrasado', rotulo: 'Atrasado' });
    expect(prazoDoRegistro({ layout: 'S-2220', entrada: s2220('2026-05-04'), recibo: '1.2.0000000000000000001' }, '2026-06-16')).toEqual({
      data: '2026-06-15',
      situacao: 'enviado',
      rotulo: 'Enviado',
    });
    expect(prazoDoRegistro({ layout: 'S-2220', entrada: s2220('2026-05-04'), recibo: null }, '2026-06-15')?.situacao).toBe('vence hoje');
  });

  it('answers null for an input that is not JSON, lacks its date, or names a day that does not exist', () => {
    expect(prazoDoRegistro({ layout: 'S-2220', entrada: '{' }, '2026-06-16')).toBeNull();
    expect(prazoDoRegistro({ layout: 'S-2220' }, '2026-06-16')).toBeNull();
    expect(prazoDoRegistro({ layout: 'S-2220', entrada: s2220('2026-02-30') }, '2026-06-16')).toBeNull();
    expect(prazoDoRegistro({ layout: 'S-3000', entrada: s2220('2026-05-04') }, '2026-06-16')).toBeNull();
  });
});

describe('the daily digest', () => {
  const evento = (id: string, layout: string, entrada: object, extra: object = {}) => ({
    id,
    layout,
    entrada: JSON.stringify(entrada),
    empresaNome: 'Metalúrgica Alfa',
    funcionarioNome: `Trabalhador ${id}`,
    ...extra,
  });
  const hoje = '2026-06-12';
  const eventos = [
    evento('A', 'S-2220', { exMedOcup: { aso: { dtAso: '2026-05-04' } } }), // 2026-06-15: due in 3 days
    evento('B', 'S-2220', { exMedOcup: { aso: { dtAso: '2026-04-10' } } }), // 2026-05-15: late
    evento('C', 'S-2240', { infoExpRisco: { dtIniCondicao: '2026-04-01' } }, { recibo: '1.2.0000000000000000001' }), // sent
    evento('D', 'S-2210', { cat: { dtAcid: '2026-06-11', indCatObito: 'N' } }), // 2026-06-12: due today
    evento('E', 'S-2240', { infoExpRisco: { dtIniCondicao: '2026-05-20' } }), // 2026-06-15
    evento('F', 'S-2220', { exMedOcup: { aso: { dtAso: '2026-06-01' } } }), // 2026-07-15: not yet
    evento('G', 'S-2220', { exMedOcup: { aso: { dtAso: '2026-04-10' } } }, { deletedAt: '2026-05-01T00:00:00Z' }), // deleted
    evento('H', 'S-2210', { cat: { dtAcid: '2026-06-05', indCatObito: 'S' } }), // death: 2026-06-05, late
    evento('I', 'S-3000', {}),
  ];

  it('lists the late events and those due within 5 days, by deadline, leaving out the sent, the deleted and the far', () => {
    const resumo = resumoDePrazos(eventos, hoje);
    expect(resumo.atrasados.map((item) => [item.id, item.prazo])).toEqual([
      ['B', '2026-05-15'],
      ['H', '2026-06-05'],
    ]);
    expect(resumo.aVencer.map((item) => [item.id, item.prazo, item.situacao])).toEqual([
      ['D', '2026-06-12', 'vence hoje'],
      ['A', '2026-06-15', 'a vencer'],
      ['E', '2026-06-15', 'a vencer'],
    ]);
    expect(resumo.atrasados[0]).toEqual({ id: 'B', layout: 'S-2220', empresaNome: 'Metalúrgica Alfa', funcionarioNome: 'Trabalhador B', prazo: '2026-05-15', situacao: 'atrasado' });
  });

  it('warns of a deadline exactly 5 days ahead, not of one 6 days ahead', () => {
    const cinco = evento('X', 'S-2210', { cat: { dtAcid: '2026-06-16' } }); // next business day 2026-06-17 = hoje + 5
    const seis = evento('Y', 'S-2210', { cat: { dtAcid: '2026-06-17' } }); // 2026-06-18 = hoje + 6
    expect(resumoDePrazos([cinco, seis], hoje).aVencer.map((item) => item.id)).toEqual(['X']);
  });

  it('writes the e-mail in pt-BR with each event, and none when nothing is late or due', () => {
    const email = emailDoResumo(resumoDePrazos(eventos, hoje));
    expect(email?.subject).toBe('eSocial: 2 evento(s) atrasado(s) e 3 a vencer');
    expect(email?.text).toContain('Atrasados (2):\n- S-2220 · Metalúrgica Alfa · Trabalhador B: prazo 15/05/2026\n- S-2210 · Metalúrgica Alfa · Trabalhador H: prazo 05/06/2026\n');
    expect(email?.text).toContain('A vencer nos próximos 5 dias (3):\n- S-2210 · Metalúrgica Alfa · Trabalhador D: prazo 12/06/2026\n');
    expect(email?.text.startsWith('Eventos de SST ainda não aceitos pelo eSocial')).toBe(true);
    expect(email?.text.endsWith('Acompanhe em eSocial > Eventos.\n')).toBe(true);
    expect(emailDoResumo({ atrasados: [], aVencer: [] })).toBeNull();
    const soAtrasado = emailDoResumo({ atrasados: resumoDePrazos(eventos, hoje).atrasados, aVencer: [] });
    expect(soAtrasado?.text).not.toContain('A vencer');
    const soAVencer = emailDoResumo({ atrasados: [], aVencer: resumoDePrazos(eventos, hoje).aVencer });
    expect(soAVencer?.text).not.toContain('Atrasados');
    expect(soAVencer?.subject).toBe('eSocial: 0 evento(s) atrasado(s) e 3 a vencer');
  });

  it('warns 5 days ahead', () => {
    expect(diasDeAvisoDoPrazo).toBe(5);
  });
});
