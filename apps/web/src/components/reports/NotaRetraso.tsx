import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { graphql, sendGraphql } from '../../api/graphql';

export const RETRASO_KEY = ['retrasoLectura'] as const;

const RETRASO = graphql(`query RetrasoLectura { retrasoLectura }`);

/** Seconds the server's reports, statements and dashboard may be behind (it reads them from the hot standby); null when it reads the primary. */
export async function retrasoLectura(signal?: AbortSignal): Promise<number | null> {
  return (await sendGraphql(RETRASO, undefined, signal)).retrasoLectura;
}

/**
 * The footnote of a screen whose figures the server reads from the hot standby (decision 059): how
 * far behind they may be, measured when the screen opens and every half minute after (never again when the server has no standby). Nothing when
 * the server reads the primary (the embedded database, no standby) or the measure failed. Plain
 * secondary text (AA contrast on the page and the paper), no live region: it is not an alert.
 */
export function NotaRetraso({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  // A server without a standby answers null for as long as it runs: no need to ask it again.
  const { data } = useQuery({ queryKey: RETRASO_KEY, queryFn: ({ signal }) => retrasoLectura(signal), staleTime: 10_000, refetchInterval: (q) => (q.state.data === null ? false : 30_000) });
  if (data === null || data === undefined) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="nota-retraso" sx={sx}>
      {t('reportes.retraso', { count: Math.max(1, data) })}
    </Typography>
  );
}
