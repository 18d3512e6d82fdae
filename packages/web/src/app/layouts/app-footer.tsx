import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LanguageIcon from '@mui/icons-material/Language';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import MailOutlined from '@mui/icons-material/MailOutlined';
import XIcon from '@mui/icons-material/X';
import type { AppSettingReply } from '@psc/core/auth/auth.schemas';
import { useAppSettings } from '../../features/settings/api/get-app-settings.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import type { MessageKey } from '#lib/i18n/catalogue-store.ts';

type FooterLinks = NonNullable<AppSettingReply['footerLinks']>;

const footerIcons: { key: keyof FooterLinks; label: MessageKey; icon: ReactNode }[] = [
  { key: 'newsletter', label: 'footer.newsletter', icon: <MailOutlined fontSize="small" /> },
  { key: 'businessNetwork', label: 'footer.businessNetwork', icon: <LinkedInIcon fontSize="small" /> },
  { key: 'microblog', label: 'footer.microblog', icon: <XIcon fontSize="small" /> },
  { key: 'company', label: 'footer.company', icon: <LanguageIcon fontSize="small" /> },
];

/**
 * The footer bar of §2 'Frame', hidden on narrow screens. Its links are the server's settings (set where PSC is
 * deployed, issue 12 item 23), so one build serves every deployment; an icon shows once its link is set.
 */
export const AppFooter = () => {
  const links = useAppSettings().data?.footerLinks;
  const t = useMessages();
  const shown = footerIcons.flatMap((icon) => {
    const href = links?.[icon.key];
    return href ? [{ ...icon, href }] : [];
  });
  return (
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
      <Typography variant="body2">
        {t('footer.rights', { year: String(new Date().getFullYear()) })}
      </Typography>
      <Stack direction="row" spacing={0.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((link) => (
          <li key={link.label}>
            <IconButton
              component="a"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(link.label)}
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
};
