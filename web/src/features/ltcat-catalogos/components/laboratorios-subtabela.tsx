import { Button, Flex, Radio, SelectField, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { laboratorioJaCadastradoMessage, selecioneLaboratorioMessage } from '@ocupacional/shared';
import { useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { MaskedInput } from '../../../ui/form/masked-input';
import { SimpleTable } from '../../../ui/simple-table';
import type { FatorRiscoFormValues, LaboratorioLinha } from '../utils/form-values';

/** Why a laboratory cannot be added to the factor's sub-table (spec 3 §5), or undefined when it can. */
export function laboratorioAddError(chosen: string, linhas: readonly Pick<LaboratorioLinha, 'id_lab'>[]): string | undefined {
  if (!chosen) return selecioneLaboratorioMessage;
  if (linhas.some((linha) => linha.id_lab === chosen)) return laboratorioJaCadastradoMessage;
  return undefined;
}

/**
 * The risk factor's laboratories (spec 3 §3 "Laboratory sub-table: laboratory, cost value, sale value, default
 * radio"): a laboratory is picked and added (refused with the spec's two messages), each line with its cost and sale
 * in reais, one default (the first line added starts as it), removable.
 */
export function LaboratoriosSubtabela({ options }: { options: readonly { value: string; label: string }[] }) {
  const form = useFormContext<FatorRiscoFormValues>();
  const rows = useFieldArray({ control: form.control, name: 'laboratorios' });
  const values = useWatch({ control: form.control, name: 'laboratorios' }) ?? [];
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const arrayError = form.formState.errors.laboratorios?.message ?? form.formState.errors.laboratorios?.root?.message;

  const add = () => {
    const refused = laboratorioAddError(chosen, values);
    setError(refused);
    if (refused) return;
    const label = options.find((option) => option.value === chosen)?.label ?? chosen;
    rows.append({ id_lab: chosen, laboratorio: label, valor_custo: '0,00', valor_venda: '0,00', padrao: values.length === 0 ? 1 : 0 });
    setChosen('');
  };
  const makeDefault = (index: number) =>
    values.forEach((_, line) => form.setValue(`laboratorios.${line}.padrao`, line === index ? 1 : 0, { shouldDirty: true }));

  return (
    <Flex direction="column" gap="small" data-testid="fator-risco-laboratorios">
      <Flex gap="small" alignItems="flex-end">
        <SelectField
          label="Laboratório"
          placeholder="Selecione um laboratório"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          data-testid="fator-risco-laboratorio-select"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <Button size="small" onClick={add} data-testid="fator-risco-laboratorio-add">
          Adicionar laboratório
        </Button>
      </Flex>
      {error || arrayError ? (
        <Text color="font.error" fontSize="small" data-testid="fator-risco-laboratorio-erro">
          {error ?? arrayError}
        </Text>
      ) : null}
      <SimpleTable head={['Laboratório', 'Valor de custo', 'Valor de venda', 'Padrão', '']} testId="fator-risco-laboratorios-tabela">
        {rows.fields.map((row, index) => (
          <TableRow key={row.id} data-testid={`fator-risco-laboratorio-${values[index]?.id_lab ?? index}`}>
            <TableCell>{values[index]?.laboratorio}</TableCell>
            <TableCell>
              <MaskedInput name={`laboratorios.${index}.valor_custo`} label="Valor de custo" mask="money" />
            </TableCell>
            <TableCell>
              <MaskedInput name={`laboratorios.${index}.valor_venda`} label="Valor de venda" mask="money" />
            </TableCell>
            <TableCell>
              <Radio name="laboratorio-padrao" value={String(index)} checked={values[index]?.padrao === 1} onChange={() => makeDefault(index)}>
                Padrão
              </Radio>
            </TableCell>
            <TableCell>
              <Button
                size="small"
                colorTheme="error"
                onClick={() => {
                  const wasDefault = values[index]?.padrao === 1;
                  rows.remove(index);
                  // The factor keeps one default: the first line left takes it.
                  if (wasDefault && values.length > 1) form.setValue('laboratorios.0.padrao', 1);
                }}
              >
                Remover
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </SimpleTable>
    </Flex>
  );
}
