import { Button, Flex, Heading, TableCell, TableRow, Text } from '@aws-amplify/ui-react';
import { podeRemoverLinha, temColunaSelecao, tiposDasLinhas, valorPrimeiraLinhaMessage, valorUltimaLinhaMessage } from '@ocupacional/shared';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { SimpleTable } from '../../../ui/simple-table';
import { novaLinha, type ColunaFormValues } from '../utils/tabela-form-values';

/*
 * 'VALORES DESSE CAMPO' (issue 15; spec 3 §2.3, §3, §4): the value lines of a column of type 210, 211, 212 or 217 as an
 * editable table: order (a number ≥ 0), value (text ≤ 150), unit, the line's own field type (the select column, only
 * for 212 and 217: list 207 without 210–214), default and active flags. A line with ativo 0 is disabled but for its
 * flag. 'Inserir Novo Valor' adds a line; the first line and the only line cannot be removed (the server refuses too).
 */

const tipoOptions = tiposDasLinhas.map((item) => ({ value: item.id, label: item.descricao }));

/** Why a line's delete button is disabled, or undefined when it may go. */
export function motivoDeNaoRemover(index: number, count: number): string | undefined {
  if (podeRemoverLinha(index, count)) return undefined;
  return count <= 1 ? valorUltimaLinhaMessage : valorPrimeiraLinhaMessage;
}

export function ValoresEditor() {
  const form = useFormContext<ColunaFormValues>();
  const linhas = useFieldArray({ control: form.control, name: 'tabela_valores' });
  const [tipo, valores] = useWatch({ control: form.control, name: ['id_tipo_campo', 'tabela_valores'] });
  const selecao = temColunaSelecao(Number(tipo));
  const erro = form.formState.errors.tabela_valores?.message ?? form.formState.errors.tabela_valores?.root?.message;
  return (
    <Flex direction="column" gap="small" data-testid="valores-editor">
      <Flex justifyContent="space-between" alignItems="center">
        <Heading level={6}>VALORES DESSE CAMPO</Heading>
        <Button size="small" onClick={() => linhas.append(novaLinha(valores ?? []))} data-testid="valores-inserir">
          Inserir Novo Valor
        </Button>
      </Flex>
      {erro ? (
        <Text color="font.error" fontSize="small" data-testid="valores-erro">
          {erro}
        </Text>
      ) : null}
      <SimpleTable head={['Ordem', 'Valor', 'Unidade', 'Tipo', 'Padrão', 'Ativo', '']} testId="valores-tabela">
        {linhas.fields.map((linha, index) => {
          const inativa = valores?.[index]?.ativo === 0;
          const motivo = motivoDeNaoRemover(index, linhas.fields.length);
          return (
            <TableRow key={linha.id} className={inativa ? 'oc-row oc-row--error' : 'oc-row'} data-testid={`valores-linha-${index}`}>
              <TableCell>
                <TextInput name={`tabela_valores.${index}.ordem`} label="Ordem" type="number" disabled={inativa} />
              </TableCell>
              <TableCell>
                <TextInput name={`tabela_valores.${index}.nome`} label="Valor" required maxLength={150} disabled={inativa} />
              </TableCell>
              <TableCell>
                <TextInput name={`tabela_valores.${index}.unidade`} label="Unidade" maxLength={150} disabled={inativa} />
              </TableCell>
              <TableCell>
                <SelectInput name={`tabela_valores.${index}.id_tipo_campo`} label="Tipo" options={tipoOptions} disabled={inativa || !selecao} />
              </TableCell>
              <TableCell>
                <CheckboxInput name={`tabela_valores.${index}.padrao`} label="Padrão" disabled={inativa} />
              </TableCell>
              <TableCell>
                <CheckboxInput name={`tabela_valores.${index}.ativo`} label="Ativo" />
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  colorTheme="error"
                  isDisabled={motivo !== undefined}
                  title={motivo}
                  onClick={() => linhas.remove(index)}
                  data-testid={`valores-remover-${index}`}
                >
                  Excluir
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </SimpleTable>
    </Flex>
  );
}
