import type { MenuItem } from '@pb/contract';

export interface MenuEntry {
  url: string;
  label: string;
  icon: string | null;
  /** Label of the section the entry belongs to, if any. */
  section?: string;
}

/** An item with a non-empty submenu is a section: its url is not a page. */
export function isSection(item: MenuItem): boolean {
  return Array.isArray(item.submenu) && item.submenu.length > 0;
}

/** Every page the menu links to, in menu order. */
export function menuEntries(menu: readonly MenuItem[]): MenuEntry[] {
  return menu.flatMap((item) =>
    isSection(item)
      ? item.submenu.map((child) => ({ url: child.url, label: child.label, icon: child.icon ?? item.icon, section: item.label }))
      : [{ url: item.url, label: item.label, icon: item.icon }],
  );
}

function samePath(a: string, b: string): boolean {
  const norm = (p: string) => `/${p.replace(/^\/+|\/+$/g, '')}`;
  return norm(a) === norm(b);
}

/** The menu entry of a path, for breadcrumbs and page titles. */
export function findEntry(menu: readonly MenuItem[], pathname: string): MenuEntry | undefined {
  return menuEntries(menu).find((entry) => samePath(entry.url, pathname));
}

export function isCurrent(url: string, pathname: string): boolean {
  return samePath(url, pathname);
}
