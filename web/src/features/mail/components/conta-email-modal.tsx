import { Accordion, Button, Flex, Grid } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { contaEmailFormSchema, mailMessages, recordSavedMessage } from '@ocupacional/shared';
import type { ContaEmail, ContaEmailForm } from '@ocupacional/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CheckboxGroupInput } from '../../../ui/form/checkbox-group-input';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { useSaveContaEmail } from '../api/save-conta-email';
import { mailServicoOptions, toContaEmailValues } from '../utils/conta-email-values';
import { Oauth2Panel } from './oauth2-panel';
import type { Oauth2PanelHandle } from './oauth2-panel';
import './mail.css';

const autenticacoes = [
  { value: 'senha', label: 'Senha (SMTP)' },
  { value: 'oauth2', label: 'OAuth2 (Gmail)' },
];
const conexoes = [
  { value: 'tls', label: 'TLS' },
  { value: 'ssl', label: 'SSL' },
  { value: 'nenhuma', label: 'Nenhuma' },
];

type Group = 'geral' | 'autenticacao' | 'smtp';
/** Which group holds each field, so a save with errors opens the groups where they are. */
const groupOf: Record<string, Group> = {
  nome: 'geral',
  email: 'geral',
  usuario: 'geral',
  tipo: 'geral',
  tipo_auth: 'autenticacao',
  servidor_smtp: 'smtp',
  porta: 'smtp',
  conexao_seg: 'smtp',
  senha: 'smtp',
  autenticacao: 'smtp',
  tempo_espera: 'smtp',
  n_msg_pct: 'smtp',
  t_esp_pct: 'smtp',
};

export interface ContaEmailModalProps {
  /** The account to edit, or null for a new one. */
  conta: ContaEmail | null;
  onClose: () => void;
}

/**
 * The mail account modal (spec 2 §2, §3, §5): collapsible groups 'Geral' (open), 'Tipo de Autenticação' and
 * 'Configurações SMTP', the spec's defaults and hints, the shared schema's messages on save and the server's under
 * the fields. A password account shows the SMTP fields (its password never shown: blank keeps it); a Gmail account
 * the OAuth2 block, whose authorize button works once the account is saved, so an OAuth2 save keeps the modal open.
 */
