import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, type Account } from '../fixtures/accounts';
import { violaciones } from '../fixtures/axe';
import { combo, elegirOpcion } from '../fixtures/forms';
import { expect, olvidarSesion, test } from '../fixtures/login';
import { detenerLector, iniciarLector } from '../fixtures/lector';
import { PROGRAMA, abrirDesdeMenu, entrar, marca, toast } from '../fixtures/programa';
import { textos } from '../fixtures/textos';
import { cerrarAvisos } from '../fixtures/usuarios';

/** The programme's operator (role 3), who registers the cards of a new batch. */
const OPERADOR: Account = { form: 'otros', usuario: 'operador', password: DEMO_PASSWORD, nombre: 'JUAN PABLO' };
/** The card-reader simulator started by global-setup.ts. */
const LECTOR = process.env.PB_E2E_LECTOR_URL!;


const boton = (page: Page) => page.getByRole('button', { name: 'Leer tarjeta' });
const conteo = (page: Page) => page.getByTestId('tarjetas-conteo');
const ultima = (page: Page) => page.getByTestId('tarjetas-ultima');

test.describe('registro de tarjetas', () => {
  test('the operator reads a batch of cards one after another, a repeated card is refused, and the list shows them', async ({ page, request }) => {
    await entrar(page, OPERADOR);
    await abrirDesdeMenu(page, 'Programa', 'Registro de tarjetas', 'Registro de tarjetas');

    // No batch: the spec's message, nothing read.
    await boton(page).click();
    await expect(page.getByText('El lote o Número de Serie es requerido.')).toBeVisible();
    const lote = `LOTE-E2E-${marca()}`;
    await page.getByRole('textbox', { name: 'Lote o Número de Serie' }).fill(lote);
    await expect(conteo(page)).toHaveText('0');

    // Five cards, read with the keyboard: the button keeps the focus, Enter reads the next one.
    await boton(page).focus();
    for (let i = 1; i <= 5; i++) {
      await page.keyboard.press(i % 2 ? 'Enter' : 'Space');
      await expect(conteo(page)).toHaveText(String(i));
      await expect(boton(page)).toBeFocused();
    }
    await expect(toast(page, 'Tarjeta registrada').first()).toBeVisible();
    const repetida = (await ultima(page).textContent())!.trim();
    expect(repetida).toMatch(/^04[0-9A-F]{12}$/);
    await expect(page.getByRole('textbox', { name: 'UUID de la tarjeta' })).toHaveValue(repetida);

    // The same card on the reader again.
    expect((await request.post(`${LECTOR}/tarjeta`, { data: { UUIDHex: repetida } })).ok()).toBe(true);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Tarjeta repetida')).toBeVisible();
    await expect(conteo(page)).toHaveText('5');

    // The list, filtered REGISTRADO, shows the batch's five cards.
    const lista = page.getByRole('table', { name: 'Tarjetas' });
    await page.getByRole('button', { name: 'Filtros' }).click();
    const panel = page.getByRole('search', { name: 'Filtros' });
    await elegirOpcion(combo(panel, 'Estado'), 'REGISTRADO');
    await panel.getByRole('button', { name: 'Buscar' }).click();
    await expect(lista.getByRole('row').filter({ hasText: lote })).toHaveCount(5);
    await expect(lista.getByRole('row').filter({ hasText: repetida })).toContainText('REGISTRADO');
    expect(await violaciones(page)).toEqual([]);

    // No card on the reader: its own message, in a sentence.
    await request.post(`${LECTOR}/retirar`);
    await boton(page).click();
    await expect(toast(page, 'El lector de tarjetas respondió: No hay tarjeta en el lector')).toBeVisible();

    // The reader program stopped: a clear message with its address. Then it runs again for the others.
    await detenerLector();
    try {
      await boton(page).click();
      await expect(toast(page, `No se encontró el lector de tarjetas en ${LECTOR}. Verifique que el programa del lector esté en ejecución.`)).toBeVisible();
      await expect(conteo(page)).toHaveText('5');
      // Running, but started for the app on another port (issue 32 item 15): told apart, with the address to accept.
      await iniciarLector(Number(new URL(LECTOR).port), 'http://localhost:3000');
      await cerrarAvisos(page); // errors stay until closed, three at most
      await boton(page).click();
      const origen = new URL(page.url()).origin;
      await expect(
        toast(page, `El programa del lector de tarjetas está en ejecución en ${LECTOR}, pero rechaza esta página. Vuelva a iniciarlo para que acepte la dirección ${origen}`),
      ).toBeVisible();
      await expect(conteo(page)).toHaveText('5');
    } finally {
      await detenerLector();
      await iniciarLector(Number(new URL(LECTOR).port), new URL(page.url()).origin);
    }
    expect((await request.get(`${LECTOR}/leer`)).ok()).toBe(true);
  });

  test('the screen reads in English and Aymara too, without accessibility problems', async ({ page }) => {
    await entrar(page, OPERADOR);
    for (const lang of ['en', 'ay'] as const) {
      const t = textos(lang);
      await page.evaluate((l) => localStorage.setItem('pb.lang', l), lang);
      await page.goto('/registro-tarjetas');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: t('tarjetas.titulo'), exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: t('tarjetas.leer') })).toBeVisible();
      await expect(page.getByRole('table', { name: t('tarjetas.lista') })).toBeVisible();
      expect(await violaciones(page), lang).toEqual([]);
    }
    await page.evaluate(() => localStorage.setItem('pb.lang', 'es'));
    await olvidarSesion(page);
  });

  test('the programme administrator (role 2) reads cards into a batch but does not see the card table', async ({ page }) => {
    await entrar(page, PROGRAMA);
    await abrirDesdeMenu(page, 'Programa', 'Registro de tarjetas', 'Registro de tarjetas');
    await page.getByRole('textbox', { name: 'Lote o Número de Serie' }).fill(`LOTE-ADM-${marca()}`);
    await boton(page).click();
    await expect(conteo(page)).toHaveText('1');
    await expect(toast(page, 'Tarjeta registrada')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});
