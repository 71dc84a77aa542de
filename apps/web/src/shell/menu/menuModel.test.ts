import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@pb/contract';
import { findEntry, menuEntries } from './menuModel';

const menu: MenuItem[] = [
  { url: '/config', icon: 'settings', label: 'Configuraciones', submenu: [{ url: '/usuarios', label: 'Usuarios', icon: 'people' }] },
  { url: '/pagos', icon: 'payments', label: 'Pagos', submenu: [] },
];

describe('menu model', () => {
  it('lists pages, not sections', () => {
    expect(menuEntries(menu).map((e) => e.url)).toEqual(['/usuarios', '/pagos']);
  });

  it('finds the entry and section of a path', () => {
    expect(findEntry(menu, '/usuarios/')).toMatchObject({ label: 'Usuarios', section: 'Configuraciones' });
    expect(findEntry(menu, '/config')).toBeUndefined();
  });
});
