import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { logout } from './session';

/** Logs out (the server revokes the refresh token and clears its cookie) and opens /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    await navigate(paths.login());
  }, [navigate]);
}
