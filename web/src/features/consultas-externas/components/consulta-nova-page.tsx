import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { recordSavedMessage } from '@ocupacional/shared';
import type { TabelaPrecoEntry } from '@ocupacional/shared';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { empresaPaths, tenantUrl } from '../../../lib/paths';
import { funcionarioLabel } from '../../../lookups/components/funcionario-lookup';
import { Form } from '../../../ui/form/form';
import { FormField } from '../../../ui/form/form-field';
import { useNotify } from '../../../ui/notifications';
import { useCreateConsultaExterna } from '../api/create-consulta-externa';
import { useConsultaForm } from '../hooks/use-consulta-form';
import {
  cadastroBody,
  chooseProviderWarning,
  defaultProviderFilters,
  generateButtonState,
  priceFilter,
} from '../utils/consulta-form';
import type { ProviderFilters } from '../utils/consulta-form';
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
  const { form, values, employee, today } = useConsultaForm(tenant, funcionario);
  const create = useCreateConsultaExterna(tenant);
  const [providers, setProviders] = useState<ProviderFilters>(defaultProviderFilters);
  const [chosen, setChosen] = useState<TabelaPrecoEntry | null>(null);
  const [opened, setOpened] = useState<TabelaPrecoEntry | null>(null);
  const [parceiros, setParceiros] = useState<Record<string, string>>({});

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
