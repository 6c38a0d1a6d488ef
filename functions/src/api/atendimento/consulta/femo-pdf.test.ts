import { describe, expect, it } from 'vitest';
import { femoFormSchema, femoPerguntaIds } from '@ocupacional/shared';
import { formatConsultationCode } from '../../../pdf/consultation-code';
import { extractText } from '../../../pdf/read-page';
import { renderFemoPdf } from './femo-pdf';

describe('the FEMO PDF', () => {
  it('prints the employee, the answers with their descriptions, the groups, the conclusion and the consultation code', async () => {
    const form = femoFormSchema.parse({
      grau_estudo: 127,
      peso: 80,
      altura: 1.8,
      pa1: '130',
      pa2: '85',
      ...Object.fromEntries(femoPerguntaIds.map((q) => [q, 133])),
      q15: 132,
      q15_descricao: 'Alergia a dipirona',
      q4: [140, 143],
      conclusao: 182,
      observacoes: 'Retornar em 30 dias.',
    });
    const codigo = formatConsultationCode({ kind: 'consulta', tenant: 'demo', idCon: 42 });
    const pdf = await renderFemoPdf({
      codigo,
      clinica: { nome: 'Clínica Teste', telefone: '(11) 3456-7800' },
      empresa: 'MetalVale Indústria',
      funcionario: { nome: 'Maria da Silva', cpf: '52998224725' },
      funcao: 'Soldadora',
      ghe: 'GHE 01 - Produção',
      tipoAso: 'Periódico',
      dataAge: '2024-05-10',
      atualizadoEm: '2024-05-10T13:00:00.000Z',
      form,
    });
    const text = (await extractText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('FICHA DE EXAME MÉDICO OCUPACIONAL');
    expect(text).toContain('Maria da Silva');
    expect(text).toContain('529.982.247-25');
    expect(text).toContain('Ensino médio completo');
    expect(text).toContain('130 x 85');
    expect(text).toContain('Alergia a dipirona');
    expect(text).toContain('Tabagismo, Atividade física regular');
    expect(text).toContain('Apto com restrições');
    expect(text).toContain('Retornar em 30 dias.');
    expect(text).toContain(codigo);
  });
});
