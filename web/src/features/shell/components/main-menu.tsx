import { Flex, Menu, MenuItem as AmplifyMenuItem } from '@aws-amplify/ui-react';
import type { MenuItem } from '@ocupacional/shared';
import { NavLink, useNavigate } from 'react-router-dom';

/** The red badge of a menu entry (spec 1 §2), hidden at zero. */
function CountBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <span className="oc-badge-count" data-testid="menu-badge" aria-label={`${count} pendente(s)`}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The sum of an entry's badge and its sub-items' badges, for the entry that opens a sub-menu. */
function totalBadge(item: MenuItem): number {
  return (item.badge ?? 0) + (item.itens ?? []).reduce((sum, sub) => sum + totalBadge(sub), 0);
}

/**
 * The top navigation built from usuario/menu (spec 1 §2): links for entries with a route, a drop-down for entries
 * with sub-items, each with its red badge count.
 */
export function MainMenu({ items, hrefOf }: { items: readonly MenuItem[]; hrefOf: (rota: string) => string }) {
  const navigate = useNavigate();
  return (
    <Flex as="nav" aria-label="Menu principal" gap="xxs" wrap="wrap" alignItems="center" data-testid="main-menu">
      {items.map((item) =>
        item.itens?.length ? (
          <Menu
            key={item.id}
            trigger={
              <button type="button" className="oc-menu-link amplify-button amplify-button--link">
                {item.titulo}
                <CountBadge count={totalBadge(item)} />
              </button>
            }
          >
            {item.itens.map((sub) => (
              <AmplifyMenuItem key={sub.id} isDisabled={!sub.rota} onClick={() => sub.rota && navigate(hrefOf(sub.rota))}>
                {sub.titulo}
                <CountBadge count={sub.badge} />
              </AmplifyMenuItem>
            ))}
          </Menu>
        ) : item.rota ? (
          <NavLink key={item.id} to={hrefOf(item.rota)} className="oc-menu-link" end>
            {item.titulo}
            <CountBadge count={item.badge} />
          </NavLink>
        ) : null,
      )}
    </Flex>
  );
}
