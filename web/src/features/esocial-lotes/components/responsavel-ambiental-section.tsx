import { Button, Flex, Grid, Loader, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { applyMask, masks, recordSavedMessage, responsavelAmbientalSchema } from '@ocupacional/shared';
import type { ResponsavelAmbientalForm } from '@ocupacional/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Form } from '../../../ui/form/form';
import { MaskedInput } from '../../../ui/form/masked-input';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { useNotify } from '../../../ui/notifications';
import { Section } from '../../../ui/section';
import { orgaoClasseOptions } from '../../esocial/utils/avulso-form';
import { ufOptions } from '../../esocial/utils/ufs';
import { useResponsavelAmbiental, useSaveResponsavelAmbiental } from '../api/configuracao';
import type { ResponsavelAmbiental } from '../api/configuracao';
import { EmpresaPicker } from './pickers';

/** The form's values: text as typed (masked CPF), the council as a number ('' when not chosen). */
export type ResponsavelAmbientalValues = Omit<ResponsavelAmbientalForm, 'ideOC'> & { ideOC: number | '' };

/** What the form shows for a company's stored responsible (empty fields before the first save). */
export function responsavelValues(registro: ResponsavelAmbiental): ResponsavelAmbientalValues {
  return {
    id_empresa: registro.id_empresa,
    nome: registro.nome ?? '',
    cpfResp: registro.cpfResp ? applyMask(masks.cpf, registro.cpfResp) : '',
    ideOC: registro.ideOC ?? '',
    dscOC: registro.dscOC ?? '',
    nrOC: registro.nrOC ?? '',
    ufOC: registro.ufOC ?? '',
  };
}

/**
 * A company's responsible for the environmental records (issue 13), on the eSocial settings screen: its automatic
 * S-2240 names them in respReg and, without them, keeps its 'PPRA/PGR > Gerenciar' finding and gets no XML. The
 * company is picked first; its responsible loads into the form.
 */
export function ResponsavelAmbientalSection() {
  const [empresaId, setEmpresaId] = useState('');
  const picker = useForm<{ empresa: string }>({ defaultValues: { empresa: '' } });
  const responsavel = useResponsavelAmbiental(empresaId || undefined);
  return (
    <Section title="Responsável pelos registros ambientais (S-2240)" testId="responsavel-ambiental">
      <Text fontSize="small" color="font.tertiary">
        O responsável pelos registros ambientais (PGR/LTCAT) de cada empresa é informado nos eventos S-2240 gerados na
        liberação dos ASOs de admissão e de mudança de função.
      </Text>
      <Form form={picker} onSubmit={() => undefined} testId="responsavel-ambiental-empresa">
        <EmpresaPicker name="empresa" label="Empresa" required lockedToSession={false} onPick={(option) => setEmpresaId(option?.value ?? '')} />
      </Form>
      {empresaId && responsavel.isPending ? <Loader ariaLabel="Carregando..." /> : null}
      {responsavel.data ? <ResponsavelForm key={responsavel.data.id_empresa} registro={responsavel.data} /> : null}
    </Section>
  );
}

export function ResponsavelForm({ registro }: { registro: ResponsavelAmbiental }) {
  const notify = useNotify();
  const save = useSaveResponsavelAmbiental();
  const form = useForm<ResponsavelAmbientalValues, unknown, z.output<typeof responsavelAmbientalSchema>>({
    resolver: zodResolver(responsavelAmbientalSchema) as never,
    defaultValues: responsavelValues(registro),
  });
  const ideOC = useWatch({ control: form.control, name: 'ideOC' });

  async function submit(values: z.output<typeof responsavelAmbientalSchema>) {
    const answer = await save.mutateAsync(values);
    form.reset(responsavelValues(answer.data));
    notify({ message: answer.msg || recordSavedMessage, variation: 'success', title: 'Sucesso' });
  }

  return (
    <Form form={form} onSubmit={submit} testId="responsavel-ambiental-form">
      <Flex direction="column" gap="small">
        <Grid templateColumns={{ base: '1fr', medium: '2fr 1fr 1fr 1fr 1fr' }} gap="small">
          <TextInput name="nome" label="Nome" required maxLength={70} />
          <MaskedInput name="cpfResp" label="CPF" mask="cpf" required />
          <SelectInput name="ideOC" label="Órgão de classe" required options={orgaoClasseOptions} />
          <TextInput name="nrOC" label="Número no órgão" required maxLength={14} />
          <SelectInput name="ufOC" label="UF" required options={ufOptions} />
          {ideOC === 9 ? <TextInput name="dscOC" label="Descrição do órgão" required maxLength={20} /> : null}
        </Grid>
        <Flex justifyContent="flex-end">
          <Button type="submit" variation="primary" isLoading={save.isPending} data-testid="save-responsavel-ambiental">
            Salvar responsável
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
