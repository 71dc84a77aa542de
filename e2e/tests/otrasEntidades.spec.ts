import type { Locator, Page } from '@playwright/test';
import { violaciones } from '../fixtures/axe';
import { campo, elegir } from '../fixtures/forms';
import { expect, test } from '../fixtures/login';
import { olvidarSesion } from '../fixtures/login';
import { PROGRAMA, abrirDesdeMenu, filtrarPorNombre, entrar, marca, toast } from '../fixtures/programa';
import { textos } from '../fixtures/textos';

/** Embassies, other entities ('Empleador independiente') and urban municipalities with supermarkets (spec part 2 §2.17), role 2. */

const SECCION = 'Otras entidades';

async function aceptar(page: Page, pregunta: string) {
  const confirmacion = page.getByRole('dialog', { name: 'Confirmación' });
  await expect(confirmacion).toContainText(pregunta);
  await confirmacion.getByRole('button', { name: 'Aceptar' }).click();
  await expect(confirmacion).toBeHidden();
}

/** Department → province → municipality, as a person chooses them. */
async function elegirLugar(dialogo: Locator, departamento: string, provincia: string, municipio: string) {
  await elegir(dialogo, 'Departamento', departamento);
  await elegir(dialogo, 'Provincia', provincia);
  await elegir(dialogo, 'Municipio', municipio);
}

