import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import { TODOS } from '@pb/contract/valores';
import { ActiveSwitch } from '../../components/list/ActiveSwitch';
import { EstadoChip } from '../../components/list/EstadoChip';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { estadoOptions } from '../../components/list/estadoOptions';

interface Fila {
  nombre: string;
  estado: string;
}

interface Acciones<R extends Fila> {
  onEditar: (r: R) => void;
  onEstado: (r: R, activo: boolean) => Promise<unknown>;
  /** Confirmation questions of the record's kind, by the state it would get. */
  pregunta: (r: R, activar: boolean) => string;
}

/** The edit button and the confirmed active switch of the three screens (spec part 2 §4: ACTIVO/INACTIVO through confirm dialogs). */
export function useColumnasAcciones<R extends Fila>(a: Acciones<R>): ListColumn<R>[] {
  const { t } = useTranslation();
  return [
    {
      field: 'acciones',
      headerName: t('otrasEntidades.comun.acciones'),
      width: 90,
      render: (r) => {
        const etiqueta = t('otrasEntidades.comun.editarDe', { nombre: r.nombre });
        return (
          <Tooltip title={etiqueta}>
            <IconButton size="small" aria-label={etiqueta} onClick={() => a.onEditar(r)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        );
      },
    },
    {
      field: 'activo',
      headerName: t('otrasEntidades.comun.activo'),
      width: 90,
      render: (r) => (
        <ActiveSwitch checked={r.estado === 'ACTIVO'} label={t('otrasEntidades.comun.activoDe', { nombre: r.nombre })} question={a.pregunta(r, r.estado !== 'ACTIVO')} onConfirm={(activo) => a.onEstado(r, activo)} />
      ),
    },
  ];
}

export function useColumnaEstado<R extends Fila>(): ListColumn<R> {
  const { t } = useTranslation();
  return { field: 'estado', headerName: t('otrasEntidades.comun.campos.estado'), sortable: true, width: 120, render: (r) => <EstadoChip estado={r.estado} /> };
}

/** The state filter of the three lists: any, ACTIVO or INACTIVO (the only states these records take). */
export function useFiltroEstado(): ListFilter {
  const { t } = useTranslation();
  return useMemo(
    () => ({ name: 'estado', label: t('otrasEntidades.comun.campos.estado'), type: 'select', initial: TODOS, options: estadoOptions(t, ['ACTIVO', 'INACTIVO']) }),
    [t],
  );
}
