import { esocialMensagens } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { emptyCatForm, fromCatFormulario, fromHhmm, toCatBody, toHhmm, validateCat } from './cat-form';
import type { CatFormValues } from './cat-form';

const hoje = '2026-05-10';

function preenchida(): CatFormValues {
  const form = emptyCatForm('E1');
  form.id_fun = 'F1';
  Object.assign(form.cat, {
    dtAcid: '2026-05-05',
    tpAcid: 1,
    hrAcid: '10:30',
    hrsTrabAntesAcid: '02:30',
    codSitGeradora: '200004300',
    ultDiaTrab: '2026-05-05',
    houveAfast: 'S',
  });
  Object.assign(form.cat.localAcidente, { tpLocal: 1, dscLograd: 'Rua A', nrLograd: '100', cep: '01310-100', codMunic: '3550308', uf: 'SP' });
  form.cat.localAcidente.ideLocalAcid = { tpInsc: 1, nrInsc: '11.222.333/0001-81' };
  form.cat.parteAtingida = { codParteAting: '755030000', lateralidade: 2 };
  form.cat.agenteCausador = { codAgntCausador: '302010300' };
  Object.assign(form.cat.atestado, {
    dtAtendimento: '2026-05-05',
    hrAtendimento: '11:30',
    durTrat: '5',
    indAfast: 'S',
    dscLesao: '702010000',
    codCID: 'S61.0',
    emitente: { nmEmit: 'Dr. Plantonista', ideOC: 1, nrOC: '112233', ufOC: 'SP' },
  });
  return form;
}

describe('toCatBody', () => {
  it('sends the layout names with HHMM times, the treatment days as a number and no empty group', () => {
    // Act
    const body = toCatBody(preenchida());

    // Assess
    expect(body.id_emp).toBe('E1');
    expect(body.cat).toMatchObject({ hrAcid: '1030', hrsTrabAntesAcid: '0230', tpCat: 1, indCatObito: 'N', iniciatCAT: 1 });
    expect((body.cat as { atestado: { durTrat: unknown; hrAtendimento: string } }).atestado).toMatchObject({ durTrat: 5, hrAtendimento: '1130' });
    expect(body.cat).not.toHaveProperty('catOrigem');
    expect(body.cat).not.toHaveProperty('obsCAT');
  });

  it('leaves out the place inscription when empty', () => {
    // Prepare
    const form = preenchida();
    form.cat.localAcidente.ideLocalAcid = { tpInsc: '', nrInsc: '' };

    // Act
    const body = toCatBody(form);

    // Assess
    expect((body.cat as { localAcidente: object }).localAcidente).not.toHaveProperty('ideLocalAcid');
  });
});

describe('validateCat', () => {
  it('asks for company and worker and refuses an accident in the future', () => {
    // Prepare
    const form = preenchida();
    form.id_fun = '';
    form.cat.dtAcid = '2026-05-11';

    // Act
    const fields = validateCat(form, hoje);

    // Assess
    expect(fields.id_fun).toBeDefined();
    expect(fields['cat.dtAcid']).toEqual([esocialMensagens.dataFutura]);
    expect(validateCat(preenchida(), hoje)).toEqual({});
  });
});

describe('fromCatFormulario and the time helpers', () => {
  it('reopens a stored CAT with HH:MM times, sending the same body again', () => {
    // Prepare
    const stored = toCatBody(preenchida());

    // Act
    const form = fromCatFormulario(stored, 'EV9');

    // Assess
    expect(form.cat.hrAcid).toBe('10:30');
    expect(form.cat.tpAcid).toBe(1);
    expect(toCatBody(form)).toEqual({ ...stored, id: 'EV9' });
    expect(toHhmm('07:05')).toBe('0705');
    expect(fromHhmm('0705')).toBe('07:05');
  });
});
