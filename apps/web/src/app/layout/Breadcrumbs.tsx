import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MenuItem } from '@pb/contract';
import { findEntry, isCurrent } from '../../shell/menu/menuModel';

/** Breadcrumbs from the menu option of the current url (spec part 1 §2 "Shell"). */
export function Breadcrumbs({ menu }: { menu: readonly MenuItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (pathname === '/') return null;
  // Pages outside the menu (the account page) name themselves.
  const entry = findEntry(menu, pathname) ?? (isCurrent('/account', pathname) ? { label: t('layout.account'), section: undefined } : undefined);
  return (
    <MuiBreadcrumbs aria-label={t('layout.breadcrumbs')} sx={{ mb: 2 }}>
      <Link component={RouterLink} to="/" underline="hover" color="inherit">
        {t('common.home')}
      </Link>
      {entry?.section && <Typography color="text.secondary">{entry.section}</Typography>}
      {entry && (
        <Typography color="text.primary" aria-current="page">
          {entry.label}
        </Typography>
      )}
    </MuiBreadcrumbs>
  );
}
