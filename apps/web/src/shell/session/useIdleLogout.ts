import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, TOAST_DURATION } from '../notify/store';
import { secondsLeft, TICK_SECONDS } from './activity';
import { logout } from './logout';

/**
 * Logs the user out after 30 minutes without requests (spec part 1 §4): the countdown is checked
 * every tick; at zero the session ends and the warning of §8 shows for 30 s.
 */
export function useIdleLogout() {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (secondsLeft() > 0) return;
      window.clearInterval(timer);
      notify('warning', t('session.idle'), { title: t('session.idleTitle'), duration: TOAST_DURATION.sessionClosed });
      void logout();
    }, TICK_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [t]);
}
