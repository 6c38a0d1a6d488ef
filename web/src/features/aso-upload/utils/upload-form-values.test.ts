import { asoUploadFormSchema, asoUploadNotPdfMessage, asoUploadTooLargeMessage, fileLimits, requiredMessage } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { emptyUploadForm, fileSummary, toUploadFormInput, validateUploadForm } from './upload-form-values';

const pdf = fileSummary({ name: 'lote.pdf', size: 2048, type: 'application/pdf' });

function fieldErrors(values: Parameters<typeof toUploadFormInput>[0]) {
  const parsed = asoUploadFormSchema.safeParse(toUploadFormInput(values));
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('toUploadFormInput (spec 2 §5)', () => {
  it('sends an automatic upload with the file only, as an ASO document', () => {
    // Act
    const parsed = asoUploadFormSchema.parse(toUploadFormInput({ ...emptyUploadForm, arquivo: pdf }));

    // Assess
    expect(parsed).toEqual({
      tipo: 86,
      documento: 82,
      juntar: 0,
      id_emp: null,
      id_fun: null,
      id_con: null,
      arquivo: { nome: 'lote.pdf', tamanho: 2048 },
    });
  });

  it('asks for company, employee and consultation on a manual upload, and Juntar for a medical record', () => {
    // Act
    const errors = fieldErrors({ ...emptyUploadForm, tipo: 87, documento: 83, arquivo: pdf });

    // Assess
    expect(errors).toMatchObject({ id_emp: requiredMessage, id_fun: requiredMessage, id_con: requiredMessage, juntar: requiredMessage });
  });

  it('keeps the manual link and Juntar of a medical record', () => {
    // Act
    const parsed = asoUploadFormSchema.parse(
      toUploadFormInput({ tipo: 87, documento: 83, juntar: 1, id_emp: 'E1', id_fun: 'F1', id_con: 128, arquivo: pdf }),
    );

    // Assess
    expect(parsed).toMatchObject({ tipo: 87, documento: 83, juntar: 1, id_emp: 'E1', id_fun: 'F1', id_con: 128 });
  });

  it('refuses a file that is not a PDF or is over 25 MB, and asks for one when none is chosen', () => {
    // Act
    const png = fieldErrors({ ...emptyUploadForm, arquivo: fileSummary({ name: 'foto.png', size: 10, type: 'image/png' }) });
    const big = fieldErrors({ ...emptyUploadForm, arquivo: { ...pdf, tamanho: fileLimits.asoPdfBytes + 1 } });
    const none = fieldErrors(emptyUploadForm);

    // Assess
    expect(png['arquivo.nome']).toBe(asoUploadNotPdfMessage);
    expect(big['arquivo.tamanho']).toBe(asoUploadTooLargeMessage);
    expect(Object.keys(none)).toEqual(['arquivo']);
  });

  it('answers every message at once, the missing file with the manual link fields', () => {
    // Act
    const { values, errors } = validateUploadForm({ ...emptyUploadForm, tipo: 87, documento: 83 });

    // Assess
    expect(values).toBeNull();
    expect(errors).toEqual({
      arquivo: requiredMessage,
      id_emp: requiredMessage,
      id_fun: requiredMessage,
      id_con: requiredMessage,
      juntar: requiredMessage,
    });
  });

  it('answers the parsed form when everything is right', () => {
    // Act
    const { values, errors } = validateUploadForm({ ...emptyUploadForm, arquivo: pdf });

    // Assess
    expect(errors).toEqual({});
    expect(values).toMatchObject({ tipo: 86, documento: 82, arquivo: { nome: 'lote.pdf', tamanho: 2048 } });
  });
});
