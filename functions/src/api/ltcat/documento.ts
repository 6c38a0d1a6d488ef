import { formatCnpj, ltcatDocumentoSemModeloMessage, orgaosClasse, todayInSaoPaulo } from '@ocupacional/shared';
import { clientes } from '../../data/entities/cliente';
import { empresas, type EmpresaItem } from '../../data/entities/empresa';
import { fdts } from '../../data/entities/fdt';
import { profissionais, type ProfissionalItem } from '../../data/entities/profissional';
import { liveLtcat, revisoesDaFrente } from '../../data/ltcat';
import { ltcatModeloVisivel } from '../../data/ltcat-conteudos';
import { ghesCompletosDoLtcat } from '../../data/ltcat-ghe';
import { docxContentType, gerarLtcatDocx } from '../../domain/ltcat-documento';
import { HttpError, notFoundMessage, respond, sessionOf, type RouteHandler } from '../../platform';

/*
 * GET ltcat/documento/{id} (issue 15; spec 3 §2.3 'Gerar Documento', §4): the LTCAT as a .docx, answered as the other
 * downloads ({contents (base64), filename, contentType}). Reads the LTCAT (another tenant's or a deleted one: 404), its
 * responsible professional and the tenant's visible model sections (either missing: 400 'Selecione um modelo e o
 * responsável pelo LTCAT'), the company, the front, the provider (the tenant), the front's revisions and the GHEs;
 * the generator (domain/ltcat-documento.ts) writes the file.
 */

const tenantOf = (context: Parameters<RouteHandler>[1]) => sessionOf(context).tenant;

/** How many of the front's revisions the history table lists (newest first). */
const revisoesNoDocumento = 20;

const live = <T extends { deletedAt?: string | undefined }>(item: T | null | undefined): T | undefined =>
  item && !item.deletedAt ? item : undefined;

function endereco(empresa: EmpresaItem): string {
  const rua = [empresa.end, empresa.num, empresa.comp].filter((part) => part?.trim()).join(', ');
  const cidade = [empresa.cidade, empresa.uf].filter((part) => part?.trim()).join('/');
  const cep = empresa.cep?.trim() ? `CEP ${empresa.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')}` : '';
  return [rua, empresa.bairro, cidade, cep].filter((part) => part?.trim()).join(' — ');
}

function conselho(profissional: ProfissionalItem): string {
  if (profissional.ideOc === 9) return profissional.dscOc?.trim() || 'Outros';
  return orgaosClasse.find((orgao) => orgao.id === profissional.ideOc)?.sigla ?? '';
}

/** The file's name: LTCAT-<company>-rev<N>-<date>.docx, ASCII only. */
export function nomeDoArquivo(empresa: string, rev: number, data: string): string {
  const slug = empresa
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `LTCAT-${slug || 'empresa'}-rev${rev}-${data}.docx`;
}

export const getLtcatDocumento: RouteHandler = async (event, context) => {
  const tenant = tenantOf(context);
  const ltcat = await liveLtcat(tenant, event.pathParameters?.id);
  if (!ltcat) throw new HttpError(404, notFoundMessage);
  const [responsavel, secoes] = await Promise.all([
    ltcat.responsavelId ? profissionais().get({ tenant, id: ltcat.responsavelId }).go() : Promise.resolve({ data: null }),
    ltcatModeloVisivel(tenant),
  ]);
  const profissional = live(responsavel.data);
  if (!profissional || secoes.length === 0) throw new HttpError(400, ltcatDocumentoSemModeloMessage);

  const [empresa, fdt, cliente, revisoes, ghes] = await Promise.all([
    empresas().get({ tenant, id: ltcat.empresaId }).go(),
    fdts().get({ tenant, id: ltcat.fdtId }).go(),
    clientes().get({ tenant }).go(),
    revisoesDaFrente(tenant, ltcat.fdtId, revisoesNoDocumento),
    ghesCompletosDoLtcat(tenant, ltcat.id),
  ]);
  const emp = empresa.data;
  const hoje = todayInSaoPaulo();
  const contents = await gerarLtcatDocx({
    // The company and the front as they are now; the LTCAT's copies when they were deleted since.
    empresa: {
      razaoSocial: emp?.nome ?? ltcat.empresaNome,
      cnpj: formatCnpj(emp?.cnpj),
      endereco: emp ? endereco(emp) : '',
      cnae: emp?.cnae ?? '',
    },
    frente: { nome: fdt.data?.descricao ?? ltcat.fdtDescricao },
    ltcat: { data: ltcat.data, vencimento: ltcat.vencimento, revisao: ltcat.rev, descricao: ltcat.descricao, obs: ltcat.obs ?? null },
    responsavel: { nome: profissional.nome, conselho: conselho(profissional), registro: profissional.nrOc, uf: profissional.ufOc },
    prestador: { nome: cliente.data?.nome ?? '', cnpj: formatCnpj(cliente.data?.cnpj) },
    secoes,
    ghes,
    revisoes: revisoes.map((rev) => ({ rev: rev.rev, data: rev.data, descricao: rev.descricao })),
    dataEmissao: hoje,
  });
  return respond(200, 'OK', {
    contents: contents.toString('base64'),
    filename: nomeDoArquivo(emp?.nome ?? ltcat.empresaNome, ltcat.rev, hoje),
    contentType: docxContentType,
  });
};
