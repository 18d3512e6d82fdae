import Box from '@mui/material/Box';
import { TextInput } from './form/text-input.tsx';

/** 'ABCD EFGH …': a key read aloud or typed into an app four characters at a time. */
export const groupKey = (key: string): string => key.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/**
 * An authenticator key to add to an app: its QR code (when there is one) and the key as text, grouped by four, for
 * the customer's 2-Step Verification and an invited operator alike.
 */
export const AuthenticatorKey = ({
  secret,
  qrUrl,
  qrAlt,
  helperText,
}: {
  secret: string;
  qrUrl: string | null;
  qrAlt: string;
  helperText?: string;
}) => (
  <>
    {qrUrl !== null && (
      <Box
        component="img"
        src={qrUrl}
        alt={qrAlt}
        width={180}
        height={180}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
      />
    )}
    <TextInput
      label="Key"
      value={groupKey(secret)}
      readOnly
      inputProps={{ spellCheck: false, style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' } }}
      {...(helperText === undefined ? {} : { helperText })}
    />
  </>
);
