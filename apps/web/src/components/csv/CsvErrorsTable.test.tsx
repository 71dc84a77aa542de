// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ErrorFilaPlanilla } from '@pb/contract';
import { MENSAJES, TEXTOS } from '@pb/contract/mensajes';
import i18n from '../../i18n';
import { CsvErrorsTable } from './CsvErrorsTable';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('es');
});

/** Two refused rows as the server answers them (decision 075): the Spanish text and its key per column. */
const FILAS: ErrorFilaPlanilla[] = [
  { nro_registro: 2, errores: { fecha_nacimiento: TEXTOS.csvFechaInvalida }, claves: { fecha_nacimiento: MENSAJES.csvFechaInvalida } },
  { nro_registro: 3, errores: { nro_documento: TEXTOS.csvDocumentoRepetido({ fila: 2 }) }, claves: { nro_documento: MENSAJES.csvDocumentoRepetido({ fila: 2 }) } },
];

const celdas = (fila: number) =>
  within(screen.getAllByRole('row')[fila]!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('CsvErrorsTable: a refused row’s reason by its key, in the user’s language', () => {
  it('says each reason in English, its values in place', async () => {
    await i18n.changeLanguage('en');
    render(<CsvErrorsTable rows={FILAS} title="Check result" />);
    expect(celdas(1)).toEqual(['2', 'fecha_nacimiento (birth date)', 'The date must be in DD/MM/YYYY format.']);
    expect(celdas(2)).toEqual(['3', 'nro_documento (document)', 'The document is repeated in the payroll (row 2).']);
  });

  it('in Spanish says the server’s own text', async () => {
    await i18n.changeLanguage('es');
    render(<CsvErrorsTable rows={FILAS} title="Resultado de la revisión" />);
    expect(celdas(1)[2]).toBe(TEXTOS.csvFechaInvalida);
    expect(celdas(2)[2]).toBe(TEXTOS.csvDocumentoRepetido({ fila: 2 }));
  });

  it('shows the Spanish text as it came when a column has no key', async () => {
    await i18n.changeLanguage('en');
    render(<CsvErrorsTable rows={[{ nro_registro: 4, errores: { celular: 'Texto sin clave.' }, claves: {} }]} title="Check result" />);
    expect(celdas(1)[2]).toBe('Texto sin clave.');
  });
});
