import { s2220Schema, type S2220Input } from '../inputs';
import { el } from '../xml';
import { checkEventId, eventDocument, ideEmpregadorXml, ideEventoXml, ideVinculoXml, parseInput, type BuiltEvent } from './common';

/**
 * S-2220 Monitoramento da Saúde do Trabalhador (evtMonit.xsd), elements in the XSD's order.
 *
 * @example buildS2220(input, eventId(input.ideEmpregador, new Date(), 1)).xml
 */
export function buildS2220(input: S2220Input, id: string): BuiltEvent {
  const value = parseInput('S-2220', s2220Schema, input);
  checkEventId('S-2220', id, value.ideEmpregador);
  const { aso, respMonit } = value.exMedOcup;
  const xml = eventDocument('S-2220', id, [
    ideEventoXml(value.ideEvento),
    ideEmpregadorXml(value.ideEmpregador),
    ideVinculoXml(value.ideVinculo),
    el('exMedOcup', [
      el('tpExameOcup', value.exMedOcup.tpExameOcup),
      el('aso', [
        el('dtAso', aso.dtAso),
        el('resAso', aso.resAso),
        ...aso.exame.map((exame) =>
          el('exame', [
            el('dtExm', exame.dtExm),
            el('procRealizado', exame.procRealizado),
            el('obsProc', exame.obsProc),
            el('ordExame', exame.ordExame),
            el('indResult', exame.indResult),
          ]),
        ),
        el('medico', [el('nmMed', aso.medico.nmMed), el('nrCRM', aso.medico.nrCRM), el('ufCRM', aso.medico.ufCRM)]),
      ]),
      respMonit &&
        el('respMonit', [
          el('cpfResp', respMonit.cpfResp),
          el('nmResp', respMonit.nmResp),
          el('nrCRM', respMonit.nrCRM),
          el('ufCRM', respMonit.ufCRM),
        ]),
    ]),
  ]);
  return { layout: 'S-2220', id, ideEmpregador: value.ideEmpregador, xml };
}
