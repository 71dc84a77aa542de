import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import { ESTADOS_BENEFICIARIA, TODOS } from '@pb/contract/valores';
import { errorMessage } from '../../api/errors';
import { useSession } from '../../shell/session/store';
import { usePermission } from '../../shell/session/usePermission';
import { ListPage } from '../../components/list/ListPage';
import { EstadoChip } from '../../components/list/EstadoChip';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { formatMoney } from '../../components/money';
import { PasosIndependiente } from './PasosIndependiente';
import { INDEPENDIENTES_KEY, listarPendientes, porcentajeBono, sucursalDe, type Pendiente } from './api';
import { estadoOptions } from '../../components/list/estadoOptions';
import { perezoso } from '../../components/perezoso';

const AgregarDialog = perezoso(() => import('./AgregarDialog').then((m) => m.AgregarDialog));
const MontoDialog = perezoso(() => import('./MontoDialog').then((m) => m.MontoDialog));

/**
 * `/beneficiariaIndependiente` (spec part 2 §2.8, role 9): the independent employer's workers whose
 * bonus waits for its payroll (decision 028), each with its state, and the three steps that pay them.
 */
export default function BeneficiariaIndependientePage() {
  const { t } = useTranslation();
  const idEntidad = useSession()?.usuario.id_entidad ?? null;
  const puedeCrear = usePermission('beneficiariaIndependiente', 'create');
  const puedeEditar = usePermission('beneficiariaIndependiente', 'update');
  const puedePlanilla = usePermission('planillas', 'create');
  const porcentaje = useQuery({ queryKey: [...INDEPENDIENTES_KEY, 'porcentaje'], queryFn: porcentajeBono, staleTime: 300_000 });
  const sucursal = useQuery({ queryKey: [...INDEPENDIENTES_KEY, 'sucursal', idEntidad], queryFn: () => sucursalDe(idEntidad!), enabled: idEntidad !== null, retry: false });
  const [agregando, setAgregando] = useState(false);
  const [editando, setEditando] = useState<Pendiente | null>(null);

  const columnas: ListColumn<Pendiente>[] = [
    {
      field: 'acciones',
      headerName: t('independientes.acciones'),
      width: 90,
      render: (f) => (
        <Tooltip title={t('independientes.modificarMonto')}>
          <span>
            <IconButton size="small" aria-label={`${t('independientes.modificarMonto')}: ${f.s_beneficiaria_persona_nombre_completo ?? ''}`} disabled={!puedeEditar} onClick={() => setEditando(f)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ),
    },
    { field: 's_beneficiaria_persona_nombre_completo', headerName: t('independientes.nombreCompleto'), sortable: true, flex: 2 },
    {
      field: 's_beneficiaria_persona_nro_documento',
      headerName: t('independientes.documento'),
      sortable: true,
      width: 140,
      render: (f) => [f.s_beneficiaria_persona_nro_documento, f.s_beneficiaria_persona_complemento].filter(Boolean).join('-'),
    },
    { field: 's_beneficiaria_persona_movil', headerName: t('independientes.celular'), width: 120 },
    { field: 'monto_detalle', headerName: t('independientes.aguinaldo'), sortable: true, width: 150, render: (f) => formatMoney(f.monto_detalle) },
    { field: 'monto', headerName: t('independientes.bono', { porcentaje: porcentaje.data ?? '' }), sortable: true, width: 140, render: (f) => formatMoney(f.monto) },
    { field: 's_beneficiaria_estado', headerName: t('independientes.estado'), sortable: true, width: 170, render: (f) => <EstadoChip estado={f.s_beneficiaria_estado} /> },
  ];
  const filtros = useMemo<ListFilter[]>(
    () => [
      { name: 's_beneficiaria_persona_nro_documento', label: t('independientes.documento'), maxLength: 20 },
      { name: 's_beneficiaria_estado', label: t('independientes.estado'), type: 'select', initial: TODOS, options: estadoOptions(t, ESTADOS_BENEFICIARIA) },
    ],
    [t],
  );

  const idSucursal = sucursal.data?.id ?? null;
  return (
    <ListPage<Pendiente>
      heading={t('independientes.titulo')}
      beforeList={
        <>
          {sucursal.isError && (
            <Alert severity="warning" role="alert">
              {errorMessage(sucursal.error, t('toast.error'))}
            </Alert>
          )}
          <PasosIndependiente puedeCrear={puedeCrear} puedePlanilla={puedePlanilla} sucursal={idSucursal} onAgregar={() => setAgregando(true)} />
        </>
      }
      title={t('independientes.lista')}
      queryKey={[...INDEPENDIENTES_KEY, 'lista']}
      fetchPage={listarPendientes}
      columns={columnas}
      filters={filtros}
      defaultOrder="s_beneficiaria_persona_nombre_completo"
    >
      {agregando && idEntidad !== null && idSucursal !== null && (
        <AgregarDialog destino={{ id_subsidio: 1, id_entidad: idEntidad, id_sucursal: idSucursal }} porcentaje={porcentaje.data} onClose={() => setAgregando(false)} />
      )}
      {editando && <MontoDialog fila={editando} porcentaje={porcentaje.data} onClose={() => setEditando(null)} />}
    </ListPage>
  );
}
