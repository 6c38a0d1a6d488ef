import { Flex, Heading, Link as AmplifyLink, Text, View } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useConfig } from '../../features/shell/api/get-config';
import { AreaFooter } from '../../features/shell/components/area-footer';
import { Logo } from '../../ui/logo';
import { useArea } from '../../lib/area-context';
import { urlFor } from '../routes/tables';

/** The rights of the data subject, Lei nº 13.709/2018 (LGPD), art. 18. */
const lgpdRights = [
  'confirmação da existência de tratamento;',
  'acesso aos dados;',
  'correção de dados incompletos, inexatos ou desatualizados;',
  'anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a LGPD;',
  'portabilidade dos dados a outro fornecedor de serviço ou produto, mediante requisição expressa;',
  'eliminação dos dados pessoais tratados com o consentimento do titular, exceto nas hipóteses previstas no art. 16 da LGPD;',
  'informação das entidades públicas e privadas com as quais o controlador realizou uso compartilhado de dados;',
  'informação sobre a possibilidade de não fornecer consentimento e sobre as consequências da negativa;',
  'revogação do consentimento, nos termos do § 5º do art. 8º da LGPD;',
  'oposição a tratamento realizado com fundamento em uma das hipóteses de dispensa de consentimento, em caso de descumprimento da LGPD;',
  'revisão de decisões tomadas unicamente com base em tratamento automatizado de dados pessoais.',
];

function Section({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <View as="section" data-testid="privacy-section">
      <Heading level={3} marginBottom="small">
        {number}. {title}
      </Heading>
      <Flex direction="column" gap="small">
        {children}
      </Flex>
    </View>
  );
}

/** The public privacy policy (spec 3 §2.2): 10 sections, the data subject's rights under the LGPD. */
export function PrivacyPolicyPage() {
  const area = useArea();
  const { tenant } = useParams();
  const config = useConfig(tenant);
  const controller = config.data?.cliente?.nome ?? 'o prestador de serviços de saúde e segurança do trabalho';

  return (
    <div className="oc-page">
      <View as="main" className="oc-page__main" padding="large">
        <Flex direction="column" gap="large" maxWidth="52rem" margin="0 auto" data-testid="privacy-policy">
          <Flex alignItems="center" gap="small">
            <Logo />
            <Heading level={1}>Política de Privacidade</Heading>
          </Flex>
          <Text>
            Esta política explica como o sistema Ocupacional trata os dados pessoais de trabalhadores, usuários e
            representantes de empresas e clínicas, em conformidade com a Lei Geral de Proteção de Dados Pessoais (Lei
            nº 13.709/2018 — LGPD).
          </Text>

          <Section number={1} title="Quem somos e a quem esta política se aplica">
            <Text>
              O sistema é operado por {controller}, controlador dos dados pessoais tratados para a gestão de saúde e
              segurança do trabalho de seus clientes. Esta política se aplica a todos os que acessam o sistema:
              operadores, empresas clientes, clínicas credenciadas e parceiros.
            </Text>
          </Section>

          <Section number={2} title="Dados pessoais que tratamos">
            <Text>
              Dados cadastrais (nome, CPF, RG, data de nascimento, sexo, endereço, telefones, e-mail), dados
              funcionais (empresa, função, setor, matrícula, PIS, CTPS), dados de saúde ocupacional (exames,
              atestados de saúde ocupacional — ASO, resultados e aptidão) e dados de acesso (usuário, data e hora de
              acesso, endereço IP).
            </Text>
          </Section>

          <Section number={3} title="Finalidades do tratamento">
            <Text>
              Agendar e realizar exames ocupacionais, emitir e liberar ASO, manter o PCMSO, o LTCAT e demais
              programas, enviar os eventos de saúde e segurança ao eSocial, comunicar resultados às empresas e
              garantir a segurança do acesso ao sistema.
            </Text>
          </Section>

          <Section number={4} title="Bases legais">
            <Text>
              Cumprimento de obrigação legal ou regulatória (NR-7, NR-9, eSocial), execução de contrato, tutela da
              saúde em procedimento realizado por profissionais de saúde (art. 11, II, f, da LGPD), exercício regular
              de direitos e, quando necessário, o consentimento do titular.
            </Text>
          </Section>

          <Section number={5} title="Compartilhamento de dados">
            <Text>
              Os dados são compartilhados apenas com quem participa do atendimento: a empresa empregadora, as clínicas
              credenciadas e os laboratórios parceiros, os órgãos públicos quando a lei exige (como o eSocial) e os
              prestadores de infraestrutura tecnológica contratados, sempre na medida necessária.
            </Text>
          </Section>

          <Section number={6} title="Armazenamento e segurança">
            <Text>
              Os dados ficam em infraestrutura de nuvem com criptografia em trânsito e em repouso, controle de acesso
              por perfil e permissão, sessões com tempo limitado e registro das operações. Senhas são guardadas
              cifradas e nunca são exibidas.
            </Text>
          </Section>

          <Section number={7} title="Retenção dos dados">
            <Text>
              Os dados são mantidos pelo tempo exigido pela legislação trabalhista e previdenciária (por exemplo, o
              prontuário clínico por no mínimo 20 anos, conforme a NR-7) e, depois disso, eliminados ou anonimizados.
            </Text>
          </Section>

          <Section number={8} title="Direitos do titular (LGPD, art. 18)">
            <Text>O titular dos dados pessoais tem direito a obter do controlador, a qualquer momento e mediante requisição:</Text>
            <View as="ul" paddingInlineStart="large" data-testid="lgpd-rights">
              {lgpdRights.map((right) => (
                <li key={right}>
                  <Text as="span">{right}</Text>
                </li>
              ))}
            </View>
          </Section>

          <Section number={9} title="Cookies">
            <Text>
              Usamos apenas cookies necessários ao funcionamento: o cookie de sessão, que mantém o usuário
              autenticado e não pode ser lido por scripts da página, e o cookie com a versão do sistema. Não usamos
              cookies de publicidade.
            </Text>
          </Section>

          <Section number={10} title="Contato e atualizações desta política">
            <Text>
              Solicitações sobre dados pessoais podem ser feitas ao encarregado pelo tratamento de dados (DPO) de{' '}
              {controller}, pelos canais de atendimento informados em contrato. Esta política pode ser atualizada; a
              versão vigente está sempre nesta página.
            </Text>
          </Section>

          <AmplifyLink as={Link} to={urlFor(area, `${area}.login`, { tenant })}>
            Voltar ao acesso
          </AmplifyLink>
        </Flex>
      </View>
      <AreaFooter clientName={config.data?.cliente?.nome} />
    </div>
  );
}
