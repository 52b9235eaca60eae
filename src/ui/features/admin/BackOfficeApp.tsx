import { Navigate, NavLink, useRoutes } from 'react-router';
import { useServices } from '../../app/services';
import { GuardGate } from '../auth/GuardGate';
import { usePageTitle } from '../auth/use-page-title';
import { NotFoundPage } from '../errors/NotFoundPage';
import * as styles from './BackOfficeApp.styles';
import { StaffOrderPage } from './StaffOrderPage';
import { StaffOrdersPage } from './StaffOrdersPage';
import { StaffProductsPage } from './StaffProductsPage';
import { StaffAuditLogPage } from './StaffAuditLogPage';

// Route objects (useRoutes, as the storefront's table) rather than <Routes>: the router's JSX route
// reader would otherwise join the storefront's first-route JavaScript.
const PAGES = [
  { index: true, element: <Navigate to="orders" replace /> },
  { path: 'orders', element: <StaffOrdersPage /> },
  { path: 'orders/:id', element: <StaffOrderPage /> },
  { path: 'products', element: <StaffProductsPage /> },
  { path: 'audit-log', element: <StaffAuditLogPage /> },
  { path: '*', element: <NotFoundPage /> },
];

const BackOffice = () => {
  usePageTitle('Back office');
  const page = useRoutes(PAGES);
  return (
    <div css={styles.layout}>
      <nav aria-label="Back office" css={styles.bar}>
        <p>Back office</p>
        <ul>
          <li>
            <NavLink to="/admin/orders">Orders</NavLink>
          </li>
          <li>
            <NavLink to="/admin/products">Products</NavLink>
          </li>
          <li>
            <NavLink to="/admin/audit-log">Changes</NavLink>
          </li>
        </ul>
      </nav>
      {page}
    </div>
  );
};

/**
 * The staff's back office: a visitor signs in first (and comes back here); the back-end answers a
 * customer who is not staff with 403, which each page shows as such. A commerce back-end with an
 * admin of its own (Vendure) has no back office here.
 */
export const BackOfficeApp = () =>
  useServices().capabilities.offers('backOffice') ? (
    <GuardGate guard="customers-only">
      <BackOffice />
    </GuardGate>
  ) : (
    <NotFoundPage />
  );
