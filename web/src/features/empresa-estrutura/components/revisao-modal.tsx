import { Alert, Flex, Grid } from '@aws-amplify/ui-react';
import { pcmsoRevisaoFormSchema, todayInSaoPaulo, type PcmsoRevisaoCadastro, type PcmsoRevisaoFormInput } from '@ocupacional/shared';
import { DateInput } from '../../../ui/form/date-input';
import { TextInput } from '../../../ui/form/text-input';
import { useEstruturaSave } from '../api/estrutura';
import { EstruturaFormModal } from './estrutura-form-modal';

/**
 * 'Nova Revisão' (no revision given: copies the current revision's exam tables into the next one) or the edit of a
 * revision's description, date and validity.
 */
export function RevisaoModal(props: { empresaId: string; fdtId: string; revisao: PcmsoRevisaoCadastro | undefined; temAnterior: boolean; onClose: () => void }) {
  const { revisao } = props;
  const save = useEstruturaSave(props.empresaId, revisao ? 'estruturaRevisaoSalvar' : 'estruturaRevisaoNova');
  const today = todayInSaoPaulo();
  return (
    <EstruturaFormModal<PcmsoRevisaoFormInput>
      testId="estrutura-revisao"
      title={revisao ? `Editar Revisão ${revisao.rev}` : 'Nova Revisão do PCMSO'}
      schema={pcmsoRevisaoFormSchema}
      initial={{
        id: revisao?.id ?? '',
        versao: revisao?.versao,
        descricao: revisao?.descricao ?? (props.temAnterior ? 'Revisão' : 'Elaboração do PCMSO'),
        data: revisao?.data_hora ? revisao.data_hora.slice(0, 10) : today,
        inicio: revisao?.inicio ?? today,
        vencimento: revisao?.vencimento ?? '',
      }}
      onSave={(body) => save.mutateAsync({ body, params: { fdt: props.fdtId } })}
      onClose={props.onClose}
    >
      <Flex direction="column" gap="small">
        {!revisao && props.temAnterior ? (
          <Alert variation="info">Os exames da revisão atual de cada GHE serão copiados para a nova revisão.</Alert>
        ) : null}
        <TextInput name="descricao" label="Descrição" required maxLength={150} />
        <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr' }} gap="small">
          <DateInput name="data" label="Data da revisão" required />
          <DateInput name="inicio" label="Início da vigência" required />
          <DateInput name="vencimento" label="Vencimento" required />
        </Grid>
      </Flex>
    </EstruturaFormModal>
  );
}
