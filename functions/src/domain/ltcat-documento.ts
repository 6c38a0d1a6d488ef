import {
  AlignmentType,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
  type ParagraphChild,
} from 'docx';

/*
 * The LTCAT document (issue 15, spec 3 §2.3 'Gerar Documento'): a .docx built from the tenant's model sections and the
 * LTCAT's data. Pure: the handler (api/ltcat/documento.ts) reads everything and hands it here. The model's HTML is the
 * sanitizer's subset (domain/html-sanitize.ts): it is read as tags and text, its {{placeholders}} are filled in the
 * text (so a value is never read as markup), and it becomes Word paragraphs, lists and tables. Tipo 1 sections are
 * written by the generator from the data (revision history, the GHE table, the conclusions each GHE has recorded).
 * Nothing here declares a conclusion: what the engineer did not record is written as not recorded.
 */

/** A GHE as ghesCompletosDoLtcat (data/ltcat-ghe.ts) reads it. */
export interface LtcatGheDocumento {
  readonly id: string;
  readonly ghe: string;
  readonly descricao?: string | null;
  readonly obs?: string | null;
  readonly funcoes: readonly { readonly nome: string; readonly cbo?: string | null; readonly descricao?: string | null }[];
  readonly funcionarios: readonly {
    readonly nome: string;
    readonly cpf?: string | null;
    readonly funcao?: string | null;
    readonly descricao?: string | null;
  }[];
  readonly conclusoes: readonly { readonly nome: string; readonly descricao?: string | null }[];
}

/** A visible model section (data/ltcat-conteudos.ts ltcatModeloVisivel), in document order. */
export interface LtcatSecaoDocumento {
  readonly chave?: string | null | undefined;
  readonly titulo: string;
  readonly html?: string | undefined;
  readonly tipo: number;
  readonly ocultarTexto?: boolean | null | undefined;
  readonly fatorRiscos?: boolean | null | undefined;
}

export interface LtcatDocumentoInput {
  readonly empresa: { readonly razaoSocial: string; readonly cnpj: string; readonly endereco: string; readonly cnae: string; readonly grauRisco?: string };
  readonly frente: { readonly nome: string };
  /** Dates as ISO (yyyy-mm-dd); written dd/mm/yyyy. */
  readonly ltcat: { readonly data: string; readonly vencimento: string; readonly revisao: number; readonly descricao: string; readonly obs?: string | null };
  readonly responsavel: { readonly nome: string; readonly conselho: string; readonly registro: string; readonly uf: string };
  readonly prestador: { readonly nome: string; readonly cnpj: string };
  readonly secoes: readonly LtcatSecaoDocumento[];
  readonly ghes: readonly LtcatGheDocumento[];
  /** The front's revisions, newest first (the 'revisoes' section). */
  readonly revisoes: readonly { readonly rev: number; readonly data: string; readonly descricao: string }[];
  /** The day the document is issued (ISO). */
  readonly dataEmissao: string;
}

/** What an empty placeholder reads as: the document never shows a blank where a value was expected. */
export const naoInformado = 'não informado';
/** The evaluation sections while no measurement is recorded (measurements come with the next wave). */
export const semMedicoes = 'Nenhuma medição registrada neste LTCAT até a data de emissão.';
export const semProtecao = 'Nenhuma medida de proteção coletiva ou individual registrada neste LTCAT até a data de emissão.';
export const semConclusoes = 'Nenhuma conclusão técnica registrada para este GHE.';
export const semGhes = 'Nenhum GHE cadastrado neste LTCAT.';

export const docxContentType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const dataBr = (iso: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
};

