import { Alert, CheckboxField, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { permissoesDaArea, usuarioLoginMax, usuarioNomeMax, usuarioSessaoOpcoes, type PointType } from '@ocupacional/shared';
import { useWatch } from 'react-hook-form';
import { CheckboxInput } from '../../../ui/form/checkbox-input';
import { MaskedInput } from '../../../ui/form/masked-input';
import { SelectInput } from '../../../ui/form/select-input';
import { TextInput } from '../../../ui/form/text-input';
import { useFormField } from '../../../ui/form/use-form-field';

const sessaoOptions = usuarioSessaoOpcoes.map((opcao) => ({ value: opcao.value, label: opcao.label }));

/** The permission checkbox groups of an area ('Consultas', 'ASO', 'eSocial'…), each option '559 - Excluir…'. */
function permissionGroups(pointType: PointType) {
  const groups = new Map<string, { value: number; label: string }[]>();
  for (const permissao of permissoesDaArea(pointType)) {
    const options = groups.get(permissao.grupo) ?? [];
    options.push({ value: permissao.numero, label: `${permissao.numero} - ${permissao.rotulo}` });
    groups.set(permissao.grupo, options);
  }
  return [...groups];
}

/** The permission numbers as checkbox groups; the form holds every chosen number, whatever its group. */
function PermissionGroups({ groups }: { readonly groups: ReturnType<typeof permissionGroups> }) {
  const { field, errorMessage } = useFormField('acesso_permissao');
  const chosen = new Set((field.value as number[] | undefined) ?? []);
  const toggle = (numero: number, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(numero);
    else next.delete(numero);
    field.onChange([...next].sort((a, b) => a - b));
  };
  return (
    <Flex direction="column" gap="small" data-testid="usuario-permissoes">
      {groups.map(([grupo, options]) => (
        <Flex key={grupo} direction="column" gap="xxs">
          <Heading level={6}>{grupo}</Heading>
          {options.map((option) => (
            <CheckboxField
              key={option.value}
              name={`acesso_permissao-${option.value}`}
              label={option.label}
              size="small"
              value={String(option.value)}
              checked={chosen.has(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              data-testid={`usuario-permissao-${option.value}`}
            />
          ))}
        </Flex>
      ))}
      {errorMessage ? (
        <Text fontSize="small" color="font.error">
          {errorMessage}
        </Text>
      ) : null}
    </Flex>
  );
}

/**
 * The fields of a user (issue 14): name, CPF, e-mail, login name, session length, administrator, active, and the
 * permission numbers of the user's area as checkbox groups (hidden for an administrator, who passes every check).
 * No password field: the server generates it and e-mails it.
 */
export function UsuarioFields({ pointType }: { readonly pointType: PointType }) {
  const isAdm = useWatch({ name: 'is_adm' }) as unknown;
  const administrador = isAdm === 1 || isAdm === true;
  const groups = permissionGroups(pointType);
  return (
    <Flex direction="column" gap="small">
      <Flex gap="small" wrap="wrap">
        <TextInput name="nome" label="Nome" required maxLength={usuarioNomeMax} />
        <MaskedInput name="cpf" label="CPF" mask="cpf" required />
      </Flex>
      <Flex gap="small" wrap="wrap">
        <TextInput name="email" label="Email" type="email" required maxLength={100} />
        <TextInput name="usuario" label="Usuário" required maxLength={usuarioLoginMax} />
        <SelectInput name="sessao" label="Duração da sessão" options={sessaoOptions} />
      </Flex>
      <Text fontSize="small" color="font.secondary">
        A senha é gerada pelo sistema e enviada para o email do usuário ao salvar um novo usuário ou em &quot;Reenviar senha&quot;.
      </Text>
      <Flex gap="large" wrap="wrap">
        <CheckboxInput name="is_adm" label="Administrador" />
        <CheckboxInput name="ativo" label="Ativo" />
      </Flex>
      {administrador ? (
        <Alert variation="info" data-testid="usuario-adm-info">
          O administrador tem acesso a todas as funções da área.
        </Alert>
      ) : groups.length === 0 ? (
        <Text fontSize="small" color="font.secondary" data-testid="usuario-sem-permissoes">
          Essa área não tem permissões específicas: o usuário acessa todas as telas da área, e o administrador também.
        </Text>
      ) : (
        <PermissionGroups groups={groups} />
      )}
    </Flex>
  );
}
