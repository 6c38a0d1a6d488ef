import { describe, expect, it } from 'vitest';
import {
  acoesEvento,
  conflitos,
  decisaoExclusao,
  logDoEvento,
  passaMostrar,
  prontoParaLote,
  statusAposRecibo,
  type EventoRegra,
} from './esocial-evento';

const base: EventoRegra = { layout: 'S-2220', tipoStatus: 331, avulso: false };
const comXml = { ...base, xml: '<eSocial/>' };
const recibo = '1.2.0000000000000000001';

describe('row actions of an event (spec 2 §4)', () => {
  it('offers only "generate XML" without an XML or receipt', () => {
    expect(acoesEvento(base)).toEqual({
      atualizar_uid: false,
      baixar_xml: false,
      novo_lote: false,
      atualizar_xml: false,
      deletar: false,
      gerar_xml: true,
    });
  });

  it('with an XML and no lote: UID update, download, new lote and refresh', () => {
    expect(acoesEvento(comXml)).toMatchObject({ atualizar_uid: true, baixar_xml: true, novo_lote: true, atualizar_xml: true, gerar_xml: false });
  });

  it('offers a new lote only when the event is in none', () => {
    expect(acoesEvento({ ...comXml, loteId: 'L1' }).novo_lote).toBe(false);
  });

  it('never refreshes the XML after a receipt, nor of an excluded event (380)', () => {
    expect(acoesEvento({ ...comXml, recibo, tipoStatus: 335 }).atualizar_xml).toBe(false);
    expect(acoesEvento({ ...comXml, tipoStatus: 380 }).atualizar_xml).toBe(false);
  });

  it('offers the UID update only for S-2220 and S-2240', () => {
    expect(acoesEvento({ ...comXml, layout: 'S-2240' }).atualizar_uid).toBe(true);
    expect(acoesEvento({ ...comXml, layout: 'S-2210' }).atualizar_uid).toBe(false);
    expect(acoesEvento({ ...comXml, layout: 'S-3000' }).atualizar_uid).toBe(false);
  });
});

describe('deleting an event (spec 2 §4)', () => {
  it.each([
    ['a manual event never sent (328): deleted here', { ...comXml, avulso: true, tipoStatus: 328 }, 'local'],
    ['an accepted event (335): excluded by an S-3000', { ...comXml, recibo, tipoStatus: 335 }, 'exclusao'],
    ['an event accepted with warnings (332): excluded by an S-3000', { ...comXml, recibo, tipoStatus: 332 }, 'exclusao'],
    ['an excluded event (380) with its receipt: not available', { ...comXml, recibo, tipoStatus: 380 }, 'indisponivel'],
    ['a generated event without receipt (331): not available', comXml, 'indisponivel'],
    ['an S-3000: never', { ...comXml, layout: 'S-3000', recibo, tipoStatus: 335 }, 's3000'],
  ] as [string, EventoRegra, string][])('%s', (_, evento, decision) => {
    expect(decisaoExclusao(evento)).toBe(decision);
    expect(acoesEvento(evento).deletar).toBe(decision === 'local' || decision === 'exclusao');
  });
});

describe('conflicts, receipts and show options', () => {
  it('counts errors and warnings: red with an error, else orange', () => {
    expect(conflitos({ erros: [1], avisos: [1, 2] })).toEqual({ erros: 1, avisos: 2, total: 3, cor: 'vermelho' });
    expect(conflitos({ erros: [], avisos: [1] }).cor).toBe('laranja');
    expect(conflitos({}).cor).toBeNull();
  });

  it('makes the event "Processado com sucesso" with a receipt and leaves it alone without one', () => {
    expect(statusAposRecibo(336, recibo)).toBe(335);
    expect(statusAposRecibo(336, '')).toBe(336);
    expect(statusAposRecibo(331, null)).toBe(331);
  });

  it('filters by show option: without XML, with XML, without and with conflicts', () => {
    const conflicted = { ...comXml, erros: [{}] };
    expect([base, comXml, conflicted].map((e) => [1, 2, 3, 4].map((m) => passaMostrar(e, m)))).toEqual([
      [true, false, true, false],
      [false, true, true, false],
      [false, true, false, true],
    ]);
  });

  it('lets only events with an XML, no errors, no receipt and no lote into a lote', () => {
    expect(prontoParaLote(comXml)).toBe(true);
    expect(prontoParaLote(base)).toBe(false);
    expect(prontoParaLote({ ...comXml, erros: [{}] })).toBe(false);
    expect(prontoParaLote({ ...comXml, recibo })).toBe(false);
    expect(prontoParaLote({ ...comXml, loteId: 'L1' })).toBe(false);
  });
});

describe('the item log (spec 2 §2, §8)', () => {
  it('groups findings by fix hint and opens on errors, else warnings, else the file', () => {
    const log = logDoEvento({
      erros: [
        { descricao: 'Exame Acuidade sem código da Tabela 27', grupo: 'exame' },
        { codigo: '142', descricao: 'Assinatura inválida' },
        { descricao: 'Exame Raio-X sem código', grupo: 'exame' },
      ],
      avisos: [{ descricao: 'Coordenador do PCMSO não informado', grupo: 'pcmso' }],
    });
    expect(log.aba_inicial).toBe('erro');
    expect(log.erros.map((g) => [g.grupo, g.onde, g.itens.length])).toEqual([
      ['exame', 'Configurações > Exames', 2],
      ['esocial', '', 1],
    ]);
    expect(logDoEvento({ avisos: [{ descricao: 'x', grupo: 'pcmso' }] }).aba_inicial).toBe('aviso');
    expect(logDoEvento({}).aba_inicial).toBe('arquivo');
  });
});

describe('blank fields and edge cases of the event rules', () => {
  it.each([
    ['a blank receipt', { ...comXml, recibo: '   ' }],
    ['a blank lote', { ...comXml, loteId: ' ' }],
  ])('treats %s as none', (_, evento) => {
    expect(prontoParaLote(evento)).toBe(true);
    expect(acoesEvento(evento)).toMatchObject({ novo_lote: true, atualizar_xml: true });
  });

  it('treats a blank XML as no XML: only "generate XML"', () => {
    expect(acoesEvento({ ...base, xml: '  ' })).toMatchObject({ baixar_xml: false, gerar_xml: true });
    expect(statusAposRecibo(336, '  ')).toBe(336);
  });

  it.each([
    ['a generated event (not manual) in 328', { ...comXml, avulso: false, tipoStatus: 328 }],
    ['a manual event already generated (331)', { ...comXml, avulso: true, tipoStatus: 331 }],
  ] as [string, EventoRegra][])('does not delete %s', (_, evento) => {
    expect(decisaoExclusao(evento)).toBe('indisponivel');
    expect(acoesEvento(evento).deletar).toBe(false);
  });

  it.each([undefined, 0, 99])('shows every event when the show option is %j', (mostrar) => {
    expect([base, comXml, { ...comXml, erros: [{}] }].map((e) => passaMostrar(e, mostrar))).toEqual([true, true, true]);
  });

  it.each(['desconhecido', 'toString', 'constructor'])("puts a finding of an unknown group (%s) under 'Retorno do eSocial'", (grupo) => {
    const log = logDoEvento({ erros: [{ descricao: 'Falha', grupo }] });
    expect(log.erros).toEqual([{ grupo: 'esocial', titulo: 'Retorno do eSocial', onde: '', itens: [{ descricao: 'Falha', grupo }] }]);
  });
});