/** The placeholder vocabulary's values (data/ltcat-modelo-padrao.ts), '' where the record has none. */
export function ltcatPlaceholders(input: LtcatDocumentoInput): Record<string, string> {
  const { empresa, ltcat, responsavel, prestador } = input;
  return {
    'empresa.razao_social': empresa.razaoSocial,
    'empresa.cnpj': empresa.cnpj,
    'empresa.endereco': empresa.endereco,
    'empresa.cnae': empresa.cnae,
    'empresa.grau_risco': empresa.grauRisco ?? '',
    'fdt.nome': input.frente.nome,
    'ltcat.data': dataBr(ltcat.data),
    'ltcat.vencimento': dataBr(ltcat.vencimento),
    'ltcat.revisao': String(ltcat.revisao),
    'ltcat.revisao_descricao': ltcat.descricao,
    'ltcat.obs': ltcat.obs ?? '',
    data_emissao: dataBr(input.dataEmissao),
    'responsavel.nome': responsavel.nome,
    'responsavel.conselho': responsavel.conselho,
    'responsavel.registro': responsavel.registro,
    'responsavel.uf': responsavel.uf,
    'prestador.nome': prestador.nome,
    'prestador.cnpj': prestador.cnpj,
  };
}

/** Every {{name}} replaced: by its value, or 'não informado' when empty or not in the vocabulary. */
export function preencher(text: string, valores: Record<string, string>): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, nome: string) => valores[nome]?.trim() || naoInformado);
}

// ---- The sanitized HTML subset, read as tokens ----

type Token = { kind: 'open' | 'close'; tag: string } | { kind: 'text'; text: string };

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) || 0xfffd))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec) || 0xfffd))
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function tokens(html: string): Token[] {
  const out: Token[] = [];
  const pattern = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>/g;
  let last = 0;
  for (const match of html.matchAll(pattern)) {
    if (match.index > last) out.push({ kind: 'text', text: decode(html.slice(last, match.index)) });
    out.push({ kind: match[1] ? 'close' : 'open', tag: (match[2] ?? '').toLowerCase() });
    last = match.index + match[0].length;
  }
  if (last < html.length) out.push({ kind: 'text', text: decode(html.slice(last)) });
  return out;
}

interface Estilo {
  bold?: boolean;
  italics?: boolean;
  underline?: Record<string, never>;
}

const headingOf: Record<string, (typeof HeadingLevel)[keyof typeof HeadingLevel]> = {
  h1: HeadingLevel.HEADING_2,
  h2: HeadingLevel.HEADING_3,
  h3: HeadingLevel.HEADING_4,
  h4: HeadingLevel.HEADING_5,
  h5: HeadingLevel.HEADING_6,
  h6: HeadingLevel.HEADING_6,
};

