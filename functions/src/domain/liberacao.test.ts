import { describe, expect, it } from 'vitest';
import { arquivoConfere, chaveDoArquivo, emailDeLiberacao, flagDoFuncionario, nomeSeguro, obsDoHistorico, podeAtuar } from './liberacao';

/* The pure parts of releasing and cancelling a consultation (spec 1 §3, §4). */

describe('who may act on a consultation', () => {
  const consulta = { credenciadaId: 'C1', empresaId: 'E1' };
  it.each([
    [{ pointType: 'credenciada', pointId: 'C1' }, true],
    [{ pointType: 'credenciada', pointId: 'C2' }, false],
    [{ pointType: 'empresa', pointId: 'E1' }, true],
    [{ pointType: 'empresa', pointId: 'E2' }, false],
    [{ pointType: 'empresa', pointId: null }, false],
    [{ pointType: 'web', pointId: null }, true],
    [{ pointType: 'parceiro', pointId: 'C1' }, false],
    [{ pointType: 'parceiro', pointId: 'E1' }, false],
  ])('%o may act: %s', (quem, allowed) => {
    expect(podeAtuar(quem, consulta)).toBe(allowed);
  });

  it.each([
    ['credenciada', ''],
    ['empresa', ''],
    ['empresa', undefined],
  ])('a %s session without its id (%j) never matches a consultation missing one', (pointType, pointId) => {
    expect(podeAtuar({ pointType, pointId }, { credenciadaId: '', empresaId: '' })).toBe(false);
  });
});

describe('where an attachment is stored', () => {
  it('keys it under the tenant, the consultation and the slot, never under upload/', () => {
    const key = chaveDoArquivo('demo', 12, 'S1', 'ASO João da Silva.PDF');
    expect(key).toBe('consulta/demo/12/liberacao/S1/ASO-Joao-da-Silva.PDF');
    expect(key.startsWith('upload/')).toBe(false);
  });

  it('keeps only the last path part of a name', () => {
    expect(nomeSeguro('C:\\fotos\\../exame.png')).toBe('exame.png');
    expect(nomeSeguro('...')).toBe('arquivo');
  });

  it('turns each run of unsafe characters into one dash', () => {
    expect(nomeSeguro('ASO  João (cópia).pdf')).toBe('ASO-Joao-copia-.pdf');
  });

  it('keeps the last 120 characters of a long name, with its extension', () => {
    const nome = nomeSeguro(`${'a'.repeat(200)}.pdf`);
    expect(nome).toBe(`${'a'.repeat(116)}.pdf`);
  });

  it('accepts the stored object only with the announced size and type', () => {
    const declarado = { tamanho: 10, contentType: 'application/pdf' };
    expect(arquivoConfere(declarado, { tamanho: 10, contentType: 'application/pdf' })).toBe(true);
    expect(arquivoConfere(declarado, { tamanho: 11, contentType: 'application/pdf' })).toBe(false);
    expect(arquivoConfere(declarado, { tamanho: 10, contentType: 'image/png' })).toBe(false);
    expect(arquivoConfere(declarado, { tamanho: undefined, contentType: undefined })).toBe(false);
    expect(arquivoConfere(declarado, { tamanho: 10, contentType: undefined })).toBe(false);
  });

  it('reads the stored type without its parameters', () => {
    const declarado = { tamanho: 10, contentType: 'application/pdf' };
    expect(arquivoConfere(declarado, { tamanho: 10, contentType: 'application/pdf; charset=binary' })).toBe(true);
    expect(arquivoConfere(declarado, { tamanho: 10, contentType: 'application/pdf ; charset=binary' })).toBe(true);
  });
});

describe('the employee flag of a released ASO type', () => {
  it.each([
    [47, 'adm'],
    [48, 'aposAdm'],
    [49, null],
    [50, null],
    [51, 'dem'],
    [52, null],
  ])('type %i sets %s', (tipoAso, flag) => {
    expect(flagDoFuncionario(tipoAso)).toBe(flag);
  });
});

describe('the texts of a release and a cancellation', () => {
  it('writes the history line with the aptitude and the status', () => {
    expect(obsDoHistorico({ tipo: 'liberacao', idCon: 7, aptidao: 5, tipoStatus: 70 })).toBe('Consulta nº 7 liberada: Inapto (Liberada - Inapto).');
    expect(obsDoHistorico({ tipo: 'cancelamento', idCon: 7, obs: 'Desistiu' })).toBe('Consulta nº 7 cancelada: Desistiu');
    expect(obsDoHistorico({ tipo: 'cancelamento', idCon: 7, obs: null })).toBe('Consulta nº 7 cancelada.');
  });

  it('names the employee, the number and the aptitude in the release e-mail', () => {
    const mail = emailDeLiberacao({
      idCon: 42,
      funcionarioNome: 'Ana Souza',
      empresaNome: 'ACME',
      credenciadaNome: 'Clínica',
      tipoAso: 47,
      aptidao: 1,
      data: '01/02/2025',
      remetente: 'SST Demo',
    });
    expect(mail.subject).toContain('42');
    expect(mail.subject).toContain('Ana Souza');
    expect(mail.text).toContain('Resultado: Apto');
    expect(mail.text).toContain('Tipo de ASO: Admissional');
    expect(mail.text).not.toMatch(/https?:/);
  });

  it('writes the whole release e-mail, signed by the provider', () => {
    const mail = emailDeLiberacao({
      idCon: 42,
      funcionarioNome: 'Ana Souza',
      empresaNome: 'ACME',
      credenciadaNome: 'Clínica Centro',
      tipoAso: 51,
      aptidao: 5,
      data: '01/02/2025',
      remetente: 'SST Demo',
    });
    expect(mail).toEqual({
      subject: 'ASO liberado - Consulta nº 42 - Ana Souza',
      text: [
        'Prezados,',
        '',
        'O ASO da consulta nº 42 foi liberado em 01/02/2025.',
        '',
        'Empresa: ACME',
        'Funcionário: Ana Souza',
        'Tipo de ASO: Demissional',
        'Resultado: Inapto',
        'Credenciada: Clínica Centro',
        '',
        'O ASO pode ser impresso no portal da empresa, em Consultas.',
        '',
        'Atenciosamente,',
        'SST Demo',
      ].join('\n'),
    });
  });
});
