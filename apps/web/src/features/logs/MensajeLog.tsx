import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Log } from './api';
import { fraseDelLog } from './frase';

/** The reference as stored; a JSON one laid out on lines so that it can be read. */
function referenciaLegible(texto: string | null): string {
  if (!texto) return '—';
  try {
    return JSON.stringify(JSON.parse(texto), null, 2);
  } catch {
    return texto;
  }
}

/** A log entry's message cell: the sentence, and the technical detail behind a disclosure button. */
export function MensajeLog({ log }: { log: Log }) {
  const { t } = useTranslation();
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  const id = useId();
  const frase = fraseDelLog(t, log);
  const filas: Array<[string, string]> = [
    [t('logs.campos.tipo'), log.tipo],
    [t('logs.frases.operacion'), log.mensaje],
    [t('logs.campos.referencia'), referenciaLegible(log.referencia)],
    [t('logs.campos.ip'), log.ip ?? '—'],
  ];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, width: '100%' }}>
      <IconButton
        size="small"
        aria-label={t('logs.frases.verDetalle')}
        aria-expanded={Boolean(ancla)}
        aria-controls={ancla ? id : undefined}
        onClick={(e) => setAncla(e.currentTarget)}
      >
        <ExpandMoreIcon fontSize="small" />
      </IconButton>
      <Box component="span" title={frase} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {frase}
      </Box>
      <Popover open={Boolean(ancla)} anchorEl={ancla} onClose={() => setAncla(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Box id={id} role="region" aria-label={t('logs.frases.detalle')} sx={{ p: 2, maxWidth: 520 }}>
          <Typography variant="subtitle2" component="h2" gutterBottom>
            {t('logs.frases.detalle')}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
            {filas.map(([nombre, valor]) => (
              <Box key={nombre} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                  {nombre}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {valor}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Popover>
    </Box>
  );
}