export function ContaEmailModal({ conta, onClose }: ContaEmailModalProps) {
  const notify = useNotify();
  const save = useSaveContaEmail();
  const oauth2 = useRef<Oauth2PanelHandle>(null);
  const [saved, setSaved] = useState<ContaEmail | null>(conta);
  const [open, setOpen] = useState<string[]>(['geral', ...(conta ? ['autenticacao', 'smtp'] : [])]);
  const form = useForm({ resolver: zodResolver(contaEmailFormSchema), defaultValues: toContaEmailValues(conta) });
  const tipoAuth = useWatch({ control: form.control, name: 'tipo_auth' });
  const id = useWatch({ control: form.control, name: 'id' });
  const errors = form.formState.errors;

  // A save with errors opens the groups holding them (a closed group would hide its messages).
  useEffect(() => {
    const withErrors = Object.keys(errors).flatMap((name) => (groupOf[name] ? [groupOf[name]] : []));
    if (withErrors.length === 0) return;
    setOpen((current) => [...new Set([...current, ...withErrors])]);
  }, [errors]);

  async function submit(values: ContaEmailForm) {
    // A Gmail account sends through the Gmail API: no server, port or password of its own.
    const body: ContaEmailForm = values.tipo_auth === 'oauth2' ? { ...values, servidor_smtp: null, senha: null } : values;
    const { data, msg } = await save.mutateAsync(body);
    notify({ message: msg || recordSavedMessage, variation: 'success', title: 'Sucesso' });
    if (data.tipo_auth === 'oauth2') {
      setSaved(data);
      form.setValue('id', data.id);
      // The modal stays open: a next save is over the version just written (issue 12 item 3).
      form.setValue('versao', data.versao);
      oauth2.current?.saved();
      return;
    }
    onClose();
  }

  const title = conta ? `Editar Conta de Email :: ${conta.email}` : 'Nova Conta de Email';
  return (
    <Modal open onClose={onClose} title={title} width="min(52rem, 95%)" testId="conta-email-modal">
      <Form form={form} onSubmit={submit} testId="conta-email-form">
        <Flex direction="column" gap="small">
          <Accordion.Container
            allowMultiple
            value={open}
            onValueChange={(value) => setOpen(value ?? [])}
            className="oc-mail-groups"
          >
            <Accordion.Item value="geral" data-testid="group-geral">
              <Accordion.Trigger>
                Geral
                <Accordion.Icon />
              </Accordion.Trigger>
              <Accordion.Content>
                <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="small">
                  <TextInput name="nome" label="Nome" required maxLength={500} />
                  <TextInput name="email" label="Email" type="email" required maxLength={500} autoComplete="off" />
                  <TextInput name="usuario" label="Usuário" required maxLength={500} autoComplete="off" />
                </Grid>
                <CheckboxGroupInput
                  name="tipo"
                  label="Serviços que enviam por esta conta"
                  options={mailServicoOptions}
                  hint="Os emails dos serviços marcados saem por esta conta; os demais, pelo remetente padrão do sistema."
                />
              </Accordion.Content>
            </Accordion.Item>
            <Accordion.Item value="autenticacao" data-testid="group-autenticacao">
              <Accordion.Trigger>
                Tipo de Autenticação
                <Accordion.Icon />
              </Accordion.Trigger>
              <Accordion.Content>
                <Flex direction="column" gap="small">
                  <SelectInput name="tipo_auth" label="Método de Autenticação" required options={autenticacoes} />
                  {tipoAuth === 'oauth2' ? (
                    <Oauth2Panel ref={oauth2} contaId={id} initial={saved?.oauth2} />
                  ) : null}
                </Flex>
              </Accordion.Content>
            </Accordion.Item>
            <Accordion.Item value="smtp" data-testid="group-smtp">
              <Accordion.Trigger>
                Configurações SMTP
                <Accordion.Icon />
              </Accordion.Trigger>
              <Accordion.Content>
                <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="small">
                  {tipoAuth === 'senha' ? (
                    <>
                      <TextInput name="servidor_smtp" label="Servidor SMTP" required maxLength={500} placeholder="smtp.provedor.com.br" />
                      <Flex direction="column" gap="xxs">
                        <TextInput name="porta" label="Porta" type="number" required placeholder="587" />
                        <HintText>{mailMessages.dicaPorta}</HintText>
                      </Flex>
                      <Flex direction="column" gap="xxs">
                        <SelectInput name="conexao_seg" label="Conexão de Segurança" required options={conexoes} />
                        <HintText>{mailMessages.dicaConexao}</HintText>
                      </Flex>
                      <Flex direction="column" gap="xxs">
                        <TextInput
                          name="senha"
                          label="Senha"
                          type="password"
                          required={!id}
                          maxLength={500}
                          autoComplete="new-password"
                          placeholder={saved?.tem_senha ? 'Deixe em branco para manter a senha atual' : undefined}
                        />
                        {saved?.tem_senha ? <HintText>Há uma senha guardada; em branco, ela é mantida.</HintText> : null}
                      </Flex>
                      <CheckboxInput name="autenticacao" label="O servidor exige autenticação" />
                    </>
                  ) : null}
                  <TextInput name="n_msg_pct" label="Mensagens por pacote" type="number" />
                  <TextInput name="t_esp_pct" label="Espera entre pacotes (segundos)" type="number" />
                  <TextInput name="tempo_espera" label="Espera entre mensagens (segundos)" type="number" />
                </Grid>
              </Accordion.Content>
            </Accordion.Item>
          </Accordion.Container>
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={onClose}>{id && tipoAuth === 'oauth2' ? 'Fechar' : 'Cancelar'}</Button>
            <Button type="submit" variation="primary" isLoading={form.formState.isSubmitting} loadingText="Salvando..." data-testid="conta-email-save">
              Salvar
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Modal>
  );
}

function HintText({ children }: { children: string }) {
  return <span style={{ fontSize: 'var(--amplify-font-sizes-small)', color: 'var(--amplify-colors-font-tertiary)' }}>{children}</span>;
}
