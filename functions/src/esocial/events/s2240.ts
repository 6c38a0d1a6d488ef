import { s2240Schema, type S2240Input } from '../inputs';
import { el } from '../xml';
import { checkEventId, eventDocument, ideEmpregadorXml, ideEventoXml, ideVinculoXml, parseInput, type BuiltEvent } from './common';

/** S-2240 Condições Ambientais do Trabalho - Agentes Nocivos (evtExpRisco.xsd), elements in the XSD's order. */
export function buildS2240(input: S2240Input, id: string): BuiltEvent {
  const value = parseInput('S-2240', s2240Schema, input);
  checkEventId('S-2240', id, value.ideEmpregador);
  const info = value.infoExpRisco;
  const xml = eventDocument('S-2240', id, [
    ideEventoXml(value.ideEvento),
    ideEmpregadorXml(value.ideEmpregador),
    ideVinculoXml(value.ideVinculo),
    el('infoExpRisco', [
      el('dtIniCondicao', info.dtIniCondicao),
      el('dtFimCondicao', info.dtFimCondicao),
      ...info.infoAmb.map((amb) =>
        el('infoAmb', [el('localAmb', amb.localAmb), el('dscSetor', amb.dscSetor), el('tpInsc', amb.tpInsc), el('nrInsc', amb.nrInsc)]),
      ),
      el('infoAtiv', [el('dscAtivDes', info.infoAtiv.dscAtivDes)]),
      ...info.agNoc.map((agent) =>
        el('agNoc', [
          el('codAgNoc', agent.codAgNoc),
          el('dscAgNoc', agent.dscAgNoc),
          el('tpAval', agent.tpAval),
          el('intConc', agent.intConc),
          el('limTol', agent.limTol),
          el('unMed', agent.unMed),
          el('tecMedicao', agent.tecMedicao),
          el('nrProcJud', agent.nrProcJud),
          agent.epcEpi &&
            el('epcEpi', [
              el('utilizEPC', agent.epcEpi.utilizEPC),
              el('eficEpc', agent.epcEpi.eficEpc),
              el('utilizEPI', agent.epcEpi.utilizEPI),
              el('eficEpi', agent.epcEpi.eficEpi),
              ...(agent.epcEpi.epi?.map((epi) => el('epi', [el('docAval', epi.docAval)])) ?? []),
              agent.epcEpi.epiCompl &&
                el('epiCompl', [
                  el('medProtecao', agent.epcEpi.epiCompl.medProtecao),
                  el('condFuncto', agent.epcEpi.epiCompl.condFuncto),
                  el('usoInint', agent.epcEpi.epiCompl.usoInint),
                  el('przValid', agent.epcEpi.epiCompl.przValid),
                  el('periodicTroca', agent.epcEpi.epiCompl.periodicTroca),
                  el('higienizacao', agent.epcEpi.epiCompl.higienizacao),
                ]),
            ]),
        ]),
      ),
      ...info.respReg.map((resp) =>
        el('respReg', [
          el('cpfResp', resp.cpfResp),
          el('ideOC', resp.ideOC),
          el('dscOC', resp.dscOC),
          el('nrOC', resp.nrOC),
          el('ufOC', resp.ufOC),
        ]),
      ),
      info.obs && el('obs', [el('obsCompl', info.obs.obsCompl)]),
    ]),
  ]);
  return { layout: 'S-2240', id, ideEmpregador: value.ideEmpregador, xml };
}
