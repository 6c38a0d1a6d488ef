import { Alert, Button, Flex, Grid, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { fieldLimits, ltcatConteudoTipos, recordSavedMessage, type LtcatConteudo } from '@ocupacional/shared';
import { useState } from 'react';
import { Modal } from '../../../ui/modal';
import { useNotify } from '../../../ui/notifications';
import { useSaveLtcatConteudo } from '../api/ltcat-conteudos';
import { ConteudoPreview } from './conteudo-preview';

/** The placeholders the document generator fills (data/ltcat-modelo-padrao.ts), offered as a hint. */
export const ltcatPlaceholders = [
  'empresa.razao_social', 'empresa.cnpj', 'empresa.endereco', 'empresa.cnae', 'empresa.grau_risco', 'fdt.nome',
  'ltcat.data', 'ltcat.vencimento', 'ltcat.revisao', 'ltcat.revisao_descricao', 'ltcat.obs', 'data_emissao',
  'responsavel.nome', 'responsavel.conselho', 'responsavel.registro', 'responsavel.uf', 'prestador.nome', 'prestador.cnpj',
] as const; // prettier-ignore

/**
 * The editor of a model section (spec 3 §2.3 "editor with preview"): title and HTML beside the preview. Only tipo 0
 * sections are editable (spec 3 §4); a generated section opens read only. The server sanitizes what is saved.
 */
export function LtcatConteudoEditor({ conteudo, mayEdit, onClose }: { conteudo: LtcatConteudo; mayEdit: boolean; onClose: () => void }) {
  const notify = useNotify();
  const save = useSaveLtcatConteudo();
  const [titulo, setTitulo] = useState(conteudo.titulo);
  const [html, setHtml] = useState(conteudo.html);
  const editavel = mayEdit && conteudo.tipo === ltcatConteudoTipos.texto;

  async function salvar() {
    await save
      .mutateAsync({ id: conteudo.id, versao: conteudo.versao, titulo, html, ocultar: conteudo.ocultar, ocultar_texto: conteudo.ocultar_texto })
      .then(() => {
        notify({ message: recordSavedMessage, variation: 'success', title: 'Sucesso' });
        onClose();
      })
      .catch(() => undefined); // the HTTP client has shown the answer
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={editavel ? 'Editar Conteúdo' : 'Conteúdo'}
      testId="ltcat-conteudo-modal"
      footer={
        <Flex gap="small">
          <Button onClick={onClose}>{editavel ? 'Cancelar' : 'Fechar'}</Button>
          {editavel ? (
            <Button variation="primary" onClick={() => void salvar()} isLoading={save.isPending} loadingText="Salvando..." data-testid="ltcat-conteudo-salvar">
              Salvar
            </Button>
          ) : null}
        </Flex>
      }
    >
      <Flex direction="column" gap="small">
        {conteudo.tipo !== ltcatConteudoTipos.texto ? (
          <Alert variation="info" data-testid="ltcat-conteudo-gerado">
            Esse conteúdo é gerado pelo sistema a partir dos dados do LTCAT e não pode ser editado. Você pode ocultá-lo no documento em Configurações do LTCAT › Ocultar Items no Documento.
          </Alert>
        ) : null}
        <Grid templateColumns={{ base: '1fr', large: '1fr 1fr' }} gap="medium">
          <Flex direction="column" gap="small">
            <TextField label="Título" value={titulo} maxLength={fieldLimits.name} isReadOnly={!editavel} onChange={(event) => setTitulo(event.target.value)} />
            <TextAreaField
              label="Conteúdo (HTML)"
              value={html}
              rows={18}
              isReadOnly={!editavel}
              onChange={(event) => setHtml(event.target.value)}
              descriptiveText={`Campos preenchidos na geração do documento: ${ltcatPlaceholders.map((nome) => `{{${nome}}}`).join(', ')}`}
              data-testid="ltcat-conteudo-html"
            />
          </Flex>
          <ConteudoPreview titulo={titulo} html={html} />
        </Grid>
      </Flex>
    </Modal>
  );
}
