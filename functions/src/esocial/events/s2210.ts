import { s2210Schema, type S2210Input } from '../inputs';
import { el } from '../xml';
import { checkEventId, eventDocument, ideEmpregadorXml, ideEventoXml, ideVinculoXml, parseInput, type BuiltEvent } from './common';

/** S-2210 Comunicação de Acidente de Trabalho (evtCAT.xsd), elements in the XSD's order. */
export function buildS2210(input: S2210Input, id: string): BuiltEvent {
  const value = parseInput('S-2210', s2210Schema, input);
  checkEventId('S-2210', id, value.ideEmpregador);
  const cat = value.cat;
  const local = cat.localAcidente;
  const atestado = cat.atestado;
  const xml = eventDocument('S-2210', id, [
    ideEventoXml(value.ideEvento),
    ideEmpregadorXml(value.ideEmpregador),
    ideVinculoXml(value.ideVinculo),
    el('cat', [
      el('dtAcid', cat.dtAcid),
      el('tpAcid', cat.tpAcid),
      el('hrAcid', cat.hrAcid),
      el('hrsTrabAntesAcid', cat.hrsTrabAntesAcid),
      el('tpCat', cat.tpCat),
      el('indCatObito', cat.indCatObito),
      el('dtObito', cat.dtObito),
      el('indComunPolicia', cat.indComunPolicia),
      el('codSitGeradora', cat.codSitGeradora),
      el('iniciatCAT', cat.iniciatCAT),
      el('obsCAT', cat.obsCAT),
      el('ultDiaTrab', cat.ultDiaTrab),
      el('houveAfast', cat.houveAfast),
      el('localAcidente', [
        el('tpLocal', local.tpLocal),
        el('dscLocal', local.dscLocal),
        el('tpLograd', local.tpLograd),
        el('dscLograd', local.dscLograd),
        el('nrLograd', local.nrLograd),
        el('complemento', local.complemento),
        el('bairro', local.bairro),
        el('cep', local.cep),
        el('codMunic', local.codMunic),
        el('uf', local.uf),
        el('pais', local.pais),
        el('codPostal', local.codPostal),
        local.ideLocalAcid && el('ideLocalAcid', [el('tpInsc', local.ideLocalAcid.tpInsc), el('nrInsc', local.ideLocalAcid.nrInsc)]),
      ]),
      el('parteAtingida', [el('codParteAting', cat.parteAtingida.codParteAting), el('lateralidade', cat.parteAtingida.lateralidade)]),
      el('agenteCausador', [el('codAgntCausador', cat.agenteCausador.codAgntCausador)]),
      el('atestado', [
        el('dtAtendimento', atestado.dtAtendimento),
        el('hrAtendimento', atestado.hrAtendimento),
        el('indInternacao', atestado.indInternacao),
        el('durTrat', atestado.durTrat),
        el('indAfast', atestado.indAfast),
        el('dscLesao', atestado.dscLesao),
        el('dscCompLesao', atestado.dscCompLesao),
        el('diagProvavel', atestado.diagProvavel),
        el('codCID', atestado.codCID),
        el('observacao', atestado.observacao),
        el('emitente', [
          el('nmEmit', atestado.emitente.nmEmit),
          el('ideOC', atestado.emitente.ideOC),
          el('nrOC', atestado.emitente.nrOC),
          el('ufOC', atestado.emitente.ufOC),
        ]),
      ]),
      cat.catOrigem && el('catOrigem', [el('nrRecCatOrig', cat.catOrigem.nrRecCatOrig)]),
    ]),
  ]);
  return { layout: 'S-2210', id, ideEmpregador: value.ideEmpregador, xml };
}
