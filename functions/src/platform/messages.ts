/*
 * The API's own pt-BR messages for conditions the specification leaves unworded. The specification's messages
 * (403 on delete, 413, 429, the no-response text, …) live in shared/src/messages.ts.
 */
export const sessionExpiredMessage = 'Sessão expirada. Faça login novamente.';
export const notFoundMessage = 'Registro não encontrado.';
export const forbiddenMessage = 'Você não possui permissão para acessar esse recurso.';
export const packageMissingMessage = 'Seu plano não inclui esse recurso. Entre em contato conosco.';
export const outdatedClientMessage = 'Uma nova versão do sistema está disponível. A página será recarregada.';
export const invalidSignatureMessage = 'A requisição expirou. A página será recarregada.';
export const requestInProgressMessage = 'Sua solicitação anterior ainda está sendo processada. Aguarde alguns segundos.';
export const requestKeyReusedMessage = 'Essa requisição já foi enviada com outros dados. Recarregue a página e tente novamente.';
export const validationFailedMessage = 'Verifique os campos destacados.';
export const invalidBodyMessage = 'O conteúdo da requisição não é um JSON válido.';
export const loginFailedMessage = 'CPF, CNPJ ou senha inválidos.';
export const userNotFoundMessage = 'Nenhum usuário encontrado para o CPF e CNPJ informados.';
export const clientNotFoundMessage = 'Cliente não encontrado. Verifique o endereço digitado.';
export const routeNotFoundMessage = 'Rota não encontrada';
/** A request that did not come through CloudFront (origin secret header missing or wrong). */
export const originRefusedMessage = 'Acesso recusado. Use o endereço oficial do sistema.';
