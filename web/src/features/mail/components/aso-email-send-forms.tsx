import { Alert, Button, CheckboxField, Flex, Loader, Text } from '@aws-amplify/ui-react';
import {
  documentTypes,
  envioConsultaSchema,
  envioUploadSchema,
  fieldErrors,
  mailMessages,
  sendFormErrorsMessage,
} from '@ocupacional/shared';
import type { AsoConsultaRow, EnvioConsulta, EnvioUpload } from '@ocupacional/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { Form } from '../../../ui/form/form';
import { FormField } from '../../../ui/form/form-field';
import { LookupInput } from '../../../ui/form/lookup-input';
import { TextInput } from '../../../ui/form/text-input';
import { Section } from '../../../ui/section';
import { useNotify } from '../../../ui/notifications';
import type { AsoUploadEmails } from '../api/get-aso-emails';
import { useEmpresas } from '../../../lookups/api/get-empresas';
import { useAsoConsultasComArquivo, useAsoUploadPaginas } from '../api/get-aso-lookups';
import { useSendAsoEmail } from '../api/send-aso-email';
import type { AsoEmailSend } from '../api/send-aso-email';
import { selectPagesOf, uploadCompanies } from '../utils/aso-email-values';
import type { UploadEmpresa } from '../utils/aso-email-values';
import { BusyOverlay } from './busy-overlay';
import { ConsultasPicker, emptyChoice, initialChoice } from './consultas-picker';
import type { ConsultasChoice } from './consultas-picker';

/** The full-screen text while the request is processed (spec 2 §2). */
const sendingText = 'Aguarde enquanto o email é processado...';
const noRows: AsoConsultaRow[] = [];

/** Sets the messages of a 400 (from the shared schema or the server) under the form's fields; `prefix` maps keys. */
function showFieldErrors(form: UseFormReturn<FieldValues>, fields: Readonly<Record<string, readonly string[]>>, prefix = '') {
  for (const [name, messages] of Object.entries(fields)) {
    if (messages.length === 0) continue;
    // Every bad address of a recipient list at once, joined by comma (spec 1 §5 wrappers).
    form.setError(`${prefix}${name}`, { type: 'server', message: messages.join(', ') });
  }
}

/** The send shared by the forms: the overlay while it runs, the success message, the field errors of a 400. */
function useSend(form: UseFormReturn<FieldValues>, prefix: string, onSent: () => void) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const send = useSendAsoEmail();
  const [failed, setFailed] = useState(false);
  return {
    pending: send.isPending,
    failed,
    setFailed,
    async run(request: AsoEmailSend) {
      setFailed(false);
      try {
        const { msg } = await send.mutateAsync(request);
        notify({ message: msg || mailMessages.emailCadastrado, variation: 'success', title: 'Sucesso' });
        // The pages sent are no longer preselected.
        await queryClient.invalidateQueries({ queryKey: ['aso-email-consultas'] });
        await queryClient.invalidateQueries({ queryKey: ['aso-email-upload-paginas'] });
        await queryClient.invalidateQueries({ queryKey: ['email-log'] });
        onSent();
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.status === 400) {
          setFailed(true);
          showFieldErrors(form, error.fields, prefix);
        }
      }
    },
  };
}

function GeneralError({ show }: { show: boolean }) {
  return show ? (
    <Alert variation="error" data-testid="aso-email-errors">
      {sendFormErrorsMessage}
    </Alert>
  ) : null;
}

// Origin 'upload': one block per company of the upload

interface UploadBlockState {
  todos: boolean;
  choice: ConsultasChoice;
}

/**
 * 'Enviar novo Email' of an upload (spec 2 §2 "Send files by e-mail modal"): per company of the upload, the
 * recipients (its ASO contacts by default), notes and consultations with their ASO pages. A company goes in the
 * request when it has a consultation chosen or 'Selecionar Todas as Consultas' ticked.
 */
