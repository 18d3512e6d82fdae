import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { TextInput, type TextInputProps } from './text-input.tsx';

type PasswordFieldProps = Omit<TextInputProps, 'type' | 'endAdornment'>;

/** A password input with a show/hide toggle that keyboard and screen-reader users can reach. */
export const PasswordField = ({ label, ...props }: PasswordFieldProps) => {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextInput
      {...props}
      label={label}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={isVisible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            onClick={() => setIsVisible((visible) => !visible)}
            edge="end"
            size="small"
          >
            {isVisible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
};
