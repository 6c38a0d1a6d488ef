import { describe, expect, it } from 'vitest';
import { fileLimits } from '../codes';
import { invalidOptionMessage, requiredMessage } from '../messages';
import { asoUploadFormSchema, asoUploadNotPdfMessage, asoUploadPaginaEditSchema, asoUploadTooLargeMessage } from './aso-upload';

/* The upload form's rules (spec 2 §5). */

const file = { nome: 'lote.pdf', tamanho: 1000 };

function errors(value: unknown): Record<string, string[]> {
  const result = asoUploadFormSchema.safeParse(value);
  if (result.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
}

describe('the ASO upload form', () => {
  it('needs the type and the file', () => {
    expect(errors({})).toMatchObject({ tipo: [requiredMessage], arquivo: [requiredMessage] });
  });

  it('takes an automatic upload as an ASO document, whatever document, company or consultation it sends', () => {
    expect(asoUploadFormSchema.parse({ tipo: 86, documento: 83, juntar: 1, id_emp: 'E', id_con: 5, arquivo: file })).toEqual({
      tipo: 86,
      documento: 82,
      juntar: 0,
      id_emp: null,
      id_fun: null,
      id_con: null,
      arquivo: file,
    });
  });

  it('needs document, company, employee and consultation for a manual upload', () => {
    expect(errors({ tipo: 87, arquivo: file })).toEqual({
      documento: [requiredMessage],
      id_emp: [requiredMessage],
      id_fun: [requiredMessage],
      id_con: [requiredMessage],
    });
  });

  it("needs 'Juntar Arquivo' for a medical record only, and reads it from 0/1, '0'/'1' or booleans", () => {
    const manual = { tipo: 87, id_emp: 'E', id_fun: 'F', id_con: '12', arquivo: file };
    expect(errors({ ...manual, documento: 83 })).toEqual({ juntar: [requiredMessage] });
    expect(asoUploadFormSchema.parse({ ...manual, documento: 83, juntar: true })).toMatchObject({ documento: 83, juntar: 1, id_con: 12 });
    expect(asoUploadFormSchema.parse({ ...manual, documento: 83, juntar: '0' }).juntar).toBe(0);
    expect(asoUploadFormSchema.parse({ ...manual, documento: 82, juntar: 1 }).juntar).toBe(0);
  });

  it('offers documents 82 and 83 only (84 and 88 are left out of list 81)', () => {
    expect(errors({ tipo: 87, documento: 84, id_emp: 'E', id_fun: 'F', id_con: 1, arquivo: file })).toEqual({ documento: [invalidOptionMessage] });
  });

  it('takes PDF only, up to 25 MB', () => {
    expect(errors({ tipo: 86, arquivo: { nome: 'foto.jpg', tamanho: 10 } })).toEqual({ 'arquivo.nome': [asoUploadNotPdfMessage] });
    expect(errors({ tipo: 86, arquivo: { nome: 'a.pdf', tamanho: 10, tipo: 'image/png' } })).toEqual({ 'arquivo.tipo': [asoUploadNotPdfMessage] });
    expect(errors({ tipo: 86, arquivo: { nome: 'a.PDF', tamanho: fileLimits.asoPdfBytes } })).toEqual({});
    expect(errors({ tipo: 86, arquivo: { nome: 'a.pdf', tamanho: fileLimits.asoPdfBytes + 1 } })).toEqual({ 'arquivo.tamanho': [asoUploadTooLargeMessage] });
  });
});

describe('the manual link of a page', () => {
  it('needs company, employee and consultation, and keeps the document type to 82 or 83', () => {
    expect(asoUploadPaginaEditSchema.safeParse({}).success).toBe(false);
    expect(asoUploadPaginaEditSchema.parse({ id_emp: 'E', id_fun: 'F', id_con: '7' })).toEqual({ id_emp: 'E', id_fun: 'F', id_con: 7 });
    expect(asoUploadPaginaEditSchema.safeParse({ id_emp: 'E', id_fun: 'F', id_con: 7, tipo_documento: 84 }).success).toBe(false);
  });
});
