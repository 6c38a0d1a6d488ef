/*
 * Where an employee import goes (issue 14): the company area imports into the session's company; the back office
 * into a company it names (routes empresaFuncionarioImportacao…, permission 567). The calls pick their routes by it.
 */

export type ImportacaoTarget = { readonly area: 'empresa'; readonly tenant: string | undefined } | { readonly area: 'web'; readonly empresaId: string };

type Step = 'Modelo' | 'Cadastrar' | 'Processar' | '' | 'Erros';

/** The route id of a step for the target, and its path parameters. */
export function importacaoRoute<S extends Step>(target: ImportacaoTarget, step: S, id?: string) {
  const params: Record<string, string> = id ? { id } : {};
  if (target.area === 'web') {
    return { route: `empresaFuncionarioImportacao${step}` as const, params: { ...params, empresa: target.empresaId }, tenant: undefined };
  }
  return { route: `funcionarioImportacao${step}` as const, params, tenant: target.tenant };
}
