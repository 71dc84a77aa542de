import { describe, expect, it, vi } from 'vitest';
import { bombaPdf, hacerPdf, pdfConZip } from '../test/pdf.js';
import { crearTurnos, esPdfValido } from './pdf-valido.js';

/**
 * The check of every uploaded PDF (issue 31 findings 1 and 9, decision 045): a real PDF passes; a
 * file that is not one, one with something after its own `%%EOF`, and one whose object stream
 * inflates past the thread's budget do not, and the bomb is opened off the event loop.
 */
describe('esPdfValido', () => {
  it('accepts a real PDF, also with whitespace after its %%EOF', async () => {
    const pdf = await hacerPdf('FORMULARIO C31', 2);
    expect(await esPdfValido(pdf)).toBe(true);
    expect(await esPdfValido(Buffer.concat([pdf, Buffer.from('\r\n \t\n\0')]))).toBe(true);
  });

  it('refuses what does not start with %PDF-, and a PDF whose last bytes are not its own %%EOF', async () => {
    const pdf = await hacerPdf();
    expect(await esPdfValido(Buffer.from('esto no es un PDF\n%%EOF\n'))).toBe(false);
    expect(await esPdfValido(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41), Buffer.from('\n%%EOF\n')]))).toBe(false);
    expect(await esPdfValido(await pdfConZip())).toBe(false);
    expect(await esPdfValido(Buffer.concat([pdf, Buffer.from('%%EOF-no\n')]))).toBe(false);
    expect(await esPdfValido(pdf.subarray(0, pdf.length - 200))).toBe(false);
  });

  it('refuses a PDF whose object stream inflates to 500 MiB, checked on its own thread while the event loop turns', async () => {
    const bomba = bombaPdf(500);
    expect(bomba.length).toBeLessThan(600 * 1024);
    let resuelto = false;
    const chequeo = esPdfValido(bomba).finally(() => (resuelto = true));
    // A timer of this thread fires while the bomb is being opened: the check does not hold the loop.
    await new Promise((r) => setTimeout(r, 50));
    expect(resuelto).toBe(false);
    expect(await chequeo).toBe(false);
  }, 20_000);
});

describe('the line of PDF checks', () => {
  it('runs at most its threads at once, lets a few wait in order, and refuses the rest as busy', async () => {
    const conTurno = crearTurnos(1, 2);
    let enCurso = 0;
    let maximo = 0;
    const orden: number[] = [];
    const sueltas: Array<() => void> = [];
    const trabajo = (n: number) => () =>
      new Promise<number>((listo) => {
        enCurso++;
        maximo = Math.max(maximo, enCurso);
        sueltas.push(() => {
          enCurso--;
          orden.push(n);
          listo(n);
        });
      });
    const tres = [1, 2, 3].map((n) => conTurno(trabajo(n)));
    await expect(conTurno(trabajo(4))).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    // Each job is let go once it runs; the next starts only then.
    for (let i = 0; i < 3; i++) {
      await vi.waitFor(() => expect(sueltas).toHaveLength(i + 1));
      sueltas[i]!();
    }
    expect(await Promise.all(tres)).toEqual([1, 2, 3]);
    expect(orden).toEqual([1, 2, 3]);
    expect(maximo).toBe(1);
    // A failed job frees its place too.
    await expect(conTurno(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await conTurno(async () => 5)).toBe(5);
  });
});
