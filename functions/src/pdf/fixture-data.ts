import type { AsoDocumentInput } from './aso';
import { formatConsultationCode } from './consultation-code';
import type { GuideDocumentInput } from './guide';

/*
 * Realistic, reproducible sample data for the document fixtures and the benchmark: people with valid CPFs,
 * companies with valid CNPJs, the exams and risks an occupational-health clinic really deals with. A seed gives
 * the same data every run.
 */

/** A seeded pseudo-random generator (mulberry32): numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function digits(random: () => number, count: number): number[] {
  return Array.from({ length: count }, () => Math.floor(random() * 10));
}

/** A valid CPF (11 digits) from the generator. */
export function randomCpf(random: () => number): string {
  const base = digits(random, 9);
  if (base.every((d) => d === base[0])) base[8] = ((base[8] ?? 0) + 1) % 10;
  for (const length of [9, 10]) {
    const sum = base.slice(0, length).reduce((total, d, i) => total + d * (length + 1 - i), 0);
    const remainder = (sum * 10) % 11;
    base.push(remainder === 10 ? 0 : remainder);
  }
  return base.join('');
}

/** A valid CNPJ (14 digits) of a head office (0001). */
export function randomCnpj(random: () => number): string {
  const base = [...digits(random, 8), 0, 0, 0, 1];
  for (const weights of [[5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]]) {
    const remainder = weights.reduce((total, w, i) => total + w * (base[i] ?? 0), 0) % 11;
    base.push(remainder < 2 ? 0 : 11 - remainder);
  }
  return base.join('');
}

const firstNames = ['João', 'Maria', 'José', 'Ana', 'Antônio', 'Francisca', 'Luís', 'Márcia', 'Sebastião', 'Conceição', 'Thiago', 'Lúcia'];
const surnames = ['da Silva', 'dos Santos', 'Oliveira', 'Gonçalves', 'Araújo', 'Conceição', 'Assunção', 'Brandão', 'Simões', 'Magalhães'];
const companies = ['Metalúrgica Ação Ltda', 'Construtora Horizonte S.A.', 'Padaria Pão de Açúcar ME', 'Transportes Águia Ltda', 'Têxtil São João Ltda'];
const functions = ['Soldador', 'Pedreiro', 'Auxiliar de produção', 'Motorista de caminhão', 'Eletricista de manutenção', 'Técnico de segurança'];
const exams = [
  'Exame clínico ocupacional',
  'Audiometria tonal e vocal',
  'Acuidade visual',
  'Espirometria',
  'Hemograma completo',
  'Glicemia de jejum',
  'Raio-X de tórax (padrão OIT)',
  'Eletrocardiograma',
  'Eletroencefalograma',
  'Gama GT',
];
const risks: readonly { grupo: string; descricao: string }[] = [
  { grupo: 'Físico', descricao: 'Ruído contínuo ou intermitente' },
  { grupo: 'Físico', descricao: 'Calor (IBUTG acima do limite)' },
  { grupo: 'Químico', descricao: 'Fumos metálicos de solda' },
  { grupo: 'Químico', descricao: 'Poeira de sílica cristalina' },
  { grupo: 'Ergonômico', descricao: 'Levantamento e transporte manual de cargas' },
  { grupo: 'Acidentes', descricao: 'Trabalho em altura acima de 2 m' },
];

/** A full name from the generator. */
export function randomName(random: () => number): string {
  return `${pick(random, firstNames)} ${pick(random, surnames)} ${pick(random, surnames)}`;
}

/** Options of {@link sampleAso}. */
export interface SampleAsoOptions {
  readonly tenant: string;
  readonly idCon: number;
  readonly seed?: number;
  /** Number of exams (default 3 to 7: one page); 60 or more spans three pages. */
  readonly exams?: number;
  readonly cpf?: string;
  readonly nome?: string;
}

/** An ASO view model with varied, valid data. */
export function sampleAso(options: SampleAsoOptions): AsoDocumentInput {
  const random = seededRandom(options.seed ?? options.idCon);
  const examCount = options.exams ?? 3 + Math.floor(random() * 5);
  const funcao = pick(random, functions);
  return {
    codigo: formatConsultationCode({ kind: 'consulta', tenant: options.tenant, idCon: options.idCon }),
    emissao: '2025-03-14',
    clinica: {
      nome: 'Clínica São Lucas Medicina do Trabalho',
      endereco: 'Av. Brasil, 1500 - sala 12, Centro, Campinas/SP - CEP 13010-000',
      telefone: '(19) 3232-4545',
    },
    empresa: { nome: pick(random, companies), cnpj: randomCnpj(random) },
    funcionario: {
      nome: options.nome ?? randomName(random),
      cpf: options.cpf ?? randomCpf(random),
      dt_nas: `19${60 + Math.floor(random() * 40)}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
      rg: `${digits(random, 8).join('')}-${Math.floor(random() * 10)}`,
    },
    funcao,
    fdt: 'Unidade Campinas',
    ghe: `GHE 0${1 + Math.floor(random() * 9)} - ${funcao}`,
    tipo_aso: pick(random, ['Admissional', 'Periódico', 'Demissional', 'Retorno ao trabalho', 'Mudança de função']),
    riscos: random() < 0.2 ? [] : risks.filter(() => random() < 0.4),
    exames: Array.from({ length: examCount }, (_, i) => ({
      nome: i === 0 ? exams[0] ?? '' : `${exams[1 + ((i - 1) % (exams.length - 1))] ?? ''}${i >= exams.length ? ` (${i})` : ''}`,
      data: `2025-03-${String(1 + (i % 13)).padStart(2, '0')}`,
    })),
    aptidao: random() < 0.9 ? 'Apto' : 'Inapto',
    te_alt: pick(random, ['Apto', 'Não se aplica']),
    te_esp: 'Não se aplica',
    te_ele: pick(random, ['Apto', 'Inapto', 'Não se aplica']),
    te_ali: 'Não se aplica',
    medico: { nome: 'Dra. Ana Paula Gonçalves', crm: '123456', uf: 'SP' },
    coordenador: { nome: 'Dr. Márcio Antônio Ribeiro', crm: '654321', uf: 'SP' },
  };
}

/** A referral guide view model for an external consultation (a ULID id). */
export function sampleGuide(options: { tenant: string; id: string; seed?: number; exams?: number }): GuideDocumentInput {
  const random = seededRandom(options.seed ?? 7);
  const aso = sampleAso({ tenant: options.tenant, idCon: 1, seed: options.seed ?? 7, exams: options.exams });
  return {
    codigo: formatConsultationCode({ kind: 'externa', tenant: options.tenant, id: options.id }),
    empresa: aso.empresa,
    funcionario: aso.funcionario,
    funcao: aso.funcao,
    fdt: aso.fdt,
    ghe: aso.ghe,
    tipo_aso: 'Admissional',
    clinica: aso.clinica,
    data_age: `2025-04-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}T08:30`,
    exames: aso.exames.map((exame) => ({ nome: exame.nome })),
  };
}
