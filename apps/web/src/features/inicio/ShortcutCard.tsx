import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MenuIcon } from '../../shell/menu/menuIcons';
import type { MenuEntry } from '../../shell/menu/menuModel';

export function ShortcutCard({ entry }: { entry: MenuEntry }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={entry.url} sx={{ height: '100%' }}>
        <CardContent>
          <Stack sx={{ alignItems: 'center' }} direction="row" spacing={2}>
            <Stack sx={{ color: 'primary.main' }}>
              <MenuIcon name={entry.icon} />
            </Stack>
            <div>
              <Typography variant="subtitle1" component="span" sx={{ display: 'block', fontWeight: 600 }}>
                {entry.label}
              </Typography>
              {entry.section && (
                <Typography variant="body2" color="text.secondary" component="span">
                  {entry.section}
                </Typography>
              )}
            </div>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
