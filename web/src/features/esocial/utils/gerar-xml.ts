/*
 * The answer of 'Gerar XML' without ids (POST esocial/{layout}/gerar-arquivo-xml): how many events were created,
 * already existed and came out with errors, as the success notification says it.
 */

export interface GerarXmlContagem {
  criados?: number;
  existentes?: number;
  com_erros?: number;
  atualizados?: number;
}

/** '2 evento(s) criado(s), 1 já existente(s), 1 com erros'. */
export function gerarXmlResumo(answer: GerarXmlContagem): string {
  const parts = [`${answer.criados ?? 0} evento(s) criado(s)`];
  if (answer.existentes) parts.push(`${answer.existentes} já existente(s)`);
  if (answer.com_erros) parts.push(`${answer.com_erros} com erros`);
  if (answer.atualizados) parts.push(`${answer.atualizados} atualizado(s)`);
  return parts.join(', ');
}
