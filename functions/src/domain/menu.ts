import { permissions, type MenuItem, type PointType } from '@ocupacional/shared';
import type { Caller } from './access';

/*
 * The menu of each area (spec 1 §2, spec 3 §2.2), trimmed to what the user may open: an entry that needs a
 * permission the user lacks is left out, and a group left empty disappears. No entry needs a package: package 30
 * gates only the lote-processing and query buttons inside eSocial (spec 2 §2, §6), and 'Contas de Email' needs no
 * permission, as permission 3 gates only editing and deleting accounts (spec 2 §6).
 */

/** A menu entry as the tables above declare it: the permission it needs, its sub-entries. */
export interface MenuEntry extends Omit<MenuItem, 'itens' | 'badge'> {
  readonly permission?: number;
  readonly itens?: readonly MenuEntry[];
}

const esocialEmpresa: MenuEntry = {
  id: 'esocial',
  titulo: 'eSocial',
  itens: [
    { id: 'esocial.gerar-xml', titulo: 'Gerar XML', rota: 'esocial/gerar-xml' },
    { id: 'esocial.gerar-xml-avulso', titulo: 'XML Avulso', rota: 'esocial/gerar-xml-avulso' },
    { id: 'esocial.gerar-lote', titulo: 'Lotes', rota: 'esocial/gerar-lote' },
    { id: 'esocial.certificado', titulo: 'Certificado Digital', rota: 'esocial/certificado' },
  ],
};

