import { Flex, Loader, Text } from '@aws-amplify/ui-react';
import { loggingOutMessage } from '@ocupacional/shared';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { useLogout } from '../../features/auth/api/logout';
import { useConfirmations } from '../../ui/confirm-dialog';
import { useArea } from '../../lib/area-context';
import { defaultRouteName, loginUrl, urlFor } from '../routes/tables';

/**
 * Logout (spec 1 §2): asks for confirmation; on confirm posts the logout, clears the session and shows
 * 'Saindo do sistema...' on the way to the login; on cancel back to the home; without a session, to the login.
 */
export function LogoutPage() {
  const area = useArea();
  const { tenant } = useParams();
  const navigate = useNavigate();
  const confirmations = useConfirmations();
  const session = useSession(tenant);
  const logout = useLogout(tenant);
  const [leaving, setLeaving] = useState(false);
  const hasSession = session.isPending ? undefined : Boolean(session.data);

  useEffect(() => {
    if (hasSession === undefined) return;
    if (!hasSession) {
      navigate(loginUrl(area, tenant), { replace: true });
      return;
    }
    // Under StrictMode the effect runs twice: the first question is answered 'no' by the second and ignored here.
    let current = true;
    void confirmations.logout().then(async (confirmed) => {
      if (!current) return;
      if (!confirmed) {
        navigate(urlFor(area, defaultRouteName[area], { tenant }), { replace: true });
        return;
      }
      setLeaving(true);
      await logout.mutateAsync();
      navigate(loginUrl(area, tenant), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [hasSession]);

  return (
    <Flex direction="column" alignItems="center" justifyContent="center" minHeight="60vh" gap="medium" data-testid="logout-page">
      {leaving ? (
        <>
          <Loader size="large" ariaLabel={loggingOutMessage} />
          <Text fontSize="large">{loggingOutMessage}</Text>
        </>
      ) : null}
    </Flex>
  );
}
