import { Tabs } from '../../../ui/tabs';
import { ConclusoesTecnicasTab } from './conclusoes-tecnicas-tab';
import { OcultarItensTab } from './ocultar-itens-tab';

/** LTCAT › Configurações (web route ltcat/configuracao; spec 3 §2.3): Conclusão Técnica and Ocultar Items no Documento. */
export function LtcatConfiguracaoPage() {
  return (
    <div data-testid="ltcat-configuracao-page">
      <Tabs
        isLazy
        items={[
          { value: 'conclusao', label: 'Conclusão Técnica', content: <ConclusoesTecnicasTab /> },
          { value: 'ocultar', label: 'Ocultar Items no Documento', content: <OcultarItensTab /> },
        ]}
      />
    </div>
  );
}
