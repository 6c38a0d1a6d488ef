import { Flex, SwitchField } from '@aws-amplify/ui-react';
import type { LtcatConteudo } from '@ocupacional/shared';
import { useSaveLtcatConteudo } from '../api/ltcat-conteudos';

/**
 * A section's switches (spec 3 §2.3 'Ocultar Items no Documento'): Ocultar hides the whole section in the LTCAT
 * document; Ocultar texto hides its title and text and keeps what the generator adds. Each change saves at once
 * (permission 569; without it they show the state, disabled).
 */
export function VisibilidadeSwitches({ conteudo, mayEdit }: { readonly conteudo: LtcatConteudo; readonly mayEdit: boolean }) {
  const save = useSaveLtcatConteudo();
  const change = (patch: { ocultar?: 0 | 1; ocultar_texto?: 0 | 1 }) =>
    save
      .mutateAsync({ id: conteudo.id, versao: conteudo.versao, ocultar: conteudo.ocultar, ocultar_texto: conteudo.ocultar_texto, ...patch })
      .catch(() => undefined); // the HTTP client has shown the answer; the list refreshes either way
  const disabled = !mayEdit || save.isPending;
  return (
    <Flex gap="medium" wrap="nowrap">
      <SwitchField
        label="Ocultar"
        size="small"
        isChecked={conteudo.ocultar === 1}
        isDisabled={disabled}
        onChange={(event) => void change({ ocultar: event.target.checked ? 1 : 0 })}
        data-testid={`ocultar-${conteudo.chave ?? conteudo.id}`}
      />
      <SwitchField
        label="Ocultar texto"
        size="small"
        isChecked={conteudo.ocultar_texto === 1}
        isDisabled={disabled || conteudo.ocultar === 1}
        onChange={(event) => void change({ ocultar_texto: event.target.checked ? 1 : 0 })}
        data-testid={`ocultar-texto-${conteudo.chave ?? conteudo.id}`}
      />
    </Flex>
  );
}
