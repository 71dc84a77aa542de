import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { etiquetarMenu } from '../../i18n/etiquetas';
import type { Session } from '../../shell/session/store';
import { useIdleLogout } from '../../shell/session/useIdleLogout';
import { useMenuRefresh } from '../../shell/session/useMenuRefresh';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { usePrecargarListas } from './precargarListas';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

const DRAWER_WIDTH = 280;

/** The signed-in shell: top bar, side menu, breadcrumbs, the page, footer. */
export function AppLayout({ session, children }: { session: Session; children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const menu = useMemo(() => etiquetarMenu(t, session.menu), [t, session.menu]);
  useIdleLogout();
  useMenuRefresh();
  usePrecargarListas(session.menu);

  const open = desktop ? desktopOpen : mobileOpen;
  const toggle = () => (desktop ? setDesktopOpen((v) => !v) : setMobileOpen((v) => !v));
  const closeMobile = desktop ? undefined : () => setMobileOpen(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <a href="#main-content" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <TopBar usuario={session.usuario} menuOpen={open} onToggleMenu={toggle} />
      <Drawer
        id="side-menu"
        variant={desktop ? 'persistent' : 'temporary'}
        open={open}
        onClose={closeMobile}
        // On a phone the menu stays mounted while closed: it opens at once, with its sections as left.
        ModalProps={{ keepMounted: true }}
        sx={{ width: desktop && open ? DRAWER_WIDTH : 0, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
      >
        <Toolbar />
        <SideMenu menu={menu} onNavigate={closeMobile} />
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box component="main" id="main-content" tabIndex={-1} sx={{ p: { xs: 2, md: 3 }, flexGrow: 1, outline: 'none' }}>
          <Breadcrumbs menu={menu} />
          {children}
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
