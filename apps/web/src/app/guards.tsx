import { PATHS } from '@coaching/contract';
import type { Role } from '@coaching/contract';
import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../auth/auth-provider.js';
import { returnPath, roleHome } from '../auth/role-home.js';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }} role="status" aria-label={t('loading')}>
      <CircularProgress />
    </Box>
  );
}

/** Visitors only: a signed-in user is sent to the home of their role. */
export function PublicOnly() {
  const { status, user } = useAuth();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated' && user) return <Navigate to={roleHome(user.role)} replace />;
  return <Outlet />;
}

/** Signed-in users of these roles only; visitors go to sign in and come back here afterwards. */
export function RequireRole({ roles }: { roles: Role[] }) {
  const { status, user, notice } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullPageSpinner />;
  if (status !== 'authenticated' || !user) {
    // After a deliberate logout there is nowhere to come back to; after anything else there is.
    if (notice?.reason !== 'logged-out') returnPath.remember(`${location.pathname}${location.search}`);
    return <Navigate to={PATHS.signInPrompt} replace />;
  }
  if (!roles.includes(user.role)) return <Navigate to={roleHome(user.role)} replace />;
  return <Outlet />;
}

/** /dashboard: the role's home, or sign-in. */
export function DashboardRedirect() {
  const { status, user } = useAuth();
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated' && user && ['admin', 'coach', 'client'].includes(user.role)) {
    return <Navigate to={roleHome(user.role)} replace />;
  }
  return <Navigate to={PATHS.signInPrompt} replace />;
}
