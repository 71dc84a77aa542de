import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { TOAST_DURATION, notify } from '../../shell/notify/store';

interface Props {
  /** The provider's name, for the title. */
  nombre: string;
  token: string;
  onClose: () => void;
}

/**
 * The new API token, shown only this once (the server keeps only its hash), with a copy button
 * and the warning that a new one revokes the previous.
 */
export function TokenDialog({ nombre, token, onClose }: Props) {
  const { t } = useTranslation();
  const campo = useRef<HTMLInputElement>(null);

  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(token);
    } catch {
      // Without the clipboard API (or its permission) the token is left selected for Ctrl+C.
      campo.current?.select();
      notify('warning', t('proveedores.copiarManual'));
      return;
    }
    notify('success', t('proveedores.tokenCopiado'), { duration: TOAST_DURATION.tokenCopied });
  };

  return (
    // A click outside does not close it: the token cannot be shown again.
    <Dialog open onClose={(_e, motivo) => motivo !== 'backdropClick' && onClose()} fullWidth maxWidth="sm" aria-labelledby="token-dialogo-titulo">
      <DialogTitle id="token-dialogo-titulo">{t('proveedores.tokenTitulo', { nombre })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert severity="warning">{t('proveedores.tokenAviso')}</Alert>
          <TextField
            id="proveedor-token"
            label={t('proveedores.token')}
            value={token}
            fullWidth
            inputRef={campo}
            onFocus={(e) => e.target.select()}
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title={t('proveedores.copiarToken')}>
                      <IconButton aria-label={t('proveedores.copiarToken')} onClick={() => void copiar()} edge="end">
                        <ContentCopyIcon />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
