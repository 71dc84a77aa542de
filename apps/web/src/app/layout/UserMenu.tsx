import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Check from '@mui/icons-material/Check';
import Logout from '@mui/icons-material/Logout';
import type { SessionUser } from '@pb/contract';
import { changeLanguage, LANGUAGES } from '../../i18n';
import { logout } from '../../shell/session/logout';
import { fullName } from '../../shell/session/userName';

export function UserMenu({ usuario }: { usuario: SessionUser }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  // On a phone the top bar has no room for the language select: it moves into this menu.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = fullName(usuario);
  const close = () => setAnchor(null);
  const languageItems = phone
    ? [
        <Divider key="divider" />,
        <ListSubheader key="language">{t('common.language')}</ListSubheader>,
        ...LANGUAGES.map((lng) => (
          <MenuItem
            key={lng}
            lang={lng}
            selected={i18n.language === lng}
            onClick={() => {
              close();
              void changeLanguage(lng);
            }}
          >
            <ListItemIcon>{i18n.language === lng && <Check fontSize="small" />}</ListItemIcon>
            {t(`languages.${lng}`)}
          </MenuItem>
        )),
        <Divider key="divider-end" />,
      ]
    : [];
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
        aria-label={`${t('layout.userMenu')}: ${name}`}
        startIcon={<Avatar sx={{ width: 28, height: 28, bgcolor: 'secondary.main', color: 'primary.main', fontSize: 14 }}>{name.charAt(0).toUpperCase()}</Avatar>}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        <Box component="span" data-testid="user-name" sx={{ display: { xs: 'none', sm: 'inline' }, maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </Box>
      </Button>
      <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={Link} to="/account" onClick={close}>
          <ListItemIcon>
            <AccountCircle fontSize="small" />
          </ListItemIcon>
          {t('layout.account')}
        </MenuItem>
        {languageItems}
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('layout.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
