import { Outlet, useParams } from 'react-router-dom';
import { useArea } from '../../lib/area-context';
import { MissingAddressPage } from '../pages/missing-address-page';
import { isTenantSegment } from '../routes/tables';

/** The '/{tenant}' level of a per-tenant area: an address without a usable tenant is incomplete (spec 1 §2). */
export function TenantLayout() {
  const area = useArea();
  const { tenant = '' } = useParams();
  if (!isTenantSegment(area, tenant)) return <MissingAddressPage />;
  return <Outlet />;
}
