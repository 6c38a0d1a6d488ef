import { formatCnpj } from '@ocupacional/shared';
import { ascending, type RegistryQueries } from '../../data/cadastro-lista';
import { empresas, type EmpresaItem } from '../../data/entities/empresa';
import type { RouteHandler } from '../../platform';
import { registryExcelAnswer, webTenant } from './registry';

/*
 * The list reads of Empresas (issue 14) and its Excel export, apart from the save (empresas.ts) so the spreadsheet
 * function ('planilha') carries neither the state and city tables nor the save's checks.
 */

/** The registry's two list indexes: by the name's sort key, by the CNPJ digits; live companies only. */
export const empresaQueries = (tenant: string): RegistryQueries<EmpresaItem> => ({
  byNome: (prefix) => (options) => empresas().query.byNome({ tenant, lista: 'vivo' }).begins({ nomeChave: prefix }).go(ascending(options)),
  byCodigo: (prefix) => (options) =>
    empresas().query.byCodigo({ tenant, lista: 'vivo' }).begins({ codigoChave: prefix }).go(ascending(options)),
});

/** GET empresa/excel: the filtered list as an .xlsx. */
export const exportEmpresas: RouteHandler = (event, context) => {
  const tenant = webTenant(context);
  return registryExcelAnswer(event, tenant, empresaQueries(tenant), {
    name: 'empresas',
    sheet: 'Empresas',
    columns: [
      { header: 'Razão Social', width: 40, value: (item) => item.nome },
      { header: 'Nome Fantasia', width: 30, value: (item) => item.nomeFantasia ?? null },
      { header: 'CNPJ', width: 20, value: (item) => formatCnpj(item.cnpj) },
      { header: 'Cidade', width: 24, value: (item) => item.cidade ?? null },
      { header: 'UF', width: 6, value: (item) => item.uf ?? null },
      { header: 'Telefone', width: 18, value: (item) => item.telCom ?? null },
      { header: 'E-mail', width: 30, value: (item) => item.email ?? null },
      { header: 'Ativo', width: 10, value: (item) => (item.ativo === false ? 'Não' : 'Sim') },
    ],
  });
};

