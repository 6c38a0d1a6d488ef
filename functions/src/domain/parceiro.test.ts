import { describe, expect, it } from 'vitest';
import {
  exameConsultaCanceladaMessage,
  exameDataAnteriorMessage,
  exameDataFuturaMessage,
  exameJaRealizadoMessage,
} from '@ocupacional/shared';
import {
  buscaCasa,
  dataRealizacaoError,
  nomeSeguro,
  parceiroWindow,
  parseResultadoUploadId,
  realizacao,
  resultadoKey,
  resultadoUploadId,
  situacaoDoExame,
} from './parceiro';

describe('the partner list window', () => {
  it('reads 30 days back to 30 days ahead of today by default', () => {
    expect(parceiroWindow('2024-03-31')).toEqual({ start: '2024-03-01', end: '2024-04-30' });
  });

  it('takes each end the filter gives and the default for the other', () => {
    expect(parceiroWindow('2024-03-31', { start: '2024-01-10', end: null })).toEqual({ start: '2024-01-10', end: '2024-04-30' });
    expect(parceiroWindow('2024-03-31', { start: null, end: '2024-03-15' })).toEqual({ start: '2024-03-01', end: '2024-03-15' });
  });

  it('never answers an inverted range', () => {
    expect(parceiroWindow('2024-03-31', { start: '2024-03-20', end: '2024-03-10' })).toEqual({ start: '2024-03-20', end: '2024-03-20' });
  });
});

describe('where an exam stands for its partner', () => {
  it('is done once marked, whatever happened to the consultation', () => {
    expect(situacaoDoExame({ realizadoEm: '2024-03-01T12:00:00.000Z' }, 57)).toBe('realizado');
  });

  it('is cancelled when its consultation was cancelled or closed before it was done', () => {
    expect(situacaoDoExame({}, 57)).toBe('cancelada');
    expect(situacaoDoExame({}, 58)).toBe('cancelada');
  });

  it('is pending otherwise, also when the consultation was not read', () => {
    expect(situacaoDoExame({}, 55)).toBe('pendente');
    expect(situacaoDoExame({}, 66)).toBe('pendente');
    expect(situacaoDoExame({})).toBe('pendente');
  });
});

describe('the partner list search', () => {
  const exame = { idCon: 1234, funcionarioNome: 'José da Conceição', funcionarioCpf: '52998224725' };

  it('matches any part of the employee name, accents and case ignored', () => {
    expect(buscaCasa(exame, 'conceicao')).toBe(true);
    expect(buscaCasa(exame, 'JOSÉ')).toBe(true);
    expect(buscaCasa(exame, 'maria')).toBe(false);
  });

  it('matches the CPF digits typed with or without the mask, from three digits', () => {
    expect(buscaCasa(exame, '529.982')).toBe(true);
    expect(buscaCasa(exame, '24725')).toBe(true);
    expect(buscaCasa(exame, '52')).toBe(false);
    expect(buscaCasa(exame, '111.111')).toBe(false);
  });

  it('matches the consultation number exactly', () => {
    expect(buscaCasa(exame, '1234')).toBe(true);
    expect(buscaCasa({ ...exame, funcionarioCpf: '00000000000' }, '123')).toBe(false);
  });

  it('ignores blanks around the search and repeated blanks inside it', () => {
    expect(buscaCasa(exame, '  conceição  ')).toBe(true);
    expect(buscaCasa(exame, 'josé   da')).toBe(true);
  });

  it('does not join the parts of the name', () => {
    expect(buscaCasa(exame, 'joseda')).toBe(false);
  });

  it('matches no name when the exam has no employee name', () => {
    expect(buscaCasa({ idCon: 7, funcionarioNome: null, funcionarioCpf: null }, 'a')).toBe(false);
  });

  it.each([
    ['a word before the number', 'ana 1234'],
    ['a word after the number', '1234 ana'],
    ['a word before the CPF', 'cpf 529.982'],
  ])('does not match by the digits of a search mixed with letters (%s)', (_label, search) => {
    expect(buscaCasa(exame, search)).toBe(false);
  });

  it.each([
    ['exactly three CPF digits', '529', true],
    ['CPF digits typed with spaces', '529 982 247', true],
    ['CPF digits typed with slashes and dashes', '529/982-247', true],
    ['only punctuation', '.', false],
    ['only dashes and spaces', '- -', false],
  ])('treats a search of %s as a CPF or number search', (_label, search, expected) => {
    expect(buscaCasa(exame, search)).toBe(expected);
  });

  it('lets everything through without a search', () => {
    expect(buscaCasa(exame, undefined)).toBe(true);
    expect(buscaCasa(exame, '   ')).toBe(true);
  });
});

