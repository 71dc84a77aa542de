import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, type Account } from '../fixtures/accounts';
import { expect, test } from '../fixtures/login';
import { entrar, menu } from '../fixtures/programa';
import { desborde, TELEFONO } from '../fixtures/telefono';

/**
 * Every demo account opens every entry of its own menu and is never refused (issue 32 item 5: a
 * menu entry that opened a 403 page). The menu and the server's permissions come from the same
 * table, but a screen may call what its menu key does not grant: this catches that.
 * Each screen (and the home) is also seen on a phone (issue 32 item 14): the page never scrolls
 * sideways; a wide table scrolls inside its card.
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

/**
 * The pass is made with the keyboard, as a keyboard user makes it: a pointer click first waits for
 * animation frames to see the element still, and headless Chromium on a loaded 2-core machine once
 * stopped giving frames to this page for minutes (CI, 2026-12-02) while the page itself answered.
 */
const pulsar = (boton: Locator) => boton.press('Enter');

/** Opens every section of the menu that is closed (their names are stable; opening one may move the others). */
async function abrirSecciones(page: Page, secciones: string[]) {
  for (const nombre of secciones) {
    const boton = menu(page).getByRole('button', { name: nombre, exact: true });
    if ((await boton.getAttribute('aria-expanded')) === 'false') {
      await pulsar(boton);
      await expect(boton).toHaveAttribute('aria-expanded', 'true');
    }
  }
}

/** The menu's links, with every section open. */
async function enlaces(page: Page, secciones: string[]): Promise<Array<{ nombre: string; href: string }>> {
  await abrirSecciones(page, secciones);
  const out = [];
  for (const l of await menu(page).getByRole('link').all()) out.push({ nombre: ((await l.textContent()) ?? '').trim(), href: (await l.getAttribute('href')) ?? '' });
  return out.filter((e) => e.href.startsWith('/') && e.href !== '/');
}

/** On a phone the menu is a drawer that closes after each choice: its button opens it again. */
async function abrirMenu(page: Page) {
  if (await menu(page).isVisible()) return;
  await pulsar(page.getByRole('button', { name: 'Mostrar u ocultar el menú' }));
  await expect(menu(page)).toBeVisible();
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
      const desbordes: string[] = [];
      const enTelefono = async (pantalla: string) => {
        const d = await desborde(page);
        if (d) desbordes.push(`${pantalla}: ${d}`);
      };
      await entrar(page, cuenta);
      // The whole pass on a phone (the permissions do not depend on the screen's size; the other journeys see a desktop).
      await page.setViewportSize(TELEFONO);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await enTelefono('/');
      await abrirMenu(page);
      const secciones = (await menu(page).getByRole('button').allTextContents()).map((t) => t.trim());
      const entradas = await enlaces(page, secciones);
      expect(entradas.length).toBeGreaterThan(0);
      for (const entrada of entradas) {
        await abrirMenu(page);
        await abrirSecciones(page, secciones);
        await pulsar(menu(page).getByRole('link', { name: entrada.nombre, exact: true }).first());
        await expect(page).toHaveURL((u) => u.pathname === entrada.href);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The screen's first calls have answered (a refusal would have taken it to /403).
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).pathname, entrada.nombre).toBe(entrada.href);
        await enTelefono(entrada.href);
      }
      expect(rechazos).toEqual([]);
      expect(desbordes, 'screens that scroll sideways on a phone (390×844)').toEqual([]);
    });
  }
});
