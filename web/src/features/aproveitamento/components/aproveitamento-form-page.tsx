import { Alert, Button, Flex, Grid, Text } from '@aws-amplify/ui-react';
import { formatBrDate, recordSavedMessage } from '@ocupacional/shared';
import type { AproveitamentoDetail, AproveitamentoEscolha, AproveitamentoExame, AproveitamentoExamesQuery, TabelaPrecoEntry } from '@ocupacional/shared';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { empresaPaths, tenantUrl } from '../../../lib/paths';
import { funcionarioLabel } from '../../../lookups/components/funcionario-lookup';
import { Form } from '../../../ui/form/form';
import { FormField } from '../../../ui/form/form-field';
import { PageLoader } from '../../../ui/page-loader';
import { useNotify } from '../../../ui/notifications';
import { Section } from '../../../ui/section';
import { ConsultaFields } from '../../consultas-externas/components/consulta-fields';
import { PriceTableModal } from '../../consultas-externas/components/price-table-modal';
import { PriceTables, usePriceTables } from '../../consultas-externas/components/price-tables';
import { useConsultaForm } from '../../consultas-externas/hooks/use-consulta-form';
import { scheduleText } from '../../consultas-externas/utils/schedule-text';
import {
  chooseProviderWarning,
  defaultProviderFilters,
  priceFilter,
} from '../../consultas-externas/utils/consulta-form';
import type { ProviderFilters } from '../../consultas-externas/utils/consulta-form';
import { useAproveitamento } from '../api/get-aproveitamento';
import { useAproveitamentoExames } from '../api/get-aproveitamento-exames';
import { useSaveAproveitamento } from '../api/save-aproveitamento';
import { cadastroBody, choicesBody, initialChoices, missingPrice, planQuery } from '../utils/aproveitamento-form';
import type { Escolhas } from '../utils/aproveitamento-form';
import { ExamesAproveitamento, PlanoState } from './exames-aproveitamento';
import type { ExamesAproveitamentoProps } from './exames-aproveitamento';

/**
 * Exam reuse (spec 1 §2: consultas/aproveitamento/cadastrar/{funcionario?} and consulta/aproveitamento/editar/
 * {consulta}): the new-consultation fields, the clinic's price table, then the PCMSO's exams with the employee's
 * last results and a choice per exam — do again, reuse (only while valid) or demonstrative. Saving orders the
 * consultation (or changes the choices while it is still scheduled) and opens its edit page.
 */
export function AproveitamentoFormPage() {
  const { consulta } = useParams();
  return consulta ? <EditarAproveitamento consulta={consulta} /> : <NovoAproveitamento />;
}

/** The exam errors of a 400 (`exames.<index>.<field>`) by exam id, for the table's alert. */
function examErrorsOf(error: unknown, sent: readonly { id_exa: string }[]): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const found: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fields)) {
    const match = /^exames\.(\d+)\./.exec(field);
    const exam = match ? sent[Number(match[1])] : undefined;
    if (exam && messages[0]) found[exam.id_exa] = messages[0];
  }
  return found;
}

function ExamErrors({ errors, exames }: { errors: Record<string, string>; exames: readonly AproveitamentoExame[] }) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <Alert variation="error" data-testid="aproveitamento-exame-erros">
      {entries.map(([idExa, message]) => (
        <Text key={idExa}>
          {exames.find((exame) => exame.id_exa === idExa)?.exame ?? idExa}: {message}
        </Text>
      ))}
    </Alert>
  );
}

/** Keeps each exam's choice across reloads of the plan (another table re-prices; another type re-plans). */
function useEscolhas(exames: readonly AproveitamentoExame[] | undefined, stored?: Escolhas) {
  const [escolhas, setEscolhas] = useState<Escolhas>(stored ?? {});
  useEffect(() => {
    if (exames) setEscolhas((current) => initialChoices(exames, { ...stored, ...current }));
  }, [exames]);
  const choose = (idExa: string, escolha: AproveitamentoEscolha) => setEscolhas((current) => ({ ...current, [idExa]: escolha }));
  return { escolhas, choose };
}

function planError(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) {
    const first = Object.values(error.fields)[0]?.[0];
    return first ?? error.msg;
  }
  return String(error);
}

/** The partner chosen for each exam, by exam id, and the setter the table and the price modal call. */
function useParceiros(initial: Record<string, string>) {
  const [parceiros, setParceiros] = useState<Record<string, string>>(initial);
  const choosePartner = (idExa: string, idPar: string) => setParceiros((current) => ({ ...current, [idExa]: idPar }));
  return [parceiros, choosePartner] as const;
}

type PlanoExamesProps = Omit<ExamesAproveitamentoProps, 'exames'> & {
  plano: { isPending: boolean; error: unknown; data?: { exames: readonly AproveitamentoExame[] } };
  errors: Record<string, string>;
};

