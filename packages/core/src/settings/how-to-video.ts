const videoIdPattern = /^[A-Za-z0-9_-]{11}$/;

const youTubeHosts: ReadonlySet<string> = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
]);

export const isYouTubeVideoId = (value: string): boolean => videoIdPattern.test(value);

/**
 * The video id of a how-to link (calculators.md §2.8): a bare id, or a YouTube watch, short, embed or shorts URL.
 * Null for anything else, so an operator cannot point the embed at another site.
 */
export const youTubeVideoId = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (isYouTubeVideoId(text)) return text;
  // core has no URL class (no DOM or Node types): a strict pattern is enough for these few shapes.
  const match = /^https?:\/\/([^/?#\s]+)(\/[^?#\s]*)?(\?[^#\s]*)?(#\S*)?$/i.exec(text);
  if (!match) return null;
  const host = (match[1] ?? '').toLowerCase();
  if (!youTubeHosts.has(host)) return null;
  const segments = (match[2] ?? '').split('/').filter((segment) => segment !== '');
  const queryVideo = /[?&]v=([^&]*)/.exec(match[3] ?? '')?.[1] ?? null;
  const candidate =
    host === 'youtu.be'
      ? segments[0]
      : segments[0] === 'watch'
        ? queryVideo
        : ['embed', 'shorts', 'v', 'live'].includes(segments[0] ?? '')
          ? segments[1]
          : null;
  return candidate && isYouTubeVideoId(candidate) ? candidate : null;
};

/** The privacy-enhanced host: no cookies until the reader plays the video. */
export const youTubeEmbedUrl = (videoId: string): string =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`;
