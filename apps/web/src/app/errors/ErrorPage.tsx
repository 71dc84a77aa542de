import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../i18n/core';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';

interface Props {
  code: 403 | 404 | 500;
  detail?: string | null;
}

/** 403, 404 and 500 pages (spec part 1 §2 "Error pages"): code, text, back button. */
export function ErrorPage({ code, detail }: Props) {
  const { t } = useT();
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of the tab has nowhere to go back to: go home instead.
  const back = () => (location.key === 'default' ? void navigate('/') : void navigate(-1));
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', justifyContent: 'center', py: 8, textAlign: 'center' }}>
      <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 700 }} aria-hidden>
        {code}
      </Typography>
      <Typography variant="h5" component="h1">
        {t(`errors.${code}`)}
      </Typography>
      {detail && <Typography color="text.secondary">{detail}</Typography>}
      <Button variant="contained" startIcon={<ArrowBack />} onClick={back}>
        {t('common.back')}
      </Button>
    </Stack>
  );
}

export const NotFoundPage = () => <ErrorPage code={404} />;
export const ForbiddenPage = () => <ErrorPage code={403} />;
