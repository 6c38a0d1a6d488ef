import { asoFuncionarioLookupSchema, lookupSizes, pageSchema } from '@ocupacional/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { z } from 'zod';
import { useArea } from '../../../lib/area-context';
import type { Area } from '../../../lib/area';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { getFdts } from '../../../lookups/api/get-fdts';
import { useEmpresas } from '../../../lookups/api/get-empresas';
import { getFuncionarios } from '../../../lookups/api/get-funcionarios';

/*
 * The pickers both eSocial screens share (events and lotes): companies, a company's employees, a company's work
 * fronts and the eSocial code tables. The screens run in the web area (back office: every company of the tenant)
 * and in the empresa area (the logged company only); each hook chooses the right source by the area itself, so a
 * screen just calls `useEsocialEmpresas(search)` etc. The query-option builders take the area explicitly for
 * loaders and tests.
 */

/** A company as the pickers show it. */
export interface EsocialEmpresaOption {
  id: string;
  nome: string;
  cnpj: string;
}

/** An employee as the pickers show it. */
export interface EsocialFuncionarioOption {
  id: string;
  nome: string;
  cpf: string;
}

/** A work front as the pickers show it. */
export interface EsocialFdtOption {
  id: string;
  descricao: string;
}

export const esocialTabelaRowSchema = z.object({ id: z.string(), codigo: z.string(), descricao: z.string() });
export type EsocialTabelaRow = z.infer<typeof esocialTabelaRowSchema>;
export const esocialTabelaPageSchema = pageSchema(esocialTabelaRowSchema);
export type EsocialTabelaPage = z.infer<typeof esocialTabelaPageSchema>;

/** The tables served: 1 categories, 9 layouts, 24 risk agents, 27 procedures, 28 special activities. */
export type EsocialTabelaNumero = 1 | 9 | 24 | 27 | 28;

const esocialFdtRowSchema = z.object({ id: z.string(), descricao: z.string() }).passthrough();

const lookupStaleTime = 60_000;

// Companies ---------------------------------------------------------------------------------------------------------

/**
 * The companies a picker offers: in the web area those matching `search`; in the empresa area the logged company
 * (from the session) whatever the search. `fixed` is true in the empresa area (the picker can be hidden or disabled
 * and the company taken as chosen).
 */
export function useEsocialEmpresas(search: string = '') {
  const area = useArea();
  const { tenant } = useParams();
  const session = useSession(area === 'empresa' ? tenant : undefined);
  const list = useEmpresas(search, area === 'web');
  if (area === 'empresa') {
    const empresa = session.data?.empresa ?? null;
    return { data: empresa ? [empresa] : [], isLoading: session.isLoading, isError: session.isError, fixed: true, empresa } as const;
  }
  return { data: list.data ?? [], isLoading: list.isLoading, isError: list.isError, fixed: false, empresa: null } as const;
}

/** The logged company in the empresa area (undefined in the web area, null while the session loads). */
export function useEsocialEmpresaDaSessao(): EsocialEmpresaOption | null | undefined {
  const area = useArea();
  const { tenant } = useParams();
  const session = useSession(area === 'empresa' ? tenant : undefined);
  if (area !== 'empresa') return undefined;
  return session.data?.empresa ?? null;
}

// Employees ---------------------------------------------------------------------------------------------------------

/**
 * A company's employees matching `search` (name, CPF; 100): web area GET empresa/funcionario/{id_empresa}
 * (`asoEmpresaFuncionarios`), empresa area GET funcionario/0 (the logged company's, whatever `empresaId` says).
 */
export function esocialFuncionariosQueryOptions(area: Area, tenant: string | undefined, empresaId: string | undefined, search: string) {
  const term = search.trim();
  return queryOptions({
    queryKey: ['esocial-lookup', 'funcionarios', area, tenant ?? null, empresaId ?? null, term],
    queryFn: async ({ signal }): Promise<EsocialFuncionarioOption[]> => {
      if (area === 'empresa') {
        const page = await getFuncionarios(tenant, { search: term, pagination: lookupSizes.funcionarios }, signal);
        return page.data.map((row) => ({ id: row.id, nome: row.nome, cpf: row.cpf }));
      }
      return api.get('asoEmpresaFuncionarios', z.array(asoFuncionarioLookupSchema), {
        signal,
        params: { id_empresa: empresaId ?? '' },
        query: { search: term || undefined },
      });
    },
    enabled: area === 'empresa' || Boolean(empresaId),
    placeholderData: keepPreviousData,
    staleTime: lookupStaleTime,
  });
}

/** The employees of a company for a picker (disabled in the web area until a company is chosen). */
export function useEsocialFuncionarios(empresaId: string | undefined, search: string = '') {
  const area = useArea();
  const { tenant } = useParams();
  return useQuery(esocialFuncionariosQueryOptions(area, tenant, empresaId, search));
}

// Work fronts -------------------------------------------------------------------------------------------------------

/**
 * A company's work fronts (FDT): web area GET esocial/fdt/{empresa} (`esocialFdts`), empresa area GET pcmso/fdt
 * (active fronts of the logged company).
 */
export function esocialFdtsQueryOptions(area: Area, tenant: string | undefined, empresaId: string | undefined) {
  return queryOptions({
    queryKey: ['esocial-lookup', 'fdts', area, tenant ?? null, empresaId ?? null],
    queryFn: async ({ signal }): Promise<EsocialFdtOption[]> => {
      if (area === 'empresa') {
        const fronts = await getFdts(tenant, signal);
        return fronts.map((fdt) => ({ id: fdt.id, descricao: fdt.descricao }));
      }
      const fronts = await api.get('esocialFdts', z.array(esocialFdtRowSchema), { signal, params: { empresa: empresaId ?? '' } });
      return fronts.map((fdt) => ({ id: fdt.id, descricao: fdt.descricao }));
    },
    enabled: area === 'empresa' || Boolean(empresaId),
    staleTime: 5 * 60_000,
  });
}

/** The work fronts of a company for a picker (disabled in the web area until a company is chosen). */
export function useEsocialFdts(empresaId: string | undefined) {
  const area = useArea();
  const { tenant } = useParams();
  return useQuery(esocialFdtsQueryOptions(area, tenant, empresaId));
}

// eSocial tables ----------------------------------------------------------------------------------------------------

/** GET esocial/tabelas/conteudo/{n}: a page (100) of table n matching `search` (code prefix or words). */
export function esocialTabelaQueryOptions(area: Area, tenant: string | undefined, n: EsocialTabelaNumero, search: string = '', page: number = 1) {
  const term = search.trim();
  return queryOptions({
    queryKey: ['esocial-lookup', 'tabela', area, tenant ?? null, n, term, page],
    queryFn: ({ signal }) =>
      api.get('esocialTabela', esocialTabelaPageSchema, {
        signal,
        tenant,
        params: { n },
        query: { search: term || undefined, page, pagination: lookupSizes.listas },
      }),
    placeholderData: keepPreviousData,
    staleTime: 60 * 60_000,
  });
}

/** A table's rows for a picker or the layout selector (table 9). */
export function useEsocialTabela(n: EsocialTabelaNumero, search: string = '', page: number = 1) {
  const area = useArea();
  const { tenant } = useParams();
  return useQuery(esocialTabelaQueryOptions(area, tenant, n, search, page));
}

/** A table row as a picker label: 'codigo - descricao'. */
export function tabelaLabel(row: EsocialTabelaRow): string {
  return `${row.codigo} - ${row.descricao}`;
}
