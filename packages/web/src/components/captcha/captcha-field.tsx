import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AltchaWidgetElement } from 'altcha';

/** The room the field takes while its widget loads; a form may keep it before it knows whether a captcha shows. */
export const captchaFieldMinHeight = 72;

/** The server's ALTCHA challenge (docs/decisions/0006-captcha-and-mail.md). */
const challengeUrl = '/aqa/captcha';

export type CaptchaHandle = {
  /** Forgets the solution; the user ticks the box again. */
  reset: () => void;
  /**
   * A solution is accepted once: after a submit, forget it and solve a fresh challenge in the background.
   * Resolves with the new solution, or null when it could not be solved.
   */
  renew: () => Promise<string | null>;
  /** The solution a renewal still under way will give (null if none is under way), so a quick submit can wait for it. */
  pendingRenewal: () => Promise<string | null> | null;
};

type CaptchaFieldProps = {
  ref?: Ref<CaptchaHandle>;
  /** The base64 solution once the widget has verified, null otherwise. */
  onChange: (solution: string | null) => void;
};

type StateChangeDetail = { state?: string; payload?: string | null };

// The widget (about 35 KiB gzipped with its workers) loads only on forms that show it, never with the login page.
let widgetModule: Promise<unknown> | null = null;
const loadWidget = (): Promise<unknown> => (widgetModule ??= import('altcha'));

const isReady = (widget: AltchaWidgetElement | null): widget is AltchaWidgetElement =>
  widget !== null && typeof widget.reset === 'function' && typeof widget.verify === 'function';

/** The self-hosted proof-of-work captcha of the login, registration, forgot- and reset-password forms. */
export const CaptchaField = ({ ref, onChange }: CaptchaFieldProps) => {
  const [loadState, setLoadState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const onChangeRef = useRef(onChange);
  const renewalRef = useRef<Promise<string | null> | null>(null);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let isCurrent = true;
    loadWidget().then(
      () => isCurrent && setLoadState('loaded'),
      () => isCurrent && setLoadState('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (loadState !== 'loaded' || widget === null) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      // An expired or failed widget may still hold its old payload: only a verified one counts.
      onChangeRef.current(state === 'verified' && typeof payload === 'string' ? payload : null);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [loadState]);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        renewalRef.current = null;
        onChangeRef.current(null);
        const widget = widgetRef.current;
        if (isReady(widget)) widget.reset();
      },
      renew: () => {
        onChangeRef.current(null);
        const widget = widgetRef.current;
        if (!isReady(widget)) return Promise.resolve(null);
        const renewal = widget.verify().then(
          (result) => result?.payload ?? null,
          () => null,
        );
        renewalRef.current = renewal;
        void renewal.finally(() => {
          if (renewalRef.current === renewal) renewalRef.current = null;
        });
        return renewal;
      },
      pendingRenewal: () => renewalRef.current,
    }),
    [],
  );

  return (
    <Box role="group" aria-label="Captcha" sx={{ minHeight: captchaFieldMinHeight }}>
      {loadState === 'loading' && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minHeight: captchaFieldMinHeight }}>
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2" color="text.secondary">
            Loading the captcha…
          </Typography>
        </Stack>
      )}
      {loadState === 'failed' && (
        <FormHelperText error>The captcha could not be loaded. Please reload the page.</FormHelperText>
      )}
      {loadState === 'loaded' && (
        <altcha-widget
          ref={widgetRef}
          challenge={challengeUrl}
          name="captcha"
          configuration={JSON.stringify({ hideFooter: true })}
          style={{ '--altcha-max-width': '100%' }}
        />
      )}
    </Box>
  );
};
