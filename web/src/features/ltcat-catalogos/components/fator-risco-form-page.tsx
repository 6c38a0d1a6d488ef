import { Grid } from '@aws-amplify/ui-react';
import { fatorRiscoFormSchema, fatorRiscoLimits, typeListCodes, typeLists } from '@ocupacional/shared';
import type { FatorRisco } from '@ocupacional/shared';
import { z } from 'zod';
import { webPaths } from '../../../lib/paths';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { MaskedInput } from '../../../ui/form/masked-input';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { Section } from '../../../ui/section';
import { useTabelasDinamicas } from '../../ltcat-tabelas/api/tabelas-dinamicas';
import { RegistryFormPage } from '../../cadastros/components/registry-form-page';
import { fatoresRiscoApi, laboratoriosApi } from '../api/catalogos';
import { fatorRiscoBody, fatorRiscoFormValues, type FatorRiscoFormValues } from '../utils/form-values';
import { LaboratoriosSubtabela } from './laboratorios-subtabela';

const options = (parent: number) => (typeLists[parent] ?? []).map((item) => ({ value: String(item.id), label: item.descricao }));
const categorias = options(typeListCodes.categoriaEsocial);
const unidades = options(typeListCodes.unidadeMedida);

/** The server's schema on what the form holds (activities one a line, lines with their names). */
export const fatorRiscoClientSchema = z.preprocess((values) => fatorRiscoBody(values as FatorRiscoFormValues), fatorRiscoFormSchema);

function Campos() {
  const tabelas = useTabelasDinamicas({ pagination: 1000 });
  const labs = laboratoriosApi.useList({ pagination: 1000 });
  const tabelaOptions = (tabelas.data?.data ?? []).map((tabela) => ({ value: tabela.id, label: tabela.nome }));
  const labOptions = (labs.data?.data ?? []).map((lab) => ({ value: lab.id, label: lab.nome }));
  return (
    <>
      <Section title="Fator de Risco">
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr' }} gap="small">
          <TextInput name="nome" label="Nome" required maxLength={fatorRiscoLimits.nome} />
          <TextInput name="nome_comercial" label="Nome Comercial" required maxLength={fatorRiscoLimits.nomeComercial} />
          <SelectInput name="cat_esocial" label="Categoria eSocial" options={categorias} placeholder="Nenhuma" />
          <MaskedInput name="cod_esocial" label="Código eSocial (Tabela 24)" mask="esocial" />
          <TextInput name="cod_cas" label="Código CAS" maxLength={fatorRiscoLimits.codCas} placeholder="71-43-2" />
          <CheckboxInput name="ativo" label="Ativo" />
        </Grid>
      </Section>
      <Section title="Metodologia e Medição">
        <Grid templateColumns={{ base: '1fr', medium: '1fr 2fr' }} gap="small">
          <TextInput name="cod_metodologia" label="Código da Metodologia" required maxLength={fatorRiscoLimits.codMetodologia} />
          <TextInput name="desc_metodologia" label="Descrição da Metodologia" required rows={2} />
          <SelectInput name="id_tipo_unidade_medida" label="Unidade de Medida (eSocial)" options={unidades} placeholder="Nenhuma" />
          <TextInput name="un_medida" label="Unidade de Medida (texto)" maxLength={fatorRiscoLimits.curto} />
          <SelectInput name="id_tab" label="Tabela Dinâmica" options={tabelaOptions} placeholder="Nenhuma" />
          <TextInput name="esocial_atividade_per" label="Atividades perigosas, insalubres ou especiais (uma por linha)" rows={3} />
        </Grid>
      </Section>
      <Section title="Amostragem">
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr' }} gap="small">
          <TextInput name="amostra" label="Amostra" maxLength={fatorRiscoLimits.curto} />
          <TextInput name="vazao" label="Vazão" maxLength={fatorRiscoLimits.curto} />
          <TextInput name="volume" label="Volume" maxLength={fatorRiscoLimits.curto} />
          <TextInput name="cod_amostrador" label="Código do Amostrador" maxLength={fatorRiscoLimits.codMetodologia} />
          <TextInput name="desc_amostrador" label="Descrição do Amostrador" maxLength={255} />
        </Grid>
      </Section>
      <Section title="Laboratórios">
        <LaboratoriosSubtabela options={labOptions} />
      </Section>
    </>
  );
}

/** Create (ltcat/fator-risco/cadastrar) or edit (ltcat/fator-risco/editar/{id}) a risk factor: every field of spec 3 §3. */
export function FatorRiscoFormPage() {
  return (
    <RegistryFormPage<FatorRisco, FatorRiscoFormValues>
      testId="fator-risco"
      listUrl={`/${webPaths.fatoresRisco}`}
      useRecord={(id, notFound) => fatoresRiscoApi.useOne(id, notFound)}
      useSave={fatoresRiscoApi.useSave}
      schema={fatorRiscoClientSchema as never}
      toValues={fatorRiscoFormValues}
      loadError="Não foi possível carregar o fator de risco."
    >
      <Campos />
    </RegistryFormPage>
  );
}
