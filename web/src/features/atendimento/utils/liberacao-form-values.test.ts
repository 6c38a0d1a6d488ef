import { anexoTooLargeMessage, anexoWrongTypeMessage, passwordRequiredMessage, requiredMessage } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { aptidaoOptions, emptyLiberacao, liberacaoFieldState, toLiberacaoBody, validateLiberacao, withAptidao } from './liberacao-form-values';

const pdf = { name: 'aso.pdf', size: 1000 };

describe('the release form', () => {
  it('offers the aptitudes of list 185 by the value the API takes (1, 2, 5)', () => {
    // Assess
    expect(aptidaoOptions.map((option) => option.value)).toEqual([1, 2, 5]);
  });

  it('offers only 66, 67 and 70 as status, locked until an aptitude is chosen', () => {
    // Act
    const state = liberacaoFieldState('');

    // Assess
    expect(state.statusOptions.map((option) => option.value)).toEqual([66, 67, 70]);
    expect(state.statusLocked).toBe(true);
  });

  it('sets 66 for an apt ASO and leaves the selector open on 66 or 67, never 70', () => {
    // Act
    const values = withAptidao(emptyLiberacao, 1);
    const state = liberacaoFieldState(1);

    // Assess
    expect(values.id_tipo_status).toBe(66);
    expect(state.statusLocked).toBe(false);
    expect(state.statusOptions.filter((option) => !option.disabled).map((option) => option.value)).toEqual([66, 67]);
    expect(state.treinamentoLocked).toBe(false);
  });

  it('locks the status on 67 for an apt-with-restrictions ASO', () => {
    // Act
    const values = withAptidao(emptyLiberacao, 2);

    // Assess
    expect(values.id_tipo_status).toBe(67);
    expect(liberacaoFieldState(2).statusLocked).toBe(true);
  });

  it('locks the status on 70 and the special training at 0 for an unfit ASO (5)', () => {
    // Prepare
    const answered = { ...emptyLiberacao, te_alt: 1, te_esp: 3 };

    // Act
    const values = withAptidao(answered, 5);
    const state = liberacaoFieldState(5);

    // Assess
    expect(values).toMatchObject({ id_tipo_status: 70, te_alt: 0, te_esp: 0, te_ele: 0, te_ali: 0 });
    expect(state.statusLocked).toBe(true);
    expect(state.treinamentoLocked).toBe(true);
    expect(state.treinamentoOptions.map((option) => option.value)).toEqual([0]);
  });

  it('unlocks the special training again when the aptitude leaves 5', () => {
    // Act
    const values = withAptidao(withAptidao(emptyLiberacao, 5), 1);

    // Assess
    expect(values).toMatchObject({ id_tipo_status: 66, te_alt: '', te_esp: '', te_ele: '', te_ali: '' });
  });

  it('sends the upload ids of the files and leaves empty fields out', () => {
    // Prepare
    const values = { ...withAptidao(emptyLiberacao, 1), te_alt: 3, obs: '  ', senha: 'segredo', exames: ['X1'] };

    // Act
    const body = toLiberacaoBody(values, { arquivo_aso: 'U1' });

    // Assess
    expect(body).toEqual({ aptidao: 1, id_tipo_status: 66, te_alt: 3, senha: 'segredo', arquivo_aso: 'U1', exames: ['X1'] });
  });

  it('asks the clinic only for the aptitude and the password', () => {
    // Act
    const errors = validateLiberacao(emptyLiberacao, {}, 'credenciada');

    // Assess
    expect(errors).toEqual({ aptidao: requiredMessage, senha: passwordRequiredMessage });
  });

  it('asks the company for every field but exames and obs, the files included', () => {
    // Prepare
    const values = { ...withAptidao(emptyLiberacao, 1), senha: 'x' };

    // Act
    const errors = validateLiberacao(values, { arquivo_aso: pdf }, 'empresa');

    // Assess
    expect(Object.keys(errors).sort()).toEqual(['arquivo_exame', 'arquivo_femo', 'te_ali', 'te_alt', 'te_ele', 'te_esp']);
  });

  it('does not ask the company for the special training of an unfit ASO', () => {
    // Prepare
    const values = { ...withAptidao(emptyLiberacao, 5), senha: 'x' };

    // Act
    const errors = validateLiberacao(values, { arquivo_aso: pdf, arquivo_femo: pdf, arquivo_exame: pdf }, 'empresa');

    // Assess
    expect(errors).toEqual({});
  });

  it('refuses a file of another type or over 50 MB with the shared messages', () => {
    // Prepare
    const values = { ...withAptidao(emptyLiberacao, 1), senha: 'x' };

    // Act
    const errors = validateLiberacao(
      values,
      { arquivo_aso: { name: 'foto.gif', size: 10 }, arquivo_exame: { name: 'exames.zip', size: 50 * 1024 * 1024 + 1 } },
      'credenciada',
    );

    // Assess
    expect(errors).toEqual({ arquivo_aso: anexoWrongTypeMessage, arquivo_exame: anexoTooLargeMessage });
  });
});
