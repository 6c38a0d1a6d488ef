import type { CreateEntityItem } from 'electrodb';
import { clientes } from './entities/cliente';
import { derivedId } from './entities/keys';
import { ltcatModeloConteudos } from './entities/ltcat-modelo-conteudo';
import { forEachScanPage } from './entity-scan';

/*
 * The default LTCAT model a tenant starts with (issue 15): the sections an LTCAT has under the Lei 8.213/1991 art. 58
 * §1º, the Decreto 3.048/1999 (Anexo IV), NR-15 and NR-16, in document order. Tipo 0 sections are text the provider
 * edits; tipo 1 sections are built by the document generator from the LTCAT's data (their HTML is the introduction
 * the generator writes before the tables). No section declares a conclusion: the texts state the criteria and the
 * placeholders bring what the engineer recorded (the GHE's measurements, flags and technical conclusions).
 *
 * Placeholders ({{name}}), filled by the document generator:
 * - empresa.razao_social, empresa.cnpj, empresa.endereco, empresa.cnae, empresa.grau_risco, fdt.nome
 * - ltcat.data, ltcat.vencimento, ltcat.revisao, ltcat.revisao_descricao, ltcat.obs, data_emissao
 * - responsavel.nome, responsavel.conselho, responsavel.registro, responsavel.uf (the LTCAT's id_res)
 * - prestador.nome, prestador.cnpj (the tenant: the SST provider issuing the document)
 * - in a section with fator_riscos 1, once per risk factor of the GHE: fator_risco.nome, fator_risco.codigo_esocial,
 *   fator_risco.metodologia, medicao.intensidade, medicao.unidade, medicao.tecnica, medicao.data
 */

type NovoConteudo = CreateEntityItem<ReturnType<typeof ltcatModeloConteudos>>;

interface Secao {
  readonly chave: string;
  readonly titulo: string;
  readonly tipo: 0 | 1;
  readonly fatorRiscos?: boolean;
  readonly html: string;
}

