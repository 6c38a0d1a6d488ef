import { Grid, Text } from '@aws-amplify/ui-react';
import { asoTypeOptions, expiredPcmsoTip, needsFunctionChange, scheduleWindow, todayInSaoPaulo } from '@ocupacional/shared';
import type { EmployeeAsoFlags, Ghe } from '@ocupacional/shared';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { useFdts } from '../../../lookups/api/get-fdts';
import { useGheFuncoes } from '../../../lookups/api/get-ghe-funcoes';
import { useGhes } from '../../../lookups/api/get-ghes';
import { FuncionarioLookup } from '../../../lookups/components/funcionario-lookup';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { DateInput } from '../../../ui/form/date-input';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { Section } from '../../../ui/section';
import { usePcmsoExames } from '../api/get-pcmso-exames';
import { dependentFields, periodicityChoice, unlockedFields } from '../utils/consulta-form';
import type { ConsultaFormValues } from '../utils/consulta-form';

/** GHE options: a sector whose PCMSO expired (or that has none) is disabled with the spec's tip (spec 1 §5). */
function gheOptions(ghes: readonly Ghe[] | undefined) {
  return (ghes ?? []).map((ghe) => {
    const blocked = ghe.vencido || ghe.sem_pcmso;
    return {
      value: ghe.id,
      label: `${ghe.ghe} - ${ghe.descricao}${ghe.vencido ? ' (PCMSO vencido)' : ghe.sem_pcmso ? ' (sem PCMSO)' : ''}`,
      disabled: blocked,
      title: blocked ? (ghe.dica ?? expiredPcmsoTip) : undefined,
    };
  });
}

/** The tip under the sector select when one of its options is disabled. */
function gheTip(ghes: readonly Ghe[] | undefined): string | undefined {
  const blocked = (ghes ?? []).find((ghe) => ghe.vencido || ghe.sem_pcmso);
  return blocked ? (blocked.dica ?? expiredPcmsoTip) : undefined;
}

const typeTips: Record<number, string> = {
  47: 'O funcionário já realizou o exame admissional.',
  48: 'O funcionário já realizou o exame após admissional.',
  51: 'O funcionário já realizou o exame demissional.',
};

export interface ConsultaFieldsProps {
  /** The chosen employee's flags (adm, apos_adm, dem) and label. */
  flags: EmployeeAsoFlags;
  funcionarioLabel?: string;
}

/**
 * The new consultation's fields (spec 1 §2, §5), unlocking in order: employee, front, function, sector (GHE),
 * date, type; then the periodicity for 48 and 52, the new front, function and sector of a function change (50),
 * the PCD flag and notes.
 */
