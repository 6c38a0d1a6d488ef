import {
  consultaEventoIdSchema,
  consultaEventosEmpresaSchema,
  consultaEventosFuncionarioSchema,
  consultaProtocoloSchema,
  consultaReciboSchema,
  daysBetween,
  esocialMensagens,
} from '@ocupacional/shared';
import { EsocialTransportError, EsocialSoapFaultError } from '../../esocial/errors';
import { funcionarios } from '../../data/entities/funcionario';
import {
  baixarEventos,
  consultarProtocolo,
  identificadoresDaEmpresa,
  identificadoresDoFuncionario,
  SemCertificadoError,
} from '../../data/esocial/consultas';
import { HttpError, logger, notFoundMessage, parseBody, respond, validationFailedMessage, type RouteHandler } from '../../platform';
import { empresaVisivel, param, sessaoDe } from './scope';

/*
 * Queries to the web service (spec 2 §2 "Query modal", §7; package 30). Each answers what it read and the XML
 * document for the viewer. No certificate, or a web service that cannot be reached, answers 424 with a message
 * the screen shows (a 5xx would hide it behind the generic text).
 */

async function consultar<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof SemCertificadoError) throw new HttpError(424, esocialMensagens.semCertificado);
    if (error instanceof EsocialTransportError || error instanceof EsocialSoapFaultError) {
      // The message is pt-BR only; what the socket or the service said goes to the log (issue 12 item 9).
      logger.warn('eSocial query failed', {
        error,
        detail: error instanceof EsocialTransportError ? error.detail : `${error.faultCode}: ${error.faultString}`,
      });
      throw new HttpError(424, error.message, null, { cause: error });
    }
    throw error;
  }
}

export const consultaProtocolo: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const empresa = await empresaVisivel(session, param(event, 'empresa'));
  const { protocolo } = parseBody(event, consultaProtocoloSchema);
  return respond(200, 'OK', await consultar(() => consultarProtocolo(session.tenant, empresa, protocolo)));
};

export const consultaRecibo: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const empresa = await empresaVisivel(session, param(event, 'empresa'));
  const { recibo } = parseBody(event, consultaReciboSchema);
  return respond(200, 'OK', await consultar(() => baixarEventos(session.tenant, empresa, { recibo })));
};

export const consultaEventoId: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const empresa = await empresaVisivel(session, param(event, 'empresa'));
  const { id } = parseBody(event, consultaEventoIdSchema);
  return respond(200, 'OK', await consultar(() => baixarEventos(session.tenant, empresa, { id })));
};

export const consultaEventosEmpresa: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const empresa = await empresaVisivel(session, param(event, 'empresa'));
  const { layout, periodo } = parseBody(event, consultaEventosEmpresaSchema);
  // MM/aaaa is the screen's format; the web service takes AAAA-MM (or AAAA).
  const perApur = periodo.includes('/') ? `${periodo.slice(3)}-${periodo.slice(0, 2)}` : periodo;
  return respond(200, 'OK', await consultar(() => identificadoresDaEmpresa(session.tenant, empresa, layout, perApur)));
};

/** The web service takes at most 31 days per worker query. */
const maxDiasPeriodo = 31;

export const consultaEventosFuncionario: RouteHandler = async (event, context) => {
  const session = sessaoDe(context);
  const empresa = await empresaVisivel(session, param(event, 'empresa'));
  const { data: funcionario } = await funcionarios().get({ tenant: session.tenant, id: param(event, 'funcionario') }).go();
  if (!funcionario || funcionario.empresaId !== empresa.id) throw new HttpError(404, notFoundMessage);
  const { data_inicio, data_fim } = parseBody(event, consultaEventosFuncionarioSchema);
  if (daysBetween(data_inicio, data_fim) > maxDiasPeriodo) {
    throw new HttpError(400, validationFailedMessage, { fields: { data_fim: [`Período de no máximo ${maxDiasPeriodo} dias`] } });
  }
  return respond(200, 'OK', await consultar(() => identificadoresDoFuncionario(session.tenant, empresa, funcionario.cpf, data_inicio, data_fim)));
};
