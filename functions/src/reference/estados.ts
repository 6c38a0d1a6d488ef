import estadosCidades from 'estados-cidades';

/** The 27 federative units with their IBGE codes (the first two digits of every municipality code). */
export const estados = [
  { id: 12, uf: 'AC', nome: 'Acre' },
  { id: 27, uf: 'AL', nome: 'Alagoas' },
  { id: 16, uf: 'AP', nome: 'Amapá' },
  { id: 13, uf: 'AM', nome: 'Amazonas' },
  { id: 29, uf: 'BA', nome: 'Bahia' },
  { id: 23, uf: 'CE', nome: 'Ceará' },
  { id: 53, uf: 'DF', nome: 'Distrito Federal' },
  { id: 32, uf: 'ES', nome: 'Espírito Santo' },
  { id: 52, uf: 'GO', nome: 'Goiás' },
  { id: 21, uf: 'MA', nome: 'Maranhão' },
  { id: 51, uf: 'MT', nome: 'Mato Grosso' },
  { id: 50, uf: 'MS', nome: 'Mato Grosso do Sul' },
  { id: 31, uf: 'MG', nome: 'Minas Gerais' },
  { id: 15, uf: 'PA', nome: 'Pará' },
  { id: 25, uf: 'PB', nome: 'Paraíba' },
  { id: 41, uf: 'PR', nome: 'Paraná' },
  { id: 26, uf: 'PE', nome: 'Pernambuco' },
  { id: 22, uf: 'PI', nome: 'Piauí' },
  { id: 33, uf: 'RJ', nome: 'Rio de Janeiro' },
  { id: 24, uf: 'RN', nome: 'Rio Grande do Norte' },
  { id: 43, uf: 'RS', nome: 'Rio Grande do Sul' },
  { id: 11, uf: 'RO', nome: 'Rondônia' },
  { id: 14, uf: 'RR', nome: 'Roraima' },
  { id: 42, uf: 'SC', nome: 'Santa Catarina' },
  { id: 35, uf: 'SP', nome: 'São Paulo' },
  { id: 28, uf: 'SE', nome: 'Sergipe' },
  { id: 17, uf: 'TO', nome: 'Tocantins' },
] as const;

export type Estado = (typeof estados)[number];

export interface Cidade {
  readonly id: number;
  readonly nome: string;
  readonly id_estado: number;
  readonly uf: string;
}

/** Folds accents and case, for searches that find 'São Paulo' by 'sao paulo'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

const byEstado = new Map<number, readonly Cidade[]>();

/**
 * The municipalities of a state, in alphabetical order (the estados-cidades list). Ids are the state's IBGE code
 * followed by the position in that list: stable for the pinned list, not IBGE municipality codes.
 */
export function cidadesDoEstado(idEstado: number): readonly Cidade[] {
  const estado = estados.find((candidate) => candidate.id === idEstado);
  if (!estado) return [];
  let cidades = byEstado.get(idEstado);
  if (!cidades) {
    cidades = estadosCidades.cities(estado.uf).map((nome, index) => ({
      id: estado.id * 10_000 + index + 1,
      nome,
      id_estado: estado.id,
      uf: estado.uf,
    }));
    byEstado.set(idEstado, cidades);
  }
  return cidades;
}

/** Finds a municipality by state abbreviation and name, accents and case aside. */
export function findCidade(uf: string, nome: string): Cidade | undefined {
  const estado = estados.find((candidate) => candidate.uf === uf.toUpperCase());
  if (!estado) return undefined;
  const wanted = foldText(nome);
  return cidadesDoEstado(estado.id).find((cidade) => foldText(cidade.nome) === wanted);
}
