import { HttpError, notFoundMessage, type RouteHandler } from '../../../platform';

/*
 * The clinic's view of GET consulta/externa and GET consulta/externa/{id} (spec 1 §2 "Accredited clinic:
 * consultation list", §7): the 'consulta' function serves the path for both areas and hands a clinic's session here.
 * Placeholder until written.
 */

export const listConsultasDaCredenciada: RouteHandler = async () => {
  throw new HttpError(404, notFoundMessage);
};

export const getConsultaExternaDaCredenciada: RouteHandler = async () => {
  throw new HttpError(404, notFoundMessage);
};
