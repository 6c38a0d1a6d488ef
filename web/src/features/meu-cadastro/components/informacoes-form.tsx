import { Button, Flex, Grid, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { dataUpdatedSuccessMessage, meuCadastroSchema } from '@ocupacional/shared';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { AddressFields } from '../../../lookups/components/address-fields';
import { CnaeInput } from '../../../lookups/components/cnae-input';
import { Form } from '../../../ui/form/form';
import { MaskedInput } from '../../../ui/form/masked-input';
import { TextInput } from '../../../ui/form/text-input';
import { useNotify } from '../../../ui/notifications';
import { Section } from '../../../ui/section';
import { useSaveMeuCadastro } from '../api/save-meu-cadastro';
import { emptyPasswords } from '../utils/meu-cadastro-values';
import type { MeuCadastroValues } from '../utils/meu-cadastro-values';

/**
 * 'Informações Cadastrais' (spec 1 §2 "My registration"): the company's or clinic's data (spec 1 §3), the address
 * filled from the CEP, the responsible person (company), the user's name and e-mail, and the password change
 * (senha_atual, senha_nova, senha_confirma: all empty means no change). The CNPJ and the user's CPF are the login
 * keys: shown, not edited.
 */
export function InformacoesForm({
  initial,
  empresa,
  titulo,
}: {
  initial: MeuCadastroValues;
  empresa: boolean;
  /** The data section's title; by default the company's or the clinic's. */
  titulo?: string;
}) {
  const { tenant } = useParams();
  const notify = useNotify();
  const save = useSaveMeuCadastro(tenant);
  const form = useForm({ resolver: zodResolver(meuCadastroSchema), defaultValues: initial });
  return (
    <Form
      form={form}
      testId="meu-cadastro-form"
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        notify({ message: dataUpdatedSuccessMessage, variation: 'success', title: 'Sucesso' });
        // The record is now one version ahead: the next save from this page sends that one (issue 12 item 3).
        form.reset({ ...form.getValues(), versao: (values.versao ?? 0) + 1, ...emptyPasswords });
      }}
    >
      <Flex direction="column" gap="medium">
        <Section title={titulo ?? (empresa ? 'Dados da Empresa' : 'Dados da Credenciada')}>
          <Grid templateColumns={{ base: '1fr', medium: '2fr 1fr 1fr' }} gap="small">
            <TextInput name="nome" label="Razão Social" required maxLength={255} />
            <MaskedInput name="cnpj" label="CNPJ" mask="cnpj" required disabled />
            <TextInput name="ie" label="Inscrição Estadual" required maxLength={50} />
            <CnaeInput />
            <MaskedInput name="tel_com" label="Telefone Comercial" mask="telefone" required />
            <MaskedInput name="tel_cel" label="Celular" mask="celular" />
            <TextInput name="email" label="Email" type="email" maxLength={100} />
            <TextInput name="site" label="Site" maxLength={255} />
            <TextInput name="resp" label="Responsável" maxLength={255} />
          </Grid>
        </Section>
        <Section title="Endereço">
          <AddressFields required />
        </Section>
        {empresa ? (
          <Section title="Responsável pela Empresa">
            <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr' }} gap="small">
              <TextInput name="r_nome" label="Nome" maxLength={255} />
              <TextInput name="r_email" label="Email" type="email" maxLength={100} />
              <MaskedInput name="r_tel_com" label="Telefone" mask="telefone" />
            </Grid>
            <TextInput name="r_obs" label="Observações" rows={2} maxLength={500} />
          </Section>
        ) : null}
        <Section title="Usuário">
          <Grid templateColumns={{ base: '1fr', medium: '2fr 1fr 2fr' }} gap="small">
            <TextInput name="u_nome" label="Nome" maxLength={255} />
            <MaskedInput name="u_cpf" label="CPF" mask="cpf" disabled />
            <TextInput name="u_email" label="Email" type="email" maxLength={100} />
          </Grid>
        </Section>
        <Section title="Alterar Senha">
          <Text fontSize="small" color="font.secondary">
            Preencha os três campos apenas para alterar a senha. A nova senha deve ter ao menos 6 caracteres.
          </Text>
          <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr' }} gap="small">
            <TextInput name="senha_atual" label="Senha Atual" type="password" autoComplete="current-password" />
            <TextInput name="senha_nova" label="Nova Senha" type="password" autoComplete="new-password" />
            <TextInput name="senha_confirma" label="Confirme a Nova Senha" type="password" autoComplete="new-password" />
          </Grid>
        </Section>
        <Flex justifyContent="flex-end">
          <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando...">
            Salvar
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