export function ConsultaFields({ flags, funcionarioLabel }: ConsultaFieldsProps) {
  const { tenant } = useParams();
  const { setValue, control } = useFormContext<ConsultaFormValues>();
  const values = useWatch({ control }) as ConsultaFormValues;
  const unlocked = unlockedFields(values);
  const fdts = useFdts(tenant);
  const funcoes = useGheFuncoes(tenant, values.id_fdt || null);
  const ghes = useGhes(tenant, values.id_fdt || null, values.id_funcao || null);
  const change = values.tipo_aso !== '' && needsFunctionChange(values.tipo_aso);
  const mfFuncoes = useGheFuncoes(tenant, change ? values.id_mf_fdt || null : null);
  const mfGhes = useGhes(tenant, change ? values.id_mf_fdt || null : null, change ? values.id_mf_funcao || null : null);
  const pcmsoExames = usePcmsoExames(tenant, values.id_ghe || null);
  const periodicity = periodicityChoice(
    values.tipo_aso,
    (pcmsoExames.data ?? []).map((exame) => exame.periodicidade),
  );
  const today = todayInSaoPaulo();
  const window = scheduleWindow(today, { single: true });

  const clear = (field: Parameters<typeof dependentFields>[0]) => {
    for (const dependent of dependentFields(field)) setValue(dependent, '' as never);
  };

  // The periodicity follows the type: 6 for 48, 12 (or the PCMSO's) for 52, none otherwise (spec 1 §5).
  const padrao = periodicity?.padrao ?? '';
  const opcoes = periodicity?.opcoes.join(',') ?? '';
  useEffect(() => {
    const current = values.periodicidade;
    if (padrao === '') {
      if (current !== '') setValue('periodicidade', '');
    } else if (current === '' || !opcoes.split(',').includes(String(current))) {
      setValue('periodicidade', padrao);
    }
  }, [padrao, opcoes]);

  return (
    <Section title="Dados da Consulta" testId="consulta-fields">
      <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr', large: '2fr 1fr 1fr' }} gap="small">
        <FuncionarioLookup
          name="id_funcionario"
          required
          currentLabel={funcionarioLabel}
          onPick={() => clear('id_funcionario')}
        />
        <SelectInput
          name="id_fdt"
          label="Frente de Trabalho"
          required
          disabled={!unlocked.id_fdt}
          options={(fdts.data ?? []).map((fdt) => ({ value: fdt.id, label: fdt.descricao }))}
          onChange={() => clear('id_fdt')}
        />
        <SelectInput
          name="id_funcao"
          label="Função"
          required
          disabled={!unlocked.id_funcao}
          options={(funcoes.data ?? []).map((funcao) => ({ value: funcao.id, label: funcao.nome }))}
          onChange={() => clear('id_funcao')}
        />
        <SelectInput
          name="id_ghe"
          label="Setor (GHE)"
          required
          disabled={!unlocked.id_ghe}
          options={gheOptions(ghes.data)}
          descriptiveText={gheTip(ghes.data)}
        />
        <DateInput
          name="data_age"
          label="Data do Agendamento"
          required
          disabled={!unlocked.data_age}
          min={window.min}
          max={window.max ?? undefined}
        />
        <SelectInput
          name="tipo_aso"
          label="Tipo da Consulta"
          required
          disabled={!unlocked.tipo_aso}
          options={asoTypeOptions(flags).map((option) => ({
            value: option.id,
            label: option.descricao,
            disabled: option.disabled,
            title: option.disabled ? typeTips[option.id] : undefined,
          }))}
        />
        {periodicity ? (
          <SelectInput
            name="periodicidade"
            label="Periodicidade"
            required
            placeholder=""
            options={periodicity.opcoes.map((months) => ({ value: months, label: `${months} meses` }))}
          />
        ) : null}
        <CheckboxInput name="pcd" label="Pessoa com deficiência (PCD)" />
      </Grid>
      {change ? (
        <>
          <Text fontWeight="bold" marginTop="small">
            Mudança de função: nova frente de trabalho, função, setor e a data da mudança
          </Text>
          <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr 1fr 1fr' }} gap="small" data-testid="mudanca-funcao">
            <SelectInput
              name="id_mf_fdt"
              label="Nova Frente de Trabalho"
              required
              options={(fdts.data ?? []).map((fdt) => ({ value: fdt.id, label: fdt.descricao }))}
              onChange={() => clear('id_mf_fdt')}
            />
            <SelectInput
              name="id_mf_funcao"
              label="Nova Função"
              required
              disabled={!values.id_mf_fdt}
              options={(mfFuncoes.data ?? []).map((funcao) => ({ value: funcao.id, label: funcao.nome }))}
              onChange={() => clear('id_mf_funcao')}
            />
            <SelectInput
              name="id_mf_ghe"
              label="Novo Setor (GHE)"
              required
              disabled={!values.id_mf_funcao}
              options={gheOptions(mfGhes.data)}
              descriptiveText={gheTip(mfGhes.data)}
            />
            {/* The S-2240 of the change starts here, never at the ASO (issue 13). */}
            <DateInput name="dt_mudanca_condicao" label="Data da Mudança" required />
          </Grid>
        </>
      ) : null}
      <TextInput name="obs" label="Observações" rows={2} maxLength={500} />
    </Section>
  );
}
