import { Alert, Button, Flex, Grid, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { dateField, esocialMensagens, idField, requiredMessage, requiredText } from '@ocupacional/shared';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm, useFormContext, useWatch } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { DateInput } from '../../../ui/form/date-input';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { useFormField, fieldLabel } from '../../../ui/form/use-form-field';
import { Modal } from '../../../ui/modal';
import { Tabs } from '../../../ui/tabs';
import { useEsocialEmpresaDaSessao, useEsocialTabela } from '../../esocial/api/lookups';
import { useConsultarEsocial } from '../api/consultas';
import type { ConsultaEsocial } from '../api/consultas';
import { maskPeriodo } from '../utils/lote-rules';
import { EmpresaPicker, FuncionarioPicker } from './pickers';
import { layoutOptions } from './gerar-lote-modal';
import { XmlViewer } from './xml-viewer';

/*
 * 'Consultar Informações no eSocial' (spec 2 §2 "Query modal"; package 30): four tabs, each a small form whose
 * answer's XML shows in the viewer 'Informações no eSocial'. A 424 (web service unreachable, no certificate) shows
 * the API's message in an error alert.
 */

const empresaField = idField();
const protocoloSchema = z.object({
  id_emp: empresaField,
  protocolo: z.string({ error: esocialMensagens.informeProtocolo }).trim().min(1, esocialMensagens.informeProtocolo).max(40),
});
const reciboSchema = z.object({ id_emp: empresaField, recibo: requiredText(40) });
const empregadorSchema = z.object({
  id_emp: empresaField,
  layout: z.string({ error: requiredMessage }).min(1, requiredMessage),
  periodo: z.string({ error: requiredMessage }).trim().regex(/^(0[1-9]|1[0-2])\/\d{4}$/, { error: esocialMensagens.periodoInvalido }),
});
const trabalhadorSchema = z
  .object({ id_emp: empresaField, id_fun: idField(), data_inicio: dateField(), data_fim: dateField() })
  .superRefine((value, ctx) => {
    if (value.data_inicio && value.data_fim && value.data_fim < value.data_inicio) {
      ctx.addIssue({ code: 'custom', path: ['data_fim'], message: 'A data final deve ser posterior à inicial' });
    }
  });

export function ConsultaModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Consultar Informações no eSocial" testId="consulta-modal">
      {open ? <ConsultaBody /> : null}
    </Modal>
  );
}

function ConsultaBody() {
  const [tab, setTab] = useState('protocolo');
  return (
    <Tabs
      value={tab}
      onValueChange={setTab}
      isLazy
      items={[
        {
          value: 'protocolo',
          label: 'Situação do Protocolo',
          content: (
            <ConsultaForm
              schema={protocoloSchema}
              defaults={{ protocolo: '' }}
              toQuery={(values) => ({ tipo: 'protocolo', empresa: values.id_emp, body: { protocolo: values.protocolo } })}
            >
              <TextInput name="protocolo" label="Protocolo" required />
            </ConsultaForm>
          ),
        },
        {
          value: 'recibo',
          label: 'Informações do Recibo',
          content: (
            <ConsultaForm
              schema={reciboSchema}
              defaults={{ recibo: '' }}
              toQuery={(values) => ({ tipo: 'recibo', empresa: values.id_emp, body: { recibo: values.recibo } })}
            >
              <TextInput name="recibo" label="Número do recibo" required />
            </ConsultaForm>
          ),
        },
        {
          value: 'empregador',
          label: 'Eventos do Empregador',
          content: (
            <ConsultaForm
              schema={empregadorSchema}
              defaults={{ layout: '', periodo: '' }}
              toQuery={(values) => ({ tipo: 'empresa', empresa: values.id_emp, body: { layout: values.layout, periodo: values.periodo } })}
            >
              <Grid templateColumns={{ base: '1fr', medium: '2fr 1fr' }} gap="small">
                <LayoutSelect />
                <PeriodoInput />
              </Grid>
            </ConsultaForm>
          ),
        },
        {
          value: 'trabalhador',
          label: 'Eventos do Trabalhador',
          content: (
            <ConsultaForm
              schema={trabalhadorSchema}
              defaults={{ id_fun: '', data_inicio: '', data_fim: '' }}
              toQuery={(values) => ({
                tipo: 'funcionario',
                empresa: values.id_emp,
                funcionario: values.id_fun,
                body: { data_inicio: values.data_inicio, data_fim: values.data_fim },
              })}
            >
              <TrabalhadorFields />
            </ConsultaForm>
          ),
        },
      ]}
    />
  );
}

