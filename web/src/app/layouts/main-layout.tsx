import { Flex, Heading, Link as AmplifyLink, Text, View } from '@aws-amplify/ui-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, Navigate, Outlet, useLocation, useMatches, useNavigate, useParams } from 'react-router-dom';
import { sessionQueryKey, useSession } from '../../lib/session';
import { SessionCountdown } from '../../features/auth/components/session-countdown';
import { useMenu } from '../../features/shell/api/get-menu';
import { AreaFooter } from '../../features/shell/components/area-footer';
import { MainMenu } from '../../features/shell/components/main-menu';
import { TestEnvironmentBanner } from '../../features/shell/components/test-environment-banner';
import { Logo } from '../../ui/logo';
import { areaLabel } from '../../lib/area';
import { useArea } from '../../lib/area-context';
import type { RouteHandle } from '../routes/route-tree';
import { areaBase, defaultRouteName, loginUrl, urlFor } from '../routes/tables';

/**
 * The page shell of every route behind the session (spec 1 §2 main layout, spec 3 §2.3): the test-environment
 * banner, the header (logo, area, client, menu with badges, point and user names, session time left, logout), a
 * breadcrumb and the route's title, the page, and the footer.
 */
export function MainLayout() {
  const area = useArea();
  const { tenant } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession(tenant);
  const menu = useMenu(tenant);
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const home = urlFor(area, defaultRouteName[area], { tenant });

  // The session ran out: forget it (the login would otherwise see it in the cache and send the user back here).
  const expired = useCallback(() => {
    queryClient.setQueryData(sessionQueryKey(tenant), null);
    navigate(loginUrl(area, tenant, `${location.pathname}${location.search}`), { replace: true });
  }, [area, tenant, location.pathname, location.search, navigate, queryClient]);

  // The loader saw a session; it may end while the page is open (a 401 elsewhere, logout in another tab).
  if (session.data === null) return <Navigate to={loginUrl(area, tenant, location.pathname)} replace />;
  const user = session.data?.usuario;
  const clientName = session.data?.cliente.nome;

  return (
    <div className="oc-page">
      <TestEnvironmentBanner tenant={tenant} />
      {/* Only for a logged user with a point (spec 1 §6). */}
      {user?.point ? (
        <View as="header" className="oc-header" paddingInline="medium" paddingBlock="small" data-testid="header">
          <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
            <Flex alignItems="center" gap="small">
              <Link to={home} aria-label="Início">
                <Logo />
              </Link>
              <Flex direction="column" gap="0">
                <Text fontWeight="bold" data-testid="area-label">
                  {areaLabel(area)}
                </Text>
                <Text fontSize="small" color="font.secondary" data-testid="client-name">
                  {clientName}
                </Text>
              </Flex>
            </Flex>
            <Flex direction="column" alignItems="flex-end" gap="0">
              <Text fontWeight="bold" data-testid="user-name">
                {user.nome}
              </Text>
              <Text fontSize="small" data-testid="point-name">
                {user.point.nome}
              </Text>
              <Flex gap="small" alignItems="center">
                <SessionCountdown expiraEm={user.expira_em} onExpired={expired} />
                <AmplifyLink as={Link} to={urlFor(area, `${area}.logout`, { tenant })} fontSize="small" data-testid="logout-link">
                  Sair
                </AmplifyLink>
              </Flex>
            </Flex>
          </Flex>
          <View marginTop="xs">
            <MainMenu items={menu.data ?? []} hrefOf={(rota) => `${areaBase(area, tenant)}/${rota.replace(/^\//, '')}`} />
          </View>
        </View>
      ) : null}
      <View as="main" className="oc-page__main" padding="medium">
        <Flex as="nav" aria-label="Trilha" gap="xs" fontSize="small" marginBottom="xs" data-testid="breadcrumb">
          <AmplifyLink as={Link} to={home}>
            Início
          </AmplifyLink>
          {handle?.title && location.pathname !== home ? (
            <>
              <Text as="span">/</Text>
              <Text as="span">{handle.title}</Text>
            </>
          ) : null}
        </Flex>
        {handle?.title ? (
          <Heading level={2} marginBottom="medium" data-testid="page-title">
            {handle.title}
          </Heading>
        ) : null}
        <Outlet />
      </View>
      <AreaFooter clientName={clientName} />
    </div>
  );
}
