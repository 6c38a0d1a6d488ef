import { Alert, Card, Flex, Heading, Link as AmplifyLink, View } from '@aws-amplify/ui-react';
import { passwordResetLinkInvalidMessage, resetPasswordTitle } from '@ocupacional/shared';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { useArea } from '../../lib/area-context';
import { Logo } from '../../ui/logo';
import { urlFor } from '../routes/tables';

/** 'Redefinir Senha' (issue 12): where the recovery e-mail's link leads, '{area}/redefinir-senha?token=…'. */
export function ResetPasswordPage() {
  const area = useArea();
  const { tenant } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const loginLink = (
    <AmplifyLink as={Link} to={urlFor(area, `${area}.login`, { tenant })} fontSize="small">
      Voltar para o login
    </AmplifyLink>
  );

  return (
    <div className="oc-page">
      <View as="main" className="oc-page__main" padding="large">
        <Card variation="elevated" maxWidth="26rem" margin="2rem auto" padding="large" data-testid="reset-password-page">
          <Flex direction="column" gap="medium">
            <Flex alignItems="center" gap="small">
              <Logo size={44} />
              <Heading level={3}>{resetPasswordTitle}</Heading>
            </Flex>
            {token ? (
              <ResetPasswordForm token={token} tenant={tenant} loginHref={loginLink} />
            ) : (
              <Flex direction="column" gap="medium">
                <Alert variation="error">{passwordResetLinkInvalidMessage}</Alert>
                {loginLink}
              </Flex>
            )}
          </Flex>
        </Card>
      </View>
    </div>
  );
}
