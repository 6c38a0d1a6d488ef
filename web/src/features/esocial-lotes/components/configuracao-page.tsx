import { Alert, Button, Flex, Grid, Loader, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { esocialConfiguracaoSchema, recordSavedMessage } from '@ocupacional/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { DateInput } from '../../../ui/form/date-input';
import { Form } from '../../../ui/form/form';
import { useNotify } from '../../../ui/notifications';
import { Section } from '../../../ui/section';
import { useConfiguracao, useSaveConfiguracao } from '../api/configuracao';
import type { Configuracao } from '../api/lote-schemas';
import { EmpresasDesativadasSection } from './empresas-desativadas-section';
import { MultiLookupInput } from './multi-lookup-input';
import { ResponsavelAmbientalSection } from './responsavel-ambiental-section';
import { EmpresasPicker, empresaLabel } from './pickers';

interface ConfiguracaoValues {
  /** The version read, sent back with the save (issue 12 item 3). */
  versao: number;
  ativo: 0 | 1;
  empresas: string[];
  empresas_processar: string[];
  data_inicio: string;
}

function valuesOf(configuracao: Configuracao): ConfiguracaoValues {
  return {
    versao: configuracao.versao,
    ativo: configuracao.ativo === 1 ? 1 : 0,
    empresas: configuracao.empresas.map((empresa) => empresa.id),
    empresas_processar: configuracao.empresas_processar.map((empresa) => empresa.id),
    data_inicio: configuracao.data_inicio?.slice(0, 10) ?? '',
  };
}

function labelsOf(configuracao: Configuracao): Record<string, string> {
  return Object.fromEntries(
    [...configuracao.empresas, ...configuracao.empresas_processar].map((empresa) => [empresa.id, empresaLabel(empresa)]),
  );
}

/**
 * The automatic sending of eSocial events (web esocial/configuracao, spec 2 §2 "Configuration"): the active switch,
 * the companies whose events the daily check generates and batches, the start date and, among those companies,
 * the ones whose lotes it also transmits. The company fields are disabled while inactive. Below it, the companies
 * disabled for eSocial ('Desativar Nova Empresa', permission 310), which the automatic sending skips. Between them,
 * each company's environmental responsible, whom its automatic S-2240 names (issue 13).
 */
export function ConfiguracaoPage() {
  const configuracao = useConfiguracao();
  if (configuracao.isPending) {
    return (
      <Flex justifyContent="center" padding="large">
        <Loader ariaLabel="Carregando..." />
      </Flex>
    );
  }
  if (configuracao.isError) {
    const error = configuracao.error instanceof ApiError ? configuracao.error : null;
    return (
      <Alert variation="error" heading={error ? `Erro ${error.status}` : 'Erro'}>
        {error?.msg ?? 'Não foi possível carregar a configuração.'}
      </Alert>
    );
  }
  return (
    <Flex direction="column" gap="large">
      <ConfiguracaoForm configuracao={configuracao.data} />
      <ResponsavelAmbientalSection />
      <EmpresasDesativadasSection />
    </Flex>
  );
}

function ConfiguracaoForm({ configuracao }: { configuracao: Configuracao }) {
  const notify = useNotify();
  const save = useSaveConfiguracao();
  const [labels, setLabels] = useState<Record<string, string>>(() => labelsOf(configuracao));
  const form = useForm<ConfiguracaoValues, unknown, z.output<typeof esocialConfiguracaoSchema>>({
    resolver: zodResolver(esocialConfiguracaoSchema) as never,
    defaultValues: valuesOf(configuracao),
  });
  const ativo = useWatch({ control: form.control, name: 'ativo' }) === 1;
  const empresas = useWatch({ control: form.control, name: 'empresas' });
  const inativo = !ativo;

  async function submit(values: z.output<typeof esocialConfiguracaoSchema>) {
    const answer = await save.mutateAsync({ ...values, data_inicio: values.data_inicio ?? undefined });
    setLabels((current) => ({ ...current, ...labelsOf(answer.data) }));
    form.reset(valuesOf(answer.data));
    notify({ message: answer.msg || recordSavedMessage, variation: 'success', title: 'Sucesso' });
  }

  return (
    <Form form={form} onSubmit={submit} testId="configuracao-form">
      <Flex direction="column" gap="medium" data-testid="configuracao-page">
        <Section title="Envio automático de eventos">
          <Text fontSize="small" color="font.tertiary">
            Todos os dias à 00:00 o sistema gera os eventos S-2220 das consultas liberadas das empresas abaixo (a partir
            da data de início), monta os lotes e transmite os lotes das empresas marcadas para processar.
          </Text>
          <CheckboxInput name="ativo" label="Ativo" />
          <Grid templateColumns={{ base: '1fr', large: '3fr 1fr' }} gap="small">
            <EmpresasPicker
              name="empresas"
              label="Empresas"
              required={ativo}
              disabled={inativo}
              knownLabels={labels}
              onAdd={(option) => setLabels((current) => ({ ...current, [option.value]: option.label }))}
            />
            <DateInput name="data_inicio" label="Data de início" required={ativo} disabled={inativo} />
          </Grid>
          {/* Spec 2 §3: the companies to process are among the configured companies. */}
          <MultiLookupInput
            name="empresas_processar"
            label="Empresas para processar (transmitir ao eSocial)"
            disabled={inativo}
            knownLabels={labels}
            options={(empresas ?? []).map((id) => ({ value: id, label: labels[id] ?? id }))}
            placeholder="Escolha entre as empresas acima"
          />
          {configuracao.updated_at ? (
            <Text fontSize="small" color="font.tertiary" data-testid="configuracao-auditoria">
              Última alteração em {formatDateTime(configuracao.updated_at)}
              {configuracao.usuario ? ` por ${configuracao.usuario}` : ''}
            </Text>
          ) : null}
        </Section>
        <Flex justifyContent="flex-end">
          <Button type="submit" variation="primary" isLoading={save.isPending} data-testid="save-configuracao">
            Salvar
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
