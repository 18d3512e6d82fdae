import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { captchaMessages } from '@psc/core/auth/auth-messages';
import { findPasswordProblem, passwordProblemMessages } from '@psc/core/auth/password-policy';
import { CaptchaField, type CaptchaHandle } from '#components/captcha/captcha-field.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import { PasswordField } from '#components/form/password-field.tsx';
import {
  describeRegistrationFailure,
  useRegisterAccount,
  type RegisterAccountInput,
} from '../api/register-account.ts';
import { translateNow } from '#lib/i18n/locale-state.ts';
import { useLocale, useMessages } from '#lib/i18n/use-messages.ts';

const requiredText = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(120, `${label} is too long`);

const passwordSchema = z.string().superRefine((password, context) => {
  const problem = findPasswordProblem(password);
  if (problem !== null) context.addIssue({ code: 'custom', message: passwordProblemMessages[problem] });
});

/** The first step checks the credentials only; the second also the fields it revealed. */
const createRegistrationFormSchema = (isDetailsStep: boolean) =>
  z
    .object({
      email: z
        .string()
        .trim()
        .min(1, translateNow('register.emailRequired'))
        .pipe(z.email(translateNow('register.emailInvalid'))),
      password: passwordSchema,
      account: isDetailsStep ? requiredText('Account') : z.string(),
      firstname: isDetailsStep ? requiredText('First Name') : z.string(),
      lastname: isDetailsStep ? requiredText('Last Name') : z.string(),
    })
    .superRefine(({ email, password }, context) => {
      if (findPasswordProblem(password, email) === 'EQUALS_EMAIL') {
        context.addIssue({
          code: 'custom',
          path: ['password'],
          message: passwordProblemMessages.EQUALS_EMAIL,
        });
      }
    });

type RegistrationFormValues = z.input<ReturnType<typeof createRegistrationFormSchema>>;

export type RegisteredCredentials = {
  email: string;
  password: string;
  /** A fresh captcha solution for signing straight in: the one sent with the registration is used up. */
  captcha: string | null;
};

type RegistrationFormProps = {
  /** From GET /aqa/settings: the second step then shows the captcha. */
  requiresCaptcha: boolean;
  /** Called with what the user typed, so the caller can sign them straight in. */
  onRegistered: (credentials: RegisteredCredentials) => Promise<void> | void;
};

/** The registration mode of §2/§4: the first submit reveals Account and names, the second posts. */
export const RegistrationForm = ({ requiresCaptcha, onRegistered }: RegistrationFormProps) => {
  const [isDetailsStep, setIsDetailsStep] = useState(false);
  const [failureMessage, setFailureMessage] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const registerAccount = useRegisterAccount();
  const { register, handleSubmit, formState, reset } = useForm<RegistrationFormValues>({
    resolver: zodResolver(createRegistrationFormSchema(isDetailsStep)),
    defaultValues: { account: '', firstname: '', lastname: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!isDetailsStep) {
      setIsDetailsStep(true);
      return;
    }
    if (requiresCaptcha && captcha === null) {
      setFailureMessage(captchaMessages.missing);
      return;
    }
    setFailureMessage(null);
    const input: RegisterAccountInput = {
      account: values.account.trim(),
      email: values.email.trim().toLowerCase(),
      firstname: values.firstname.trim(),
      lastname: values.lastname.trim(),
      password: values.password,
      ...(captcha === null ? {} : { captcha }),
    };
    // A solution is accepted once: whatever the answer, the next call needs a new one.
    setCaptcha(null);
    try {
      await registerAccount.mutateAsync(input);
    } catch (error) {
      const failure = describeRegistrationFailure(error);
      setFailureMessage(failure.message);
      if (failure.clearsFields) {
        reset();
        setIsDetailsStep(false);
      }
      captchaRef.current?.reset();
      return;
    }
    const nextCaptcha = requiresCaptcha ? await (captchaRef.current?.renew() ?? Promise.resolve(null)) : null;
    await onRegistered({ email: input.email, password: input.password, captcha: nextCaptcha });
  });

  const { errors } = formState;
  const t = useMessages();
  const locale = useLocale();
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      spacing={2}
      aria-labelledby="register-title"
    >
      <Typography id="register-title" component="h1" variant="h5" sx={{ fontWeight: 700, letterSpacing: 1 }}>
        {t('register.submit').toLocaleUpperCase(locale)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(isDetailsStep ? 'register.introDetails' : 'register.intro')}
      </Typography>
      {failureMessage !== null && (
        <Alert severity="error" role="alert">
          {failureMessage}
        </Alert>
      )}
      <TextInput
        {...register('email')}
        label={t('register.email')}
        type="email"
        autoComplete="email"
        required
        autoFocus
        error={errors.email !== undefined}
        helperText={errors.email?.message}
      />
      <PasswordField
        {...register('password')}
        label={t('login.password')}
        autoComplete="new-password"
        required
        error={errors.password !== undefined}
        helperText={errors.password?.message ?? t('register.passwordHelp')}
      />
      <Collapse in={isDetailsStep} unmountOnExit>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextInput
            {...register('account')}
            label={t('register.account')}
            autoComplete="organization"
            required
            autoFocus
            error={errors.account !== undefined}
            helperText={errors.account?.message ?? t('register.accountHelp')}
          />
          <TextInput
            {...register('firstname')}
            label={t('register.firstName')}
            autoComplete="given-name"
            required
            error={errors.firstname !== undefined}
            helperText={errors.firstname?.message}
          />
          <TextInput
            {...register('lastname')}
            label={t('register.lastName')}
            autoComplete="family-name"
            required
            error={errors.lastname !== undefined}
            helperText={errors.lastname?.message}
          />
        </Stack>
      </Collapse>
      {requiresCaptcha && isDetailsStep && <CaptchaField ref={captchaRef} onChange={setCaptcha} />}
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
        {t(isDetailsStep ? 'register.submit' : 'register.next')}
      </Button>
    </Stack>
  );
};
