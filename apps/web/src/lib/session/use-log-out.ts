import { LOGOUT_POPUP_CLOSE_MS, PUBLIC_ROUTES } from '@seller-tools/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from './sign-out';

/**
 * Spec §4 logout: signs out, shows the "Logging out…" popup for LOGOUT_POPUP_CLOSE_MS, then goes to
 * /login. The popup only lasts that long: the browser side is already cleared when it opens.
 */
export function useLogOut(): { isLoggingOut: boolean; logOut: () => void } {
  const navigate = useNavigate();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const logOut = () => {
    if (isLoggingOut) return;
    setIsLoggingOut(true);
    void signOut();
    timer.current = window.setTimeout(() => {
      setIsLoggingOut(false);
      navigate(PUBLIC_ROUTES.login, { replace: true });
    }, LOGOUT_POPUP_CLOSE_MS);
  };

  return { isLoggingOut, logOut };
}
