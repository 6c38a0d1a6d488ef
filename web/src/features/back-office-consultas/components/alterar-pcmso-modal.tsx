import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { outdatedPcmsoMessage } from '@ocupacional/shared';
import type { AlterarPcmsoInput } from '@ocupacional/shared';
import { useForm } from 'react-hook-form';
import { Form } from '../../../ui/form/form';
import { SelectInput } from '../../../ui/form/select-input';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { useAlterarPcmso } from '../api/alterar-pcmso';
import { useFdts, useGheFuncoes, useGhes } from '../api/get-pcmso-lookups';
import { useTabelasPreco } from '../api/get-tabelas-preco';
import { alterarDesbloqueado, alterarPronto, type AlterarValues } from '../utils/alterar-pcmso';

/** The consultation whose PCMSO changes: its company, clinic and schedule date frame the choices. */
export interface AlterarSubject {
  readonly id: string;
  readonly data_age: string;
  readonly empresa: { readonly id: string; readonly nome: string };
  readonly credenciada: { readonly id: string; readonly nome: string };
  readonly funcionario: { readonly nome: string };
  readonly pcmso_desatualizado: boolean;
}

const empty: AlterarValues = { id_fdt: '', id_ghe: '', id_funcao: '', id_tabela_preco: '' };

/**
 * 'Alterar PCMSO' (spec 1 §2, §4): the front, GHE, function and price table of the company's current PCMSO
 * revision, chosen in that order — each select unlocks once the previous is chosen and clears the ones after it —
 * and the button stays disabled until all four are chosen. The consultation is replaced by one on the current
 * revision (same clinic, date and type); an outdated one shows the spec's message on top.
 */
export function AlterarPcmsoModal({ subject, onClose }: { subject: AlterarSubject | null; onClose: () => void }) {
  return (
    <Modal
      open={subject !== null}
      onClose={onClose}
      width="min(48rem, 95%)"
      title={`Alterar PCMSO${subject ? ` - ${subject.funcionario.nome}` : ''}`}
      testId="alterar-pcmso-modal"
    >
      {subject ? <AlterarPcmsoForm key={subject.id} subject={subject} onClose={onClose} /> : null}
    </Modal>
  );
}

function AlterarPcmsoForm({ subject, onClose }: { subject: AlterarSubject; onClose: () => void }) {
  const notify = useNotify();
  const form = useForm<AlterarValues>({ defaultValues: empty });
  const values = form.watch();
  const empresa = subject.empresa.id;
  const fdts = useFdts(empresa);
  const ghes = useGhes(empresa, values.id_fdt || null);
  const funcoes = useGheFuncoes(empresa, values.id_ghe || null);
  const tabelas = useTabelasPreco(empresa, values.id_fdt || null, {
    id_credenciada: subject.credenciada.id,
    data_age: subject.data_age.slice(0, 10),
  });
  const alterar = useAlterarPcmso(subject.id);
  const unlocked = alterarDesbloqueado(values);
  const clear = (...fields: (keyof AlterarValues)[]) => fields.forEach((field) => form.setValue(field, ''));

  async function submit(chosen: AlterarValues) {
    const body: AlterarPcmsoInput = chosen;
    await alterar.mutateAsync(body);
    notify({ message: 'PCMSO alterado: a consulta foi substituída por uma nova no PCMSO atual.', variation: 'success' });
    onClose();
  }

  return (
    <Form form={form} onSubmit={submit} testId="alterar-pcmso-form">
      <Flex direction="column" gap="small">
        {subject.pcmso_desatualizado ? (
          <Alert variation="warning" data-testid="pcmso-desatualizado">
            {outdatedPcmsoMessage}
          </Alert>
        ) : null}
        <Text fontSize="small">
          Empresa: <strong>{subject.empresa.nome}</strong> - Credenciada: <strong>{subject.credenciada.nome}</strong>
        </Text>
        <SelectInput
          name="id_fdt"
          label="Frente de Trabalho"
          required
          options={(fdts.data ?? []).map((fdt) => ({
            value: fdt.id,
            label: fdt.revisao ? `${fdt.descricao} (revisão ${fdt.revisao.rev})` : `${fdt.descricao} (sem PCMSO)`,
            disabled: !fdt.revisao,
          }))}
          onChange={() => clear('id_ghe', 'id_funcao', 'id_tabela_preco')}
        />
        <SelectInput
          name="id_ghe"
          label="Setor (GHE)"
          required
          disabled={!unlocked.id_ghe}
          options={(ghes.data ?? []).map((ghe) => ({
            value: ghe.id,
            label: `${ghe.ghe} - ${ghe.descricao}`,
            disabled: ghe.vencido || ghe.sem_pcmso,
            title: ghe.dica ?? undefined,
          }))}
          onChange={() => clear('id_funcao', 'id_tabela_preco')}
        />
        <SelectInput
          name="id_funcao"
          label="Função"
          required
          disabled={!unlocked.id_funcao}
          options={(funcoes.data ?? []).map((funcao) => ({ value: funcao.id, label: funcao.nome }))}
          onChange={() => clear('id_tabela_preco')}
        />
        <SelectInput
          name="id_tabela_preco"
          label="Tabela de Preço"
          required
          disabled={!unlocked.id_tabela_preco}
          options={(tabelas.data ?? []).map((tabela) => ({ value: tabela.id, label: `${tabela.nome} - ${tabela.credenciada.nome}` }))}
          descriptiveText={tabelas.data && tabelas.data.length === 0 ? 'Nenhuma tabela de preço da credenciada para essa frente.' : undefined}
        />
        <Flex justifyContent="flex-end" gap="small">
          <Button onClick={onClose}>Cancelar</Button>
          <Button
            type="submit"
            variation="primary"
            isDisabled={!alterarPronto(values)}
            isLoading={alterar.isPending}
            data-testid="alterar-pcmso-submit"
          >
            Alterar PCMSO
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
