import { describe, expect, it } from 'vitest';
import { ltcatModeloPadrao } from '../data/ltcat-modelo-padrao';
import { documentoTexto } from '../../../tests/support/docx';
import { gerarLtcatDocx, semMedicoes, type LtcatDocumentoInput } from './ltcat-documento';

const secoes = ltcatModeloPadrao.map((secao) => ({ ...secao, ocultarTexto: false, fatorRiscos: secao.fatorRiscos ?? false }));

const input: LtcatDocumentoInput = {
  empresa: { razaoSocial: 'Metalúrgica Aço & Cia Ltda', cnpj: '11.222.333/0001-81', endereco: 'Rua das Forjas, 100 — Contagem/MG', cnae: '2512-8/00' },
  frente: { nome: 'Unidade Contagem' },
  ltcat: { data: '2026-03-10', vencimento: '2027-03-10', revisao: 2, descricao: 'Revisão anual', obs: 'Enclausurar a prensa 3.' },
  responsavel: { nome: 'Eng. Ana Souza', conselho: 'CREA', registro: '123456', uf: 'MG' },
  prestador: { nome: 'SST Serviços Ltda', cnpj: '44.555.666/0001-99' },
  secoes,
  ghes: [
    {
      id: 'g1',
      ghe: 'GHE 01 — Estamparia',
      descricao: 'Galpão com prensas excêntricas.',
      obs: null,
      funcoes: [{ nome: 'Operador de prensa', cbo: '724315', descricao: 'Opera prensas.' }],
      funcionarios: [{ nome: 'João da Silva', cpf: '52998224725', funcao: 'Operador de prensa' }],
      conclusoes: [{ nome: 'Ruído acima do nível de ação', descricao: 'Conforme dosimetria do engenheiro.' }],
    },
    { id: 'g2', ghe: 'GHE 02 — Administrativo', funcoes: [], funcionarios: [], conclusoes: [] },
  ],
  revisoes: [
    { rev: 2, data: '2026-03-10', descricao: 'Revisão anual' },
    { rev: 1, data: '2025-03-01', descricao: 'Emissão inicial' },
  ],
  dataEmissao: '2026-11-25',
};

describe('gerarLtcatDocx', () => {
  it('writes the company, the front, the responsible professional and the provider, every placeholder filled', async () => {
    const { xml, texto } = documentoTexto(await gerarLtcatDocx(input));
    expect(texto).toContain('Metalúrgica Aço & Cia Ltda');
    expect(texto).toContain('11.222.333/0001-81');
    expect(texto).toContain('Rua das Forjas, 100 — Contagem/MG');
    expect(texto).toContain('2512-8/00');
    expect(texto).toContain('Unidade Contagem');
    expect(texto).toContain('10/03/2026');
    expect(texto).toContain('10/03/2027');
    expect(texto).toContain('Eng. Ana Souza');
    expect(texto).toContain('CREA 123456/MG');
    expect(texto).toContain('Emitido por SST Serviços Ltda em 25/11/2026.');
    expect(texto).toContain('Enclausurar a prensa 3.');
    // No grau de risco recorded: said so, never a blank nor a guess.
    expect(texto).toContain('Grau de risco: não informado');
    expect(xml).not.toContain('{{');
    expect(texto).not.toContain('{{');
  });

  it('writes the GHE table: names, functions with CBO, employees with CPF, and the conclusions the engineer recorded', async () => {
    const { texto } = documentoTexto(await gerarLtcatDocx(input));
    expect(texto).toContain('GHE: GHE 01 — Estamparia');
    expect(texto).toContain('GHE: GHE 02 — Administrativo');
    expect(texto).toContain('Galpão com prensas excêntricas.');
    expect(texto).toContain('Operador de prensa');
    expect(texto).toContain('724315');
    expect(texto).toContain('João da Silva');
    expect(texto).toContain('529.982.247-25');
    expect(texto).toContain('Ruído acima do nível de ação');
    expect(texto).toContain('Nenhuma conclusão técnica registrada para este GHE.');
    expect(texto).toContain('Nenhum trabalhador cadastrado neste GHE.');
    // The revision history.
    expect(texto).toContain('Emissão inicial');
  });

  it('says no measurement is recorded and invents no value or conclusion', async () => {
    const { texto } = documentoTexto(await gerarLtcatDocx(input));
    expect(texto).toContain(semMedicoes);
    // The per-factor line of the model is not written while there is no measurement.
    expect(texto).not.toContain('intensidade ou concentração');
    expect(texto).not.toContain('não informado (eSocial');
  });

  it('converts the HTML subset: headings, emphasis, lists and tables', async () => {
    const { xml, texto } = documentoTexto(
      await gerarLtcatDocx({
        ...input,
        secoes: [
          {
            titulo: 'Seção livre',
            tipo: 0,
            html:
              '<h2>Sub &amp; título</h2><p>Texto <strong>forte</strong> e <em>itálico</em></p><ul><li>um</li><li>dois</li></ul>' +
              '<ol><li>primeiro</li></ol><table><tr><th>Agente</th><th>Fonte</th></tr><tr><td>Ruído</td><td>{{fdt.nome}}</td></tr></table>',
          },
        ],
      }),
    );
    expect(texto).toContain('1. Seção livre');
    expect(texto).toContain('Sub & título');
    expect(xml).toMatch(/<w:b\/>.*?forte/s);
    expect(xml).toMatch(/<w:i\/>.*?itálico/s);
    expect(xml).toContain('<w:numPr>');
    expect(xml).toContain('<w:tbl>');
    expect(texto).toMatch(/Ruído[\s\S]*Unidade Contagem/);
    expect(texto).toContain('primeiro');
  });

  it('leaves hidden sections out and writes only the generated part of one with ocultarTexto', async () => {
    const visiveis = secoes
      .filter((secao) => secao.chave !== 'objetivo')
      .map((secao) => (secao.chave === 'reconhecimento' ? { ...secao, ocultarTexto: true } : secao));
    const { texto } = documentoTexto(await gerarLtcatDocx({ ...input, secoes: visiveis }));
    expect(texto).not.toContain('Objetivo');
    expect(texto).not.toContain('Reconhecimento dos riscos por GHE');
    expect(texto).not.toContain('Para cada GHE: descrição do ambiente');
    expect(texto).toContain('GHE: GHE 01 — Estamparia');
  });
});
