import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Logo } from '#components/logo.tsx';

/** The frame of the authorisation server's pages: PSC's mark and one card, at every width. */
export const AuthorizationPage = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box
    component="main"
    sx={{
      minHeight: '100dvh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      bgcolor: 'primary.main',
      p: { xs: 1.5, sm: 3 },
    }}
  >
    <Paper sx={{ width: '100%', maxWidth: 480, p: { xs: 2.5, sm: 4 } }}>
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Logo size={36} />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        </Stack>
        {children}
      </Stack>
    </Paper>
  </Box>
);
