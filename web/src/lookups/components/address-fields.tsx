import { Flex, Grid, Text } from '@aws-amplify/ui-react';
import { onlyDigits } from '@ocupacional/shared';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { LookupInput } from '../../ui/form/lookup-input';
import { MaskedInput } from '../../ui/form/masked-input';
import { SelectInput } from '../../ui/form/select-input';
import { TextInput } from '../../ui/form/text-input';
import { useCep } from '../api/get-cep';
import { useCidades } from '../api/get-cidades';
import { useEstados } from '../api/get-estados';

export interface AddressFieldsProps {
  /** The company record requires the address (spec 1 §3); the employee's is optional. */
  required?: boolean;
}

/**
 * The address block of the registration forms (fields cep, end, num, comp, bairro, id_estado, id_cidade): a typed
 * CEP is looked up (GET common/cep) and fills street, district, state and city; the city is a lookup of the
 * chosen state's cities, asked 1000 ms after the typing stops (spec 1 §9).
 */
export function AddressFields({ required }: AddressFieldsProps) {
  const { tenant } = useParams();
  const { setValue, getValues } = useFormContext();
  const [cep, idEstado, idCidade] = useWatch({ name: ['cep', 'id_estado', 'id_cidade'] }) as [
    string | null,
    string | number | null,
    string | number | null,
  ];
  const estados = useEstados(tenant);
  const cepAnswer = useCep(tenant, cep);
  const [typedCity, setTypedCity] = useState('');
  const citySearch = useDebouncedValue(typedCity);
  const cidades = useCidades(tenant, idEstado, citySearch);
  const [cityLabel, setCityLabel] = useState<string | undefined>();
  // The CEP the form started with: its answer only names the city, it must not overwrite a saved address.
  const initialCep = useRef(onlyDigits(String(getValues('cep') ?? '')));
  const appliedCep = useRef(initialCep.current);

  useEffect(() => {
    const found = cepAnswer.data;
    if (!found || onlyDigits(found.cep) !== onlyDigits(cep ?? '')) return;
    if (found.cidade && String(found.cidade.id) === String(idCidade ?? '')) setCityLabel(found.cidade.nome);
    if (appliedCep.current === onlyDigits(found.cep)) return;
    appliedCep.current = onlyDigits(found.cep);
    const fill = { shouldDirty: true, shouldValidate: false };
    if (found.endereco) setValue('end', found.endereco, fill);
    if (found.bairro) setValue('bairro', found.bairro, fill);
    if (found.estado) setValue('id_estado', String(found.estado.id), fill);
    if (found.cidade) {
      setValue('id_cidade', String(found.cidade.id), fill);
      setCityLabel(found.cidade.nome);
    }
  }, [cepAnswer.data]);

  const cepDigits = onlyDigits(cep ?? '');
  // Until GET meu-cadastro and GET funcionario name the saved city (docs: contract request), a saved city whose
  // CEP is not in the address book and that is not among the state's first 100 cities has no name to show.
  const savedCityText = idCidade && !cityLabel ? 'Cidade cadastrada (digite para alterar)' : undefined;
  return (
    <Flex direction="column" gap="small">
      <Grid templateColumns={{ base: '1fr', medium: '1fr 2fr 1fr' }} gap="small">
        <div>
          <MaskedInput name="cep" label="CEP" mask="cep" required={required} />
          {cepDigits.length === 8 && cepAnswer.isError && cepDigits !== initialCep.current ? (
            <Text fontSize="small" color="font.warning" data-testid="cep-not-found">
              CEP não encontrado. Preencha o endereço.
            </Text>
          ) : null}
        </div>
        <TextInput name="end" label="Endereço" required={required} maxLength={500} />
        <TextInput name="num" label="Número" required={required} maxLength={50} />
      </Grid>
      <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr', large: '1fr 1.5fr 1fr 1.5fr' }} gap="small">
        <TextInput name="comp" label="Complemento" maxLength={50} />
        <TextInput name="bairro" label="Bairro" required={required} maxLength={100} />
        <SelectInput
          name="id_estado"
          label="Estado"
          required={required}
          options={(estados.data ?? []).map((estado) => ({ value: String(estado.id), label: `${estado.uf} - ${estado.nome}` }))}
          onChange={() => {
            setValue('id_cidade', '', { shouldDirty: true });
            setCityLabel(undefined);
          }}
        />
        <LookupInput
          name="id_cidade"
          label="Cidade"
          required={required}
          disabled={!idEstado}
          placeholder={idEstado ? 'Digite para pesquisar' : 'Selecione o estado'}
          loading={cidades.isFetching}
          currentLabel={cityLabel ?? savedCityText}
          options={(cidades.data ?? []).map((cidade) => ({ value: String(cidade.id), label: cidade.nome }))}
          onSearch={setTypedCity}
          onPick={(option) => setCityLabel(option?.label)}
        />
      </Grid>
    </Flex>
  );
}
