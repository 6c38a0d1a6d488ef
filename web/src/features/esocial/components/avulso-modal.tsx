import { Alert, Button, Flex, Grid, Text, View } from '@aws-amplify/ui-react';
import { asoTypeLabels, esocialLayoutsAvulsos, perguntasNr06, todayInSaoPaulo, addDays, typeListCodes, typeLists, unidadesMedida } from '@ocupacional/shared';
import { useFieldArray, useForm } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { DateInput } from '../../../ui/form/date-input';
import { Form } from '../../../ui/form/form';
import { MaskedInput } from '../../../ui/form/masked-input';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { useSalvarAvulso } from '../api/eventos';
import {
  agentePorProcesso,
  codigoRepetido,
  emptyAvulsoForm,
  emptyExame,
  emptyRisco,
  fromFormulario,
  orgaoClasseOptions,
  perguntasNr06Labels,
  remapEpis,
  resultadoExameOptions,
  simNaoOptions,
  toAvulsoBody,
  tpAvalOptions,
  utilizacaoOptions,
  validateAvulso,
} from '../utils/avulso-form';
import type { AvulsoFormValues } from '../utils/avulso-form';
import { ufOptions } from '../utils/ufs';
import { EventoFormFooter, EventoFormSection, EventoFormShell, useEventoFormSave } from './evento-form-shell';
import type { EventoFormBodyProps, EventoFormModalProps } from './evento-form-shell';
import { EmpresaPicker, FdtPicker, FuncionarioPicker, TabelaPicker } from './pickers';

const layoutOptions = esocialLayoutsAvulsos.map((layout) => ({ value: layout, label: layout }));
const tipoAsoOptions = Object.entries(asoTypeLabels).map(([id, label]) => ({ value: Number(id), label }));
const aptidaoOptions = (typeLists[typeListCodes.aptidao] ?? []).map((item) => ({ value: item.id, label: item.descricao }));
const unidadeOptions = unidadesMedida.map((unidade) => ({ value: unidade.id, label: unidade.descricao }));

/** The description part of a table option's label 'codigo - descricao'. */
function descricaoDe(label: string): string {
  const at = label.indexOf(' - ');
  return at >= 0 ? label.slice(at + 3) : label;
}

export type AvulsoModalProps = EventoFormModalProps;

/** A new manual event starts with no layout chosen. */
function emptyAvulso(idEmp: string): AvulsoFormValues {
  return emptyAvulsoForm('', idEmp);
}

/**
 * 'Inserir novo XML' (spec 2 §2, §3, §5): a manual S-2220 or S-2240 for a company's worker. The form is checked with
 * the shared `eventoAvulsoSchema(hoje)` before it goes; the server's 400 lands under the same dotted fields.
 * Editing reopens the form as it was sent (`formulario`).
 */
export function AvulsoModal(props: AvulsoModalProps) {
  return (
    <EventoFormShell
      {...props}
      title={{ novo: 'Inserir novo XML', editar: 'Editar XML avulso' }}
      testId="avulso-modal"
      newKey="novo"
      emptyValues={emptyAvulso}
      fromFormulario={fromFormulario}
      FormBody={AvulsoForm}
    />
  );
}

/** The form itself, exported for its render test. */
export function AvulsoForm({ initial, versao, labels, onClose }: EventoFormBodyProps<AvulsoFormValues>) {
  const save = useSalvarAvulso();
  const form = useForm<AvulsoFormValues>({ defaultValues: initial });
  const today = todayInSaoPaulo();
  const layout = form.watch('layout');
  const empresaId = form.watch('id_emp');
  const { submit, others } = useEventoFormSave({
    form,
    validate: (values) => validateAvulso(values, today),
    save: (values) => save.mutateAsync({ ...toAvulsoBody(values), versao }),
    serverFields: remapEpis,
    wrappers: ['exames', 'riscos'],
    onClose,
  });

  const arrayError = (name: 'exames' | 'riscos') => {
    const error = form.formState.errors[name];
    return error && 'message' in error && typeof error.message === 'string' ? error.message : (error?.root?.message ?? '');
  };

  return (
    <Form form={form} onSubmit={submit} testId="avulso-form">
      <Flex direction="column" gap="medium">
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr' }} gap="small">
          <SelectInput name="layout" label="Layout" required options={layoutOptions} disabled={Boolean(initial.id)} />
          <EmpresaPicker
            name="id_emp"
            required
            disabled={!layout || Boolean(initial.id)}
            currentLabel={labels.empresa}
            onPick={() => {
              form.setValue('id_fun', '');
              form.setValue('valor.id_fdt', '');
            }}
          />
          <FuncionarioPicker name="id_fun" empresaId={empresaId} required currentLabel={labels.funcionario} />
          <TabelaPicker name="valor.id_esocial_categoria" label="Categoria (Tabela 01)" tabela={1} currentLabel={initial.valor.id_esocial_categoria || undefined} />
          <FdtPicker name="valor.id_fdt" empresaId={empresaId} />
          <TextInput name="valor.matricula" label="Matrícula" maxLength={30} placeholder="A do cadastro" />
        </Grid>
        {layout === 'S-2220' ? <S2220Fields form={form} today={today} /> : null}
        {layout === 'S-2240' ? <S2240Fields form={form} today={today} /> : null}
        {!layout ? <Text color="font.tertiary">Selecione o layout para preencher o evento.</Text> : null}
        {arrayError('exames') || arrayError('riscos') ? (
          <Alert variation="error" data-testid="avulso-lista-erro">
            {arrayError('exames') || arrayError('riscos')}
          </Alert>
        ) : null}
        <EventoFormFooter others={others} saving={save.isPending} onClose={onClose} testIdPrefix="avulso" />
      </Flex>
    </Form>
  );

}