describe('the day an exam was done', () => {
  const limits = { today: '2024-03-10', agendamento: '2024-03-05T08:30' };

  it('accepts the schedule day, today and any day between', () => {
    expect(dataRealizacaoError('2024-03-05', limits)).toBeNull();
    expect(dataRealizacaoError('2024-03-07', limits)).toBeNull();
    expect(dataRealizacaoError('2024-03-10', limits)).toBeNull();
  });

  it('refuses a day in the future', () => {
    expect(dataRealizacaoError('2024-03-11', limits)).toBe(exameDataFuturaMessage);
  });

  it('refuses a day before the consultation was scheduled, naming the schedule day', () => {
    expect(dataRealizacaoError('2024-03-04', limits)).toBe(exameDataAnteriorMessage('05/03/2024'));
  });
});

describe('marking an exam done', () => {
  const feito = { realizadoEm: '2024-03-06T13:00:00.000Z' };

  it('is allowed the first time while the consultation is attended or already released', () => {
    for (const status of [55, 56, 68, 69, 66, 67, 70]) expect(realizacao({}, status)).toEqual({ acao: 'primeira' });
  });

  it('is refused when the consultation was cancelled or closed', () => {
    for (const status of [57, 58]) {
      expect(realizacao({}, status)).toEqual({ acao: 'recusar', motivo: exameConsultaCanceladaMessage });
      expect(realizacao(feito, status)).toEqual({ acao: 'recusar', motivo: exameConsultaCanceladaMessage });
    }
  });

  it('may replace the result until the consultation is released', () => {
    expect(realizacao(feito, 55)).toEqual({ acao: 'substituir', anterior: feito.realizadoEm });
    expect(realizacao(feito, 69)).toEqual({ acao: 'substituir', anterior: feito.realizadoEm });
  });

  it('is refused a second time once the consultation is released', () => {
    for (const status of [66, 67, 70]) expect(realizacao(feito, status)).toEqual({ acao: 'recusar', motivo: exameJaRealizadoMessage });
  });
});

describe('the result file names', () => {
  it('keeps a safe name with its extension', () => {
    expect(nomeSeguro('Resultado Hemograma Joãozinho.PDF')).toBe('Resultado-Hemograma-Joaozinho.PDF');
    expect(nomeSeguro('../../etc/passwd.zip')).toBe('etc-passwd.zip');
    expect(nomeSeguro('.pdf')).toBe('resultado.pdf');
    expect(nomeSeguro(`${'a'.repeat(300)}.jpeg`)).toHaveLength(100);
  });

  it.each([
    ['a name without extension', 'Laudo', 'Laudo'],
    ['a name without extension and with accents', 'Audiometria José', 'Audiometria-Jose'],
    ['an extension longer than 10 characters', 'laudo.abcdefghijklmn', 'laudo.abcdefghij'],
    ['an extension with unsafe characters', 'laudo.p-d f', 'laudo.pdf'],
    ['blanks in a row', 'Exame   final.pdf', 'Exame-final.pdf'],
    ['unsafe characters at the end', 'Resultado (cópia).pdf', 'Resultado-copia.pdf'],
    ['dashes at the end', 'laudo--.pdf', 'laudo.pdf'],
    ['an extension of unsafe characters only', 'laudo.???', 'laudo'],
  ])('makes a safe name of %s', (_label, nome, expected) => {
    expect(nomeSeguro(nome)).toBe(expected);
  });

  it('reads an upload id with blanks around it', () => {
    expect(parseResultadoUploadId(' 01HQ3Z8V6N2J5K7M9P1R3S5T7V/Exame-final.pdf\n')).toEqual({
      slot: '01HQ3Z8V6N2J5K7M9P1R3S5T7V',
      nome: 'Exame-final.pdf',
    });
  });

  it('reads back the slot and name of an upload id it made, and nothing else', () => {
    const id = resultadoUploadId('01HQ3Z8V6N2J5K7M9P1R3S5T7V', 'Exame final.pdf');
    expect(id).toBe('01HQ3Z8V6N2J5K7M9P1R3S5T7V/Exame-final.pdf');
    expect(parseResultadoUploadId(id)).toEqual({ slot: '01HQ3Z8V6N2J5K7M9P1R3S5T7V', nome: 'Exame-final.pdf' });
    expect(parseResultadoUploadId('../outro/arquivo.pdf')).toBeNull();
    expect(parseResultadoUploadId('01HQ3Z8V6N2J5K7M9P1R3S5T7V/../x.pdf')).toBeNull();
    expect(parseResultadoUploadId('01HQ3Z8V6N2J5K7M9P1R3S5T7V/a/b.pdf')).toBeNull();
  });

  it('files the result under the tenant, the partner and the exam', () => {
    expect(resultadoKey({ tenant: 'demo', parceiroId: 'P1', exameId: '12-E1' }, 'S/x.pdf')).toBe('parceiro/demo/P1/12-E1/S/x.pdf');
  });
});
