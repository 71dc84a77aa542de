import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import type { SessionUser } from '@pb/contract';
import { logout } from '../session/logout';
import { fullName } from './userName';

export function UserMenu({ usuario }: { usuario: SessionUser }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = fullName(usuario);
  const close = () => setAnchor(null);
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