const olReference = 'ltcat-ol';
const blockTags = new Set(['p', 'div', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li']);

/**
 * The blocks of a section's HTML, its placeholders filled. Text outside any block becomes a paragraph; lists become
 * bulleted or numbered paragraphs (nested lists indent); tables become Word tables with a paragraph per cell.
 */
export function htmlParaDocx(html: string, valores: Record<string, string>, lista: { proxima: number } = { proxima: 1 }): FileChild[] {
  const blocks: FileChild[] = [];
  const estilo: Estilo[] = [];
  const listas: { ordenada: boolean; instancia: number }[] = [];
  let runs: ParagraphChild[] = [];
  let bloco: string | undefined;
  // A table being read: rows of cells of runs.
  let tabela: { linhas: { celulas: { runs: ParagraphChild[]; cabecalho: boolean }[] }[] } | undefined;
  let celula: { runs: ParagraphChild[]; cabecalho: boolean } | undefined;

  const atual = (): Estilo => Object.assign({}, ...estilo) as Estilo;
  const fecharParagrafo = () => {
    if (celula) return;
    if (!runs.length && !bloco) return;
    const item = bloco === 'li' ? listas.at(-1) : undefined;
    const nivel = Math.max(0, Math.min(8, listas.length - 1));
    blocks.push(
      new Paragraph({
        children: runs,
        ...(bloco && headingOf[bloco] ? { heading: headingOf[bloco] } : {}),
        ...(item && !item.ordenada ? { bullet: { level: nivel } } : {}),
        ...(item?.ordenada ? { numbering: { reference: olReference, level: nivel, instance: item.instancia } } : {}),
      }),
    );
    runs = [];
    bloco = undefined;
  };
  const destino = () => (celula ? celula.runs : runs);

  for (const token of tokens(html)) {
    if (token.kind === 'text') {
      const text = preencher(token.text, valores);
      if (!text.trim() && !destino().length) continue;
      destino().push(new TextRun({ text, ...atual() }));
      continue;
    }
    const { tag } = token;
    if (token.kind === 'open') {
      if (tag === 'strong' || tag === 'b') estilo.push({ bold: true });
      else if (tag === 'em' || tag === 'i') estilo.push({ italics: true });
      else if (tag === 'u') estilo.push({ underline: {} });
      else if (tag === 'br') destino().push(new TextRun({ break: 1 }));
      else if (tag === 'ul' || tag === 'ol') {
        fecharParagrafo();
        listas.push({ ordenada: tag === 'ol', instancia: tag === 'ol' ? lista.proxima++ : 0 });
      } else if (tag === 'table') {
        fecharParagrafo();
        tabela = { linhas: [] };
      } else if (tag === 'tr' && tabela) tabela.linhas.push({ celulas: [] });
      else if ((tag === 'td' || tag === 'th') && tabela) {
        celula = { runs: [], cabecalho: tag === 'th' };
        if (tag === 'th') estilo.push({ bold: true });
      } else if (blockTags.has(tag) && !celula) {
        fecharParagrafo();
        bloco = tag;
      }
      continue;
    }
    if (tag === 'strong' || tag === 'b' || tag === 'em' || tag === 'i' || tag === 'u') estilo.pop();
    else if (tag === 'ul' || tag === 'ol') {
      fecharParagrafo();
      listas.pop();
    } else if ((tag === 'td' || tag === 'th') && tabela && celula) {
      if (tag === 'th') estilo.pop();
      (tabela.linhas.at(-1) ?? (tabela.linhas.push({ celulas: [] }), tabela.linhas[0]!)).celulas.push(celula);
      celula = undefined;
    } else if (tag === 'table' && tabela) {
      const linhas = tabela.linhas.filter((linha) => linha.celulas.length);
      if (linhas.length) blocks.push(quadro(linhas.map((linha) => linha.celulas.map((cel) => cel.runs))));
      tabela = undefined;
    } else if (blockTags.has(tag) && !celula) fecharParagrafo();
  }
  fecharParagrafo();
  return blocks;
}

/** A full-width table; the first row is the header when `cabecalho`. */
function quadro(linhas: readonly (readonly (readonly ParagraphChild[])[])[], cabecalho = false): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: linhas.map(
      (celulas, index) =>
        new TableRow({
          tableHeader: cabecalho && index === 0,
          children: celulas.map((children) => new TableCell({ children: [new Paragraph({ children: [...children] })] })),
        }),
    ),
  });
}

/** A table of plain texts with a bold header row. */
function quadroDeTextos(cabecalho: readonly string[], linhas: readonly (readonly (string | null | undefined)[])[]): Table {
  return quadro(
    [
      cabecalho.map((text) => [new TextRun({ text, bold: true })]),
      ...linhas.map((linha) => linha.map((text) => [new TextRun({ text: text?.trim() || '—' })])),
    ],
    true,
  );
}

const paragrafo = (text: string, opcoes: Estilo = {}) => new Paragraph({ children: [new TextRun({ text, ...opcoes })] });
const subtitulo = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun({ text })] });

