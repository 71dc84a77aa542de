import { issueText } from '../../api/messages';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContactlessIcon from '@mui/icons-material/Contactless';
import { loteTarjeta } from '@pb/contract';
import { ESTADOS_TARJETA, ROLES, TODOS } from '@pb/contract/valores';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { useSession } from '../../shell/session/store';
import { usePermission } from '../../shell/session/usePermission';
import { EstadoChip } from '../../components/list/EstadoChip';
import { ListPage } from '../../components/list/ListPage';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { TARJETAS_KEY, contarLote, listarTarjetas, registrarTarjeta, type Tarjeta } from '../../shared/tarjetas/api';
import { useLectorTarjetas } from '../../shared/tarjetas/lector';
import { estadoOptions } from '../../components/list/estadoOptions';

/**
 * `/registro-tarjetas` (spec part 2 §2.14, roles 2 and 3): cards are read one after another into a
 * batch. Each press of "Leer tarjeta" reads the reader and registers the card at once; the button
 * is never disabled, so it keeps the focus and Enter or Space reads the next card.
 */
export default function RegistroTarjetasPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const puedeCrear = usePermission('registro-tarjetas', 'create');
  const verTabla = useSession()?.usuario.id_rol !== ROLES.ADMINISTRADOR;
  const { leer, direccion } = useLectorTarjetas();
  const [lote, setLote] = useState('');
  const [errorLote, setErrorLote] = useState<string | null>(null);
  const [uuid, setUuid] = useState('');
  const [ultima, setUltima] = useState<string | null>(null);
  const [leyendo, setLeyendo] = useState(false);
  const enCurso = useRef(false);
  const campoLote = useRef<HTMLInputElement>(null);

  const loteValido = loteTarjeta.safeParse(lote);
  const loteActual = loteValido.success ? loteValido.data : null;
  const conteo = useQuery({ queryKey: [...TARJETAS_KEY, 'lote', loteActual], queryFn: () => contarLote(loteActual!), enabled: loteActual !== null });

  const leerYRegistrar = async () => {
    if (enCurso.current) return;
    if (!loteValido.success) {
      setErrorLote(issueText(loteValido.error.issues[0]?.message ?? ''));
      campoLote.current?.focus();
      return;
    }
    setErrorLote(null);
    enCurso.current = true;
    setLeyendo(true);
    try {
      const leida = await leer();
      setUuid(leida);
      try {
        const tarjeta = await registrarTarjeta(leida, loteValido.data);
        setUltima(tarjeta?.uuid ?? leida);
        notify('success', t('tarjetas.registrada'));
      } catch (error) {
        setUltima(leida);
        notify('error', errorMessage(error, t('toast.error')));
      }
      await queryClient.invalidateQueries({ queryKey: TARJETAS_KEY });
    } catch (error) {
      notify('error', error instanceof Error ? error.message : t('toast.error'));
    } finally {
      enCurso.current = false;
      setLeyendo(false);
    }
  };

  const columnas: ListColumn<Tarjeta>[] = [
    { field: 'uuid', headerName: t('tarjetas.campos.uuid'), sortable: true, flex: 2 },
    { field: 'lote', headerName: t('tarjetas.campos.lote'), sortable: true, flex: 1 },
    { field: 'estado', headerName: t('tarjetas.campos.estado'), sortable: true, width: 150, render: (c) => <EstadoChip estado={c.estado} /> },
  ];
  const filtros = useMemo<ListFilter[]>(
    () => [{ name: 'estado', label: t('tarjetas.campos.estado'), type: 'select', initial: TODOS, options: estadoOptions(t, ESTADOS_TARJETA) }],
    [t],
  );

  return (
    <ListPage<Tarjeta>
      heading={t('tarjetas.titulo')}
      beforeList={
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            <TextField
              id="tarjetas-lote"
              inputRef={campoLote}
              label={t('tarjetas.lote')}
              required
              value={lote}
              onChange={(e) => {
                setLote(e.target.value);
                if (errorLote) setErrorLote(null);
              }}
              error={errorLote !== null}
              helperText={errorLote ?? ' '}
              slotProps={{ htmlInput: { maxLength: 50 } }}
            />
            <TextField id="tarjetas-uuid" label={t('tarjetas.uuid')} value={uuid} slotProps={{ htmlInput: { readOnly: true } }} />
            {puedeCrear && (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Button
                  variant="contained"
                  startIcon={leyendo ? <CircularProgress size={18} color="inherit" aria-hidden /> : <ContactlessIcon />}
                  onClick={() => void leerYRegistrar()}
                  aria-busy={leyendo}
                  aria-describedby="tarjetas-ayuda"
                >
                  {t('tarjetas.leer')}
                </Button>
                <Typography role="status" aria-live="polite" variant="body2" color="text.secondary">
                  {leyendo ? t('tarjetas.leyendo') : ''}
                </Typography>
              </Stack>
            )}
            <Typography id="tarjetas-ayuda" variant="body2" color="text.secondary">
              {t('tarjetas.ayuda')}
              {direccion ? ` ${t('tarjetas.lector.direccion', { direccion })}` : ''}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} component="dl" sx={{ m: 0 }}>
              <div>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('tarjetas.ultima')}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace', fontSize: '1.1rem' }} data-testid="tarjetas-ultima">
                  {ultima ?? t('tarjetas.ninguna')}
                </Typography>
              </div>
              <div>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t('tarjetas.enLote')}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontSize: '1.1rem' }} data-testid="tarjetas-conteo">
                  {loteActual === null ? '—' : (conteo.data ?? '…')}
                </Typography>
              </div>
            </Stack>
          </Stack>
        </Paper>
      }
      showList={verTabla}
      title={t('tarjetas.lista')}
      queryKey={TARJETAS_KEY}
      fetchPage={listarTarjetas}
      columns={columnas}
      filters={filtros}
      defaultOrder="-id"
    />
  );
}