export const ltcatModeloPadrao: readonly Secao[] = [
  {
    chave: 'identificacao',
    titulo: 'Identificação da empresa',
    tipo: 0,
    html:
      '<p><strong>Razão social:</strong> {{empresa.razao_social}}<br><strong>CNPJ:</strong> {{empresa.cnpj}}<br>' +
      '<strong>Endereço:</strong> {{empresa.endereco}}<br><strong>CNAE:</strong> {{empresa.cnae}} — <strong>Grau de risco:</strong> {{empresa.grau_risco}}<br>' +
      '<strong>Frente de trabalho:</strong> {{fdt.nome}}</p>' +
      '<p><strong>Data do laudo:</strong> {{ltcat.data}} — <strong>Vigência até:</strong> {{ltcat.vencimento}} — <strong>Revisão:</strong> {{ltcat.revisao}}</p>',
  },
  {
    chave: 'revisoes',
    titulo: 'Histórico de revisões',
    tipo: 1,
    html: '<p>Revisões deste laudo, da mais recente para a primeira.</p>',
  },
  {
    chave: 'objetivo',
    titulo: 'Objetivo',
    tipo: 0,
    html:
      '<p>Este Laudo Técnico das Condições Ambientais do Trabalho (LTCAT) registra o reconhecimento e a avaliação dos agentes ' +
      'nocivos químicos, físicos e biológicos presentes nos ambientes de trabalho de {{empresa.razao_social}}, para fins de ' +
      'comprovação da exposição perante a Previdência Social (Lei 8.213/1991, art. 58, §1º) e de caracterização de atividades ' +
      'insalubres (NR-15) e perigosas (NR-16).</p>',
  },
  {
    chave: 'fundamentacao-legal',
    titulo: 'Fundamentação legal',
    tipo: 0,
    html:
      '<ul><li>Lei 8.213/1991, arts. 57 e 58;</li><li>Decreto 3.048/1999, Anexo IV;</li>' +
      '<li>Instrução Normativa PRES/INSS vigente;</li><li>NR-09, NR-15 e seus anexos, NR-16 e seus anexos;</li>' +
      '<li>Normas de Higiene Ocupacional (NHO) da Fundacentro.</li></ul>',
  },
  {
    chave: 'metodologia',
    titulo: 'Metodologia',
    tipo: 0,
    html:
      '<p>Os trabalhadores foram reunidos em Grupos Homogêneos de Exposição (GHE). Para cada GHE foram inspecionados os locais ' +
      'de trabalho, as atividades e os agentes presentes; a avaliação quantitativa seguiu as metodologias indicadas para cada ' +
      'agente, com os equipamentos e as técnicas registrados nas medições.</p>',
  },
  {
    chave: 'reconhecimento',
    titulo: 'Reconhecimento dos riscos por GHE',
    tipo: 1,
    html: '<p>Para cada GHE: descrição do ambiente, funções (CBO), trabalhadores e agentes identificados.</p>',
  },
  {
    chave: 'avaliacao',
    titulo: 'Avaliação dos agentes',
    tipo: 1,
    fatorRiscos: true,
    html:
      '<p><strong>{{fator_risco.nome}}</strong> (eSocial {{fator_risco.codigo_esocial}}) — metodologia {{fator_risco.metodologia}}: ' +
      'intensidade ou concentração {{medicao.intensidade}} {{medicao.unidade}}, técnica {{medicao.tecnica}}, em {{medicao.data}}.</p>',
  },
  {
    chave: 'protecao',
    titulo: 'Medidas de proteção coletiva e individual (EPC e EPI)',
    tipo: 1,
    html: '<p>EPC e EPI informados por GHE e agente, com o número do Certificado de Aprovação (CA) de cada EPI e a avaliação de sua eficácia.</p>',
  },
  {
    chave: 'aposentadoria-especial',
    titulo: 'Conclusão quanto à aposentadoria especial',
    tipo: 0,
    html:
      '<p>A exposição a agente nocivo enseja aposentadoria especial quando ocorre de forma permanente, não ocasional nem ' +
      'intermitente, acima dos limites de tolerância ou, para os agentes avaliados qualitativamente, pela presença no ambiente, ' +
      'consideradas as medidas de proteção eficazes (Lei 8.213/1991, art. 58). O enquadramento de cada GHE consta do quadro de conclusões.</p>',
  },
  {
    chave: 'insalubridade',
    titulo: 'Conclusão quanto à insalubridade',
    tipo: 0,
    html: '<p>A caracterização de insalubridade e o seu grau seguem os anexos da NR-15, conforme registrado para cada GHE no quadro de conclusões.</p>',
  },
  {
    chave: 'periculosidade',
    titulo: 'Conclusão quanto à periculosidade',
    tipo: 0,
    html: '<p>A caracterização de periculosidade segue os anexos da NR-16, conforme registrado para cada GHE no quadro de conclusões.</p>',
  },
  {
    chave: 'conclusoes-ghe',
    titulo: 'Quadro de conclusões por GHE',
    tipo: 1,
    html: '<p>Para cada GHE: aposentadoria especial, insalubridade, periculosidade e as conclusões técnicas registradas.</p>',
  },
  {
    chave: 'recomendacoes',
    titulo: 'Recomendações',
    tipo: 0,
    html: '<p>{{ltcat.obs}}</p>',
  },
  {
    chave: 'responsavel-tecnico',
    titulo: 'Responsável técnico',
    tipo: 0,
    html:
      '<p>{{responsavel.nome}}<br>{{responsavel.conselho}} {{responsavel.registro}}/{{responsavel.uf}}</p>' +
      '<p>Emitido por {{prestador.nome}} em {{data_emissao}}.</p>',
  },
];

/** The instant the default sections' ids carry (fixed: ulid treats 0 as 'now', which would change the ids). */
const modeloPadraoEm = new Date('2026-11-27T00:00:00Z');

/**
 * The default model's sections of a tenant, ready to write: ordem 10, 20…; ids derived from the tenant and the
 * section (the same on a second run, so a repeated seed or provisioning finds what the first wrote).
 */
export function defaultLtcatModelo(tenant: string, at: Date = modeloPadraoEm): NovoConteudo[] {
  return ltcatModeloPadrao.map((secao, index) => ({
    tenant,
    id: derivedId(at, `ltcat-modelo#${tenant}#${secao.chave}`),
    ordem: (index + 1) * 10,
    chave: secao.chave,
    titulo: secao.titulo,
    html: secao.html,
    tipo: secao.tipo,
    fatorRiscos: secao.fatorRiscos ?? false,
    ocultar: false,
    ocultarTexto: false,
  }));
}

/**
 * Gives every tenant without it the default model (migration '2026-11-27-ltcat-modelo-padrao': tenants created before
 * issue 15). Repeatable: the sections' ids are derived, and a section already written (by the provisioning, the seed
 * or an earlier run) is left as it is. Answers the sections written.
 */
export async function darModeloPadraoAosClientes(): Promise<number> {
  let written = 0;
  await forEachScanPage(
    (cursor) => clientes().scan.go({ cursor }),
    async (items) => {
      for (const cliente of items) {
        for (const conteudo of defaultLtcatModelo(cliente.tenant)) {
          await ltcatModeloConteudos()
            .create(conteudo)
            .go()
            .then(() => (written += 1))
            .catch((error: unknown) => {
              if (!/conditional/i.test(String((error as Error).message))) throw error;
            });
        }
      }
    },
  );
  return written;
}