export function UploadSendForm({ uploadId, emails, onSent }: { uploadId: string; emails: AsoUploadEmails | undefined; onSent?: () => void }) {
  const paginas = useAsoUploadPaginas(uploadId);
  const empresas = useMemo(() => uploadCompanies(paginas.data?.paginas ?? []), [paginas.data]);
  const form = useForm<FieldValues>({ defaultValues: { e: {} } });
  const [blocks, setBlocks] = useState<Record<string, UploadBlockState>>({});
  const [noneChosen, setNoneChosen] = useState(false);
  const sender = useSend(form, 'e.', () => {
    setBlocks({});
    form.reset({ e: defaultsOf(empresas, emails) });
    onSent?.();
  });

  // The default recipients arrive with the history (500 ms after opening, spec 2 §7): fill the blocks still empty.
  useEffect(() => {
    for (const empresa of empresas) {
      const name = `e.${empresa.id}.destinatario`;
      if (!form.getValues(name)) form.setValue(name, emails?.destinatarios[empresa.id] ?? '');
    }
  }, [empresas, emails, form]);

  async function submit(values: FieldValues) {
    setNoneChosen(false);
    const body: EnvioUpload = {};
    for (const empresa of empresas) {
      const block = blocks[empresa.id];
      if (!block || (!block.todos && block.choice.chosen.length === 0)) continue;
      const texts = (values.e as Record<string, { destinatario?: string; obs?: string }> | undefined)?.[empresa.id] ?? {};
      body[empresa.id] = {
        destinatario: texts.destinatario ?? '',
        obs: texts.obs ?? '',
        consultas: block.todos ? [] : block.choice.chosen,
        todos: block.todos,
        ...(block.todos ? {} : { select_pages: selectPagesOf(block.choice.chosen, block.choice.pages) }),
      };
    }
    if (Object.keys(body).length === 0) {
      setNoneChosen(true);
      return;
    }
    // The server's own schema first: its messages, keyed '<empresa id>.destinatario', without a round trip.
    const checked = envioUploadSchema.safeParse(body);
    if (!checked.success) {
      sender.setFailed(true);
      showFieldErrors(form, fieldErrors(checked.error), 'e.');
      return;
    }
    await sender.run({ kind: 'upload', uploadId, body });
  }

  if (paginas.isPending) return <Loader ariaLabel="Carregando..." />;
  if (empresas.length === 0) return <Text>Nenhuma página deste upload está vinculada a uma consulta.</Text>;
  return (
    <Form form={form} onSubmit={submit} testId="aso-email-upload-form">
      <Flex direction="column" gap="medium">
        {empresas.map((empresa) => (
          <UploadCompanyBlock
            key={empresa.id}
            empresa={empresa}
            state={blocks[empresa.id]}
            onChange={(state) => setBlocks((current) => ({ ...current, [empresa.id]: state }))}
          />
        ))}
        {noneChosen ? <Alert variation="warning">{mailMessages.consultasObrigatorias}</Alert> : null}
        <GeneralError show={sender.failed} />
        <Flex justifyContent="flex-end">
          <Button type="submit" variation="primary" isLoading={sender.pending} data-testid="aso-email-send">
            Enviar Email
          </Button>
        </Flex>
      </Flex>
      <BusyOverlay open={sender.pending} text={sendingText} />
    </Form>
  );
}

function defaultsOf(empresas: readonly UploadEmpresa[], emails: AsoUploadEmails | undefined) {
  return Object.fromEntries(empresas.map((empresa) => [empresa.id, { destinatario: emails?.destinatarios[empresa.id] ?? '', obs: '' }]));
}