test.describe('otras entidades', () => {
  test('the programme administrator adds an independent employer with its place, and switches it off and on', async ({ page }) => {
    await entrar(page, PROGRAMA);
    await abrirDesdeMenu(page, SECCION, 'Empleador independiente', 'Empleador independiente');
    const lista = page.getByRole('table', { name: 'Lista de entidades' });
    // The demo's independent employer is one of them.
    await expect(lista.getByRole('row').filter({ hasText: 'ROSA MAMANI QUISPE' })).toBeVisible();
    expect(await violaciones(page)).toEqual([]);

    const nombre = `Fundación Prueba ${marca()}`;
    await page.getByRole('button', { name: 'Agregar entidad' }).click();
    const alta = page.getByRole('dialog', { name: 'Agregar entidad' });
    await elegir(alta, 'Tipo', 'ONG');
    await expect(campo(alta, 'Sigla')).toHaveValue('ONG');
    await campo(alta, 'Nombre').fill(nombre);
    await campo(alta, 'Dirección').fill('Calle Jaén Nº 710');
    // §5: phones are digits only.
    await campo(alta, 'Teléfonos').fill('2-441250');
    await campo(alta, 'Correo electrónico').fill('contacto@fundacion.example.bo');
    await alta.getByRole('button', { name: 'Guardar' }).click();
    await expect(alta.getByText('Ingresar solo números')).toBeVisible();
    await campo(alta, 'Teléfonos').fill('2441250, 71234567');
    await elegirLugar(alta, 'Oruro', 'Cercado', 'Oruro');
    expect(await violaciones(page)).toEqual([]);
    await alta.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Entidad Creada')).toBeVisible();
    await expect(alta).toBeHidden();

    const fila = await filtrarPorNombre(page, lista, nombre.toUpperCase());
    await expect(fila).toContainText('ONG');
    await expect(fila).toContainText('Oruro');
    await expect(fila).toContainText('2441250, 71234567');

    await page.getByRole('switch', { name: `Activo: ${nombre.toUpperCase()}` }).click();
    await aceptar(page, `¿Está seguro de desactivar la entidad ${nombre.toUpperCase()}?`);
    await expect(toast(page, 'Entidad Desactivada')).toBeVisible();
    await expect(fila).toContainText('INACTIVO');
    await page.getByRole('switch', { name: `Activo: ${nombre.toUpperCase()}` }).click();
    await aceptar(page, `¿Está seguro de activar la entidad ${nombre.toUpperCase()}?`);
    await expect(toast(page, 'Entidad Activada')).toBeVisible();
    await expect(fila).toContainText('ACTIVO');
  });

  test('the programme administrator adds a municipality with supermarkets, edits it, and cannot add it twice', async ({ page }) => {
    await entrar(page, PROGRAMA);
    await abrirDesdeMenu(page, SECCION, 'Municipios con supermercados', 'Municipios con supermercados');
    const lista = page.getByRole('table', { name: 'Lista de municipios con supermercados' });
    await expect(lista.getByRole('row').filter({ hasText: 'EL ALTO' })).toBeVisible();
    expect(await violaciones(page)).toEqual([]);

    await page.getByRole('button', { name: 'Agregar municipio' }).click();
    const alta = page.getByRole('dialog', { name: 'Agregar municipio' });
    await elegirLugar(alta, 'Cochabamba', 'Cercado', 'Cochabamba');
    // The municipality's name is offered, in capitals.
    await expect(campo(alta, 'Nombre')).toHaveValue('COCHABAMBA');
    await campo(alta, 'Observación').fill('Supermercados en el centro');
    expect(await violaciones(page)).toEqual([]);
    await alta.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Municipio creado')).toBeVisible();
    await expect(alta).toBeHidden();
    const fila = lista.getByRole('row').filter({ hasText: 'Supermercados en el centro' });
    await expect(fila).toContainText('COCHABAMBA');
    await expect(fila).toContainText('Cercado');

    await fila.getByRole('button', { name: 'Editar COCHABAMBA' }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar municipio' });
    await expect(edicion).toContainText('Municipio: Cochabamba (Cercado, Cochabamba)');
    await campo(edicion, 'Nombre').fill('Cochabamba metropolitana');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Municipio modificado')).toBeVisible();
    await expect(edicion).toBeHidden();
    await expect(fila).toContainText('COCHABAMBA METROPOLITANA');

    // A municipality appears at most once.
    await page.getByRole('button', { name: 'Agregar municipio' }).click();
    const otra = page.getByRole('dialog', { name: 'Agregar municipio' });
    await elegirLugar(otra, 'Cochabamba', 'Cercado', 'Cochabamba');
    await otra.getByRole('button', { name: 'Guardar' }).click();
    await expect(otra.getByRole('alert')).toContainText('El municipio ya está registrado');
    await otra.getByRole('button', { name: 'Cancelar' }).click();
    await expect(otra).toBeHidden();
  });

  test('the programme administrator deactivates and activates an embassy', async ({ page }) => {
    const EMBAJADA = 'EMBAJADA DE ESPAÑA';
    await entrar(page, PROGRAMA);
    await abrirDesdeMenu(page, SECCION, 'Embajadas', 'Embajadas');
    const lista = page.getByRole('table', { name: 'Lista de embajadas' });
    const fila = lista.getByRole('row').filter({ hasText: EMBAJADA });
    await expect(fila).toContainText('22433518');
    expect(await violaciones(page)).toEqual([]);

    const interruptor = page.getByRole('switch', { name: `Activo: ${EMBAJADA}` });
    await interruptor.click();
    await aceptar(page, `¿Está seguro de desactivar la embajada ${EMBAJADA}?`);
    await expect(toast(page, 'Embajada Desactivada')).toBeVisible();
    await expect(fila).toContainText('INACTIVO');
    await expect(interruptor).not.toBeChecked();
    await interruptor.click();
    await aceptar(page, `¿Está seguro de activar la embajada ${EMBAJADA}?`);
    await expect(toast(page, 'Embajada Activada')).toBeVisible();
    await expect(fila).toContainText('ACTIVO');
    await expect(interruptor).toBeChecked();

    await fila.getByRole('button', { name: `Editar ${EMBAJADA}` }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar embajada' });
    await expect(campo(edicion, 'Nombre')).toHaveValue(EMBAJADA);
    expect(await violaciones(page)).toEqual([]);
    await edicion.getByRole('button', { name: 'Cancelar' }).click();
    await expect(edicion).toBeHidden();
  });

  const texto = (lang: string, clave: string) => textos(lang)(clave);

  for (const lang of ['en', 'ay'] as const) {
    test(`the three screens read in ${lang} and have no accessibility problems`, async ({ page }) => {
      await olvidarSesion(page);
      await entrar(page, PROGRAMA, '/embajadas', { idioma: lang });
      for (const [ruta, clave, lista] of [
        ['/embajadas', 'embajadas', 'EMBAJADA DE LA REPÚBLICA DEL PERÚ'],
        ['/otros', 'otros', 'ROSA MAMANI QUISPE'],
        ['/municipios', 'municipios', 'EL ALTO'],
      ] as const) {
        if (new URL(page.url()).pathname !== ruta) await page.goto(ruta);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1, name: texto(lang, `otrasEntidades.${clave}.titulo`), exact: true })).toBeVisible();
        const grilla = page.getByRole('table', { name: texto(lang, `otrasEntidades.${clave}.lista`) });
        await expect(grilla.getByRole('row').filter({ hasText: lista }).first()).toBeVisible();
        expect(await violaciones(page), `${lang} ${ruta}`).toEqual([]);
      }
    });
  }
});
