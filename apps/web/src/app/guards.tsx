import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import type { Role } from '@rekon/contracts';
import { Button } from '../components/ui/button';
import { FullScreenMessage } from '../components/ui/full-screen-message';
import { ipCheckQuery } from '../features/whitelist/api/check-ip';
import { messageOf } from '../lib/api-client';
import { useAuth } from '../lib/auth';
import { FirstPasswordChange } from './shell/first-password-change';
import { AppLayout } from './shell/app-layout';

export const SIGNIN_PATH = '/signin';
export const DENIED_PATH = '/not-found';

/**
 * The gate before every page: our own server says whether this client's IP is whitelisted. A refusal, a
 * missing answer or anything but "Success" goes to /notfound.
 */
export function IpGate() {
  const check = useQuery(ipCheckQuery);
  if (check.isPending) return <FullScreenMessage busy>Checking IP whitelist...</FullScreenMessage>;
  if (check.isError || check.data.message !== 'Success') return <Navigate to="/notfound" replace />;
  return <Outlet />;
}

/** Waits for the session; a signed-out visitor goes to /signin with the history entry replaced. */
export function RequireAuth() {
  const { me, isLoading, error, refresh } = useAuth();
  if (isLoading) return <FullScreenMessage busy>Memuat...</FullScreenMessage>;
  if (error) {
    return (
      <FullScreenMessage>
        <p role="alert" className="mb-4">
          {messageOf(error)}
        </p>
        <Button onClick={() => void refresh()}>Try again</Button>
      </FullScreenMessage>
    );
  }
  if (!me) return <Navigate to={SIGNIN_PATH} replace />;
  // The bootstrap admin's generated password must go first: the server refuses everything else until then.
  if (me.must_change_password) return <FirstPasswordChange me={me} />;
  return <AppLayout />;
}

/**
 * Lets through only the listed roles (and, when given, one website); anyone else goes to /not-found with
 * the history entry replaced.
 */
export function RequireRole({ roles, website }: { roles: readonly Role[]; website?: string }) {
  const { me } = useAuth();
  const allowed = me !== null && roles.includes(me.account_role) && (!website || me.website_code === website);
  return allowed ? <Outlet /> : <Navigate to={DENIED_PATH} replace />;
}

/** The sign-in page is for signed-out visitors; a signed-in one goes home. */
export function RedirectSignedIn() {
  const { me, isLoading } = useAuth();
  if (isLoading) return <FullScreenMessage busy>Memuat...</FullScreenMessage>;
  return me ? <Navigate to="/" replace /> : <Outlet />;
}
