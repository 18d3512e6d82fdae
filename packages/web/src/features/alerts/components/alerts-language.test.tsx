import { Suspense, type ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUsers, renderWithApp, signInAs } from '../../../../test/render-with-app.tsx';
import { createQueryClient } from '#lib/query-client.ts';
import { hasCatalogue } from '#lib/i18n/catalogue-store.ts';
import { LocaleContext } from '#lib/i18n/use-messages.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { AlertsPage } from './alerts-page.tsx';

// Issue 49: the trader's screens read in the reader's language. My Alerts' words are in the catalogues' screens
// part (decision 0138): the screen waits for it on its first render, then reads in that language throughout.

const inLanguage = (locale: Locale, element: ReactNode) => (
  <LocaleContext value={locale}>
    <Suspense fallback={<p>waiting for the words</p>}>{element}</Suspense>
  </LocaleContext>
);

describe('the trader screens in the reader language', () => {
  it('My Alerts fetches its Spanish words, then reads in Spanish, data and empty states included', async () => {
    const queryClient = createQueryClient();
    // Reading only: the administrator's alerts are another test's, and nothing here changes them.
    await signInAs(demoUsers.admin, queryClient);
    expect(hasCatalogue('es', 'screens')).toBe(false);
    // Awaited in act: the screen suspends until its words are in, and React retries it in act's queue.
    await act(async () => {
      renderWithApp(inLanguage('es', <AlertsPage calculators={[]} matrices={[]} />), { queryClient });
    });
    expect(await screen.findByRole('heading', { name: 'Mis alertas' })).toBeTruthy();
    expect(hasCatalogue('es', 'screens')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Nueva alerta' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear alerta' })).toBeTruthy();
    // What the server said comes as it is; the screen's own words around it are Spanish.
    expect(await screen.findByRole('heading', { name: /^Notificaciones/ })).toBeTruthy();
    expect(screen.queryByText('New alert')).toBeNull();
  });
});
