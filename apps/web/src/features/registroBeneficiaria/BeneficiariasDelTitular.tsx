import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { diaMesAnio } from '@pb/contract/valores';
import { errorMessage } from '../../api/errors';
import { EstadoChip } from '../../components/list/EstadoChip';
import { beneficiariasDelTitular } from './api';

const documento = (nro: string, complemento: string | null) => [nro, complemento].filter(Boolean).join('-');

/**
 * The beneficiaries already registered for the titular found (spec part 2 §7 `obtenerBeneficiariaPorTitular`),
 * so the same subsidy is not registered twice. `vez` changes after each registration: the list is read again.
 */
export function BeneficiariasDelTitular({ nroDocumento, vez }: { nroDocumento: string; vez: number }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useQuery({ queryKey: ['registroBeneficiaria', 'porTitular', nroDocumento, vez], queryFn: () => beneficiariasDelTitular(nroDocumento) });
  const filas = data?.rows ?? [];

  return (
    <Card variant="outlined" component="section" aria-labelledby="registradas-titulo">
      <CardContent>
        <Typography id="registradas-titulo" variant="h6" component="h2" gutterBottom>
          {t('registroBeneficiaria.registradas.titulo')}
        </Typography>
        {isLoading && <Skeleton variant="rectangular" height={48} aria-label={t('registroBeneficiaria.registradas.cargando')} />}
        {error && <Alert severity="error">{errorMessage(error, t('toast.error'))}</Alert>}
        {data && filas.length === 0 && <Typography color="text.secondary">{t('registroBeneficiaria.registradas.ninguna')}</Typography>}
        {filas.length > 0 && (
          <TableContainer>
            <Table size="small" aria-labelledby="registradas-titulo">
              <TableHead>
                <TableRow>
                  <TableCell>{t('registroBeneficiaria.registradas.beneficiaria')}</TableCell>
                  <TableCell>{t('registroBeneficiaria.registradas.documento')}</TableCell>
                  <TableCell>{t('registroBeneficiaria.registradas.subsidio')}</TableCell>
                  <TableCell>{t('registroBeneficiaria.registradas.sucursal')}</TableCell>
                  <TableCell>{t('registroBeneficiaria.registradas.fechaNacidoVivo')}</TableCell>
                  <TableCell>{t('registroBeneficiaria.registradas.estado')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {filas.map((b) => (
                  <TableRow key={b.id}>
                    <TableCell>{b.persona_b_nombre_completo}</TableCell>
                    <TableCell>{documento(b.persona_b_nro_documento, b.persona_b_complemento)}</TableCell>
                    <TableCell>{b.ben_subsidio_nombre}</TableCell>
                    <TableCell>{b.Sucursale_nombre ?? '—'}</TableCell>
                    <TableCell>{diaMesAnio(b.fechaNacidoVivo) || '—'}</TableCell>
                    <TableCell>
                      <EstadoChip estado={b.estado} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {data && data.count > filas.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('registroBeneficiaria.registradas.mas', { mostradas: filas.length, total: data.count })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
