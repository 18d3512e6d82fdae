import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PasswordField } from '#components/form/password-field.tsx';
import { TextInput } from '#components/form/text-input.tsx';
import { useSignInOperator } from '../api/sign-in-operator.ts';

const signInSchema = z.object({
  email: z.string().trim().min(1, 'E-mail is required'),
  password: z.string().min(1, 'Password is required'),
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The six-digit code of your authenticator app'),
});
type SignInValues = z.infer<typeof signInSchema>;

/** The console's sign-in: e-mail, password and, always, the authenticator's code (decision 0049). */
export const OperatorSignIn = () => {
  const signIn = useSignInOperator();
  const { register, handleSubmit, formState } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', otp: '' },
  });
  const onSubmit = handleSubmit((values) => signIn.mutate(values));
  const { errors } = formState;
  return (
    <Stack sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Paper component="main" sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 420 }}>
        <Stack
          component="form"
          spacing={2}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="ops-sign-in-title"
        >
          <Typography id="ops-sign-in-title" variant="h5" component="h1">
            PSC Operations
          </Typography>
          <Typography variant="body2" color="text.secondary">
            For the people who run PSC. Traders sign in at the app&apos;s own login page.
          </Typography>
          {signIn.isError && (
            <Alert severity="error" role="alert">
              {signIn.error.message}
            </Alert>
          )}
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            autoFocus
            required
            error={errors.email !== undefined}
            helperText={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            error={errors.password !== undefined}
            helperText={errors.password?.message}
            {...register('password')}
          />
          <TextInput
            label="Authenticator code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            error={errors.otp !== undefined}
            helperText={errors.otp?.message ?? 'Six digits from your authenticator app'}
            {...register('otp')}
          />
          <Button type="submit" variant="contained" disabled={signIn.isPending}>
            {signIn.isPending ? 'Signing in…' : 'Sign in'}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
};
