import { describe, expect, it } from 'vitest';
import { typeLists } from './codes';
import {
  anexoContentType,
  anexoError,
  anexoTooLargeMessage,
  anexoWrongTypeMessage,
  aplicarAptidao,
  isInapto,
  liberacaoLocks,
  podeCancelar,
  podeLiberar,
  releaseStatusOptions,
} from './liberacao-rules';

/* Releasing and cancelling a definitive consultation (spec 1 §3, §4, §9; the issue 11 lifecycle). */

describe('which statuses may be released or cancelled', () => {
  const table: [number, boolean][] = [
    [54, false], // not started
    [55, true], // attendance started
    [56, true],
    [57, false], // cancelled
    [58, false], // closed
    [66, false], // released apt
    [67, false],
    [68, true],
    [69, true],
    [70, false], // released unfit
    [194, false],
    [195, false],
  ];

  it('covers every status of list 53', () => {
    expect(table.map(([status]) => status).sort((a, b) => a - b)).toEqual((typeLists[53] ?? []).map((item) => item.id));
  });

  it.each(table)('status %i: release and cancel allowed = %s', (status, allowed) => {
    expect(podeLiberar(status)).toBe(allowed);
    expect(podeCancelar(status)).toBe(allowed);
  });
});

describe('the status selector of the release form', () => {
  it('offers 66, 67 and 70 only: list 53 minus the release exclusions', () => {
    expect(releaseStatusOptions().map((item) => item.id)).toEqual([66, 67, 70]);
  });
});

describe('what each aptitude sets and locks', () => {
  const table = [
    { aptidao: 1, status: 66, statusBloqueado: false, permitidos: [66, 67], treinamentoBloqueado: false, inapto: false },
    { aptidao: 2, status: 67, statusBloqueado: true, permitidos: [67], treinamentoBloqueado: false, inapto: false },
    { aptidao: 5, status: 70, statusBloqueado: true, permitidos: [70], treinamentoBloqueado: true, inapto: true },
    { aptidao: 6, status: 70, statusBloqueado: true, permitidos: [70], treinamentoBloqueado: false, inapto: true },
  ] as const;

  it.each(table)('aptitude $aptidao sets status $status', (row) => {
    const locks = liberacaoLocks(row.aptidao);
    expect(locks.status).toBe(row.status);
    expect(locks.statusBloqueado).toBe(row.statusBloqueado);
    expect(locks.statusPermitidos).toEqual(row.permitidos);
    expect(locks.treinamentoBloqueado).toBe(row.treinamentoBloqueado);
    expect(locks.treinamentoValor).toBe(row.treinamentoBloqueado ? 0 : null);
    expect(isInapto(row.aptidao)).toBe(row.inapto);
  });

  it('forces the four training answers to 0 for aptitude 5 whatever was sent', () => {
    expect(aplicarAptidao({ aptidao: 5, id_tipo_status: 66, te_alt: 1, te_esp: 2, te_ele: 3, te_ali: 1 })).toEqual({
      id_tipo_status: 70,
      te_alt: 0,
      te_esp: 0,
      te_ele: 0,
      te_ali: 0,
      statusValido: true,
    });
  });

  it('keeps the training answers of an unfit 6 and locks its status at 70', () => {
    expect(aplicarAptidao({ aptidao: 6, id_tipo_status: 66, te_alt: 1, te_esp: 2, te_ele: 3, te_ali: 1 })).toMatchObject({
      id_tipo_status: 70,
      te_alt: 1,
      te_esp: 2,
      te_ele: 3,
      te_ali: 1,
    });
  });

  it('locks aptitude 2 at 67 even when 66 is sent', () => {
    expect(aplicarAptidao({ aptidao: 2, id_tipo_status: 66 }).id_tipo_status).toBe(67);
  });

  it('lets aptitude 1 choose 67 but not 70, and defaults it to 66', () => {
    expect(aplicarAptidao({ aptidao: 1, id_tipo_status: 67 })).toMatchObject({ id_tipo_status: 67, statusValido: true });
    expect(aplicarAptidao({ aptidao: 1, id_tipo_status: 70 }).statusValido).toBe(false);
    expect(aplicarAptidao({ aptidao: 1 })).toMatchObject({ id_tipo_status: 66, te_alt: 0, statusValido: true });
  });
});

describe('the release attachments', () => {
  it.each([
    ['aso.pdf', 'application/pdf'],
    ['FOTO.JPG', 'image/jpeg'],
    ['foto.jpeg', 'image/jpeg'],
    ['exame.png', 'image/png'],
    ['exames.zip', 'application/zip'],
    ['planilha.xlsx', null],
    ['semextensao', null],
    ['imagem.gif', null],
  ])('%s is stored as %s', (nome, type) => {
    expect(anexoContentType(nome)).toBe(type);
  });

  it('accepts 50 MB and refuses one byte more', () => {
    expect(anexoError({ nome: 'a.pdf', tamanho: 50 * 1024 * 1024 })).toBeNull();
    expect(anexoError({ nome: 'a.pdf', tamanho: 50 * 1024 * 1024 + 1 })).toEqual({ campo: 'tamanho', message: anexoTooLargeMessage });
  });

  it('refuses a type other than jpg, png, jpeg, pdf, zip', () => {
    expect(anexoError({ nome: 'a.exe', tamanho: 10 })).toEqual({ campo: 'nome', message: anexoWrongTypeMessage });
  });
});
