import { describe, expect, it } from 'vitest';
import {
  consultaDeletedMessage,
  consultaNotScheduledMessage,
  consultaProcessingMessage,
  exameFlags,
  inicioDeAtendimento,
} from './atendimento';

describe('inicioDeAtendimento', () => {
  it.each([
    [{ tipoStatus: 54 }, { acao: 'gerar' }],
    [{ tipoStatus: 55, idCon: 12 }, { acao: 'existente', idCon: 12 }],
    [{ tipoStatus: 66, idCon: 7 }, { acao: 'existente', idCon: 7 }],
    [{ tipoStatus: 54, deletedAt: '2026-01-01T00:00:00.000Z' }, { acao: 'recusar', motivo: consultaDeletedMessage }],
    [{ tipoStatus: 194 }, { acao: 'recusar', motivo: consultaProcessingMessage }],
    [{ tipoStatus: 195 }, { acao: 'recusar', motivo: consultaProcessingMessage }],
    [{ tipoStatus: 57 }, { acao: 'recusar', motivo: consultaNotScheduledMessage }],
    [{ tipoStatus: 58 }, { acao: 'recusar', motivo: consultaNotScheduledMessage }],
  ])('decides %j as %j', (externa, expected) => {
    expect(inicioDeAtendimento(externa)).toEqual(expected);
  });
});

describe('exameFlags', () => {
  it('marks an admission exam adm and a dismissal exam dem, nothing else', () => {
    expect(exameFlags(47)).toEqual({ adm: true, dem: false });
    expect(exameFlags(51)).toEqual({ adm: false, dem: true });
    expect(exameFlags(52)).toEqual({ adm: false, dem: false });
  });
});
