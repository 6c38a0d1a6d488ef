import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { comunicacaoNamespaces, eventLayoutCodes, eventLayouts, isEventLayout, layoutNamespace, layoutOfNamespace } from './layouts';
import { comunicacaoSchemas, xsdDirectory } from './validate';

const targetNamespace = (file: string) => /targetNamespace="([^"]+)"/.exec(readFileSync(join(xsdDirectory(), file), 'utf8'))?.[1];

describe('layouts', () => {
  it.each(eventLayoutCodes)('%s writes the targetNamespace of its official XSD', (layout) => {
    expect(layoutNamespace(layout)).toBe(targetNamespace(join('S-1.3', eventLayouts[layout].xsd)));
    expect(layoutOfNamespace(layoutNamespace(layout))).toBe(layout);
  });

  it('uses the namespaces of the communication schemas and WSDLs', () => {
    expect(comunicacaoNamespaces.envioLote).toBe(targetNamespace(join('comunicacao', comunicacaoSchemas.EnvioLoteEventos)));
    expect(comunicacaoNamespaces.retornoEnvio).toBe(targetNamespace(join('comunicacao', comunicacaoSchemas.RetornoEnvioLoteEventos)));
    expect(comunicacaoNamespaces.consultaLote).toBe(targetNamespace(join('comunicacao', comunicacaoSchemas.ConsultaLoteEventos)));
    expect(comunicacaoNamespaces.retornoProcessamento).toBe(targetNamespace(join('comunicacao', comunicacaoSchemas.RetornoProcessamentoLote)));
    expect(comunicacaoNamespaces.retornoEvento).toBe(targetNamespace(join('comunicacao', comunicacaoSchemas.RetornoEvento)));
    expect(comunicacaoNamespaces.wsEnviar).toBe(targetNamespace(join('comunicacao', 'WsEnviarLoteEventos-v1_1_0.wsdl')));
    expect(comunicacaoNamespaces.wsConsultar).toBe(targetNamespace(join('comunicacao', 'WsConsultarLoteEventos-v1_1_0.wsdl')));
  });

  it('puts every layout of ours in group 2 (não periódicos)', () => {
    expect(eventLayoutCodes.map((layout) => eventLayouts[layout].grupo)).toEqual([2, 2, 2, 2]);
  });

  it.each([
    ['S-2210', true],
    ['S-3000', true],
    ['S-1000', false],
    ['s-2220', false],
    ['toString', false],
  ])('tells whether %s is one of our layouts: %s', (value, expected) => {
    expect(isEventLayout(value)).toBe(expected);
  });

  it('knows no other namespace', () => {
    expect(layoutOfNamespace('http://www.esocial.gov.br/schema/evt/evtAdmissao/v_S_01_03_00')).toBeNull();
    expect(layoutOfNamespace(null)).toBeNull();
  });
});
