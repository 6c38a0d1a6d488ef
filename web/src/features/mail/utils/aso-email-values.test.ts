import type { AsoUploadPagina } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { formatDay, hasAsoDocument, hasNewerEntry, preselectedPages, selectPagesOf, uploadCompanies } from './aso-email-values';

function pagina(page: number, overrides: Partial<AsoUploadPagina> = {}): AsoUploadPagina {
  return {
    id: `u1-${page}`,
    upload: 'u1',
    page,
    pages: 4,
    empresa: { id: 'e1', nome: 'Empresa Um' },
    funcionario: { id: 'f1', nome: 'Ana' },
    id_con: 10,
    tipo_documento: { id: 82, descricao: 'ASO' },
    tipo_status: { id: 79, descricao: 'Identificado' },
    identificacao: 'qr',
    motivo: null,
    send_email_at: null,
    usuario: null,
    updated_at: null,
    versao: 1,
    arquivo: '',
    pode_enviar_email: true,
    ...overrides,
  };
}

describe('uploadCompanies', () => {
  it('groups the pages by company and consultation, keeping only sendable ASO pages', () => {
    // Prepare
    const paginas = [
      pagina(1),
      pagina(2, { tipo_documento: { id: 83, descricao: 'Prontuário' } }),
      pagina(3, { empresa: { id: 'e2', nome: 'Empresa Dois' }, id_con: 20, funcionario: { id: 'f2', nome: 'Bruno' } }),
      pagina(4, { empresa: null, id_con: null }),
      pagina(5, { pode_enviar_email: false }),
    ];
    // Act
    const empresas = uploadCompanies(paginas);
    // Assess
    expect(empresas).toEqual([
      { id: 'e1', nome: 'Empresa Um', consultas: [{ id_con: 10, funcionario: 'Ana', paginasAso: [1] }] },
      { id: 'e2', nome: 'Empresa Dois', consultas: [{ id_con: 20, funcionario: 'Bruno', paginasAso: [3] }] },
    ]);
  });
});

describe('preselectedPages', () => {
  it('preselects the pages not sent yet, or every page when all were sent', () => {
    // Act
    const notSent = preselectedPages({ pages: 3, select_pages: [2, 3] });
    const allSent = preselectedPages({ pages: 3, select_pages: [] });
    const none = preselectedPages(null);
    // Assess
    expect([notSent, allSent, none]).toEqual([[2, 3], [1, 2, 3], []]);
  });
});

describe('hasAsoDocument', () => {
  it('lets a consultation be chosen only with an ASO document (type 82)', () => {
    // Act
    const aso = hasAsoDocument({ tipo_documento: [{ id: 82, descricao: 'ASO' }], arquivo_aso: { pages: 1, select_pages: [1], paginas: [], arquivo: '' } });
    const prontuario = hasAsoDocument({ tipo_documento: [{ id: 83, descricao: 'Prontuário' }], arquivo_aso: null });
    // Assess
    expect([aso, prontuario]).toEqual([true, false]);
  });
});

describe('hasNewerEntry', () => {
  it('flags a history row created after the modal opened', () => {
    // Prepare
    const opened = '2026-05-01T12:00:00.000Z';
    // Act
    const older = hasNewerEntry([{ created_at: '2026-05-01T11:59:59.000Z' }], opened);
    const newer = hasNewerEntry([{ created_at: '2026-05-01T12:00:01.000Z' }], opened);
    // Assess
    expect([older, newer, hasNewerEntry(undefined, opened)]).toEqual([false, true, false]);
  });
});

describe('selectPagesOf', () => {
  it('keeps the chosen consultations’ pages, sorted', () => {
    // Act
    const selected = selectPagesOf([10, 20], { '10': [3, 1], '20': undefined, '30': [1] });
    // Assess
    expect(selected).toEqual({ '10': [1, 3] });
  });
});

describe('formatDay', () => {
  it('shows a plain date as it is and an instant in São Paulo time', () => {
    // Act
    const days = [formatDay('2026-03-10'), formatDay('2026-03-10T02:00:00Z'), formatDay(null)];
    // Assess
    expect(days).toEqual(['10/03/2026', '09/03/2026', '']);
  });
});
