import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
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
import { changeLanguage, LANGUAGES } from '../../i18n';
import { logout } from '../../shell/session/logout';

/**
 * The user menu's list (account, languages on a phone, sign out): a chunk of its own, which the top
 * bar's button loads when first opened, and the shell at idle after the first screen (decision 076).
 */
export default function UserMenuLista({ anchor, close }: { anchor: HTMLElement | null; close: () => void }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  // On a phone the top bar has no room for the language select: it moves into this menu.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
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
  );
}