function S2220Fields({ form, today }: { form: UseFormReturn<AvulsoFormValues>; today: string }) {
  const exames = useFieldArray({ control: form.control, name: 'exames' });
  const amanha = addDays(today, 1);
  return (
    <>
      <EventoFormSection title="ASO" testId="secao-aso">
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr' }} gap="small">
          <DateInput name="consulta.aso_dt" label="Data do ASO" required max={amanha} />
          <SelectInput name="consulta.id_tipo_aso" label="Tipo de ASO" required options={tipoAsoOptions} />
          <SelectInput name="consulta.aptidao" label="Aptidão" required options={aptidaoOptions} />
        </Grid>
      </EventoFormSection>
      <EventoFormSection title="Médico examinador">
        <Grid templateColumns={{ base: '1fr', medium: '2fr 1fr 1fr' }} gap="small">
          <TextInput name="medico.nome" label="Nome" required maxLength={70} />
          <TextInput name="medico.crm" label="CRM" required maxLength={10} />
          <SelectInput name="medico.crm_uf" label="UF do CRM" required options={ufOptions} />
        </Grid>
      </EventoFormSection>
      <EventoFormSection title="Coordenador do PCMSO">
        <Grid templateColumns={{ base: '1fr', medium: '2fr 1fr 1fr 1fr' }} gap="small">
          <TextInput name="responsavel_pcmso.nome" label="Nome" maxLength={70} />
          <TextInput name="responsavel_pcmso.crm" label="CRM" maxLength={10} />
          <SelectInput name="responsavel_pcmso.crm_uf" label="UF do CRM" options={ufOptions} />
          <MaskedInput name="responsavel_pcmso.cpf" label="CPF" mask="cpf" />
        </Grid>
      </EventoFormSection>
      <EventoFormSection title="Exames" testId="secao-exames">
        <Flex direction="column" gap="small">
          {exames.fields.map((item, index) => (
            <Grid key={item.id} templateColumns={{ base: '1fr', large: '3fr 1fr 1fr 2fr auto' }} gap="small" alignItems="end" data-testid={`exame-${index}`}>
              <TabelaPicker
                name={`exames.${index}.codigo`}
                label="Procedimento (Tabela 27)"
                tabela={27}
                required
                currentLabel={labelDe(form.getValues(`exames.${index}.codigo`), form.getValues(`exames.${index}.nome`))}
                onPick={(option) => {
                  form.setValue(`exames.${index}.nome`, option ? descricaoDe(option.label) : '');
                  const repetido = option ? codigoRepetido(form.getValues('exames').map((exame) => exame.codigo), index, option.value) : null;
                  if (repetido) form.setError(`exames.${index}.codigo`, { type: 'server', message: repetido });
                }}
              />
              <DateInput name={`exames.${index}.data`} label="Data" required max={amanha} />
              <SelectInput name={`exames.${index}.resultado`} label="Resultado" required options={resultadoExameOptions} />
              <TextInput name={`exames.${index}.obs`} label="Observação" maxLength={999} />
              <Button size="small" onClick={() => exames.remove(index)} isDisabled={exames.fields.length === 1} aria-label="Remover exame">
                Remover
              </Button>
            </Grid>
          ))}
          <Flex>
            <Button size="small" onClick={() => exames.append(emptyExame())} data-testid="adicionar-exame">
              Adicionar exame
            </Button>
          </Flex>
        </Flex>
      </EventoFormSection>
    </>
  );
}

function labelDe(codigo: string, nome: string): string | undefined {
  if (!codigo) return undefined;
  return nome ? `${codigo} - ${nome}` : codigo;
}

