import { describe, expect, it } from 'vitest';
import { acompanhamentoOf } from './acompanhamento';
import { consultaParams, routeIdOf } from './area-routes';
import { cancelObsEnabled } from './cancelamento';
import { consultaRef } from './consulta-ref';
import { apiBaseOf, documentUrl } from './document-url';
import { exameDataEditavel, exameDataShown, historicoWindow } from './historico';
import { latestReleaseKey, treinamentoText } from './liberacao-history';

describe('the components serving the clinic and the actions screen', () => {
  it("call the clinic's routes with id_con and the actions' routes with idcon", () => {
    // Assess
    expect(routeIdOf('credenciada', 'liberar')).toBe('credenciadaLiberar');
    expect(routeIdOf('acoes', 'liberar')).toBe('acoesLiberar');
    expect(routeIdOf('acoes', 'exames')).toBe('acoesConsultaExames');
    expect(consultaParams('credenciada', 7)).toEqual({ id_con: 7 });
    expect(consultaParams('acoes', 7)).toEqual({ idcon: 7 });
  });
});

describe('the cancel form', () => {
  it('enables the reason only once a password is typed', () => {
    // Assess
    expect(cancelObsEnabled('')).toBe(false);
    expect(cancelObsEnabled('   ')).toBe(false);
    expect(cancelObsEnabled(undefined)).toBe(false);
    expect(cancelObsEnabled('s')).toBe(true);
  });
});

describe('the consultation page address', () => {
  it('opens on the external consultation id, or on the consultation number when given one', () => {
    // Assess
    expect(consultaRef('01JQ8ZK3M4')).toEqual({ externa: '01JQ8ZK3M4', idCon: null });
    expect(consultaRef('1234')).toEqual({ externa: null, idCon: 1234 });
    expect(consultaRef(undefined)).toEqual({ externa: null, idCon: null });
  });
});

describe('document links', () => {
  it("keep the API's absolute path and put a relative one under the area's API base", () => {
    // Assess
    expect(documentUrl('/sst/api/demo/consulta/aso/ab', apiBaseOf('demo'))).toBe('/sst/api/demo/consulta/aso/ab');
    expect(documentUrl('consulta/femo/ab/gerar', apiBaseOf('demo'))).toBe('/sst/api/demo/consulta/femo/ab/gerar');
    expect(documentUrl('empresa/consulta/femo/ab/gerar', apiBaseOf(undefined))).toBe('/sst/api/empresa/consulta/femo/ab/gerar');
  });
});

describe('the consultation history', () => {
  it('covers 5 years back to 30 days ahead', () => {
    // Assess
    expect(historicoWindow('2026-03-01')).toEqual(['2021-03-01', '2026-03-31']);
  });

  it('keeps the date of a reused or demonstrative exam, and every date when printing blank dates', () => {
    // Prepare
    const proprio = { id_con_rea: null, id_con_dem: null };

    // Assess
    expect(exameDataEditavel(proprio, false)).toBe(true);
    expect(exameDataEditavel({ id_con_rea: 10, id_con_dem: null }, false)).toBe(false);
    expect(exameDataEditavel({ id_con_rea: null, id_con_dem: 11 }, false)).toBe(false);
    expect(exameDataEditavel(proprio, true)).toBe(false);
    expect(exameDataShown('2026-01-02', undefined, true)).toBe('');
    expect(exameDataShown('2026-01-02', undefined, false)).toBe('2026-01-02');
    expect(exameDataShown('2026-01-02', '2026-01-05', false)).toBe('2026-01-05');
  });
});

describe('the follow-up tab', () => {
  it('lines up scheduling, attendance start and the releases, oldest first', () => {
    // Act
    const entries = acompanhamentoOf({ data_age: '2026-03-01', dt_cad: '2026-03-01T12:00:00.000Z' }, [
      {
        created_at: '2026-03-01T15:00:00.000Z',
        tipo_status: { id: 66, descricao: 'Liberada - Apto' },
        obs: null,
        usuario: { nome: 'Dra. Ana' },
      },
    ]);

    // Assess
    expect(entries.map((entry) => entry.status.id)).toEqual([54, 55, 66]);
    expect(entries[2]?.usuario).toBe('Dra. Ana');
  });
});

describe('the release history', () => {
  it('names the special-training answers of list 189, 0 as not evaluated', () => {
    // Assess
    expect(treinamentoText(1)).toBe('Apto');
    expect(treinamentoText(3)).toBe('Não se aplica');
    expect(treinamentoText(0)).toBe('Não avaliado');
  });

  it('keys the history tab flash on the latest release or cancellation', () => {
    // Assess
    expect(latestReleaseKey({ liberada_em: null, cancelada_em: null })).toBeNull();
    expect(latestReleaseKey({ liberada_em: '2026-03-01T15:00:00Z', cancelada_em: null })).toBe('2026-03-01T15:00:00Z');
  });
});