function UploadCompanyBlock({
  empresa,
  state,
  onChange,
}: {
  empresa: UploadEmpresa;
  state: UploadBlockState | undefined;
  onChange: (state: UploadBlockState) => void;
}) {
  const consultas = useAsoConsultasComArquivo(empresa.id);
  const ids = useMemo(() => empresa.consultas.map((consulta) => consulta.id_con), [empresa]);
  // The upload's consultations only, as the company's list describes them (ASO pages and those not sent yet).
  const rows = useMemo(() => (consultas.data ?? noRows).filter((row) => ids.includes(row.id_con)), [consultas.data, ids]);
  const initialised = useRef(false);

  // Preselected: the upload's consultations whose ASO has pages not e-mailed yet.
  useEffect(() => {
    if (initialised.current || !consultas.data || state) return;
    initialised.current = true;
    const pending = rows.filter((row) => (row.arquivo_aso?.select_pages.length ?? 0) > 0).map((row) => row.id_con);
    onChange({ todos: false, choice: initialChoice(rows, pending) });
  }, [consultas.data, rows, state, onChange]);

  const current = state ?? { todos: false, choice: emptyChoice };
  return (
    <Section title={empresa.nome} testId={`aso-email-empresa-${empresa.id}`}>
      <TextInput name={`e.${empresa.id}.destinatario`} label="Destinatário (separe os emails com ;)" required rows={2} />
      <TextInput name={`e.${empresa.id}.obs`} label="Observações" rows={2} maxLength={500} />
      <CheckboxField
        name={`todos-${empresa.id}`}
        label="Selecionar Todas as Consultas"
        value="1"
        checked={current.todos}
        onChange={(event) => onChange({ ...current, todos: event.target.checked })}
        data-testid="aso-email-todos"
      />
      <FormField name={`e.${empresa.id}.consultas`} label="Consultas">
        {consultas.isPending ? (
          <Loader ariaLabel="Carregando..." />
        ) : (
          <ConsultasPicker
            rows={rows}
            value={current.choice}
            onChange={(choice) => onChange({ ...current, choice })}
            disabled={current.todos}
          />
        )}
      </FormField>
    </Section>
  );
}

// Origins 'consulta' and 'empresa': one company

interface ConsultaFormValues extends FieldValues {
  id_emp: string;
  destinatario: string;
  obs: string;
}

/**
 * 'Enviar novo Email' of a consultation (tipo 1: company and consultation locked) or of a company picked in the
 * modal (tipo 2: its consultations with linked pages, or 'Selecionar Todas as Consultas'). Recipient, notes and
 * documents stay disabled until a company is chosen (spec 2 §5).
 */
