import { describe, expect, it } from 'vitest';
import { appSettingUpdateRequestSchema } from './app-settings.schemas.ts';
import { youTubeEmbedUrl, youTubeVideoId } from './how-to-video.ts';

describe('youTubeVideoId', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://evil.example/watch?v=dQw4w9WgXcQ', null],
    ['javascript:alert(1)', null],
    ['https://www.youtube.com/watch?v=short', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(youTubeVideoId(value)).toBe(expected);
  });

  it('embeds from the privacy-enhanced host', () => {
    expect(youTubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
});

describe('appSettingUpdateRequestSchema', () => {
  it('accepts site paths, http(s) links, YouTube links and clearing', () => {
    expect(
      appSettingUpdateRequestSchema.safeParse({
        privacyUrl: '/terms#privacy',
        registerUrl: 'https://psc.example/join',
        howToUrl: 'https://youtu.be/dQw4w9WgXcQ',
      }).success,
    ).toBe(true);
    expect(appSettingUpdateRequestSchema.safeParse({ howToUrl: null, privacyUrl: '' }).success).toBe(true);
  });

  it.each([
    [{ privacyUrl: 'javascript:alert(1)' }],
    [{ registerUrl: '//evil.example' }],
    [{ howToUrl: 'https://vimeo.com/123' }],
    [{ colour: 'red' }],
    [{}],
  ])('refuses %o', (body) => {
    expect(appSettingUpdateRequestSchema.safeParse(body).success).toBe(false);
  });
});
