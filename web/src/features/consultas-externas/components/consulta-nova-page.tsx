import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { recordSavedMessage, scheduleDateError, todayInSaoPaulo } from '@ocupacional/shared';
import type { TabelaPrecoEntry } from '@ocupacional/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { empresaPaths, tenantUrl } from '../../../lib/paths';
import { useFdts } from '../../../lookups/api/get-fdts';
import { useFuncionario } from '../../../lookups/api/get-funcionario';
import { funcionarioLabel } from '../../../lookups/components/funcionario-lookup';
import { Form } from '../../../ui/form/form';
import { FormField } from '../../../ui/form/form-field';
import { useNotify } from '../../../ui/notifications';
import { useCreateConsultaExterna } from '../api/create-consulta-externa';
import {
  cadastroBody,
  chooseProviderWarning,
  defaultProviderFilters,
  emptyConsultaForm,
  generateButtonState,
  priceFilter,
} from '../utils/consulta-form';
import type { ConsultaFormValues, ProviderFilters } from '../utils/consulta-form';
import { ConsultaFields } from './consulta-fields';
import { PriceTableModal } from './price-table-modal';
import { PriceTables, usePriceTables } from './price-tables';

/**
 * New external consultation (consultas/cadastrar/{funcionario?}, spec 1 §2): the consultation's fields, then the
 * price tables of the clinics; 'Gerar Consulta' saves it (status 54) and opens its edit page (spec 1 §4).
 */
export function ConsultaNovaPage() {
  const { tenant, funcionario } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const today = todayInSaoPaulo();
  const form = useForm<ConsultaFormValues>({ defaultValues: { ...emptyConsultaForm(), id_funcionario: funcionario ?? '' } });
  const values = useWatch({ control: form.control }) as ConsultaFormValues;
  const employee = useFuncionario(tenant, values.id_funcionario || null);
  const fdts = useFdts(tenant);
  const create = useCreateConsultaExterna(tenant);
  const [providers, setProviders] = useState<ProviderFilters>(defaultProviderFilters);
  const [chosen, setChosen] = useState<TabelaPrecoEntry | null>(null);
  const [opened, setOpened] = useState<TabelaPrecoEntry | null>(null);
  const [parceiros, setParceiros] = useState<Record<string, string>>({});

  // A chosen employee brings their front, function, sector and PCD flag (each still editable).
  const prefilled = useRef<string | null>(null);
  useEffect(() => {
    const data = employee.data;
    if (!data || prefilled.current === data.id || !fdts.data) return;
    prefilled.current = data.id;
    const front = fdts.data.find((fdt) => fdt.id === String(data.id_fdt ?? ''));
    if (!front) return;
    form.setValue('id_fdt', front.id);
    form.setValue('id_funcao', data.id_funcao ? String(data.id_funcao) : '');
    form.setValue('id_ghe', data.id_ghe ? String(data.id_ghe) : '');
    form.setValue('pcd', data.pcd === 1 ? 1 : 0);
  }, [employee.data, fdts.data]);

  // The date's window (spec 1 §5) is shown as the user types, not only on save.
  useEffect(() => {
    const problem = values.data_age ? scheduleDateError(values.data_age, today, { single: true }) : null;
    if (problem) form.setError('data_age', { type: 'server', message: problem });
    else if (form.getFieldState('data_age').error?.type === 'server') form.clearErrors('data_age');
  }, [values.data_age]);

  const base = priceFilter(values, today, defaultProviderFilters);
  const { shown } = usePriceTables(tenant, base, providers);
  const pricesLoaded = base !== null && shown.isSuccess;
  // A choice that the new answer no longer lists is dropped (another GHE, type or date changes the tables).
  const chosenNow = chosen && shown.data?.some((entry) => entry.id === chosen.id) ? chosen : null;
  const button = generateButtonState(values.tipo_aso, pricesLoaded);
  const label = employee.data ? funcionarioLabel(employee.data) : undefined;

  return (
    <Form
      form={form}
      testId="consulta-nova-form"
      onSubmit={async (submitted) => {
        if (!chosenNow) {
          notify({ message: chooseProviderWarning, variation: 'warning' });
          return;
        }
        const saved = await create.mutateAsync(cadastroBody(submitted, chosenNow, parceiros));
        notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
        navigate(tenantUrl(tenant, empresaPaths.consultaEditar, { consulta: saved.id }));
      }}
    >
      <Flex direction="column" gap="medium">
        <ConsultaFields
          flags={{ adm: employee.data?.adm, apos_adm: employee.data?.apos_adm, dem: employee.data?.dem }}
          funcionarioLabel={label}
        />
        <PriceTables
          base={base}
          providers={providers}
          onProviders={setProviders}
          chosenId={chosenNow?.id ?? null}
          onChoose={setChosen}
          onOpen={setOpened}
        />
        {/* A refused table (400 id_tabela_preco) or partner (exames.N.id_par) shows here. */}
        <FormField name="id_tabela_preco">{null}</FormField>
        <Flex justifyContent="flex-end" alignItems="center" gap="small" wrap="wrap">
          {chosenNow ? (
            <Text fontSize="small" data-testid="chosen-clinic">
              Credenciada escolhida: <strong>{chosenNow.credenciada.nome}</strong>
            </Text>
          ) : null}
          {button.tip ? (
            <Text fontSize="small" color="font.tertiary">
              {button.tip}
            </Text>
          ) : null}
          <Button as={Link} to={tenantUrl(tenant, empresaPaths.consultas)}>
            Voltar
          </Button>
          {/* The wrapper carries the tooltip: a disabled button receives no pointer events. */}
          <span title={button.tip ?? undefined} data-testid="generate-wrapper">
            <Button
              type="submit"
              variation="primary"
              isDisabled={button.disabled}
              isLoading={form.formState.isSubmitting}
              loadingText="Gerando..."
              data-testid="generate-consulta"
            >
              Gerar Consulta
            </Button>
          </span>
        </Flex>
      </Flex>
      <PriceTableModal
        entry={opened}
        parceiros={parceiros}
        onPartner={(idExa, idPar) => setParceiros((current) => ({ ...current, [idExa]: idPar }))}
        onChoose={() => {
          if (opened) setChosen(opened);
          setOpened(null);
        }}
        onClose={() => setOpened(null)}
      />
    </Form>
  );
}