/** The plan's state (loading, failure), then its exams with the choices and the errors the save returned. */
function PlanoExames({ plano, errors, ...table }: PlanoExamesProps) {
  const exames = plano.data?.exames;
  return (
    <>
      <PlanoState pending={plano.isPending} error={planError(plano.error)} />
      {exames ? <ExamesAproveitamento exames={exames} {...table} /> : null}
      {exames ? <ExamErrors errors={errors} exames={exames} /> : null}
    </>
  );
}

function NovoAproveitamento() {
  const { tenant, funcionario } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const { form, values, employee, today } = useConsultaForm(tenant, funcionario);
  const save = useSaveAproveitamento(tenant);
  const [providers, setProviders] = useState<ProviderFilters>(defaultProviderFilters);
  const [chosen, setChosen] = useState<TabelaPrecoEntry | null>(null);
  const [opened, setOpened] = useState<TabelaPrecoEntry | null>(null);
  const [parceiros, choosePartner] = useParceiros({});
  const [examErrors, setExamErrors] = useState<Record<string, string>>({});

  const base = priceFilter(values, today, defaultProviderFilters);
  // The same query as the cards (one request): a choice the new answer no longer lists is dropped.
  const { shown } = usePriceTables(tenant, base, providers);
  const chosenNow = chosen && shown.data?.some((entry) => entry.id === chosen.id) ? chosen : null;
  const query = planQuery(values, today, chosenNow?.id ?? null);
  const plano = useAproveitamentoExames(tenant, values.id_funcionario || null, query);
  const exames = plano.data?.exames;
  const { escolhas, choose } = useEscolhas(exames);

  return (
    <Form
      form={form}
      testId="aproveitamento-form"
      onSubmit={async (submitted) => {
        if (!chosenNow) {
          notify({ message: chooseProviderWarning, variation: 'warning' });
          return;
        }
        if (!exames) return;
        const body = cadastroBody(submitted, chosenNow.id, exames, escolhas, parceiros);
        setExamErrors({});
        try {
          const saved = await save.mutateAsync({ create: body });
          notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
          navigate(tenantUrl(tenant, empresaPaths.consultaEditar, { consulta: saved.id }));
        } catch (error) {
          setExamErrors(examErrorsOf(error, choicesBody(exames, escolhas, parceiros)));
          throw error;
        }
      }}
    >
      <Flex direction="column" gap="medium">
        <ConsultaFields
          flags={{ adm: employee.data?.adm, apos_adm: employee.data?.apos_adm, dem: employee.data?.dem }}
          funcionarioLabel={employee.data ? funcionarioLabel(employee.data) : undefined}
        />
        <PriceTables
          base={base}
          providers={providers}
          onProviders={setProviders}
          chosenId={chosenNow?.id ?? null}
          onChoose={setChosen}
          onOpen={setOpened}
        />
        <FormField name="id_tabela_preco">{null}</FormField>
        <Section title="Aproveitamento de Exames" testId="aproveitamento-exames-section">
          {query === null ? (
            <Alert variation="info">
              Preencha o funcionário, a frente de trabalho, a função, o setor, a data e o tipo da consulta para ver os exames
              e os últimos resultados do funcionário.
            </Alert>
          ) : (
            <>
              <PlanoExames
                plano={plano}
                escolhas={escolhas}
                onChoose={choose}
                parceiros={parceiros}
                onPartner={choosePartner}
                comPrecos={Boolean(chosenNow)}
                errors={examErrors}
              />
              {exames && chosenNow && missingPrice(exames, escolhas) ? (
                <Alert variation="warning">A tabela escolhida não tem preço para todos os exames a realizar.</Alert>
              ) : null}
            </>
          )}
        </Section>
        <Flex justifyContent="flex-end" alignItems="center" gap="small" wrap="wrap">
          {chosenNow ? (
            <Text fontSize="small" data-testid="chosen-clinic">
              Credenciada escolhida: <strong>{chosenNow.credenciada.nome}</strong>
            </Text>
          ) : null}
          <Button as={Link} to={tenantUrl(tenant, empresaPaths.aproveitamentos)}>
            Voltar
          </Button>
          <Button
            type="submit"
            variation="primary"
            isDisabled={!exames}
            isLoading={form.formState.isSubmitting}
            loadingText="Salvando..."
            data-testid="aproveitamento-salvar"
          >
            Salvar
          </Button>
        </Flex>
      </Flex>
      <PriceTableModal
        entry={opened}
        parceiros={parceiros}
        onPartner={choosePartner}
        onChoose={() => {
          if (opened) setChosen(opened);
          setOpened(null);
        }}
        onClose={() => setOpened(null)}
      />
    </Form>
  );
}

/** The plan's query of a stored consultation (its own choices and table). */
function storedPlanQuery(detail: AproveitamentoDetail): AproveitamentoExamesQuery {
  const { form } = detail;
  return {
    tipo_aso: form.tipo_aso,
    id_fdt: form.id_fdt,
    id_funcao: form.id_funcao,
    id_ghe: form.id_ghe ?? '',
    data_age: form.data_age,
    periodicidade: form.periodicidade ?? -1,
    ...(form.id_mf_fdt ? { id_mf_fdt: form.id_mf_fdt, id_mf_ghe: form.id_mf_ghe, id_mf_funcao: form.id_mf_funcao } : {}),
    ...(form.id_tabela_preco ? { id_tabela_preco: form.id_tabela_preco } : {}),
    id_consulta: detail.consulta.id,
  };
}

