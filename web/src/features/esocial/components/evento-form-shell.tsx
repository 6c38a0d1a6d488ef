import { Alert, Button, Divider, Flex, Heading, Loader, View } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { useEvento } from '../api/eventos';
import { useEsocialEmpresaDaSessao } from '../api/lookups';
import { leafPaths, splitFields } from '../utils/form-paths';

/** The form modal of the events typed by hand: a new one (`editId` null) or one never accepted, opened again. */
export interface EventoFormModalProps {
  open: boolean;
  editId: string | null;
  onClose: () => void;
}

/** The pickers' labels of an event opened again, so they show the chosen company and worker. */
export interface EventoFormLabels {
  empresa?: string;
  funcionario?: string;
}

/** The form inside an event's modal. */
export interface EventoFormBodyProps<V> {
  initial: V;
  /** The version of the event opened again, sent back with the save (issue 12 item 3); none for a new one. */
  versao?: number;
  labels: EventoFormLabels;
  onClose: () => void;
}

export interface EventoFormShellProps<V> extends EventoFormModalProps {
  title: { novo: string; editar: string };
  testId: string;
  /** The form's key for a new event. */
  newKey: string;
  /** The values of a new event for the logged company ('' in the back office). */
  emptyValues: (idEmp: string) => V;
  /** The values of an event opened again, from the `formulario` it was sent with. */
  fromFormulario: (formulario: unknown, id: string) => V;
  FormBody: ComponentType<EventoFormBodyProps<V>>;
}

/**
 * The modal of an event typed in a form (the manual S-2220/S-2240 and the CAT): a new one, or one opened again once
 * its stored form has loaded (a loader until then).
 */
export function EventoFormShell<V>({ open, editId, onClose, title, testId, newKey, emptyValues, fromFormulario, FormBody }: EventoFormShellProps<V>) {
  const evento = useEvento(open ? editId : null);
  const empresa = useEsocialEmpresaDaSessao();
  const loading = editId !== null && !evento.data;
  const initial = editId && evento.data ? fromFormulario(evento.data.formulario, editId) : emptyValues(empresa?.id ?? '');
  // An accepted event opened again is corrected by a rectification (issue 13 item 6): say so before the form.
  const recibo = editId && evento.data ? evento.data.recibo : null;
  return (
    <Modal open={open} onClose={onClose} title={recibo ? 'Retificar evento' : editId ? title.editar : title.novo} testId={testId}>
      {!open ? null : loading ? (
        <Flex justifyContent="center" padding="large">
          <Loader ariaLabel="Carregando..." />
        </Flex>
      ) : (
        <>
          {recibo ? (
            <Alert variation="info" marginBottom="small" data-testid="retificacao-aviso">
              Este evento já foi aceito pelo eSocial (recibo {recibo}). Ao salvar, a retificação é enviada com o recibo original.
            </Alert>
          ) : null}
          <FormBody
            key={editId ?? newKey}
            initial={initial}
            {...(editId && evento.data ? { versao: evento.data.versao } : {})}
            labels={evento.data && editId ? { empresa: evento.data.empresa.nome, funcionario: evento.data.funcionario.nome } : {}}
            onClose={onClose}
          />
        </>
      )}
    </Modal>
  );
}

type Fields = Readonly<Record<string, readonly string[]>>;

export interface EventoFormSaveOptions<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The shared schema's messages by dotted field ({} when the values pass). */
  validate: (values: V) => Fields;
  /** Sends the values; the answer's message is the success notice. */
  save: (values: V) => Promise<{ msg: string }>;
  /** The server's 400 fields as the form names them. */
  serverFields?: (fields: Fields) => Fields;
  /** Array fields whose own message the form shows (see splitFields). */
  wrappers?: readonly string[];
  onClose: () => void;
}

/**
 * Saving an event's form: the shared schema first, then the API; each message lands under its field (the client's
 * check and the server's 400 alike), and those with no field on screen are listed in `others`.
 */
export function useEventoFormSave<V extends FieldValues>({ form, validate, save, serverFields = (fields) => fields, wrappers, onClose }: EventoFormSaveOptions<V>) {
  const notify = useNotify();
  const [others, setOthers] = useState<string[]>([]);

  function showErrors(fields: Fields) {
    const { shown, others: rest } = splitFields(fields, leafPaths(form.getValues()), wrappers);
    for (const [name, messages] of Object.entries(shown)) form.setError(name as never, { type: 'server', message: messages[0] ?? '' });
    setOthers(Object.entries(rest).flatMap(([name, messages]) => messages.map((message) => `${name}: ${message}`)));
  }

  async function submit(values: V) {
    setOthers([]);
    const fields = validate(values);
    if (Object.keys(fields).length) {
      showErrors(fields);
      return;
    }
    try {
      const answer = await save(values);
      notify({ message: answer.msg, variation: 'success', title: 'Sucesso' });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) showErrors(serverFields(error.fields));
    }
  }

  return { submit, others };
}

/** The messages with no field on screen, and the form's 'Cancelar' / 'Salvar'. */
export function EventoFormFooter({ others, saving, onClose, testIdPrefix }: { others: string[]; saving: boolean; onClose: () => void; testIdPrefix: string }) {
  return (
    <>
      {others.length ? (
        <Alert variation="error" data-testid={`${testIdPrefix}-outros-erros`}>
          {others.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      ) : null}
      <Flex justifyContent="flex-end" gap="small">
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" variation="primary" isLoading={saving} data-testid={`${testIdPrefix}-salvar`}>
          Salvar
        </Button>
      </Flex>
    </>
  );
}

/** A titled group of the event's fields. */
export function EventoFormSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <View data-testid={testId}>
      <Divider marginBlock="xs" />
      <Heading level={6} marginBottom="xs">
        {title}
      </Heading>
      {children}
    </View>
  );
}