export function ConsultaSendForm({
  consultaId,
  empresa,
  destinatario,
  onSent,
  onEmpresa,
}: {
  /** Set when opened from a consultation (tipo 1). */
  consultaId?: string;
  /** The consultation's company (tipo 1). */
  empresa?: { id: string; nome: string };
  /** The default recipients: the consultation's company's (tipo 1) or the picked company's (tipo 2) ASO contacts. */
  destinatario?: string;
  /** After a successful send. */
  onSent?: () => void;
  /** The company picked (tipo 2), for the history tab. */
  onEmpresa?: (id: string | null) => void;
}) {
  const locked = consultaId !== undefined;
  const form = useForm<ConsultaFormValues>({ defaultValues: { id_emp: empresa?.id ?? '', destinatario: destinatario ?? '', obs: '' } });
  const idEmp = useWatch({ control: form.control, name: 'id_emp' });
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const empresas = useEmpresas(search, !locked);
  const consultas = useAsoConsultasComArquivo(idEmp || undefined);
  const [todos, setTodos] = useState(false);
  const [aso, setAso] = useState(true);
  const [choice, setChoice] = useState<ConsultasChoice>(emptyChoice);
  const lockedRows = useMemo(
    () => (locked ? (consultas.data ?? noRows).filter((row) => String(row.id_con) === consultaId) : (consultas.data ?? noRows)),
    [consultas.data, locked, consultaId],
  );
  const sender = useSend(form as unknown as UseFormReturn<FieldValues>, '', () => {
    setChoice(locked ? choice : emptyChoice);
    setTodos(false);
    form.setValue('obs', '');
    onSent?.();
  });
  const initialised = useRef<string | null>(null);

  // The locked consultation starts chosen with its pages not sent yet.
  useEffect(() => {
    if (!locked || !consultas.data || initialised.current === idEmp) return;
    initialised.current = idEmp;
    setChoice(initialChoice(lockedRows, [Number(consultaId)]));
  }, [locked, consultas.data, lockedRows, consultaId, idEmp]);

  // The default recipients arrive with the history (500 ms after opening; tipo 2: after picking the company). They
  // replace the field when it is empty or still holds the previous company's defaults, never what was typed.
  const lastDefault = useRef('');
  useEffect(() => {
    if (destinatario === undefined) return;
    const current = form.getValues('destinatario');
    if (!current || current === lastDefault.current) form.setValue('destinatario', destinatario);
    lastDefault.current = destinatario;
  }, [destinatario, form]);

  // The company's ASO contacts (197) come back as `destinatario` (asoEmpresaEmails, read by the modal).
  function pickEmpresa(id: string) {
    setChoice(emptyChoice);
    setTodos(false);
    onEmpresa?.(id || null);
  }

  async function submit(values: ConsultaFormValues) {
    const selectPages = todos ? undefined : selectPagesOf(choice.chosen, choice.pages);
    const body: EnvioConsulta = locked
      ? { tipo: 1, destinatario: values.destinatario, obs: values.obs, tipo_documento: aso ? [documentTypes.aso] : [], select_pages: selectPages }
      : {
          tipo: 2,
          id_emp: values.id_emp || null,
          consultas: todos ? [] : choice.chosen,
          id_con: todos ? null : (choice.chosen[0] ?? null),
          todos,
          tipo_documento: aso ? [documentTypes.aso] : [],
          destinatario: values.destinatario,
          obs: values.obs,
          select_pages: selectPages,
        };
    const checked = envioConsultaSchema.safeParse(body);
    if (!checked.success) {
      sender.setFailed(true);
      showFieldErrors(form as unknown as UseFormReturn<FieldValues>, fieldErrors(checked.error));
      return;
    }
    if (locked && choice.chosen.length === 0 && lockedRows.length > 0) {
      sender.setFailed(true);
      form.setError('id_con', { type: 'server', message: mailMessages.consultasObrigatorias });
      return;
    }
    await sender.run({ kind: 'consulta', consultaId: locked ? consultaId : String(choice.chosen[0] ?? 0), body });
  }

  const noCompany = !idEmp;
  return (
    <Form form={form} onSubmit={submit} testId="aso-email-consulta-form">
      <Flex direction="column" gap="small">
        {locked ? (
          <Flex gap="large" wrap="wrap">
            <Text>
              <strong>Empresa:</strong> {empresa?.nome ?? ''}
            </Text>
            <Text>
              <strong>Consulta:</strong> {consultaId}
            </Text>
          </Flex>
        ) : (
          <LookupInput
            name="id_emp"
            label="Empresa"
            required
            options={(empresas.data ?? []).map((item) => ({ value: item.id, label: `${item.nome} (${item.cnpj})` }))}
            onSearch={setTyped}
            onPick={(option) => pickEmpresa(option?.value ?? '')}
            loading={empresas.isFetching}
          />
        )}
        <TextInput name="destinatario" label="Destinatário (separe os emails com ;)" required rows={2} disabled={noCompany} />
        <TextInput name="obs" label="Observações" rows={2} maxLength={500} disabled={noCompany} />
        <FormField name="tipo_documento" label="Documentos" required>
          <Flex gap="medium">
            <CheckboxField
              name="documento-aso"
              label="ASO"
              value="82"
              checked={aso}
              isDisabled={noCompany}
              onChange={(event) => setAso(event.target.checked)}
            />
          </Flex>
        </FormField>
        {!locked ? (
          <CheckboxField
            name="todos"
            label="Selecionar Todas as Consultas"
            value="1"
            checked={todos}
            isDisabled={noCompany}
            onChange={(event) => setTodos(event.target.checked)}
            data-testid="aso-email-todos"
          />
        ) : null}
        <FormField name="id_con" label="Consultas">
          {noCompany ? (
            <Text fontSize="small" color="font.tertiary">
              Escolha a empresa para ver as consultas com ASO anexado.
            </Text>
          ) : consultas.isPending ? (
            <Loader ariaLabel="Carregando..." />
          ) : (
            <ConsultasPicker rows={lockedRows} value={choice} onChange={setChoice} disabled={todos} locked={locked} />
          )}
        </FormField>
        <GeneralError show={sender.failed} />
        <Flex justifyContent="flex-end">
          <Button type="submit" variation="primary" isDisabled={noCompany} isLoading={sender.pending} data-testid="aso-email-send">
            Enviar Email
          </Button>
        </Flex>
      </Flex>
      <BusyOverlay open={sender.pending} text={sendingText} />
    </Form>
  );
}