function EditarAproveitamento({ consulta }: { consulta: string }) {
  const { tenant } = useParams();
  const list = tenantUrl(tenant, empresaPaths.aproveitamentos);
  const detail = useAproveitamento(tenant, consulta, list);
  if (!detail.data) return <PageLoader />;
  return <EditarAproveitamentoForm detail={detail.data} />;
}

function EditarAproveitamentoForm({ detail }: { detail: AproveitamentoDetail }) {
  const { tenant } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveAproveitamento(tenant);
  const stored = Object.fromEntries(detail.exames.map((exame) => [exame.id_exa, exame.aproveitar])) as Escolhas;
  const plano = useAproveitamentoExames(tenant, detail.editavel ? detail.form.id_funcionario : null, detail.editavel ? storedPlanQuery(detail) : null);
  const exames = plano.data?.exames;
  const { escolhas, choose } = useEscolhas(exames, stored);
  const [parceiros, choosePartner] = useParceiros(
    Object.fromEntries(detail.exames.flatMap((exame) => (exame.parceiro ? [[exame.id_exa, exame.parceiro.id]] : []))),
  );
  const [examErrors, setExamErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const { consulta: row } = detail;
  const editar = tenantUrl(tenant, empresaPaths.consultaEditar, { consulta: row.id });

  async function submit() {
    if (!exames) return;
    // With the version this form read: a save over another's edit answers 409 (issue 12 item 3).
    const body = { exames: choicesBody(exames, escolhas, parceiros), obs: detail.form.obs, versao: detail.versao };
    setExamErrors({});
    setSaving(true);
    try {
      await save.mutateAsync({ consulta: row.id, edit: body });
      notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
      navigate(editar);
    } catch (error) {
      setExamErrors(examErrorsOf(error, body.exames));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Flex direction="column" gap="medium" data-testid="aproveitamento-editar">
      <Section title={`Consulta ${row.id_con ?? ''}`.trim()} testId="aproveitamento-resumo">
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr', large: 'repeat(3, 1fr)' }} gap="small">
          <Text>
            <strong>Funcionário:</strong> {row.funcionario.nome}
          </Text>
          <Text>
            <strong>Tipo:</strong> {row.tipo_aso.descricao}
          </Text>
          <Text>
            <strong>Agendamento:</strong> {scheduleText(row.data_age)}
          </Text>
          <Text>
            <strong>Função:</strong> {row.funcao.nome}
          </Text>
          <Text>
            <strong>Setor (GHE):</strong> {row.ghe ? `${row.ghe.ghe} - ${row.ghe.descricao}` : '—'}
          </Text>
          <Text>
            <strong>Credenciada:</strong> {row.credenciada.nome}
          </Text>
        </Grid>
      </Section>
      <Section title="Aproveitamento de Exames" testId="aproveitamento-exames-section">
        {detail.editavel ? (
          <>
            <PlanoExames
              plano={plano}
              escolhas={escolhas}
              onChoose={choose}
              parceiros={parceiros}
              onPartner={choosePartner}
              comPrecos={Boolean(detail.form.id_tabela_preco)}
              disabled={saving}
              errors={examErrors}
            />
          </>
        ) : (
          <>
            <Alert variation="warning" data-testid="aproveitamento-bloqueado">
              {detail.motivo}
            </Alert>
            <StoredExams detail={detail} />
          </>
        )}
      </Section>
      <Flex justifyContent="flex-end" gap="small">
        <Button as={Link} to={tenantUrl(tenant, empresaPaths.aproveitamentos)}>
          Voltar
        </Button>
        {detail.editavel ? (
          <Button variation="primary" onClick={() => void submit()} isDisabled={!exames} isLoading={saving} loadingText="Salvando..." data-testid="aproveitamento-salvar">
            Salvar
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}

/** A consultation whose choices can no longer change: what it carries, read-only. */
function StoredExams({ detail }: { detail: AproveitamentoDetail }) {
  return (
    <Flex direction="column" gap="xs" data-testid="aproveitamento-exames-gravados">
      {detail.exames.map((exame) => (
        <Text key={exame.id_exa}>
          {exame.nome} —{' '}
          {exame.aproveitar === 'reaproveitar'
            ? `Reaproveitado da consulta nº ${exame.id_con_rea} (${formatBrDate(exame.dt_exame)})`
            : exame.aproveitar === 'demonstrativo'
              ? `Demonstrativo da consulta nº ${exame.id_con_dem} (${formatBrDate(exame.dt_exame)})`
              : 'Realizar'}
        </Text>
      ))}
    </Flex>
  );
}
