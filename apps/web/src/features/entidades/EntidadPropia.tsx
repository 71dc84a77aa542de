import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { entidadEditSchema } from '@pb/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { useSaveAction } from '../../components/dialogs/useSaveAction';
import { usePermission } from '../../shell/session/usePermission';
import { CLAVE, editarEntidad, obtenerEntidad } from '../../shared/entidades/api';
import { CamposEntidad } from './CamposEntidad';
import { aEntrada, valoresIniciales } from '../../shared/entidades/formulario';
import type { Entidad, EntidadFormulario } from '../../shared/entidades/tipos';

/**
 * Roles other than 1 and 2 see their own entity's form directly (spec part 1 §2 "Entities"; role 5
 * loads its own entity for editing) and save it with `entidadEdit`.
 */
export function EntidadPropia({ idEntidad }: { idEntidad: number | null }) {
  const { t } = useTranslation();
  const consulta = useQuery({
    queryKey: [...CLAVE, 'propia', idEntidad],
    queryFn: ({ signal }) => obtenerEntidad(idEntidad!, signal),
    enabled: idEntidad !== null,
  });
  if (idEntidad === null) return <Alert severity="info">{t('entidades.sinEntidad')}</Alert>;
  if (consulta.error) return <Alert severity="error">{errorMessage(consulta.error, t('toast.error'))}</Alert>;
  if (!consulta.data) {
    return consulta.isFetching ? (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    ) : (
      <Alert severity="info">{t('entidades.sinEntidad')}</Alert>
    );
  }
  return <FormularioPropio entidad={consulta.data} />;
}

const CAMPOS = Object.keys(valoresIniciales());

function FormularioPropio({ entidad }: { entidad: Entidad }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const puedeEditar = usePermission('entidades', 'update');
  const { control, handleSubmit, reset, setError, formState } = useForm<EntidadFormulario>({ defaultValues: valoresIniciales(entidad) });
  const { error, save } = useSaveAction({ setError, fields: CAMPOS });
  // The record reloaded after saving: the form shows what the server kept (e.g. the upper-cased name).
  useEffect(() => reset(valoresIniciales(entidad)), [entidad, reset]);

  const onSubmit = handleSubmit(async (valores) => {
    const entrada = aEntrada(valores);
    if (!(await save(() => editarEntidad(entidad.id, entrada), { schema: entidadEditSchema, input: entrada }))) return;
    notify('success', t('entidades.actualizado'));
    await queryClient.invalidateQueries({ queryKey: [...CLAVE, 'propia'] });
  });

  const ocupado = formState.isSubmitting;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="entidad-propia-titulo" sx={{ p: { xs: 2, md: 3 } }}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <Typography id="entidad-propia-titulo" variant="h6" component="h2">
            {t('entidades.datosPropia')}
          </Typography>
          {error && (
            <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
              {error}
            </Alert>
          )}
          <CamposEntidad control={control} codigo={entidad.id} codigoPortalRequerido soloLectura={!puedeEditar} />
          {puedeEditar && (
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" loading={ocupado}>
                {t('entidades.guardar')}
              </Button>
            </Stack>
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
