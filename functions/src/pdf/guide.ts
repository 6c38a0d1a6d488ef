import * as z from 'zod';
import { formatBrDate, formatCnpj, formatCpf } from '@ocupacional/shared';
import { qrPayload } from './consultation-code';
import { clinicaSchema, codeField, empresaSchema, funcionarioSchema } from './document-fields';
import { PdfComposer } from './layout';

/*
 * The referral guide (guia de encaminhamento, spec 1 §2 "Guide/ASO modal"): the company sends the employee to
 * the clinic with it. It is printed while the consultation is scheduled (status 54), usually before the
 * definitive consultation exists, so its code may name the external consultation (kind 'externa').
 */

/** What a referral guide shows; labels already in pt-BR. */
export const guideDocumentSchema = z.object({
  /** The code of the external consultation, or of the definitive one once generated. */
  codigo: codeField(['externa', 'consulta']),
  empresa: empresaSchema,
  funcionario: funcionarioSchema,
  funcao: z.string().trim().min(1).max(255),
  fdt: z.string().trim().max(255).optional(),
  ghe: z.string().trim().min(1).max(255),
  /** ASO type label, e.g. 'Admissional'. */
  tipo_aso: z.string().trim().min(1).max(100),
  /** Where to go: the accredited clinic. */
  clinica: clinicaSchema,
  /** Schedule: 'yyyy-mm-dd' or 'yyyy-mm-ddTHH:mm' (São Paulo), as the external consultation stores it. */
  data_age: z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/),
  exames: z.array(z.object({ nome: z.string().trim().min(1).max(255) })).min(1),
  obs: z.string().trim().max(1000).optional(),
});

export type GuideDocumentInput = z.input<typeof guideDocumentSchema>;

/**
 * The referral guide PDF, with QR code and printed code on every page. Throws a ZodError when the view model
 * is invalid.
 *
 * @example const bytes = await renderGuidePdf({ codigo: formatConsultationCode({ kind: 'externa', tenant, id }), … });
 */
export async function renderGuidePdf(input: GuideDocumentInput): Promise<Uint8Array> {
  const guia = guideDocumentSchema.parse(input);
  const [date, time] = guia.data_age.split('T');
  const composer = await PdfComposer.create({
    title: 'GUIA DE ENCAMINHAMENTO',
    subtitle: `Exame ocupacional ${guia.tipo_aso}`,
    issuer: { nome: guia.empresa.nome, linhas: [`CNPJ ${formatCnpj(guia.empresa.cnpj)}`] },
    code: guia.codigo,
    qrPayload: qrPayload(guia.codigo, 'guia'),
    documentTitle: `Guia de encaminhamento - ${guia.funcionario.nome} - ${guia.codigo}`,
  });

  composer.section('LOCAL DE ATENDIMENTO');
  composer.fields([
    [
      { label: 'Clínica', value: guia.clinica.nome, span: 3 },
      { label: 'Telefone', value: guia.clinica.telefone ?? '', span: 1.4 },
    ],
    [
      { label: 'Endereço', value: guia.clinica.endereco, span: 3 },
      { label: 'Data agendada', value: time ? `${formatBrDate(date)} às ${time}` : formatBrDate(date), span: 1.4 },
    ],
  ]);

  composer.section('EMPRESA');
  composer.fields([
    [
      { label: 'Razão social', value: guia.empresa.nome, span: 3 },
      { label: 'CNPJ', value: formatCnpj(guia.empresa.cnpj), span: 1.4 },
    ],
  ]);

  composer.section('FUNCIONÁRIO');
  composer.fields([
    [
      { label: 'Nome', value: guia.funcionario.nome, span: 3 },
      { label: 'CPF', value: formatCpf(guia.funcionario.cpf), span: 1.4 },
    ],
    [
      { label: 'Data de nascimento', value: formatBrDate(guia.funcionario.dt_nas) },
      { label: 'Função', value: guia.funcao, span: 2 },
      { label: 'Tipo de exame', value: guia.tipo_aso, span: 1.4 },
    ],
    [
      { label: 'Frente de trabalho', value: guia.fdt ?? '', span: 2 },
      { label: 'Setor / GHE', value: guia.ghe, span: 2.4 },
    ],
  ]);

  composer.section('EXAMES A REALIZAR');
  composer.table([{ header: 'Exame', width: 1 }], guia.exames.map((exame) => [exame.nome]));
  if (guia.obs) {
    composer.section('OBSERVAÇÕES', 20);
    composer.paragraph(guia.obs);
  }
  composer.paragraph(
    'Apresente esta guia e um documento de identificação com foto na clínica, na data agendada. ' +
      'O código e o QR code identificam a consulta.',
    { size: 8, muted: true },
  );
  return composer.finish();
}
