import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import MenuIcon from '@mui/icons-material/Menu';
import Notifications from '@mui/icons-material/Notifications';
import type { SessionUser } from '@pb/contract';
import { LanguageSelect } from '../../components/LanguageSelect';
import { AyudaDeBoton } from './AyudaDeBoton';
import { NotificationsDrawer } from './NotificationsDrawer';
import { UserMenu } from './UserMenu';

interface Props {
  usuario: SessionUser;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

function subscribeFullscreen(listener: () => void) {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}

/** The Fullscreen API; follows Esc and F11 exits too. `supported` is false where the browser has none (iPhone). */
function useFullscreen() {
  const active = useSyncExternalStore(subscribeFullscreen, () => Boolean(document.fullscreenElement), () => false);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled !== false && typeof document.documentElement.requestFullscreen === 'function';
  const toggle = () => {
    const done = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    void done.catch(() => undefined);
  };
  return { active, supported, toggle };
}

export function TopBar({ usuario, menuOpen, onToggleMenu }: Props) {
  const { t } = useTranslation();
  const fullscreen = useFullscreen();
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton color="inherit" edge="start" onClick={onToggleMenu} aria-label={t('layout.toggleMenu')} aria-expanded={menuOpen} aria-controls="side-menu">
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1 }}>
          {t('base')}
        </Typography>
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <LanguageSelect color="inherit" />
        </Box>
        {fullscreen.supported && (
          <AyudaDeBoton texto={t('layout.fullscreen')}>
            <IconButton color="inherit" onClick={fullscreen.toggle} aria-label={t('layout.fullscreen')} aria-pressed={fullscreen.active}>
              {fullscreen.active ? <FullscreenExit /> : <Fullscreen />}
            </IconButton>
          </AyudaDeBoton>
        )}
        <AyudaDeBoton texto={t('layout.notifications')}>
          <IconButton color="inherit" onClick={() => setNotificationsOpen(true)} aria-label={t('layout.notifications')}>
            <Notifications />
          </IconButton>
        </AyudaDeBoton>
        <UserMenu usuario={usuario} />
      </Toolbar>
      <NotificationsDrawer open={notificationsOpen} onClose={() => setNotificationsOpen(false)} />
    </AppBar>
  );
}
