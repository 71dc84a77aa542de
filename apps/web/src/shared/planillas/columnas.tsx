import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { EstadoChip } from '../../components/list/EstadoChip';
import type { ListColumn } from '../../components/list/types';
import { formatMoney } from '../../components/money';
import type { Planilla } from './api';
import { fechaHora } from '@pb/contract/valores';

/** A row action: an icon button named by its tooltip; a disabled one keeps its tooltip (spec part 2 §4: pay is disabled unless CREADO). */
export function Accion({ titulo, icono, onClick, disabled }: { titulo: string; icono: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <Tooltip title={titulo}>
      <span>
        <IconButton size="small" aria-label={titulo} onClick={onClick} disabled={disabled}>
          {icono}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** What a payroll list shows beyond name, type, total, creation and state. */
interface Extras {
  /** The entity's name (staff lists every entity's). */
  entidad?: boolean;
  /** The branch it is paid from (the history, issue 32: two payrolls of one month differ by it). */
  sucursal?: boolean;
  cpt?: boolean;
  c31?: boolean;
}

/**
 * The payroll columns of §2.1–§2.3: name, type, total in Bs, created (DD/MM/YYYY HH:mm), CPT / C31,
 * state chip. The names (payroll, entity, branch) wrap rather than be cut: they tell rows apart, and
 * with every column a list still fits a 1366 px screen beside the menu (issue 32).
 */
export function columnasPlanilla(t: TFunction, acciones: ListColumn<Planilla> | null, extras: Extras = {}): ListColumn<Planilla>[] {
  return [
    ...(acciones ? [acciones] : []),
    ...(extras.entidad ? [{ field: 'entidad_nombre', headerName: t('planillas.campos.entidad'), flex: 1, wrap: true }] : []),
    { field: 'nombre', headerName: t('planillas.campos.nombre'), sortable: true, flex: 2, wrap: true },
    ...(extras.sucursal ? [{ field: 'sucursal_entidad_suc_nombre', headerName: t('planillas.campos.sucursal'), flex: 1, wrap: true }] : []),
    { field: 'tipo', headerName: t('planillas.campos.tipo'), sortable: true, width: 100, render: (p) => t(`planillas.tipos.${p.tipo}`, { defaultValue: p.tipo }) },
    { field: 'monto_total', headerName: t('planillas.campos.montoTotal'), sortable: true, width: 130, render: (p) => formatMoney(p.monto_total) },
    { field: '_created_at', headerName: t('planillas.campos.creado'), sortable: true, width: 140, render: (p) => fechaHora(p._created_at) },
    ...(extras.cpt ? [{ field: 'cpt', headerName: t('planillas.campos.cpt'), width: 110 }] : []),
    ...(extras.c31 ? [{ field: 'c31', headerName: t('planillas.campos.c31'), width: 100 }] : []),
    { field: 'estado', headerName: t('planillas.campos.estado'), sortable: true, width: 110, render: (p) => <EstadoChip estado={p.estado} /> },
  ];
}
