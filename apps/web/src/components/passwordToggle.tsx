import { useState } from 'react';
import { useT } from '../i18n/core';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

/** A password input's show/hide button: the input's `type` and its end adornment. */
export function usePasswordToggle() {
  const { t } = useT();
  const [visible, setVisible] = useState(false);
  return {
    type: visible ? 'text' : 'password',
    endAdornment: (
      <InputAdornment position="end">
        <IconButton onClick={() => setVisible((v) => !v)} edge="end" aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}>
          {visible ? <VisibilityOff /> : <Visibility />}
        </IconButton>
      </InputAdornment>
    ),
  };
}
