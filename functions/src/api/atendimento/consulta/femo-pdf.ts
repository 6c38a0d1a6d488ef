import {
  asoTypeLabels,
  femoDescricaoField,
  femoGrupoIds,
  femoGrupos,
  femoPerguntaIds,
  femoPerguntas,
  formatBrDate,
  formatBrDateTime,
  formatCpf,
  tipoDescricao,
  type AsoType,
  type FemoForm,
} from '@ocupacional/shared';
import { consultationOfAsoHash } from '../../../data/aso-consultas';
import { clinicsById } from '../../../data/company-reads';
import type { ConsultaItem } from '../../../data/entities/consulta';
import { femos } from '../../../data/entities/femo';
import { formatConsultationCode, parseConsultationCode } from '../../../pdf/consultation-code';
import { PdfComposer } from '../../../pdf/layout';
import { HttpError, notFoundMessage, type RouteHandler } from '../../../platform';
import { pdfResponse } from '../../aso/views';
import { consultaDoLeitor, leitorOf } from './access';

/*
 * The FEMO PDF (spec 1 §7 "consulta/femo/{hash}/gerar", opened in a new tab with ?token=): the saved form drawn
 * with the documents' layout (pdf/layout.ts: issuer, title, QR code, and the consultation code with 'Página N de M'
 * on every page). {hash} is the md5 of the consultation number, like the ASO link. The clinic prints its own, the
 * company its own (empresa/consulta/femo/…), the back office any of the tenant's.
 */

/** What the FEMO document shows. */
export interface FemoDocument {
  readonly codigo: string;
  readonly clinica: { readonly nome: string; readonly telefone: string | null };
  readonly empresa: string;
  readonly funcionario: { readonly nome: string; readonly cpf: string };
  readonly funcao: string;
  readonly ghe: string;
  readonly tipoAso: string;
  readonly dataAge: string;
  readonly atualizadoEm: string | null;
  readonly form: FemoForm;
}

const label = (id: number | null | undefined) => (id === null || id === undefined ? '' : (tipoDescricao(id) ?? String(id)));

/** The QR payload of a FEMO page: our version tag and 'FEMO', so the ASO upload never takes it for an ASO. */
function femoQrPayload(code: string): string {
  if (!parseConsultationCode(code)) throw new RangeError(`not a consultation code: ${code}`);
  return `OCP1:FEMO:${code.toUpperCase()}`;
}

function numberText(value: number, digits: number): string {
  return value.toLocaleString('pt-BR', { maximumFractionDigits: digits });
}

/**
 * The FEMO as a PDF.
 *
 * @example const bytes = await renderFemoPdf({ codigo: formatConsultationCode({ kind: 'consulta', tenant, idCon }), … });
 */
