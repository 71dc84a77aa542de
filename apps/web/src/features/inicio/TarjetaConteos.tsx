import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A dashboard card of counts (issue 35): its title links to the screen that lists them; a label and a figure per row. */
export function TarjetaConteos({ id, titulo, ruta, filas }: { id: string; titulo: string; ruta: string; filas: Array<{ clave: string; etiqueta: string; valor: number }> }) {
  return (
    <Paper component="section" aria-labelledby={`${id}-titulo`} sx={{ p: 3 }}>
      <Typography id={`${id}-titulo`} variant="h6" component="h2" gutterBottom>
        <Link component={RouterLink} to={ruta}>
          {titulo}
        </Link>
      </Typography>
      <dl style={{ margin: 0 }} data-testid={id}>
        {filas.map((f) => (
          <div key={f.clave} style={{ display: 'flex', gap: '1rem', justifyContent: 'space-between' }}>
            <Typography component="dt">{f.etiqueta}</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 'bold' }}>
              {f.valor}
            </Typography>
          </div>
        ))}
      </dl>
    </Paper>
  );
}
