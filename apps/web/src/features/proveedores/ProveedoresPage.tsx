import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, serverMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { usePermission } from '../../shell/session/usePermission';
import { confirmDialog } from '../../components/dialogs/dialogStore';
import { ListPage } from '../../components/list/ListPage';
import type { ListFilter } from '../../components/list/types';
import type { Entidad } from '../../shared/entidades/tipos';
import { CLAVE, generarToken, listarProveedores, quitarProveedor } from './api';
import { useColumnas } from './columnas';
import { falloToken } from './mensajes';
import { TokenDialog } from './TokenDialog';
import { perezoso } from '../../components/perezoso';

const AgregarProveedorDialog = perezoso(() => import('./AgregarProveedorDialog').then((m) => m.AgregarProveedorDialog));

/** `/proveedores` (spec part 1 §2 "Providers"): the providers, adding one, its API token and 'Quitar proveedor'. */
export default function ProveedoresPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const puedeCrear = usePermission('entidades', 'create');
  const puedeActualizar = usePermission('entidades', 'update');
  const [agregando, setAgregando] = useState(false);
  const [token, setToken] = useState<{ nombre: string; token: string } | null>(null);
  // The entities list of /entidades shows the provider flag too: refresh both.
  const refrescar = () => Promise.all([queryClient.invalidateQueries({ queryKey: CLAVE }), queryClient.invalidateQueries({ queryKey: ['entidades'] })]);

  const onToken = async (e: Entidad) => {
    // A new token revokes the one the provider's systems use now: ask first.
    if (!(await confirmDialog(t('proveedores.confirmarToken', { nombre: e.nombre })))) return;
    try {
      setToken({ nombre: e.nombre, token: await generarToken(e.id) });
    } catch (error) {
      notify('error', falloToken(t('proveedores.tokenFallo'), serverMessage(error) ?? errorMessage(error, '')));
    }
  };

  const onQuitar = async (e: Entidad) => {
    if (!(await confirmDialog(t('proveedores.confirmarQuitar', { nombre: e.nombre })))) return;
    try {
      await quitarProveedor(e.id);
      notify('success', t('toast.success'));
      await refrescar();
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    }
  };

  const columnas = useColumnas({ puedeActualizar, onToken: (e) => void onToken(e), onQuitar: (e) => void onQuitar(e) });

  const filtros = useMemo<ListFilter[]>(
    () => [
      { name: 'nombre', label: t('proveedores.columnas.nombre'), maxLength: 100 },
      { name: 'sigla', label: t('proveedores.columnas.sigla'), maxLength: 20 },
      { name: 'nit', label: t('proveedores.columnas.nit'), maxLength: 25 },
    ],
    [t],
  );

  return (
    <ListPage<Entidad>
      heading={t('proveedores.titulo')}
      title={t('proveedores.lista')}
      queryKey={[...CLAVE, 'lista']}
      fetchPage={listarProveedores}
      columns={columnas}
      filters={filtros}
      add={{ label: t('proveedores.agregar'), allowed: puedeCrear, onClick: () => setAgregando(true) }}
    >
      {agregando && <AgregarProveedorDialog onClose={() => setAgregando(false)} onAgregado={() => void refrescar()} />}
      {token && <TokenDialog nombre={token.nombre} token={token.token} onClose={() => setToken(null)} />}
    </ListPage>
  );
}
