import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, type Account } from '../fixtures/accounts';
import { expect, test } from '../fixtures/login';
import { ingresar, menu } from '../fixtures/programa';

/**
 * Every demo account opens every entry of its own menu and is never refused (issue 32 item 5: a
 * menu entry that opened a 403 page). The menu and the server's permissions come from the same
 * table, but a screen may call what its menu key does not grant: this catches that.
 */
const otros = (usuario: string): Account => ({ form: 'otros', usuario, password: DEMO_PASSWORD, nombre: usuario });
const conNit = (usuario: string, nit: string): Account => ({ form: 'nit', nit, usuario, password: DEMO_PASSWORD, nombre: usuario });
const CUENTAS: Account[] = [
  otros('admin'),
  otros('programa'),
  otros('operador'),
  conNit('proveedor', '1020304050'),
  conNit('empleador', '2030405060'),
  otros('publica'),
  otros('eta'),
  otros('cajero'),
  otros('independiente'),
  otros('consulta'),
  conNit('doble', '2030405060'),
];

/** The menu's links, after opening every section. */
async function enlaces(page: Page): Promise<Array<{ nombre: string; href: string }>> {
  const nav = menu(page);
  for (const seccion of await nav.getByRole('button', { expanded: false }).all()) await seccion.click();
  const links = await nav.getByRole('link').all();
  const out = [];
  for (const l of links) out.push({ nombre: ((await l.textContent()) ?? '').trim(), href: (await l.getAttribute('href')) ?? '' });
  return out.filter((e) => e.href.startsWith('/') && e.href !== '/');
}

test.describe('menus', () => {
  for (const cuenta of CUENTAS) {
    test(`${cuenta.usuario} opens every entry of its menu without a refusal`, async ({ page }) => {
      const rechazos: string[] = [];
      page.on('response', async (res) => {
        const url = new URL(res.url());
        if (!/^\/(api|graphql)/.test(url.pathname)) return;
        if (res.status() === 403) rechazos.push(`${page.url()} → ${res.request().method()} ${url.pathname}: 403`);
        else if (url.pathname === '/graphql' && res.status() === 200) {
          const cuerpo = await res.json().catch(() => null);
          for (const e of (cuerpo?.errors ?? []) as Array<{ extensions?: { code?: string } }>) if (e.extensions?.code === 'NOT_AUTHORIZED') rechazos.push(`${page.url()} → GraphQL NOT_AUTHORIZED`);
        }
      });
      await ingresar(page, cuenta);
      const entradas = await enlaces(page);
      expect(entradas.length).toBeGreaterThan(0);
      for (const entrada of entradas) {
        await menu(page).getByRole('link', { name: entrada.nombre, exact: true }).first().click();
        await expect(page).toHaveURL((u) => u.pathname === entrada.href);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The screen's first calls have answered (a refusal would have taken it to /403).
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).pathname, entrada.nombre).toBe(entrada.href);
        // Sections may have closed: open them again for the next entry.
        for (const seccion of await menu(page).getByRole('button', { expanded: false }).all()) await seccion.click();
      }
      expect(rechazos).toEqual([]);
    });
  }
});