interface ConsultaFormProps<S extends z.ZodType<FieldValues>> {
  schema: S;
  defaults: Record<string, string>;
  toQuery: (values: z.output<S>) => ConsultaEsocial;
  children: ReactNode;
}

/** One tab: the company, the tab's fields, the button, and the answered XML or the failure. */
function ConsultaForm<S extends z.ZodType<FieldValues>>({ schema, defaults, toQuery, children }: ConsultaFormProps<S>) {
  const { tenant } = useParams();
  const empresaDaSessao = useEsocialEmpresaDaSessao();
  const consultar = useConsultarEsocial(tenant);
  const [xml, setXml] = useState<string | null>(null);
  const [falha, setFalha] = useState<string | null>(null);
  const form = useForm<FieldValues, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: { id_emp: empresaDaSessao?.id ?? '', ...defaults },
  });

  // The session may arrive after the form: the empresa area's company is the logged one.
  useEffect(() => {
    if (empresaDaSessao && !form.getValues('id_emp')) form.setValue('id_emp', empresaDaSessao.id);
  }, [empresaDaSessao, form]);

  async function submit(values: z.output<S>) {
    setFalha(null);
    setXml(null);
    try {
      const answer = await consultar.mutateAsync(toQuery(values));
      setXml(answer.xml ?? '');
    } catch (error) {
      // 400s land under the fields; the rest (424: no certificate, web service unreachable) shows here too.
      if (error instanceof ApiError && error.status !== 400) setFalha(error.msg);
      throw error;
    }
  }

  return (
    <Flex direction="column" gap="medium" paddingTop="small">
      <Form form={form} onSubmit={submit} testId="consulta-form">
        <Flex direction="column" gap="small">
          <EmpresaPicker
            name="id_emp"
            label="Empresa"
            required
          />
          {children}
          <Flex justifyContent="flex-end">
            <Button type="submit" variation="primary" isLoading={consultar.isPending} data-testid="consultar-esocial">
              Consultar Informações no eSocial
            </Button>
          </Flex>
        </Flex>
      </Form>
      {falha ? (
        <Alert variation="error" heading="Atenção" data-testid="consulta-falha">
          {falha}
        </Alert>
      ) : null}
      {xml !== null ? <XmlViewer xml={xml || 'Nenhum XML retornado.'} /> : null}
    </Flex>
  );
}

/** The layouts of table 9 (all the web service knows), the product's own if the table does not answer. */
function LayoutSelect() {
  const tabela = useEsocialTabela(9);
  const options = tabela.data?.data.length
    ? tabela.data.data.map((row) => ({ value: row.codigo, label: `${row.codigo} - ${row.descricao}` }))
    : layoutOptions;
  return <SelectInput name="layout" label="Layout" required options={options} />;
}

/** The month period, typed as MM/aaaa. */
function PeriodoInput() {
  const { field, errorMessage, hasError } = useFormField('periodo', { required: true });
  return (
    <TextField
      ref={field.ref}
      name={field.name}
      label={fieldLabel('Período (MM/aaaa)', true)}
      placeholder="MM/aaaa"
      inputMode="numeric"
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(maskPeriodo(event.target.value))}
      onBlur={field.onBlur}
      hasError={hasError}
      errorMessage={errorMessage}
      data-testid="field-periodo"
    />
  );
}

function TrabalhadorFields() {
  const { control, setValue } = useFormContext();
  const empresa = useWatch({ control, name: 'id_emp' }) as string;
  return (
    <>
      <FuncionarioPicker name="id_fun" label="Trabalhador" required empresaId={empresa} disabled={!empresa} />
      <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="small">
        <DateInput name="data_inicio" label="Início do período" required />
        <DateInput name="data_fim" label="Fim do período" required descriptiveText="Até 31 dias" />
      </Grid>
      {/* A worker of another company does not apply. */}
      <EmpresaWatcher onChange={() => setValue('id_fun', '')} />
    </>
  );
}

/** Calls `onChange` when the chosen company changes (not on the first render). */
function EmpresaWatcher({ onChange }: { onChange: () => void }) {
  const { control } = useFormContext();
  const empresa = useWatch({ control, name: 'id_emp' }) as string;
  const seen = useRef(empresa);
  useEffect(() => {
    if (seen.current === empresa) return;
    seen.current = empresa;
    onChange();
  }, [empresa, onChange]);
  return null;
}
