import { Alert } from '@aws-amplify/ui-react';
import { useParams } from 'react-router-dom';
import { webPaths } from '../../../lib/paths';
import { PageLoader } from '../../../ui/page-loader';
import { Tabs } from '../../../ui/tabs';
import { EmpresaEmailsTab } from '../../empresa-emails/components/empresa-emails-tab';
import { EmpresaEstruturaTab } from '../../empresa-estrutura/components/empresa-estrutura-tab';
import { FuncionarioImportacaoTab } from '../../funcionario-importacao/components/funcionario-importacao-tab';
import { PointUsuariosTab } from '../../usuarios/components/point-usuarios-tab';
import { empresasApi } from '../api/empresas';
import { EmpresaDadosForm } from './empresa-dados-form';
import { EmpresaEsocialTab } from './empresa-esocial-tab';

/**
 * Create (empresas/cadastrar) or edit (empresas/editar/{id}) a client company (issue 14): the record's tab and, once
 * saved, its work fronts, GHEs and PCMSO, portal users, e-mail contacts, the employee import and its eSocial
 * settings. A 404 goes back to the list (spec 1 §8).
 */
export function EmpresaFormPage() {
  const { id } = useParams();
  const record = empresasApi.useOne(id, `/${webPaths.empresas}`);
  if (id && record.isPending) return <PageLoader />;
  if (id && !record.data) return <Alert variation="error">Não foi possível carregar o cadastro da empresa.</Alert>;
  const empresa = record.data;
  const saved = Boolean(id && empresa);
  return (
    <Tabs
      key={id ?? 'nova'}
      isLazy
      items={[
        { value: 'dados', label: 'Dados da Empresa', content: <EmpresaDadosForm key={id ?? 'nova'} empresa={empresa} /> },
        { value: 'estrutura', label: 'Frentes, GHE e PCMSO', content: saved ? <EmpresaEstruturaTab empresaId={id ?? ''} /> : null, hidden: !saved },
        {
          value: 'usuarios',
          label: 'Usuários',
          content: saved ? <PointUsuariosTab pointType="empresa" pointId={id ?? ''} pointNome={empresa?.nome ?? ''} /> : null,
          hidden: !saved,
        },
        { value: 'emails', label: 'E-mails', content: saved ? <EmpresaEmailsTab empresaId={id ?? ''} /> : null, hidden: !saved },
        {
          value: 'importacao',
          label: 'Importar Funcionários',
          content: saved ? <FuncionarioImportacaoTab empresaId={id ?? ''} /> : null,
          hidden: !saved,
        },
        { value: 'esocial', label: 'eSocial', content: saved ? <EmpresaEsocialTab empresaId={id ?? ''} /> : null, hidden: !saved },
      ]}
    />
  );
}