export async function renderFemoPdf(doc: FemoDocument): Promise<Uint8Array> {
  const { form } = doc;
  const composer = await PdfComposer.create({
    title: 'FICHA DE EXAME MÉDICO OCUPACIONAL (FEMO)',
    subtitle: `Exame ${doc.tipoAso}`,
    issuer: { nome: doc.clinica.nome, linhas: doc.clinica.telefone ? [`Telefone: ${doc.clinica.telefone}`] : [] },
    code: doc.codigo,
    qrPayload: femoQrPayload(doc.codigo),
    documentTitle: `FEMO - ${doc.funcionario.nome} - ${doc.codigo}`,
  });

  composer.section('IDENTIFICAÇÃO');
  composer.fields([
    [
      { label: 'Funcionário', value: doc.funcionario.nome, span: 3 },
      { label: 'CPF', value: formatCpf(doc.funcionario.cpf), span: 1.4 },
    ],
    [
      { label: 'Empresa', value: doc.empresa, span: 3 },
      { label: 'Data agendada', value: formatBrDate(doc.dataAge.slice(0, 10)), span: 1.4 },
    ],
    [
      { label: 'Função', value: doc.funcao, span: 2 },
      { label: 'Setor / GHE', value: doc.ghe, span: 2.4 },
    ],
  ]);

  composer.section('DADOS CLÍNICOS');
  const imc = form.altura > 0 ? form.peso / (form.altura * form.altura) : null;
  composer.fields([
    [
      { label: 'Grau de estudo', value: label(form.grau_estudo), span: 2 },
      { label: 'Peso (kg)', value: numberText(form.peso, 2) },
      { label: 'Altura (m)', value: numberText(form.altura, 2) },
    ],
    [
      { label: 'Pressão arterial (mmHg)', value: `${form.pa1} x ${form.pa2}`, span: 2 },
      { label: 'IMC', value: imc !== null && Number.isFinite(imc) ? numberText(imc, 1) : '', span: 2 },
    ],
  ]);

  composer.section('QUESTIONÁRIO');
  composer.table(
    [
      { header: 'Pergunta', width: 2.2 },
      { header: 'Resposta', width: 0.6 },
      { header: 'Descrição', width: 2.2 },
    ],
    femoPerguntaIds.map((q) => [femoPerguntas[q], label(form[q]), form[femoDescricaoField(q)] ?? '']),
  );

  composer.section('HISTÓRICO E EXAME FÍSICO');
  composer.table(
    [
      { header: 'Grupo', width: 1.6 },
      { header: 'Itens assinalados', width: 3.4 },
    ],
    femoGrupoIds.map((g) => [femoGrupos[g], form[g].length > 0 ? form[g].map(label).join(', ') : 'Nenhum']),
  );

  composer.section('CONCLUSÃO');
  composer.paragraph(label(form.conclusao), { bold: true });
  if (form.observacoes) {
    composer.section('OBSERVAÇÕES', 20);
    composer.paragraph(form.observacoes);
  }
  composer.signatures(
    [{ lines: [doc.funcionario.nome, 'Funcionário'] }, { lines: ['Médico examinador', doc.clinica.nome] }],
    doc.atualizadoEm ? `Ficha registrada em ${formatBrDateTime(doc.atualizadoEm)}.` : undefined,
  );
  return composer.finish();
}

/** The document of a consultation's saved FEMO, or 404 when none was saved. */
async function femoDocumentOf(consulta: ConsultaItem): Promise<FemoDocument> {
  const { tenant, idCon } = consulta;
  const [{ data: femo }, clinics] = await Promise.all([
    femos().get({ tenant, idCon }).go(),
    clinicsById(tenant, [consulta.credenciadaId]),
  ]);
  if (!femo) throw new HttpError(404, notFoundMessage);
  const clinic = clinics.get(consulta.credenciadaId);
  return {
    codigo: formatConsultationCode({ kind: 'consulta', tenant, idCon }),
    clinica: { nome: consulta.credenciadaNome, telefone: clinic?.telCom ?? clinic?.telCel ?? null },
    empresa: consulta.empresaNome,
    funcionario: { nome: consulta.funcionarioNome, cpf: consulta.funcionarioCpf },
    funcao: consulta.funcaoNome,
    ghe: consulta.gheCodigo ? `${consulta.gheCodigo} - ${consulta.gheDescricao ?? ''}` : (consulta.gheDescricao ?? '-'),
    tipoAso: asoTypeLabels[consulta.tipoAso as AsoType] ?? String(consulta.tipoAso),
    dataAge: consulta.dataAge,
    atualizadoEm: femo.updatedAt ?? femo.createdAt ?? null,
    form: femo.form as FemoForm,
  };
}

/** GET consulta/femo/{hash}/gerar (clinic), empresa/consulta/femo/{hash}/gerar (company, web): the FEMO PDF. */
export const getFemoPdf: RouteHandler = async (event, context) => {
  const leitor = leitorOf(context);
  const idCon = await consultationOfAsoHash(leitor.tenant, (event.pathParameters?.hash ?? '').toLowerCase());
  if (idCon === undefined) throw new HttpError(404, notFoundMessage);
  const consulta = await consultaDoLeitor(leitor, String(idCon));
  const pdf = await renderFemoPdf(await femoDocumentOf(consulta));
  return pdfResponse(pdf, `femo-consulta-${idCon}.pdf`);
};
