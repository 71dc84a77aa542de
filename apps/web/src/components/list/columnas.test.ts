import { describe, expect, it } from 'vitest';
import { anchosColumnas, siguienteOrden } from './columnas';

// The log's columns (features/logs/LogsPage.tsx): five fixed (780 px) and two shared, 2.5 and 1.
const LOGS = [{ width: 140 }, { width: 170 }, { flex: 2.5 }, { flex: 1 }, { width: 130 }, { width: 190 }, { width: 150 }];

describe('the list’s column widths', () => {
  it('gives the fixed columns their width and the others what is left, by their flex', () => {
    expect(anchosColumnas(LOGS, 1130)).toEqual({ anchos: ['140px', '170px', '250px', '100px', '130px', '190px', '150px'], minimo: 1130 });
    expect(anchosColumnas([{ flex: 2 }, {}, { width: 100 }], 1000)).toEqual({ anchos: ['600px', '300px', '100px'], minimo: 1000 });
  });

  it('never shares a column under 100 px: the narrow one gets 100 and the rest is shared; short of room, the table scrolls', () => {
    // 170 px left: 121 and 49 by flex; the second takes 100, the first what is left (70), so 100 too.
    expect(anchosColumnas(LOGS, 950)).toEqual({ anchos: ['140px', '170px', '100px', '100px', '130px', '190px', '150px'], minimo: 980 });
    expect(anchosColumnas(LOGS, 1050).anchos.slice(2, 4)).toEqual(['170px', '100px']);
    expect(anchosColumnas([{}, {}], 150)).toEqual({ anchos: ['100px', '100px'], minimo: 200 });
  });

  it('before it is measured: percentages of what the fixed columns leave, and their least width', () => {
    expect(anchosColumnas(LOGS)).toEqual({ anchos: ['140px', '170px', '71.4286%', '28.5714%', '130px', '190px', '150px'], minimo: 980 });
  });
});

describe('a header’s click', () => {
  it('sorts ascending, then descending, then not at all; another column starts ascending', () => {
    expect(siguienteOrden(null, 'nombre')).toEqual({ field: 'nombre', desc: false });
    expect(siguienteOrden({ field: 'nombre', desc: false }, 'nombre')).toEqual({ field: 'nombre', desc: true });
    expect(siguienteOrden({ field: 'nombre', desc: true }, 'nombre')).toBeNull();
    expect(siguienteOrden({ field: 'nombre', desc: true }, 'fecha')).toEqual({ field: 'fecha', desc: false });
  });
});
