import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import { usePermission } from '../../shell/session/usePermission';
import { ListPage } from '../../components/list/ListPage';
import { EstadoChip } from '../../components/list/EstadoChip';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { nombreCompleto } from '../../shared/trabajadores/api';
import { INDEPENDIENTES_KEY, listarTrabajadores, type TrabajadorBeneficiaria } from './api';
import { perezoso } from '../../components/perezoso';

const CelularIndependienteDialog = perezoso(() => import('./CelularDialog').then((m) => m.CelularIndependienteDialog));

/**
 * `/modificarCelularIndependiente` (spec part 2 §5, role 9): every bonus worker of the independent
 * employer with a change-phone action; an ACTIVO worker waits blocked until the new phone is verified.
 */
export default function ModificarCelularPage() {
  const { t } = useTranslation();
  const puedeEditar = usePermission('beneficiariaIndependiente', 'update');
  const [editando, setEditando] = useState<TrabajadorBeneficiaria | null>(null);

  const columnas: ListColumn<TrabajadorBeneficiaria>[] = [
    {
      field: 'acciones',
      headerName: t('independientes.acciones'),
      width: 90,
      render: (f) => (
        <Tooltip title={t('independientes.cambiarCelular')}>
          <span>
            <IconButton size="small" aria-label={`${t('independientes.cambiarCelular')}: ${nombreCompleto(f)}`} disabled={!puedeEditar} onClick={() => setEditando(f)}>
              <SmartphoneIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ),
    },
    { field: 'beneficiaria_datos_persona_nombres', headerName: t('independientes.nombreCompleto'), sortable: true, flex: 2, render: nombreCompleto },
    { field: 'beneficiaria_datos_persona_nro_documento', headerName: t('independientes.documento'), sortable: true, width: 140 },
    { field: 'beneficiaria_datos_persona_movil', headerName: t('independientes.celular'), width: 130 },
    { field: 'beneficiaria_datos_estado', headerName: t('independientes.estado'), sortable: true, width: 210, render: (f) => <EstadoChip estado={f.beneficiaria_datos_estado} /> },
  ];
  const filtros = useMemo<ListFilter[]>(() => [{ name: 'nro_documento', label: t('independientes.documento'), maxLength: 20 }], [t]);

  return (
    <ListPage<TrabajadorBeneficiaria>
      heading={t('independientes.tituloCelular')}
      title={t('independientes.listaTrabajadores')}
      queryKey={[...INDEPENDIENTES_KEY, 'trabajadores']}
      fetchPage={listarTrabajadores}
      columns={columnas}
      filters={filtros}
    >
      {editando && <CelularIndependienteDialog trabajador={editando} onClose={() => setEditando(null)} />}
    </ListPage>
  );
}
