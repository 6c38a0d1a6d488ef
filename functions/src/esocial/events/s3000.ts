import { s3000Schema, type S3000Input } from '../inputs';
import { el } from '../xml';
import { checkEventId, eventDocument, ideEmpregadorXml, ideEventoXml, parseInput, type BuiltEvent } from './common';

/** S-3000 Exclusão de Eventos (evtExclusao.xsd): the receipt of the event to exclude and, for worker events, the CPF. */
export function buildS3000(input: S3000Input, id: string): BuiltEvent {
  const value = parseInput('S-3000', s3000Schema, input);
  checkEventId('S-3000', id, value.ideEmpregador);
  const info = value.infoExclusao;
  const xml = eventDocument('S-3000', id, [
    ideEventoXml(value.ideEvento),
    ideEmpregadorXml(value.ideEmpregador),
    el('infoExclusao', [
      el('tpEvento', info.tpEvento),
      el('nrRecEvt', info.nrRecEvt),
      info.ideTrabalhador && el('ideTrabalhador', [el('cpfTrab', info.ideTrabalhador.cpfTrab)]),
      info.ideFolhaPagto && el('ideFolhaPagto', [el('indApuracao', info.ideFolhaPagto.indApuracao), el('perApur', info.ideFolhaPagto.perApur)]),
    ]),
  ]);
  return { layout: 'S-3000', id, ideEmpregador: value.ideEmpregador, xml };
}
