import { describe, expect, it } from 'vitest';
import {
  asoTypeLabels,
  asoTypes,
  consultaStatus,
  consultaStatusGroups,
  dateWindows,
  defaultPageSize,
  deviceClass,
  pageSizeOptions,
  statusByAptidao,
  tipoDescricao,
  tipoParent,
  typeListCodes,
  typeLists,
} from './codes';

describe('type lists', () => {
  it('answers the children of each requested code', () => {
    const answer = tipoParent([typeListCodes.tipoAso, typeListCodes.sexo]);

    expect(answer[46]?.map((item) => item.id)).toEqual([47, 48, 49, 50, 51, 52]);
    expect(answer[59]).toEqual([
      { id: 60, descricao: 'Masculino' },
      { id: 61, descricao: 'Feminino' },
    ]);
  });

  it('leaves out the excluded ids, as the release form asks (spec 1 §9)', () => {
    const answer = tipoParent([53, 185, 189], [...consultaStatusGroups.exclusaoLiberacao]);

    expect(answer[53]?.map((item) => item.id)).toEqual([66, 67, 70]);
    expect(answer[185]?.map((item) => item.valor)).toEqual([1, 2, 5]);
    expect(answer[189]?.map((item) => item.valor)).toEqual([1, 2, 3]);
  });

  it('answers an empty list for an unknown code', () => {
    expect(tipoParent([999_999])).toEqual({ 999999: [] });
  });

  it('does not let a caller change the catalogue through an answer', () => {
    const answer = tipoParent([59]);
    answer[59]?.pop();

    expect(typeLists[59]).toHaveLength(2);
  });

  it('never repeats an id across lists, so a description can be found by id', () => {
    const ids = Object.values(typeLists).flatMap((items) => items.map((item) => item.id));

    expect(new Set(ids).size).toBe(ids.length);
    expect(tipoDescricao(54)).toBe('Agendada');
    expect(tipoDescricao(-1)).toBeUndefined();
  });

  it('labels every ASO type', () => {
    expect(Object.values(asoTypes).map((id) => asoTypeLabels[id])).toEqual([
      'Admissional',
      'Após admissional',
      'Retorno ao trabalho',
      'Mudança de função',
      'Demissional',
      'Periódico',
    ]);
  });

  it('describes every consultation status in list 53', () => {
    const listed = typeLists[53]?.map((item) => item.id);

    for (const id of Object.values(consultaStatus)) expect(listed).toContain(id);
  });
});

describe('release rules', () => {
  it('maps each aptitude to its status (spec 1 §4)', () => {
    expect(statusByAptidao).toEqual({ 1: 66, 2: 67, 5: 70, 6: 70 });
  });
});

describe('layout constants', () => {
  it('offers 5, the tens to 100 and the hundreds to 900, defaulting to 50', () => {
    expect(pageSizeOptions).toEqual([
      5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 200, 300, 400, 500, 600, 700, 800, 900,
    ]);
    expect(pageSizeOptions).toContain(defaultPageSize);
  });

  it('classifies widths at the breakpoints', () => {
    expect(deviceClass(1200)).toBe('lg');
    expect(deviceClass(1199)).toBe('md');
    expect(deviceClass(992)).toBe('md');
    expect(deviceClass(991)).toBe('sm');
    expect(deviceClass(785)).toBe('sm');
    expect(deviceClass(784)).toBe('xs');
  });

  it('keeps the default windows of spec 1 §9', () => {
    expect(dateWindows.consultaExternaCredenciada).toEqual({ daysBefore: 60, daysAfter: 0 });
    expect(dateWindows.listaAso).toEqual({ daysBefore: 60, daysAfter: 1 });
    expect(dateWindows.historicoEmpresa).toEqual({ yearsBefore: 10, daysAfter: 30 });
  });
});