function S2240Fields({ form, today }: { form: UseFormReturn<AvulsoFormValues>; today: string }) {
  const riscos = useFieldArray({ control: form.control, name: 'riscos' });
  const ideOC = form.watch('responsavel.ideOC');
  const watched = form.watch('riscos');
  return (
    <>
      <EventoFormSection title="Ambiente de trabalho" testId="secao-ambiente">
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 2fr 1fr' }} gap="small">
          <DateInput name="ambiente.dtIniCondicao" label="Início da condição" required max={addDays(today, 1)} />
          {/* evtExpRisco.xsd: required for a trabalhador avulso (category 2XX) from 2023-01-16, refused otherwise. */}
          <DateInput
            name="ambiente.dtFimCondicao"
            label="Fim da condição"
            descriptiveText="Somente para trabalhador avulso (categoria 2XX)"
          />
          <TextInput name="ambiente.dscAtivDes" label="Descrição das atividades" required maxLength={999} />
          <TextInput name="ambiente.dscSetor" label="Setor" maxLength={100} />
        </Grid>
        <TextInput name="ambiente.obsCompl" label="Observação complementar (registros ambientais)" maxLength={999} />
      </EventoFormSection>
      <EventoFormSection title="Responsável pelos registros ambientais">
        <Grid templateColumns={{ base: '1fr', medium: '2fr 1fr 1fr 1fr 1fr' }} gap="small">
          <TextInput name="responsavel.nome" label="Nome" required maxLength={70} />
          <MaskedInput name="responsavel.cpfResp" label="CPF" mask="cpf" required />
          <SelectInput name="responsavel.ideOC" label="Órgão de classe" required options={orgaoClasseOptions} />
          <TextInput name="responsavel.nrOC" label="Número no órgão" required maxLength={14} />
          <SelectInput name="responsavel.ufOC" label="UF" required options={ufOptions} />
          {ideOC === 9 ? <TextInput name="responsavel.dscOC" label="Descrição do órgão" required maxLength={20} /> : null}
        </Grid>
      </EventoFormSection>
      <EventoFormSection title="Riscos" testId="secao-riscos">
        <Flex direction="column" gap="small">
          {riscos.fields.map((item, index) => {
            const quantitativo = watched[index]?.tpAval === 1;
            const epcImplementado = watched[index]?.utilizEPC === 2;
            const epiUtilizado = watched[index]?.utilizEPI === 2;
            const porProcesso = watched[index]?.codigo === agentePorProcesso;
            return (
              <View key={item.id} className="oc-risco-item" data-testid={`risco-${index}`}>
                <Grid templateColumns={{ base: '1fr', medium: '3fr 2fr 1fr' }} gap="small">
                  <TabelaPicker
                    name={`riscos.${index}.codigo`}
                    label="Agente nocivo (Tabela 24)"
                    tabela={24}
                    required
                    currentLabel={labelDe(form.getValues(`riscos.${index}.codigo`), form.getValues(`riscos.${index}.nome`))}
                    onPick={(option) => form.setValue(`riscos.${index}.nome`, option ? descricaoDe(option.label) : '')}
                  />
                  <TextInput name={`riscos.${index}.dscAgNoc`} label="Descrição do agente" maxLength={100} />
                  <SelectInput name={`riscos.${index}.tpAval`} label="Avaliação" required options={tpAvalOptions} />
                  <TextInput name={`riscos.${index}.intConc`} label="Intensidade / concentração" required={quantitativo} />
                  <TextInput name={`riscos.${index}.limTol`} label="Limite de tolerância" />
                  <SelectInput name={`riscos.${index}.unMed`} label="Unidade de medida" required={quantitativo} options={unidadeOptions} />
                  <TextInput name={`riscos.${index}.tecMedicao`} label="Técnica de medição" required={quantitativo} maxLength={40} />
                  {porProcesso ? (
                    <TextInput name={`riscos.${index}.nrProcJud`} label="Número do processo (administrativo ou judicial)" required maxLength={25} />
                  ) : null}
                  <SelectInput name={`riscos.${index}.utilizEPC`} label="Utiliza EPC" options={utilizacaoOptions} />
                  {epcImplementado ? (
                    <SelectInput name={`riscos.${index}.eficEpc`} label="Os EPCs são eficazes na neutralização do risco?" required options={simNaoOptions} />
                  ) : null}
                  <SelectInput name={`riscos.${index}.utilizEPI`} label="Utiliza EPI" options={utilizacaoOptions} />
                  {epiUtilizado ? (
                    <>
                      <SelectInput name={`riscos.${index}.eficEpi`} label="Os EPIs são eficazes na neutralização do risco?" required options={simNaoOptions} />
                      <TextInput name={`riscos.${index}.epis`} label="CA dos EPIs (separados por vírgula)" required />
                    </>
                  ) : null}
                </Grid>
                {epiUtilizado ? (
                  <View data-testid={`risco-${index}-nr06`} paddingTop="xs">
                    <Text fontWeight="bold">Requisitos da NR-06 (responda cada um)</Text>
                    <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="small">
                      {perguntasNr06.map((pergunta) => (
                        <SelectInput key={pergunta} name={`riscos.${index}.${pergunta}`} label={perguntasNr06Labels[pergunta]} required options={simNaoOptions} />
                      ))}
                    </Grid>
                  </View>
                ) : null}
                <Flex justifyContent="flex-end" paddingTop="xs">
                  <Button size="small" onClick={() => riscos.remove(index)} isDisabled={riscos.fields.length === 1}>
                    Remover risco
                  </Button>
                </Flex>
              </View>
            );
          })}
          <Flex>
            <Button size="small" onClick={() => riscos.append(emptyRisco())} data-testid="adicionar-risco">
              Adicionar risco
            </Button>
          </Flex>
        </Flex>
      </EventoFormSection>
    </>
  );
}
