import { Flex, Grid } from '@aws-amplify/ui-react';
import { todayInSaoPaulo } from '@ocupacional/shared';
import { useForm } from 'react-hook-form';
import { DateInput } from '../../../ui/form/date-input';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { useSalvarCat } from '../api/eventos';
import {
  emitenteOcOptions,
  emptyCatForm,
  fromCatFormulario,
  iniciatCatOptions,
  lateralidadeOptions,
  toCatBody,
  tpAcidOptions,
  tpCatOptions,
  tpInscOptions,
  tpLocalOptions,
  validateCat,
} from '../utils/cat-form';
import type { CatFormValues } from '../utils/cat-form';
import { simNaoOptions } from '../utils/avulso-form';
import { ufOptions } from '../utils/ufs';
import { EventoFormFooter, EventoFormSection, EventoFormShell, useEventoFormSave } from './evento-form-shell';
import type { EventoFormBodyProps, EventoFormModalProps } from './evento-form-shell';
import { EmpresaPicker, FuncionarioPicker } from './pickers';

export type CatModalProps = EventoFormModalProps;

/**
 * The CAT form (S-2210): company, worker and the layout's `cat` group — the accident, the place, the body part and
 * the agent, and the doctor's attestation. The layout's rules are the server's, answered at `cat.<field>` under
 * the field of the same name; the accident date may not be in the future.
 */
export function CatModal(props: CatModalProps) {
  return (
    <EventoFormShell
      {...props}
      title={{ novo: 'Nova CAT', editar: 'Editar CAT' }}
      testId="cat-modal"
      newKey="nova"
      emptyValues={emptyCatForm}
      fromFormulario={fromCatFormulario}
      FormBody={CatForm}
    />
  );
}

