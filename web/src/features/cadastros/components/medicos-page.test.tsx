import { defaultPageSize } from '@ocupacional/shared';
import type { Medico, SessionInfo } from '@ocupacional/shared';
import { describe, expect, it } from 'vitest';
import { getSessionQueryOptions } from '../../../lib/session';
import { pageQueryOf } from '../../../lib/use-list-state';
import { renderHtml } from '../../../test-support/render-html';
import { medicosApi } from '../api/medicos';
import { medicoFormValues } from '../utils/medico-form-values';
import { MedicoFormPage } from './medico-form-page';
import { MedicosPage } from './medicos-page';

/* Configurações › Médicos Examinadores rendered to HTML with the session and the first page in the cache (issue 14). */

const medico: Medico = {
  id: 'm1',
  versao: 1,
  nome: 'Carlos Eduardo Souza',
  cpf: '52998224725',
  crm: '123456',
  crm_uf: 'SP',
  ativo: 1,
  created_at: '2026-11-25T12:00:00.000Z',
  updated_at: null,
};

function render(usuario: Partial<SessionInfo['usuario']>): string {
  return renderHtml(<MedicosPage />, {
    address: '/config/medicos',
    seed: (client) => {
      client.setQueryData(getSessionQueryOptions(undefined).queryKey, { usuario: { is_adm: false, is_sadm: false, acesso_permissao: [], ...usuario } } as SessionInfo);
      client.setQueryData(medicosApi.listOptions(pageQueryOf('', { pageIndex: 0, pageSize: defaultPageSize })).queryKey, {
        data: [medico],
        pagination: { page: 1, pagination: defaultPageSize, total: 1, last_page: 1, next: null },
      });
    },
  });
}

describe('MedicosPage', () => {
  it('lists the doctors with CRM/UF and the masked CPF; new and delete for administrators only', () => {
    // Act
    const admin = render({ is_adm: true });
    const operador = render({ acesso_permissao: [567] });
    // Assess
    expect(admin).toContain('data-testid="medicos-m1"');
    expect(admin).toContain('123456/SP');
    expect(admin).toContain('529.982.247-25');
    expect(admin).toContain('href="/config/medicos/editar/m1"');
    expect(admin).toContain('data-testid="medicos-new"');
    expect(admin).toContain('1 médico(s)');
    expect(operador).toContain('Exportar Excel');
    expect(operador).not.toContain('data-testid="medicos-new"');
    expect(operador).not.toContain('data-testid="medicos-delete-row"');
  });
});

describe('MedicoFormPage', () => {
  it('opens an edit route with the record from the cache, and a new one active with no UF', () => {
    // Act
    const html = renderHtml(<MedicoFormPage />, {
      address: '/config/medicos/editar/m1',
      routes: ['/config/medicos/editar/:id'],
      seed: (client) => client.setQueryData(medicosApi.oneOptions('m1', '/config/medicos').queryKey, medico),
    });
    // Assess
    expect(html).toContain('value="Carlos Eduardo Souza"');
    expect(html).toContain('value="123456"');
    expect(medicoFormValues(undefined)).toEqual({ nome: '', cpf: '', crm: '', crm_uf: '', ativo: 1 });
  });
});
