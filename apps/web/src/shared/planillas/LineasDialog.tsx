import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ListTable } from '../../components/list/ListTable';
import type { ListColumn } from '../../components/list/types';
import { formatMoney } from '../../components/money';
import { PLANILLAS_KEY, listarLineas, type LineaPlanilla, type Planilla } from './api';

/**
 * A payroll's beneficiaries (spec part 2 §2.1 "batch beneficiaries", max width 850), a page at a
 * time from the server. The assignment column shows only when the page has a subsidy's line: a
 * bonus line has no assignment number.
 */
export function LineasDialog({ planilla, onClose }: { planilla: Planilla; onClose: () => void }) {
  const { t } = useTranslation();
  const [conAsignacion, setConAsignacion] = useState(false);
  const columnas: ListColumn<LineaPlanilla>[] = [
    { field: 'benNombre', headerName: t('planillas.lineas.beneficiaria'), flex: 2 },
    { field: 'titularNombre', headerName: t('planillas.lineas.titular'), flex: 2 },
    { field: 'subsidio', headerName: t('planillas.lineas.subsidio'), flex: 1 },
    { field: 'monto', headerName: t('planillas.lineas.monto'), width: 120, render: (l) => formatMoney(l.monto) },
    ...(conAsignacion ? [{ field: 'nroAsignacion' as const, headerName: t('planillas.lineas.nroAsignacion'), width: 120 }] : []),
  ];
  return (
    <Dialog open onClose={onClose} maxWidth={false} fullWidth aria-labelledby="lineas-titulo" slotProps={{ paper: { sx: { maxWidth: 850 } } }}>
      <DialogTitle id="lineas-titulo">{t('planillas.lineas.titulo', { nombre: planilla.nombre })}</DialogTitle>
      <DialogContent dividers>
        <ListTable<LineaPlanilla>
          title={t('planillas.lineas.lista', { total: formatMoney(planilla.monto_total) })}
          queryKey={[...PLANILLAS_KEY, 'lineas', planilla.id]}
          fetchPage={async (q) => {
            const pagina = await listarLineas(planilla.id, q);
            setConAsignacion(pagina.rows.some((l) => l.nroAsignacion !== null));
            return pagina;
          }}
          columns={columnas}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
