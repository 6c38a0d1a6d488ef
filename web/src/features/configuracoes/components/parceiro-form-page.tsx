import { Alert, Flex, Grid } from '@aws-amplify/ui-react';
import { fieldLimits, parceiroFormSchema } from '@ocupacional/shared';
import { useParams } from 'react-router-dom';
import { webPaths } from '../../../lib/paths';
import { AddressFields } from '../../../lookups/components/address-fields';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { MaskedInput } from '../../../ui/form/masked-input';
import { TextInput } from '../../../ui/form/text-input';
import { PageLoader } from '../../../ui/page-loader';
import { Tabs } from '../../../ui/tabs';
import { RegistryFormPage } from '../../cadastros/components/registry-form-page';
import { PointUsuariosTab } from '../../usuarios/components/point-usuarios-tab';
import { parceirosApi } from '../api/parceiros';
import { parceiroFormValues, type ParceiroFormValues } from '../utils/form-values';

const listUrl = `/${webPaths.parceiros}`;

/** The partner's record: razão social, fantasia, CNPJ, address by CEP, phones, e-mail, responsible, ativo. */
function ParceiroDadosForm() {
  return (
    <RegistryFormPage<Parameters<typeof parceiroFormValues>[0], ParceiroFormValues>
      testId="parceiro"
      listUrl={listUrl}
      useRecord={(id, notFound) => parceirosApi.useOne(id, notFound)}
      useSave={parceirosApi.useSave}
      schema={parceiroFormSchema as never}
      toValues={parceiroFormValues}
      loadError="Não foi possível carregar o cadastro do parceiro."
    >
      <Flex direction="column" gap="small">
        <Grid templateColumns={{ base: '1fr', medium: '2fr 2fr 1fr' }} gap="small">
          <TextInput name="nome" label="Razão Social" required maxLength={fieldLimits.name} />
          <TextInput name="fantasia" label="Nome Fantasia" maxLength={fieldLimits.name} />
          <MaskedInput name="cnpj" label="CNPJ" mask="cnpj" required />
        </Grid>
        <AddressFields />
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 2fr 2fr' }} gap="small">
          <TextInput name="tel_com" label="Telefone" maxLength={fieldLimits.phone} />
          <TextInput name="tel_cel" label="Celular" maxLength={fieldLimits.phone} />
          <TextInput name="email" label="E-mail" type="email" maxLength={fieldLimits.email} />
          <TextInput name="resp" label="Responsável" maxLength={fieldLimits.name} />
        </Grid>
        <CheckboxInput name="ativo" label="Ativo" />
      </Flex>
    </RegistryFormPage>
  );
}

/**
 * Create (config/parceiros/cadastrar) or edit (config/parceiros/editar/{id}) a partner: the tab 'Dados do Parceiro'
 * and, once saved, 'Usuários' (the partner area's logins). A 404 goes back to the list (spec 1 §8).
 */
export function ParceiroFormPage() {
  const { id } = useParams();
  const record = parceirosApi.useOne(id, listUrl);
  if (id && record.isPending) return <PageLoader />;
  if (id && !record.data) return <Alert variation="error">Não foi possível carregar o cadastro do parceiro.</Alert>;
  const saved = Boolean(id && record.data);
  return (
    <Tabs
      key={id ?? 'novo'}
      isLazy
      items={[
        { value: 'dados', label: 'Dados do Parceiro', content: <ParceiroDadosForm /> },
        {
          value: 'usuarios',
          label: 'Usuários',
          content: saved ? <PointUsuariosTab pointType="parceiro" pointId={id ?? ''} pointNome={record.data?.nome ?? ''} /> : null,
          hidden: !saved,
        },
      ]}
    />
  );
}
