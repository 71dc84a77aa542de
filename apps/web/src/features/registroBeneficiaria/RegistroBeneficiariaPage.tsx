import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { diaMesAnio } from '@pb/contract/valores';
import type { Titular } from './api';
import { BeneficiariasDelTitular } from './BeneficiariasDelTitular';
import { BuscarTitular, type Empleador } from './BuscarTitular';
import { FormularioBeneficiaria } from './FormularioBeneficiaria';

/** `/beneficiarias` (spec part 2 §2.6, roles 3 and 5): find the insured worker in the OVT, see its beneficiaries already registered, then register a subsidy beneficiary. */
export default function RegistroBeneficiariaPage() {
  const { t } = useTranslation();
  const [encontrado, setEncontrado] = useState<{ titular: Titular; empleador: Empleador } | null>(null);
  // A new key after each registration clears the form for the next one.
  const [vez, setVez] = useState(0);
  const titular = encontrado?.titular;

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
        {t('registroBeneficiaria.titulo')}
      </Typography>
      <BuscarTitular onEncontrado={(titular, empleador) => setEncontrado({ titular, empleador })} />
      {titular && (
        <Card variant="outlined" component="section" aria-labelledby="titular-titulo">
          <CardContent>
            <Typography id="titular-titulo" variant="h6" component="h2" gutterBottom>
              {t('registroBeneficiaria.titular')}
            </Typography>
            <Stack component="dl" direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ m: 0, '& dt': { color: 'text.secondary', fontSize: '0.875rem' }, '& dd': { m: 0, fontWeight: 500 } }}>
              <div>
                <dt>{t('registroBeneficiaria.nombreCompleto')}</dt>
                <dd>{titular.nombre_completo}</dd>
              </div>
              <div>
                <dt>{t('registroBeneficiaria.documento')}</dt>
                <dd>{titular.complemento ? `${titular.nro_documento}-${titular.complemento}` : titular.nro_documento}</dd>
              </div>
              <div>
                <dt>{t('registroBeneficiaria.fechaNacimiento')}</dt>
                <dd>{diaMesAnio(titular.fecha_nacimiento)}</dd>
              </div>
              <div>
                <dt>{t('registroBeneficiaria.cajaSalud')}</dt>
                <dd>{titular.caja_salud ?? '—'}</dd>
              </div>
              <div>
                <dt>{t('registroBeneficiaria.sucursal')}</dt>
                <dd>{titular.sucursal.nombre}</dd>
              </div>
            </Stack>
          </CardContent>
        </Card>
      )}
      {titular && <BeneficiariasDelTitular nroDocumento={titular.nro_documento} vez={vez} />}
      {encontrado && (
        <FormularioBeneficiaria
          key={`${encontrado.titular.nro_documento}-${vez}`}
          titular={encontrado.titular}
          empleador={encontrado.empleador}
          onRegistrada={() => setVez((n) => n + 1)}
        />
      )}
    </Stack>
  );
}
