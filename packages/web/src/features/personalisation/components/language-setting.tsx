import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { languages } from '@psc/core/personalisation/languages';
import { useCurrentUser } from '#lib/current-user.ts';
import { localeNames, matchLocale } from '#lib/i18n/locales.ts';
import { useMessages } from '#lib/i18n/use-messages.ts';
import { useUpdateLanguage } from '../api/update-language.ts';

type LanguageSettingProps = {
  /** 'person': My Profile, the user's own; 'account': Account settings, the administrator's default for everyone. */
  target: 'person' | 'account';
};

const browserLanguage = () => localeNames[matchLocale(navigator.languages ?? [navigator.language])];

/**
 * The language the screens (and the user's e-mails) read in (issue 49). Left unchosen, the next level applies:
 * the account's default, then the browser's language; the first choice says which that is.
 */
export const LanguageSetting = ({ target }: LanguageSettingProps) => {
  const t = useMessages();
  const id = useId();
  const me = useCurrentUser();
  const save = useUpdateLanguage();
  if (me.data === undefined) return null;
  const chosen = target === 'person' ? me.data.language : me.data.accountLanguage;
  const accountLanguage = languages.find((language) => language === me.data.accountLanguage);
  const unchosen =
    target === 'person' && accountLanguage !== undefined
      ? t('language.accountsDefault', { language: localeNames[accountLanguage] })
      : t('language.browser', { language: browserLanguage() });
  const field = target === 'person' ? 'personLanguage' : 'accountLanguage';
  return (
    <Stack component="section" spacing={1} aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component="h2" variant="h6">
        {t('language.title')}
      </Typography>
      <TextField
        select
        size="small"
        label={t(target === 'person' ? 'language.yours' : 'language.accountDefault')}
        value={chosen ?? ''}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ [field]: event.target.value === '' ? null : event.target.value })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        helperText={t(target === 'person' ? 'language.personNote' : 'language.accountNote')}
        sx={{ maxWidth: 420 }}
      >
        <option value="">{unchosen}</option>
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {localeNames[language]}
          </option>
        ))}
      </TextField>
      {save.isError && (
        <Alert severity="error" role="alert">
          {t('language.saveFailed')}
        </Alert>
      )}
    </Stack>
  );
};
