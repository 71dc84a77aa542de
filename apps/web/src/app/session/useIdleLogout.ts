import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { secondsLeft, TICK_SECONDS } from './activity';
import { logout } from './logout';

/** Logs the user out after 30 minutes without requests (spec part 1 §4). */
export function useIdleLogout() {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (secondsLeft() <= 0) {
        window.clearInterval(timer);
        void logout(t('session.idle'));
      }
    }, TICK_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [t]);
}
