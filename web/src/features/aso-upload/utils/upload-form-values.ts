import { asoUploadFormSchema, documentTypes, requiredMessage, uploadTypes } from '@ocupacional/shared';
import type { AsoUploadForm, AsoUploadFormInput } from '@ocupacional/shared';

/*
 * The upload form's values (spec 2 §3, §5) and what the shared asoUploadFormSchema reads from them: empty fields
 * are left out (an empty consultation would read as 0, an invalid option), and the automatic upload (86) sends
 * neither document type nor company, employee and consultation.
 */

export interface UploadFormValues {
  tipo: number | '';
  documento: number | '';
  juntar: number | '';
  id_emp: string;
  id_fun: string;
  id_con: number | '';
  /** The chosen file's name, size and type (never its bytes); absent until a file is chosen. */
  arquivo?: { nome: string; tamanho: number; tipo: string | null };
}

/** A new upload: automatic identification of ASO documents. */
export const emptyUploadForm: UploadFormValues = {
  tipo: uploadTypes.automatico,
  documento: documentTypes.aso,
  juntar: '',
  id_emp: '',
  id_fun: '',
  id_con: '',
};

/** The form's values as the shared schema reads them. */
export function toUploadFormInput(values: UploadFormValues): AsoUploadFormInput {
  const manual = values.tipo === uploadTypes.manual;
  const input: Record<string, unknown> = { tipo: values.tipo === '' ? undefined : values.tipo, arquivo: values.arquivo };
  if (manual) {
    if (values.documento !== '') input.documento = values.documento;
    if (values.id_emp) input.id_emp = values.id_emp;
    if (values.id_fun) input.id_fun = values.id_fun;
    if (values.id_con !== '') input.id_con = values.id_con;
    // 'Juntar Arquivo' exists only for the medical record (spec 2 §5).
    if (values.documento === documentTypes.prontuario && values.juntar !== '') input.juntar = values.juntar;
  }
  return input as AsoUploadFormInput;
}

/** What the form keeps of a chosen file. */
export function fileSummary(file: { name: string; size: number; type: string }): NonNullable<UploadFormValues['arquivo']> {
  return { nome: file.name, tamanho: file.size, tipo: file.type || null };
}

/** A stand-in file, so the rest of the form is checked while none is chosen (zod skips the refinements otherwise). */
const noFile = { nome: 'arquivo.pdf', tamanho: 1, tipo: 'application/pdf' };

/**
 * Checks the form with the shared schema and answers every message at once, by dotted field path: the file's
 * ('Campo obrigatório' when none is chosen) together with the type, document, 'Juntar' and link fields'.
 *
 * @example validateUploadForm(emptyUploadForm).errors // { arquivo: 'Campo obrigatório' }
 */
export function validateUploadForm(values: UploadFormValues): { values: AsoUploadForm | null; errors: Record<string, string> } {
  const parsed = asoUploadFormSchema.safeParse(toUploadFormInput({ ...values, arquivo: values.arquivo ?? noFile }));
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.') || 'form';
      errors[path] ??= issue.message;
    }
  }
  if (!values.arquivo) errors.arquivo = requiredMessage;
  return { values: parsed.success && values.arquivo ? parsed.data : null, errors };
}
