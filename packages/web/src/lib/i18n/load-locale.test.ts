import { describe, expect, it } from 'vitest';
import { hasCatalogue, translate } from './catalogue-store.ts';
import { messagesReady } from './locale-state.ts';

// Decision 0138: the screens part of a language (alerts, notifications, quotes) is fetched when a screen asks for
// it, in English too, never with the frame; once in, its words read in that language.
describe('the screens part of the catalogues', () => {
  it('is not in until asked for, then reads in its language', async () => {
    expect(hasCatalogue('es', 'screens')).toBe(false);
    expect(hasCatalogue('es', 'app')).toBe(false);
    await messagesReady('es', 'screens');
    expect(hasCatalogue('es', 'screens')).toBe(true);
    // Only the part asked for came.
    expect(hasCatalogue('es', 'app')).toBe(false);
    expect(translate('es', 'alerts.new')).toBe('Nueva alerta');
    expect(translate('es', 'notifications.titleUnread', { unread: 3 })).toBe('Notificaciones (3 sin leer)');
  });

  it("English's screens part is fetched like the others, and asked twice it loads once", async () => {
    const first = messagesReady('en', 'screens');
    expect(messagesReady('en', 'screens')).toBe(first);
    await first;
    expect(translate('en', 'quotes.none')).toBe(
      'No quotes yet. Open one of your calculators and choose Freeze a quote.',
    );
  });
});
