import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { ESTADOS_SUBSIDIO, TODOS } from '@pb/contract/valores';
import { notify } from '../../shell/notify/store';
import { usePermission } from '../../shell/session/usePermission';
import { ListPage } from '../../components/list/ListPage';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { formatMoney } from '../../components/money';
import { columnaActivo, columnaEditar, columnaEstado } from '../../shared/catalogo/columnas';
import { useCambiarEstado } from '../../shared/catalogo/useCambiarEstado';
import { SUBSIDIOS_KEY, guardarSubsidio, listarSubsidios, type Subsidio } from './api';
import { VerDistribucionDialog } from './VerDistribucionDialog';
import { estadoOptions } from '../../components/list/estadoOptions';
import { perezoso } from '../../components/perezoso';

const DistribucionDialog = perezoso(() => import('./DistribucionDialog').then((m) => m.DistribucionDialog));
const SubsidioDialog = perezoso(() => import('./SubsidioDialog').then((m) => m.SubsidioDialog));

/**
 * `/subsidios` (spec part 2 §2.11, role 2): subsidies with their current amount, the add/edit
 * dialog, the distribution dialog (not for an ACTIVO subsidy) and the view-distribution dialog
 * (spec §6 guards both with `entidades:update`; the server asks `subsidios:update`: decision 018).
 */
export default function SubsidiosPage() {
  const { t } = useTranslation();
  const puedeCrear = usePermission('subsidios', 'create');
  const puedeEditar = usePermission('subsidios', 'update');
  const puedeDistribuir = usePermission('entidades', 'update') && puedeEditar;
  const [enForm, setEnForm] = useState<Subsidio | null | undefined>(undefined);
  const [distribuir, setDistribuir] = useState<Subsidio | null>(null);
  const [ver, setVer] = useState<Subsidio | null>(null);
  const cambiarEstado = useCambiarEstado(SUBSIDIOS_KEY, (id, estado) => guardarSubsidio(id, { estado }));
  // Spec part 2 §4, §8: activation needs a distribution; the browser warns first, the server refuses too.
  const alternar = async (s: Subsidio, activo: boolean) => {
    if (activo && s.nro_distribuciones === 0) notify('warning', t('servidor.mensajes.distribucionParaActivar'));
    else await cambiarEstado(s.id, activo);
  };

  const columnaDistribucion: ListColumn<Subsidio> = {
    field: 'distribucion',
    headerName: t('subsidios.distribucion'),
    width: 120,
    render: (s) => (
      <>
        <Tooltip title={t('subsidios.agregarDistribucionDe', { nombre: s.nombre })}>
          <span>
            <IconButton size="small" aria-label={t('subsidios.agregarDistribucionDe', { nombre: s.nombre })} disabled={s.estado === 'ACTIVO'} onClick={() => setDistribuir(s)}>
              <AccountTreeIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('subsidios.verDistribucionDe', { nombre: s.nombre })}>
          <IconButton size="small" aria-label={t('subsidios.verDistribucionDe', { nombre: s.nombre })} onClick={() => setVer(s)}>
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </>
    ),
  };

  const columnas: ListColumn<Subsidio>[] = [
    ...(puedeEditar ? [columnaActivo<Subsidio>(t, alternar), columnaEditar<Subsidio>(t, setEnForm)] : []),
    ...(puedeDistribuir ? [columnaDistribucion] : []),
    { field: 'nombre', headerName: t('subsidios.campos.nombre'), sortable: true, flex: 2 },
    { field: 'tipo', headerName: t('subsidios.campos.tipo'), sortable: true, width: 110 },
    { field: 'monto', headerName: t('subsidios.campos.monto'), width: 120, render: (s) => formatMoney(s.monto) },
    { field: 'gestion', headerName: t('subsidios.campos.gestion'), width: 90 },
    { field: 'nro_total_entregas', headerName: t('subsidios.campos.entregas'), sortable: true, width: 110 },
    { field: 'vigencia_dias', headerName: t('subsidios.campos.vigencia'), sortable: true, width: 110 },
    columnaEstado<Subsidio>(t),
  ];
  const filtros = useMemo<ListFilter[]>(
    () => [
      { name: 'nombre', label: t('subsidios.campos.nombre'), maxLength: 100 },
      { name: 'estado', label: t('subsidios.campos.estado'), type: 'select', initial: TODOS, options: estadoOptions(t, ESTADOS_SUBSIDIO) },
    ],
    [t],
  );

  return (
    <ListPage<Subsidio>
      heading={t('subsidios.titulo')}
      title={t('subsidios.lista')}
      queryKey={SUBSIDIOS_KEY}
      fetchPage={listarSubsidios}
      columns={columnas}
      filters={filtros}
      add={{ label: t('subsidios.agregar'), allowed: puedeCrear, onClick: () => setEnForm(null) }}
    >
      {enForm !== undefined && <SubsidioDialog subsidio={enForm} onClose={() => setEnForm(undefined)} />}
      {distribuir && <DistribucionDialog subsidio={distribuir} onClose={() => setDistribuir(null)} />}
      {ver && <VerDistribucionDialog subsidio={ver} onClose={() => setVer(null)} />}
    </ListPage>
  );
}
