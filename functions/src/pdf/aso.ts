import * as z from 'zod';
import { dateField, formatBrDate, formatCnpj, formatCpf, treinamentoEspecialFields } from '@ocupacional/shared';
import { qrPayload } from './consultation-code';
import {
  clinicaSchema,
  codeField,
  empresaSchema,
  exameSchema,
  funcionarioSchema,
  medicoLine,
  medicoSchema,
} from './document-fields';
import { PdfComposer } from './layout';

/*
 * The ASO (atestado de saúde ocupacional) of a definitive consultation, with what NR-7 asks an ASO to carry:
 * company and CNPJ, employee and CPF, function, the risks of the GHE (or that there are none), the exams with
 * their dates, the aptitude, the ASO type, the examining doctor (name, CRM, UF) and the PCMSO coordinator, the
 * date; plus the special-training fields of the release (spec 1 §3). Every page carries the QR code and the
 * printed consultation code (layout.ts), so each page of a signed copy can be identified after a scan.
 */

const optionalLabel = z.string().trim().max(100).optional();

/** What an ASO shows; labels already in pt-BR (labels.ts turns stored codes into them). */
export const asoDocumentSchema = z.object({
  /** The consultation code (formatConsultationCode of the definitive consultation). */
  codigo: codeField(['consulta']),
  /** Date of issue. */
  emissao: dateField(),
  clinica: clinicaSchema,
  empresa: empresaSchema,
  funcionario: funcionarioSchema,
  funcao: z.string().trim().min(1).max(255),
  /** Work front (frente de trabalho). */
  fdt: z.string().trim().min(1).max(255),
  /** Sector / group of similar exposure, e.g. 'GHE 02 - Produção'. */
  ghe: z.string().trim().min(1).max(255),
  /** ASO type label, e.g. 'Periódico'. */
  tipo_aso: z.string().trim().min(1).max(100),
  riscos: z.array(z.object({ grupo: z.string().trim().min(1).max(100), descricao: z.string().trim().min(1).max(500) })),
  exames: z.array(exameSchema).min(1),
  /** Aptitude label: 'Apto', 'Apto com restrições', 'Inapto'. */
  aptidao: z.string().trim().min(1).max(100),
  te_alt: optionalLabel,
  te_esp: optionalLabel,
  te_ele: optionalLabel,
  te_ali: optionalLabel,
  medico: medicoSchema,
  coordenador: medicoSchema,
  obs: z.string().trim().max(1000).optional(),
});

/** The ASO view model as callers write it (CPF/CNPJ masked or not, dates ISO or dd/mm/aaaa). */
export type AsoDocumentInput = z.input<typeof asoDocumentSchema>;
export type AsoDocument = z.output<typeof asoDocumentSchema>;

/** What NR-7 has an ASO say when the GHE has no risk that needs medical control. */
export const semRiscosText = 'Ausência de riscos ocupacionais específicos.';

/**
 * The ASO PDF: A4, as many pages as the exams and risks need, each with QR code, 'Código da consulta: …' and
 * 'Página N de M'. Throws a ZodError when the view model is invalid.
 *
 * @example const bytes = await renderAsoPdf({ codigo: formatConsultationCode({ kind: 'consulta', tenant, idCon }), … });
 */
export async function renderAsoPdf(input: AsoDocumentInput): Promise<Uint8Array> {
  const aso = asoDocumentSchema.parse(input);
  const composer = await PdfComposer.create({
    title: 'ATESTADO DE SAÚDE OCUPACIONAL',
    subtitle: `Exame ${aso.tipo_aso} — NR-7 (PCMSO)`,
    issuer: {
      nome: aso.clinica.nome,
      linhas: [aso.clinica.endereco, aso.clinica.telefone ? `Telefone: ${aso.clinica.telefone}` : ''].filter(Boolean),
    },
    code: aso.codigo,
    qrPayload: qrPayload(aso.codigo, 'aso'),
    documentTitle: `ASO - ${aso.funcionario.nome} - ${aso.codigo}`,
  });

  composer.section('EMPRESA');
  composer.fields([
    [
      { label: 'Razão social', value: aso.empresa.nome, span: 3 },
      { label: 'CNPJ', value: formatCnpj(aso.empresa.cnpj), span: 1.4 },
    ],
    [
      { label: 'Frente de trabalho', value: aso.fdt, span: 2 },
      { label: 'Setor / GHE', value: aso.ghe, span: 2.4 },
    ],
  ]);

  composer.section('FUNCIONÁRIO');
  composer.fields([
    [
      { label: 'Nome', value: aso.funcionario.nome, span: 3 },
      { label: 'CPF', value: formatCpf(aso.funcionario.cpf), span: 1.4 },
    ],
    [
      { label: 'Data de nascimento', value: formatBrDate(aso.funcionario.dt_nas) },
      { label: 'RG', value: aso.funcionario.rg ?? '' },
      { label: 'Matrícula', value: aso.funcionario.matricula ?? '' },
      { label: 'Função', value: aso.funcao, span: 1.4 },
    ],
    [
      { label: 'Tipo de exame', value: aso.tipo_aso, span: 2 },
      { label: 'Data de emissão', value: formatBrDate(aso.emissao), span: 2.4 },
    ],
  ]);

  composer.section('RISCOS OCUPACIONAIS DO GHE');
  composer.table(
    [
      { header: 'Grupo', width: 1 },
      { header: 'Fator de risco', width: 3 },
    ],
    aso.riscos.map((risco) => [risco.grupo, risco.descricao]),
    semRiscosText,
  );

  composer.section('EXAMES REALIZADOS');
  composer.table(
    [
      { header: 'Exame', width: 3 },
      { header: 'Data', width: 1 },
    ],
    aso.exames.map((exame) => [exame.nome, formatBrDate(exame.data)]),
  );

  composer.section('CONCLUSÃO', 110);
  composer.fields([
    [{ label: 'Parecer para a função', value: `${aso.aptidao.toUpperCase()} para a função ${aso.funcao}` }],
    [
      { label: treinamentoEspecialFields.te_alt, value: aso.te_alt ?? '' },
      { label: treinamentoEspecialFields.te_esp, value: aso.te_esp ?? '' },
      { label: treinamentoEspecialFields.te_ele, value: aso.te_ele ?? '' },
      { label: treinamentoEspecialFields.te_ali, value: aso.te_ali ?? '' },
    ],
    [
      { label: 'Médico examinador', value: medicoLine(aso.medico) },
      { label: 'Médico coordenador do PCMSO', value: medicoLine(aso.coordenador) },
    ],
  ]);
  if (aso.obs) {
    composer.section('OBSERVAÇÕES', 20);
    composer.paragraph(aso.obs);
  }
  composer.signatures(
    [
      { lines: [aso.medico.nome, `CRM ${aso.medico.crm}/${aso.medico.uf}`, 'Médico examinador'] },
      { lines: [aso.funcionario.nome, `CPF ${formatCpf(aso.funcionario.cpf)}`, 'Funcionário'] },
    ],
    'Declaro ter recebido a segunda via deste atestado.',
  );
  return composer.finish();
}
