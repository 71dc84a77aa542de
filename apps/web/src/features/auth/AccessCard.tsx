import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  icon: ReactNode;
  title: string;
  description: string;
  action: string;
  /** An in-app route… */
  to?: string;
  /** …or an outside address. */
  href?: string;
}

/** One way in, on the landing page. */
export function AccessCard({ icon, title, description, action, to, href }: Props) {
  const headingId = `access-${title.replace(/\W+/g, '-').toLowerCase()}`;
  const linkProps = to ? { component: RouterLink, to } : { href: href ?? '#' };
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Stack sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }} aria-hidden>
            {icon}
          </Stack>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          <Typography color="text.secondary">{description}</Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'center', pb: 2 }}>
        <Button variant="contained" {...linkProps} aria-label={`${action}: ${title}`}>
          {action}
        </Button>
      </CardActions>
    </Card>
  );
}
