import type { Ocorrencia } from '@ocupacional/functions/esocial/index';

/*
 * Answer codes and occurrences of the simulator. The cdResposta values are the manual do desenvolvedor's
 * (envio: 201 recebido, 301 erro servidor, 401 erro de preenchimento, 402 schema inválido, 405 lote vazio; consulta:
 * 101 aguardando, 201 processado, 301 erro servidor, 501 consulta incorreta, 502 schema da consulta inválido, 504
 * erro certificado; evento: 201 sucesso). Occurrence 142
 * ("Assinatura do evento inválida") is the web service's own, with its text 'Assinatura do evento inválida. Padrão de
 * assinatura não reconhecido.' for a signature of another pattern (a Reference that is not URI="", other
 * algorithms), as the service answers it; the other occurrence codes are the simulator's,
 * chosen to be distinct and stable, since the official occurrence table is not at hand offline.
 */

export const envioCodes = {
  recebido: { cdResposta: 201, descResposta: 'Lote Recebido com Sucesso.' },
  erroPreenchimento: { cdResposta: 401, descResposta: 'Lote Incorreto - Erro preenchimento.' },
  schemaInvalido: { cdResposta: 402, descResposta: 'Lote Incorreto - Schema Inválido.' },
  vazio: { cdResposta: 405, descResposta: 'Lote Nulo ou Vazio.' },
  servidor: { cdResposta: 301, descResposta: 'Erro Servidor eSocial.' },
} as const;

export const consultaCodes = {
  aguardando: { cdResposta: 101, descResposta: 'Lote Aguardando Processamento.' },
  processado: { cdResposta: 201, descResposta: 'Lote Processado com Sucesso.' },
  erroPreenchimento: { cdResposta: 501, descResposta: 'Solicitação de Consulta Incorreta - Erro Preenchimento.' },
  schemaInvalido: { cdResposta: 502, descResposta: 'Solicitação de Consulta Incorreta - Schema Inválido.' },
  erroCertificado: { cdResposta: 504, descResposta: 'Solicitação de Consulta Incorreta - Erro Certificado.' },
  servidor: { cdResposta: 301, descResposta: 'Erro Servidor eSocial.' },
} as const;

export const eventoCodes = {
  sucesso: { cdResposta: 201, descResposta: 'Sucesso.' },
  rejeitado: { cdResposta: 401, descResposta: 'Evento rejeitado. Verifique as ocorrências.' },
} as const;

const erro = (codigo: number, descricao: string, localizacao?: string): Ocorrencia => ({
  codigo,
  descricao,
  tipo: 1,
  ...(localizacao ? { localizacao } : {}),
});

export const occurrences = {
  loteSchema: (message: string, localizacao?: string) => erro(108, `Schema do lote inválido: ${message}`, localizacao),
  tooManyEvents: (count: number) => erro(105, `O lote contém ${count} eventos; o máximo permitido é 50.`, 'envioLoteEventos/eventos'),
  wrongGroup: (layout: string, grupo: number) =>
    erro(106, `O evento ${layout} não pertence ao grupo ${grupo} informado no lote.`, 'envioLoteEventos/@grupo'),
  transmitterMismatch: () =>
    erro(107, 'O transmissor informado no lote não é o titular do certificado digital usado na conexão.', 'ideTransmissor/nrInsc'),
  consultaProtocolNotFound: (protocolo: string) => erro(109, `Protocolo ${protocolo} não localizado.`, 'consultaLoteEventos/protocoloEnvio'),
  consultaSchema: (message: string) => erro(110, `Schema da consulta inválido: ${message}`),
  eventSchema: (message: string, element: string | null) => erro(140, `Schema do evento inválido: ${message}`, element ?? undefined),
  signature: (reason: string) => erro(142, `Assinatura do evento inválida. ${reason}`, 'Signature'),
  signaturePattern: () => erro(142, 'Assinatura do evento inválida. Padrão de assinatura não reconhecido.', 'Signature'),
  unknownLayout: () => erro(153, 'Leiaute do evento não reconhecido (namespace não suportado).', 'eSocial/@xmlns'),
  idMismatch: () => erro(143, 'O atributo Id do grupo evento difere do Id do evento.', 'evento/@Id'),
  duplicatedId: () => erro(150, 'Já existe evento recebido com este Id e conteúdo diferente.', '@Id'),
  environment: (tpAmb: string | null, expected: number) =>
    erro(151, `Ambiente do evento (tpAmb ${tpAmb ?? 'ausente'}) incompatível com o ambiente de recepção (${expected}).`, 'ideEvento/tpAmb'),
  employerMismatch: () => erro(152, 'O empregador do evento difere do empregador informado no lote.', 'ideEmpregador/nrInsc'),
  employerNotRegistered: (nrInsc: string) =>
    erro(154, `O empregador ${nrInsc} não possui cadastro no eSocial (evento S-1000 não recebido).`, 'ideEmpregador/nrInsc'),
  receiptNotFound: (nrRecibo: string) =>
    erro(155, `Recibo ${nrRecibo} não localizado para este empregador e tipo de evento, ou evento já excluído.`, 'nrRecibo'),
} as const;