const menus: Record<PointType, readonly MenuEntry[]> = {
  web: [
    { id: 'home', titulo: 'Início', rota: 'home' },
    { id: 'empresas', titulo: 'Empresas', rota: 'empresas' },
    {
      id: 'consultas',
      titulo: 'Consultas',
      itens: [
        { id: 'consultas.externas', titulo: 'Consultas Externas', rota: 'consultas/externas' },
        { id: 'consultas.liberacao', titulo: 'Liberação de ASO', rota: 'consultas/liberacao' },
        { id: 'consultas.aproveitamento', titulo: 'Aproveitamento', rota: 'consultas/aproveitamento' },
      ],
    },
    { id: 'credenciadas', titulo: 'Credenciadas', rota: 'credenciadas' },
    {
      id: 'periodicos',
      titulo: 'Periódicos',
      itens: [
        { id: 'periodicos.lista', titulo: 'Periódicos', rota: 'periodicos' },
        { id: 'periodicos.disparador', titulo: 'Disparador', rota: 'periodicos/disparador' },
        { id: 'periodicos.desativados', titulo: 'Desativados', rota: 'periodicos/desativados' },
      ],
    },
    {
      id: 'programas',
      titulo: 'Programas',
      itens: [
        { id: 'pcmso.vencido', titulo: 'PCMSO Vencidos', rota: 'pcmso/vencido' },
        { id: 'pcmso.disparador', titulo: 'Disparador PCMSO', rota: 'pcmso/disparador' },
        { id: 'ppra.vencido', titulo: 'PPRA Vencidos', rota: 'ppra/vencido' },
        { id: 'ppra.disparador', titulo: 'Disparador PPRA', rota: 'ppra/disparador' },
        { id: 'pgr', titulo: 'PGR', rota: 'pgr' },
      ],
    },
    {
      id: 'ltcat',
      titulo: 'LTCAT',
      itens: [
        { id: 'ltcat.lista', titulo: 'LTCAT', rota: 'ltcat' },
        { id: 'ltcat.fator-risco', titulo: 'Fatores de Risco', rota: 'ltcat/fator-risco' },
        { id: 'ltcat.laboratorio', titulo: 'Laboratórios', rota: 'ltcat/laboratorio' },
        { id: 'ltcat.tabela-dinamica', titulo: 'Tabelas Dinâmicas', rota: 'ltcat/tabela-dinamica' },
        // The EPI catalogue (issue 15): what a measurement's equipment list picks from
        { id: 'ltcat.epi', titulo: 'EPI', rota: 'ltcat/epi' },
        { id: 'ltcat.modelo', titulo: 'Modelo do Documento', rota: 'ltcat/modelo', permission: permissions.modeloLtcat },
        { id: 'ltcat.configuracao', titulo: 'Configuração', rota: 'ltcat/configuracao' },
      ],
    },
    {
      id: 'esocial',
      titulo: 'eSocial',
      itens: [
        { id: 'esocial.eventos', titulo: 'Eventos', rota: 'esocial' },
        { id: 'esocial.avulso', titulo: 'Eventos Avulsos', rota: 'esocial/avulso' },
        { id: 'esocial.lotes', titulo: 'Lotes', rota: 'esocial/lotes' },
        { id: 'esocial.certificados', titulo: 'Certificados', rota: 'esocial/certificados' },
        { id: 'esocial.configuracao', titulo: 'Configuração', rota: 'esocial/configuracao' },
      ],
    },
    { id: 'cat', titulo: 'CAT', rota: 'cat' },
    {
      id: 'configuracoes',
      titulo: 'Configurações',
      itens: [
        { id: 'config.funcoes', titulo: 'Funções', rota: 'config/funcoes' },
        { id: 'config.exames', titulo: 'Exames', rota: 'config/exames' },
        { id: 'config.riscos', titulo: 'Riscos', rota: 'config/riscos' },
        { id: 'config.profissionais', titulo: 'Profissionais', rota: 'config/profissionais' },
        { id: 'config.parceiros', titulo: 'Parceiros', rota: 'config/parceiros' },
        { id: 'config.medicos', titulo: 'Médicos Examinadores', rota: 'config/medicos' },
        { id: 'config.conta-email', titulo: 'Contas de Email', rota: 'config/conta-email' },
        { id: 'config.usuarios', titulo: 'Usuários', rota: 'usuarios' },
      ],
    },
    {
      id: 'relatorios',
      titulo: 'Relatórios',
      itens: [
        { id: 'relatorio.anual', titulo: 'Relatório Anual', rota: 'relatorio/anual' },
        { id: 'log.tarefa', titulo: 'Log de Tarefas', rota: 'log/tarefa' },
        // The ASO e-mail log; the other point types (esocial-lote, senha, teste) are at log/email/{pointType}.
        { id: 'log.email', titulo: 'Log de Emails', rota: 'log/email/aso' },
      ],
    },
  ],
  empresa: [
    { id: 'consultas', titulo: 'Consultas', rota: 'consultas' },
    { id: 'funcionarios', titulo: 'Funcionários', rota: 'funcionarios' },
    { id: 'periodicos', titulo: 'Periódicos', rota: 'periodicos' },
    { id: 'liberacao', titulo: 'Liberação de ASO', rota: 'liberacao' },
    { id: 'aproveitamento', titulo: 'Aproveitamento', rota: 'consulta/aproveitamento' },
    esocialEmpresa,
    { id: 'meu-cadastro', titulo: 'Meu Cadastro', rota: 'meu-cadastro' },
  ],
  credenciada: [
    { id: 'consultas', titulo: 'Consultas', rota: 'consultas' },
    { id: 'meu-cadastro', titulo: 'Meu Cadastro', rota: 'meu-cadastro' },
  ],
  parceiro: [
    { id: 'consultas', titulo: 'Consultas', rota: 'consultas' },
    { id: 'meu-cadastro', titulo: 'Meu Cadastro', rota: 'meu-cadastro' },
  ],
};

function allowed(entry: MenuEntry, caller: Caller): boolean {
  const administrator = caller.isAdm || caller.isSadm;
  if (entry.permission !== undefined && !administrator && !caller.acessoPermissao.includes(entry.permission)) return false;
  return true;
}

/** Entries trimmed to what the caller may open, with their badges; a group left without entries disappears. */
export function trimMenu(entries: readonly MenuEntry[], caller: Caller, badges: Readonly<Record<string, number>>): MenuItem[] {
  const items: MenuItem[] = [];
  for (const entry of entries) {
    if (!allowed(entry, caller)) continue;
    const { permission: _permission, itens, ...item } = entry;
    const badge = badges[entry.id];
    if (itens) {
      const children = trimMenu(itens, caller, badges);
      if (children.length === 0) continue;
      items.push({ ...item, itens: children, ...(badge ? { badge } : {}) });
    } else {
      items.push({ ...item, ...(badge ? { badge } : {}) });
    }
  }
  return items;
}

/** The menu of the caller's area, with the red badge counts given per entry id (zero shows no badge). */
export function menuFor(caller: Caller, badges: Readonly<Record<string, number>> = {}): MenuItem[] {
  return trimMenu(menus[caller.pointType], caller, badges);
}
