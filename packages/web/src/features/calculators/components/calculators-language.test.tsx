import { Suspense, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render-with-app.tsx';
import { loadCatalogues } from '#lib/i18n/load-locale.ts';
import { LocaleContext } from '#lib/i18n/use-messages.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { DeleteCalculatorDialog } from './delete-calculator-dialog.tsx';

// Issue 49: the signed-in app's words in the reader's language; English keeps the spec's.
const inLanguage = (locale: Locale, element: ReactNode) => (
  <LocaleContext value={locale}>
    <Suspense fallback={<p>waiting for the words</p>}>{element}</Suspense>
  </LocaleContext>
);

describe('the calculators in the reader language', () => {
  it('a dialog of the signed-in app reads in Portuguese; English keeps the spec’s words', async () => {
    await loadCatalogues('pt-BR', ['app']);
    const { unmount } = renderWithApp(
      inLanguage('pt-BR', <DeleteCalculatorDialog open onCancel={() => {}} onConfirm={() => {}} />),
    );
    expect(await screen.findByText('Tem certeza de que deseja excluir esta calculadora?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeTruthy();
    unmount();
    renderWithApp(inLanguage('en', <DeleteCalculatorDialog open onCancel={() => {}} onConfirm={() => {}} />));
    expect(await screen.findByText('Are you sure you want to delete this calculator?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
