import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { MenuItem } from '@pb/contract';
import { MenuIcon } from '../../shell/menu/menuIcons';
import { isCurrent, isSection } from '../../shell/menu/menuModel';

interface LinkProps {
  url: string;
  label: string;
  icon: string | null;
  nested?: boolean;
  onNavigate?: () => void;
}

function MenuLink({ url, label, icon, nested, onNavigate }: LinkProps) {
  const { pathname } = useLocation();
  const current = isCurrent(url, pathname);
  return (
    <ListItemButton
      component={NavLink}
      to={url}
      end
      selected={current}
      onClick={onNavigate}
      sx={{ pl: nested ? 4 : 2 }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <MenuIcon name={icon} fontSize={nested ? 'small' : 'medium'} />
      </ListItemIcon>
      <ListItemText primary={label} />
    </ListItemButton>
  );
}

function MenuSection({ item, onNavigate }: { item: MenuItem; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const containsCurrent = item.submenu.some((child) => isCurrent(child.url, pathname));
  const [open, setOpen] = useState(containsCurrent);
  // Entering a section's page (e.g. from a dashboard card) opens the section.
  const [wasCurrent, setWasCurrent] = useState(containsCurrent);
  if (wasCurrent !== containsCurrent) {
    setWasCurrent(containsCurrent);
    if (containsCurrent) setOpen(true);
  }
  const id = `menu-section-${item.url.replace(/\W/g, '') || item.label}`;
  return (
    <>
      <ListItemButton onClick={() => setOpen((v) => !v)} aria-expanded={open} aria-controls={id}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <MenuIcon name={item.icon} />
        </ListItemIcon>
        <ListItemText primary={item.label} />
        {open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" id={id}>
        <List component="div" disablePadding>
          {item.submenu.map((child) => (
            <MenuLink key={child.url} url={child.url} label={child.label} icon={child.icon ?? null} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** The side menu of the login response: sections expand, items are links, the current one is highlighted. */
export function SideMenu({ menu, onNavigate }: { menu: readonly MenuItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <List component="nav" aria-label={t('layout.mainMenu')}>
      <MenuLink url="/" label={t('common.home')} icon="home" onNavigate={onNavigate} />
      {menu.map((item) =>
        isSection(item) ? (
          <MenuSection key={item.url} item={item} onNavigate={onNavigate} />
        ) : (
          <MenuLink key={item.url} url={item.url} label={item.label} icon={item.icon} onNavigate={onNavigate} />
        ),
      )}
    </List>
  );
}
