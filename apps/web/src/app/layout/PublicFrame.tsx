import type { ReactNode } from 'react';
import { useT } from '../../i18n/core';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { LanguageSelect } from '../../components/LanguageSelect';
import { Footer } from './Footer';

/** Frame of the public pages (landing, login) and of error pages seen without a session. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      {/* AppBar's look (primary colour, elevation 4) without its module: the login page's JavaScript stays under 200 KB gzip (issue 33). */}
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', boxShadow: 4 }}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
            {t('base')}
          </Typography>
          <LanguageSelect color="inherit" />
        </Toolbar>
      </Box>
      <Box component="main" id="main-content" sx={{ flexGrow: 1, p: { xs: 2, md: 4 } }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
