import { useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field';

/** A password input's type, and the button at its end that shows or hides what was typed. */
export function usePasswordVisibility() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return {
    type: visible ? 'text' : 'password',
    endAdornment: (
      <InputAdornment position="end">
        <IconButton
          aria-label={t(visible ? 'common.hidePassword' : 'common.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
          edge="end"
        >
          {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
        </IconButton>
      </InputAdornment>
    ),
  };
}

/**
 * A password field bound by its own props, for the sign-in form, which has no react-hook-form (the first
 * page does not load it); the other forms use PasswordField.
 */
export function PasswordInput(props: Omit<OutlinedTextFieldProps, 'type' | 'endAdornment'>) {
  return <OutlinedTextField {...props} {...usePasswordVisibility()} />;
}
