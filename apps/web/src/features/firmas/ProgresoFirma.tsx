import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { DocumentoFirma } from './api';
import type { Progreso } from './firmarDocumentos';
import { nombreDocumento } from './nombreDocumento';

const color = (estado: string) => (estado.startsWith('ERROR') ? 'error' : estado === 'ACTUALIZADO' ? 'success' : 'info');

/** Each document being signed with its state (DESCARGANDO … ACTUALIZADO, or ERROR_* with its reason); read out as it changes. */
export function ProgresoFirma({ documentos, progreso }: { documentos: DocumentoFirma[]; progreso: Record<number, Progreso> }) {
  const { t } = useTranslation();
  return (
    <List dense aria-label={t('firmas.progreso.titulo')} aria-live="polite">
      {documentos.map((d) => {
        const p = progreso[d.id];
        return (
          <ListItem key={d.id} data-documento={d.id} secondaryAction={p ? <Chip size="small" color={color(p.estado)} label={t(`firmas.progreso.${p.estado}`)} /> : null}>
            <ListItemText primary={nombreDocumento(t, d)} secondary={p?.motivo ?? null} />
          </ListItem>
        );
      })}
    </List>
  );
}