function CatForm({ initial, versao, labels, onClose }: EventoFormBodyProps<CatFormValues>) {
  const save = useSalvarCat();
  const form = useForm<CatFormValues>({ defaultValues: initial });
  const today = todayInSaoPaulo();
  const empresaId = form.watch('id_emp');
  const obito = form.watch('cat.indCatObito') === 'S';
  const tpCat = form.watch('cat.tpCat');
  const emitenteOc = form.watch('cat.atestado.emitente.ideOC');
  // Abroad (tpLocal 2) the layout asks the country and the foreign postal code instead of CEP, município and UF.
  const exterior = Number(form.watch('cat.localAcidente.tpLocal')) === 2;
  const { submit, others } = useEventoFormSave({
    form,
    validate: (values) => validateCat(values, today),
    save: (values) => save.mutateAsync({ ...toCatBody(values), versao }),
    onClose,
  });

  const grid = { base: '1fr', medium: '1fr 1fr', large: '1fr 1fr 1fr 1fr' };
  return (
    <Form form={form} onSubmit={submit} testId="cat-form">
      <Flex direction="column" gap="medium">
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="small">
          <EmpresaPicker
            name="id_emp"
            required
            disabled={Boolean(initial.id)}
            currentLabel={labels.empresa}
            onPick={() => form.setValue('id_fun', '')}
          />
          <FuncionarioPicker name="id_fun" empresaId={empresaId} required currentLabel={labels.funcionario} />
        </Grid>
        <EventoFormSection title="Acidente">
          <Grid templateColumns={grid} gap="small">
            <DateInput name="cat.dtAcid" label="Data do acidente" required max={today} />
            <SelectInput name="cat.tpAcid" label="Tipo de acidente" required options={tpAcidOptions} />
            <TextInput name="cat.hrAcid" label="Hora do acidente (HH:MM)" type="text" maxLength={5} placeholder="10:30" />
            <TextInput name="cat.hrsTrabAntesAcid" label="Horas trabalhadas antes (HH:MM)" maxLength={5} placeholder="02:30" />
            <SelectInput name="cat.tpCat" label="Tipo de CAT" required options={tpCatOptions} />
            <SelectInput name="cat.iniciatCAT" label="Iniciativa da CAT" required options={iniciatCatOptions} />
            <SelectInput name="cat.indCatObito" label="Houve óbito" required options={simNaoOptions} />
            {obito ? <DateInput name="cat.dtObito" label="Data do óbito" required max={today} /> : null}
            <SelectInput name="cat.indComunPolicia" label="Comunicado à polícia" required options={simNaoOptions} />
            <TextInput name="cat.codSitGeradora" label="Situação geradora (Tabela 15)" required maxLength={9} placeholder="9 dígitos" />
            <DateInput name="cat.ultDiaTrab" label="Último dia trabalhado" required max={today} />
            <SelectInput name="cat.houveAfast" label="Houve afastamento" required options={simNaoOptions} />
            {tpCat === 2 || tpCat === 3 ? <TextInput name="cat.catOrigem.nrRecCatOrig" label="Recibo da CAT de origem" required maxLength={40} /> : null}
          </Grid>
          <TextInput name="cat.obsCAT" label="Observação" rows={2} maxLength={999} />
        </EventoFormSection>
        <EventoFormSection title="Local do acidente">
          <Grid templateColumns={grid} gap="small">
            <SelectInput name="cat.localAcidente.tpLocal" label="Tipo de local" required options={tpLocalOptions} />
            <TextInput name="cat.localAcidente.dscLocal" label="Descrição do local" maxLength={255} />
            <TextInput name="cat.localAcidente.tpLograd" label="Tipo de logradouro (Tabela 20)" maxLength={4} placeholder="R, AV…" />
            <TextInput name="cat.localAcidente.dscLograd" label="Logradouro" required maxLength={100} />
            <TextInput name="cat.localAcidente.nrLograd" label="Número" required maxLength={10} />
            <TextInput name="cat.localAcidente.complemento" label="Complemento" maxLength={30} />
            <TextInput name="cat.localAcidente.bairro" label="Bairro" maxLength={90} />
            <TextInput name="cat.localAcidente.cep" label="CEP" maxLength={9} />
            <TextInput name="cat.localAcidente.codMunic" label="Município (código IBGE)" maxLength={7} />
            <SelectInput name="cat.localAcidente.uf" label="UF" options={ufOptions} />
            {exterior ? <TextInput name="cat.localAcidente.pais" label="País (Tabela 06)" required maxLength={3} placeholder="3 dígitos" /> : null}
            {exterior ? <TextInput name="cat.localAcidente.codPostal" label="Código postal (exterior)" required maxLength={12} /> : null}
            <SelectInput name="cat.localAcidente.ideLocalAcid.tpInsc" label="Inscrição do local" options={tpInscOptions} />
            <TextInput name="cat.localAcidente.ideLocalAcid.nrInsc" label="Número da inscrição" maxLength={18} />
          </Grid>
        </EventoFormSection>
        <EventoFormSection title="Parte atingida e agente causador">
          <Grid templateColumns={grid} gap="small">
            <TextInput name="cat.parteAtingida.codParteAting" label="Parte atingida (Tabela 13)" required maxLength={9} placeholder="9 dígitos" />
            <SelectInput name="cat.parteAtingida.lateralidade" label="Lateralidade" required options={lateralidadeOptions} />
            <TextInput name="cat.agenteCausador.codAgntCausador" label="Agente causador (Tabela 14/15)" required maxLength={9} placeholder="9 dígitos" />
          </Grid>
        </EventoFormSection>
        <EventoFormSection title="Atestado médico">
          <Grid templateColumns={grid} gap="small">
            <DateInput name="cat.atestado.dtAtendimento" label="Data do atendimento" required max={today} />
            <TextInput name="cat.atestado.hrAtendimento" label="Hora do atendimento (HH:MM)" required maxLength={5} placeholder="11:30" />
            <SelectInput name="cat.atestado.indInternacao" label="Houve internação" required options={simNaoOptions} />
            <TextInput name="cat.atestado.durTrat" label="Duração do tratamento (dias)" required maxLength={4} />
            <SelectInput name="cat.atestado.indAfast" label="Afastamento" required options={simNaoOptions} />
            <TextInput name="cat.atestado.dscLesao" label="Natureza da lesão (Tabela 17)" required maxLength={9} placeholder="9 dígitos" />
            <TextInput name="cat.atestado.dscCompLesao" label="Complemento da lesão" maxLength={200} />
            <TextInput name="cat.atestado.diagProvavel" label="Diagnóstico provável" maxLength={100} />
            <TextInput name="cat.atestado.codCID" label="CID" required maxLength={6} placeholder="S61.0" />
            <TextInput name="cat.atestado.emitente.nmEmit" label="Médico emitente" required maxLength={70} />
            <SelectInput name="cat.atestado.emitente.ideOC" label="Órgão de classe" required options={emitenteOcOptions} />
            <TextInput name="cat.atestado.emitente.nrOC" label="Número (CRM)" required maxLength={14} />
            <SelectInput name="cat.atestado.emitente.ufOC" label="UF" required={emitenteOc !== 3} options={ufOptions} />
          </Grid>
          <TextInput name="cat.atestado.observacao" label="Observação do atestado" rows={2} maxLength={255} />
        </EventoFormSection>
        <EventoFormFooter others={others} saving={save.isPending} onClose={onClose} testIdPrefix="cat" />
      </Flex>
    </Form>
  );
}
