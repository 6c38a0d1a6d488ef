import { Alert } from '@aws-amplify/ui-react';
import { useParams } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import { PageLoader } from '../../../ui/page-loader';
import { Tabs } from '../../../ui/tabs';
import { useMeuCadastro } from '../api/get-meu-cadastro';
import { toMeuCadastroValues } from '../utils/meu-cadastro-values';
import { EmailsTab } from './emails-tab';
import { InformacoesForm } from './informacoes-form';

/**
 * Meu Cadastro (spec 1 §2): the company's tabs 'Informações Cadastrais' and 'Emails' (the e-mails only once the
 * record is saved); the clinic and the partner have 'Informações Cadastrais' only.
 */
export function MeuCadastroPage() {
  const { tenant } = useParams();
  const session = useSession(tenant);
  const record = useMeuCadastro(tenant);
  if (record.isPending || session.isPending) return <PageLoader />;
  if (!record.data) return <Alert variation="error">Não foi possível carregar o seu cadastro.</Alert>;
  const empresa = session.data?.usuario.point.type === 'empresa';
  const parceiro = session.data?.usuario.point.type === 'parceiro';
  return (
    <Tabs
      isLazy
      items={[
        {
          value: 'informacoes',
          label: 'Informações Cadastrais',
          content: (
            <InformacoesForm
              initial={toMeuCadastroValues(record.data)}
              empresa={empresa}
              {...(parceiro ? { titulo: 'Dados do Parceiro' } : {})}
            />
          ),
        },
        { value: 'emails', label: 'Emails', content: <EmailsTab />, hidden: !empresa || !record.data.id },
      ]}
    />
  );
}
