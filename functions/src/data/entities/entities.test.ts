import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenantPartition } from '../table';
import * as entities from './index';

/*
 * The keys of the single table, checked without a database: every tenant-owned key starts from the tenant, and
 * the id and window helpers the lists rely on sort and bound as docs/data-model.md says.
 */

type Index = { pk: { composite: readonly string[]; template?: string }; sk?: { template?: string }; index?: string };
type Built = { schema: { model: { entity: string }; indexes: Record<string, Index> } };

/** The lazy entity builders among the exports: the functions of no argument that answer an entity. */
function entityBuilders(): [string, () => Built][] {
  return Object.entries(entities).filter(([, value]) => {
    if (typeof value !== 'function' || value.length !== 0) return false;
    const built: unknown = (value as () => unknown)();
    return typeof built === 'object' && built !== null && 'schema' in built;
  }) as [string, () => Built][];
}

describe('the entities of the single table', () => {
  let builders: [string, () => Built][];

  beforeAll(() => {
    vi.stubEnv('TABLE_NAME', 'ocupacional-unit');
    builders = entityBuilders();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('are all exported', () => {
    expect(builders.map(([name]) => name).sort()).toEqual(
      [
        'acompanhamentos', 'clientes', 'consultaExames', 'consultaLotes', 'consultas', 'consultasExternas', 'contadores', 'credenciadas',
        'empresaEmails', 'empresas', 'exames', 'fdts', 'funcionarioImportacoes', 'funcionarioTransferencias', 'funcionarios', 'funcoes', 'ghes', 'medicos', 'parceiros', 'pcmsoExames',
        'pcmsoRevisoes', 'senhaResets', 'sessoes', 'tabelaPrecoExames', 'tabelasPreco', 'unicos', 'uploadPaginas', 'uploads', 'usuarios',
        // eSocial
        'certificadoVinculos', 'certificados', 'esocialConfigs', 'esocialEmpresasDesativadas', 'eventosEsocial', 'linksArquivo', 'loteDestinatarios',
        'lotesEsocial', 'processosEsocial', 'tarefaLogs',
        // LTCAT, the record and its attachments (issue 15)
        'ltcatAnexos', 'ltcats',
        // LTCAT catalogues: technical conclusions, EPI, the model's sections (issue 15)
        'conclusoesTecnicas', 'epis', 'ltcatModeloConteudos',
        // LTCAT › Tabelas Dinâmicas (issue 15)
        'tabelaDinamicaCategorias', 'tabelaDinamicaColunas', 'tabelasDinamicas',
        // LTCAT › Fatores de Risco and Laboratórios, and the laboratories' values of each factor (issue 15)
        'fatoresRisco', 'fatorRiscoLaboratorios', 'laboratorios',
        // LTCAT › the GHE of an LTCAT and its links (issue 15, wave 2)
        'ltcatGheItens',
        // Mail
        'contaEmailPacotes', 'contasEmail', 'emailAsos', 'emailEnvios', 'oauthEstados',
        // Attendance (issue 11): the FEMO
        'femos',
        // Attendance (issue 11): releases and cancellations, and their attachment slots
        'liberacaoArquivos', 'liberacoes',
        // Configurações › Profissionais, Riscos (issue 14)
        'profissionais', 'riscos',
      ].sort(),
    );
  });

  it('key every index of every entity by the tenant first (but the tenant lookup by CNPJ of the web login)', () => {
    for (const [name, build] of builders) {
      for (const [indexName, index] of Object.entries(build().schema.indexes)) {
        if (`${name}.${indexName}` === 'clientes.byCnpj') continue;
        expect(index.pk.composite[0], `${name}.${indexName}`).toBe('tenant');
      }
    }
  });

  it("put every tenant-owned item in the tenant's partition and every GSI key under 'T#<tenant>#'", () => {
    // cliente is the tenant itself, found by CNPJ before any tenant is known; usuario's login index is the lead's
    const exceptions = new Set(['cliente.byTenant', 'cliente.byCnpj', 'usuario.byLogin']);
    for (const [, build] of builders) {
      const { model, indexes } = build().schema;
      for (const [indexName, index] of Object.entries(indexes)) {
        if (exceptions.has(`${model.entity}.${indexName}`)) continue;
        const template = index.pk.template ?? '';
        if (index.index) expect(template, `${model.entity}.${indexName}`).toMatch(/^T#\$\{tenant\}#/);
        else expect(template, `${model.entity}.${indexName}`).toBe(tenantPartition);
      }
    }
  });

  it('give each entity its own sort-key prefix in the tenant partition, none a prefix of another', () => {
    const prefixes = builders.flatMap(([, build]) =>
      Object.values(build().schema.indexes)
        .filter((index) => !index.index && index.pk.template === tenantPartition)
        .map((index) => (index.sk?.template ?? '').split('$')[0] as string),
    );
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const a of prefixes) {
      for (const b of prefixes) if (a !== b) expect(b.startsWith(a), `${a} / ${b}`).toBe(false);
    }
  });

  it('reject money that is not integer cents and documents with masks', () => {
    const params = () =>
      entities.tabelaPrecoExames().put({
        tenant: 'demo',
        tabelaPrecoId: 'T1',
        exameId: 'E1',
        credenciadaId: 'C1',
        exameNome: 'Audiometria',
        valorVenda: 45.5,
      }).params();
    expect(params).toThrow();
    expect(() =>
      entities.empresas().put({ tenant: 'demo', id: 'E1', nome: 'Empresa', cnpj: '11.222.333/0001-81' }).params(),
    ).toThrow();
  });
});

describe('ids and key windows', () => {
  it('makes 26-character ids that sort by creation time and carry it', () => {
    const earlier = entities.newId(new Date('2024-05-01T12:00:00Z'));
    const later = entities.newId(new Date('2024-05-01T12:00:00.001Z'));
    expect(earlier).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(earlier < later).toBe(true);
    expect(entities.idTime(later).toISOString()).toBe('2024-05-01T12:00:00.001Z');
  });

  it('bounds a creation window with ids', () => {
    const range = entities.idRange(new Date('2024-05-01T03:00:00Z'), new Date('2024-05-02T03:00:00Z'));
    const inside = entities.newId(new Date('2024-05-01T15:00:00Z'));
    const after = entities.newId(new Date('2024-05-02T03:00:00Z'));
    expect(range.start < inside && inside < range.end).toBe(true);
    expect(after > range.end).toBe(true);
  });

  it('bounds date sort keys so the last day of a window is in and the next is out', () => {
    const window = entities.dateKeyWindow('2024-03-01', '2024-03-31');
    expect(window).toEqual({ start: '2024-03-01', end: '2024-04-01' });
    const key = (date: string) => `${date}#01HX`;
    expect(key('2024-03-31T17:45') <= window.end).toBe(true);
    expect(key('2024-04-01') <= window.end).toBe(false);
    expect(key('2024-03-01') >= window.start).toBe(true);
  });

  it('bounds instant sort keys by São Paulo days', () => {
    expect(entities.instantKeyWindow('2024-03-01', '2024-03-01')).toEqual({
      start: '2024-03-01T03:00:00.000Z',
      end: '2024-03-02T03:00:00.000Z',
    });
  });

  it('makes search text without case or accents', () => {
    expect(entities.searchText('  José  da CONCEIÇÃO ', undefined, '123')).toBe('jose da conceicao 123');
  });
});

describe('derived ids', () => {
  it('are the same ULID for the same seed and instant, and differ for another seed', async () => {
    const { derivedId, idTime } = await import('./keys');
    const at = new Date('2024-03-12T10:00:00Z');
    expect(derivedId(at, 'lote#a')).toBe(derivedId(at, 'lote#a'));
    expect(derivedId(at, 'lote#a')).not.toBe(derivedId(at, 'lote#b'));
    expect(derivedId(at, 'lote#a')).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(idTime(derivedId(at, 'lote#a')).toISOString()).toBe(at.toISOString());
  });
});
