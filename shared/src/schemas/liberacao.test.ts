import { describe, expect, it } from 'vitest';
import { anexoTooLargeMessage, anexoWrongTypeMessage, statusAptidaoMismatchMessage } from '../liberacao-rules';
import { maxChars, passwordRequiredMessage, requiredMessage } from '../messages';
import { fieldErrors } from './field-errors';
import {
  cancelamentoFormSchema,
  liberacaoArquivoRequestSchema,
  liberacaoEmpresaFormSchema,
  liberacaoFormSchema,
  liberacaoFormSchemaFor,
} from './liberacao';

/* The release, cancel and upload-slot forms (spec 1 §3, §4, §5, §9). */

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as never);

describe('the release form', () => {
  it('needs the password, with the spec message', () => {
    const result = liberacaoFormSchema.safeParse({ aptidao: 1, senha: '' });
    expect(errorsOf(result)).toMatchObject({ senha: [passwordRequiredMessage] });
    expect(errorsOf(liberacaoFormSchema.safeParse({ aptidao: 1 }))).toMatchObject({ senha: [passwordRequiredMessage] });
  });

  it('needs an aptitude', () => {
    expect(errorsOf(liberacaoFormSchema.safeParse({ senha: 'x' }))).toMatchObject({ aptidao: [requiredMessage] });
  });

  it('applies the aptitude: 5 gives 70 with the training answers 0', () => {
    const result = liberacaoFormSchema.parse({ aptidao: '5', id_tipo_status: 66, te_alt: 1, te_esp: 1, te_ele: 1, te_ali: 1, senha: 's' });
    expect(result).toMatchObject({ id_tipo_status: 70, aptidao: 5, te_alt: 0, te_esp: 0, te_ele: 0, te_ali: 0, obs: null, exames: [] });
  });

  it('refuses an apt release as unfit', () => {
    expect(errorsOf(liberacaoFormSchema.safeParse({ aptidao: 1, id_tipo_status: 70, senha: 's' }))).toMatchObject({
      id_tipo_status: [statusAptidaoMismatchMessage],
    });
  });

  it('lets the clinic release with only aptitude and password', () => {
    expect(liberacaoFormSchemaFor('credenciada').parse({ aptidao: 1, senha: 's', arquivo_aso: '' })).toMatchObject({
      id_tipo_status: 66,
      arquivo_aso: null,
    });
  });

  it('requires every field but exames and obs in the company form', () => {
    const errors = errorsOf(liberacaoEmpresaFormSchema.safeParse({ aptidao: 1, senha: 's' }));
    expect(Object.keys(errors).sort()).toEqual(
      ['arquivo_aso', 'arquivo_exame', 'arquivo_femo', 'id_tipo_status', 'te_ali', 'te_alt', 'te_ele', 'te_esp'].sort(),
    );
    expect(errors.te_alt).toEqual([requiredMessage]);
  });

  it('does not ask the company for the training answers of an unfit 5 (they are locked at 0)', () => {
    const form = { aptidao: 5, id_tipo_status: 70, senha: 's', arquivo_aso: 'a', arquivo_femo: 'b', arquivo_exame: 'c' };
    expect(liberacaoEmpresaFormSchema.safeParse(form).success).toBe(true);
  });
});

describe('the cancel form', () => {
  it('needs the password and at most 1000 characters of reason', () => {
    expect(errorsOf(cancelamentoFormSchema.safeParse({ obs: 'x' }))).toMatchObject({ senha: [passwordRequiredMessage] });
    expect(errorsOf(cancelamentoFormSchema.safeParse({ obs: 'x'.repeat(1001), senha: 's' }))).toMatchObject({ obs: [maxChars(1000)] });
    expect(cancelamentoFormSchema.parse({ obs: 'x'.repeat(1000), senha: 's' }).obs).toHaveLength(1000);
  });
});

describe('the upload slot request', () => {
  it('refuses a file over 50 MB and a type other than jpg, png, jpeg, pdf, zip', () => {
    expect(errorsOf(liberacaoArquivoRequestSchema.safeParse({ campo: 'arquivo_aso', nome: 'a.pdf', tamanho: 50 * 1024 * 1024 + 1 }))).toEqual({
      tamanho: [anexoTooLargeMessage],
    });
    expect(errorsOf(liberacaoArquivoRequestSchema.safeParse({ campo: 'arquivo_aso', nome: 'a.doc', tamanho: 10 }))).toEqual({
      nome: [anexoWrongTypeMessage],
    });
    expect(liberacaoArquivoRequestSchema.safeParse({ campo: 'arquivo_femo', nome: 'a.zip', tamanho: 10 }).success).toBe(true);
  });
});
