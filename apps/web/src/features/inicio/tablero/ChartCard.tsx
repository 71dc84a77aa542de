import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';

export interface TablaAlternativa {
  /** Column headers; the first column names each row. */
  columnas: string[];
  filas: Array<{ clave: string; celdas: string[] }>;
}

/**
 * A chart as a labelled figure, with the same numbers as a table: always there for screen readers
 * (visually hidden), shown on demand for anyone. With nothing to draw it says so in a sentence.
 * On a phone the shown table scrolls sideways inside the card, never the page.
 */
export function ChartCard({ titulo, vacio, tabla, children }: { titulo: string; vacio: string | null; tabla: TablaAlternativa; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const [verTabla, setVerTabla] = useState(false);
  return (
    <Paper component="figure" aria-labelledby={`${id}-titulo`} variant="outlined" sx={{ m: 0, p: 2, height: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={`${id}-titulo`} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {titulo}
        </Typography>
        {vacio === null && (
          <Button size="small" aria-expanded={verTabla} aria-controls={`${id}-tabla`} onClick={() => setVerTabla((v) => !v)}>
            {verTabla ? t('tablero.ocultarTabla') : t('tablero.verTabla')}
          </Button>
        )}
      </Stack>
      {vacio !== null ? (
        <Typography color="text.secondary" sx={{ py: 4 }}>
          {vacio}
        </Typography>
      ) : (
        <>
          {children}
          {/* Hidden, its box clips it (a hidden table itself keeps its width and would widen a phone's page); shown, it scrolls inside the card. */}
          <TableContainer id={`${id}-tabla`} sx={verTabla ? undefined : visuallyHidden}>
            <Table size="small">
              <caption style={verTabla ? { captionSide: 'top', textAlign: 'left', padding: 0 } : undefined}>{t('tablero.tablaDe', { titulo })}</caption>
              <TableHead>
                <TableRow>
                  {tabla.columnas.map((c) => (
                    <TableCell key={c} component="th" scope="col">
                      {c}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {tabla.filas.map((f) => (
                  <TableRow key={f.clave}>
                    {f.celdas.map((c, i) =>
                      i === 0 ? (
                        <TableCell key={i} component="th" scope="row">
                          {c}
                        </TableCell>
                      ) : (
                        <TableCell key={i} align="right">
                          {c}
                        </TableCell>
                      ),
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Paper>
  );
}
