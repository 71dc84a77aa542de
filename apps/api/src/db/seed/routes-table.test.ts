import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * The seeded menu and read permissions against ../shared/ROUTES.md, the team's decision on which
 * role sees which screen. The permission-matrix test checks the guard against the database; this
 * one checks the database against the document, so a wrong seed cannot pass both.
 */
interface Fila {
  ruta: string;
  label: string;
  seccion: string;
  roles: number[];
}

function filasDeRoutes(): Fila[] {
  const texto = readFileSync(new URL('../../../../../../shared/ROUTES.md', import.meta.url), 'utf8');
  const filas: Fila[] = [];
  for (const linea of texto.split('\n')) {
    const celdas = linea.split('|').map((c) => c.trim());
    // | route | label | section | screen | key | roles |: one screen route per row, with a menu label.
    const ruta = /^`\/([A-Za-z0-9_-]+)`$/.exec(celdas[1] ?? '')?.[1];
    if (!ruta || celdas.length < 8 || celdas[5] === '—') continue;
    filas.push({
      ruta,
      // "Pagos C31 ('Formularios C31' for role 2)": the label is what comes before the note.
      label: celdas[2]!.replace(/\s*\(.*\)$/, ''),
      seccion: celdas[3]!,
      roles: [...new Set([...celdas[6]!.matchAll(/\b(10|[1-9])\b/g)].map((m) => Number(m[1])))].sort((a, b) => a - b),
    });
  }
  return filas;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ROUTES.md', () => {
  const filas = filasDeRoutes();

  it('is read whole: every screen row of the table', () => {
    expect(filas.length).toBeGreaterThan(35);
  });

  it.each(filas.map((f) => [f.ruta, f] as const))('/%s: the menu entry, its section and the roles that read it', async (_ruta, fila) => {
    const modulo = await t.database.db.execute<{ label: string; visible: boolean; seccion: string | null }>(
      sql`select m.label, m.visible, p.label as seccion from modulos m left join modulos p on p.id = m.id_modulo where m.ruta = ${fila.ruta}`,
    );
    expect(modulo.rows).toHaveLength(1);
    expect(modulo.rows[0]).toEqual({ label: fila.label, visible: true, seccion: fila.seccion });
    const lectores = await t.database.db.execute<{ id_rol: number }>(
      sql`select pe.id_rol from permisos pe join modulos m on m.id = pe.id_modulo where m.ruta = ${fila.ruta} and pe.read order by pe.id_rol`,
    );
    expect(lectores.rows.map((r) => Number(r.id_rol))).toEqual(fila.roles);
  });
});
