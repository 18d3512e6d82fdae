import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LanguageIcon from '@mui/icons-material/Language';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import MailOutlined from '@mui/icons-material/MailOutlined';
import XIcon from '@mui/icons-material/X';
import { env } from '../../config/env.ts';

const footerLinks: { href: string | null; label: string; icon: ReactNode }[] = [
  { href: env.footerLinks.newsletter, label: 'Newsletter sign-up', icon: <MailOutlined fontSize="small" /> },
  {
    href: env.footerLinks.businessNetwork,
    label: 'PSC on LinkedIn',
    icon: <LinkedInIcon fontSize="small" />,
  },
  { href: env.footerLinks.microblog, label: 'PSC on X', icon: <XIcon fontSize="small" /> },
  { href: env.footerLinks.company, label: 'Company website', icon: <LanguageIcon fontSize="small" /> },
];

/** The footer bar of §2 'Frame', hidden on narrow screens. */
export const AppFooter = () => (
  <Box
    component="footer"
    sx={{
      display: { xs: 'none', sm: 'flex' },
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: 2,
      px: 3,
      py: 1,
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
    }}
  >
    <Typography variant="body2">© {new Date().getFullYear()} PSC. All rights reserved.</Typography>
    <Stack direction="row" spacing={0.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {footerLinks
        .filter((link): link is typeof link & { href: string } => link.href !== null)
        .map((link) => (
          <li key={link.label}>
            <IconButton
              component="a"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={link.label}
              color="inherit"
              size="small"
            >
              {link.icon}
            </IconButton>
          </li>
        ))}
    </Stack>
  </Box>
);