const formatarCpf = (cpf: string | null | undefined) => {
  const digits = (cpf ?? '').replace(/\D/g, '');
  return digits.length === 11 ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}` : (cpf ?? '');
};

/** The generated part of a tipo 1 section, by its key; a key the generator does not know has none. */
function parteGerada(secao: LtcatSecaoDocumento, input: LtcatDocumentoInput): FileChild[] {
  if (secao.fatorRiscos) return [paragrafo(semMedicoes)];
  switch (secao.chave) {
    case 'revisoes':
      return input.revisoes.length
        ? [quadroDeTextos(['Revisão', 'Data', 'Descrição'], input.revisoes.map((rev) => [String(rev.rev), dataBr(rev.data), rev.descricao]))]
        : [];
    case 'reconhecimento':
      if (!input.ghes.length) return [paragrafo(semGhes)];
      return input.ghes.flatMap((ghe) => [
        subtitulo(`GHE: ${ghe.ghe}`),
        ...(ghe.descricao?.trim() ? [paragrafo(ghe.descricao.trim())] : []),
        paragrafo('Funções', { bold: true }),
        ghe.funcoes.length
          ? quadroDeTextos(['Função', 'CBO', 'Descrição das atividades'], ghe.funcoes.map((f) => [f.nome, f.cbo, f.descricao]))
          : paragrafo('Nenhuma função cadastrada neste GHE.'),
        paragrafo('Trabalhadores', { bold: true }),
        ghe.funcionarios.length
          ? quadroDeTextos(['Nome', 'CPF', 'Função'], ghe.funcionarios.map((f) => [f.nome, formatarCpf(f.cpf), f.funcao]))
          : paragrafo('Nenhum trabalhador cadastrado neste GHE.'),
        ...(ghe.obs?.trim() ? [paragrafo(`Observações: ${ghe.obs.trim()}`)] : []),
      ]);
    case 'avaliacao':
      return [paragrafo(semMedicoes)];
    case 'protecao':
      return [paragrafo(semProtecao)];
    case 'conclusoes-ghe':
      if (!input.ghes.length) return [paragrafo(semGhes)];
      return input.ghes.flatMap((ghe) => [
        subtitulo(`GHE: ${ghe.ghe}`),
        ghe.conclusoes.length
          ? quadroDeTextos(['Conclusão técnica', 'Descrição'], ghe.conclusoes.map((c) => [c.nome, c.descricao]))
          : paragrafo(semConclusoes),
      ]);
    default:
      return [];
  }
}

/**
 * The LTCAT as a .docx: a title block, then each visible section in order, numbered (title, filled text, and for a
 * tipo 1 section its generated part). A section with ocultarTexto writes only its generated part.
 */
export async function gerarLtcatDocx(input: LtcatDocumentoInput): Promise<Buffer> {
  const valores = ltcatPlaceholders(input);
  const lista = { proxima: 1 };
  const corpo: FileChild[] = [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: 'LAUDO TÉCNICO DAS CONDIÇÕES AMBIENTAIS DO TRABALHO — LTCAT' })],
    }),
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: input.empresa.razaoSocial, bold: true })] }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: `${input.frente.nome} — Revisão ${input.ltcat.revisao} — ${dataBr(input.ltcat.data)}` })],
    }),
  ];
  let numero = 0;
  for (const secao of input.secoes) {
    const gerada = secao.tipo === 1 ? parteGerada(secao, input) : [];
    if (secao.ocultarTexto) {
      corpo.push(...gerada);
      continue;
    }
    numero += 1;
    corpo.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun({ text: `${numero}. ${preencher(secao.titulo, valores)}` })] }));
    // A fator_riscos section's HTML is the line written per measured factor: with none recorded, only the notice.
    if (!secao.fatorRiscos) corpo.push(...htmlParaDocx(secao.html ?? '', valores, lista));
    corpo.push(...gerada);
  }
  const document = new Document({
    creator: input.prestador.nome || 'Ocupacional',
    title: `LTCAT — ${input.empresa.razaoSocial}`,
    numbering: {
      config: [
        {
          reference: olReference,
          levels: Array.from({ length: 9 }, (_, level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [{ children: corpo }],
  });
  return Packer.toBuffer(document);
}
