import { describe, expect, it } from 'vitest';
import { esocialTableEntry } from '@ocupacional/functions/esocial/tables/index';
import { catalogue } from './demo-catalogue';

/*
 * The demo exams carry their own Tabela 27 codes (issue 13 item 2), each checked against the table's description;
 * only the long-window toxicological exam, which the table does not describe, stays 'outros' (9999).
 */

describe('the demo exam catalogue', () => {
  const exams = new Map(catalogue.flatMap((tenant) => tenant.exames).map((exame) => [exame.ref, exame]));
  const descriptionOf = (ref: string) => {
    const code = exams.get(ref)?.esocial;
    return code === undefined ? undefined : esocialTableEntry(27, code)?.descricao;
  };

  it.each([
    ['clinico', 'Avaliação clínica ocupacional (anamnese e exame físico)'],
    ['audiometria', 'Audiometria tonal ocupacional'],
    ['acuidade', 'Avaliação da acuidade visual'],
    ['espirometria', 'Prova de função pulmonar completa (ou espirometria)'],
    ['hemograma', 'Hemograma com contagem de plaquetas ou frações (eritrograma, leucograma, plaquetas)'],
    ['glicemia', 'Glicemia'],
    ['raiox', 'Radiografia de tórax (PA) Padrão OIT (o mais recente), com pelo menos um leitor habilitado'],
    ['ecg', 'ECG (Eletrocardiograma) convencional de até 12 derivações'],
    ['eeg', 'EEG (Eletroencefalograma) de rotina'],
    ['gamagt', 'Gama-glutamil transferase (gama-GT)'],
    ['psicossocial', 'Avaliação psicossocial'],
    ['parasitologico', 'Parasitológico de fezes'],
    ['toxicologico', 'Outros procedimentos diagnósticos não descritos anteriormente'],
  ])('codes %s as Tabela 27 describes it: %s', (ref, description) => {
    expect(descriptionOf(ref)).toBe(description);
  });

  it('gives every exam of every tenant a code of Tabela 27', () => {
    const all = catalogue.flatMap((tenant) => tenant.exames);
    expect(all.filter((exame) => exame.esocial === undefined || !esocialTableEntry(27, exame.esocial)).map((exame) => exame.ref)).toEqual([]);
    expect(all.filter((exame) => exame.esocial === '9999').map((exame) => exame.ref)).toEqual(['toxicologico']);
  });
});
