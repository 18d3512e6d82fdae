import { flagCodeFromThumbnailUrl, newsImageKind, type NewsImageKind } from '@psc/core/news/news-rules';
import otherNewsImage from '../assets/other-news.svg';
import priceMarketImage from '../assets/price-market.svg';
import ugandaImage from '../assets/uganda.svg';

// Every image ships with the app: nothing is loaded from another site (§9 'Image by tag').
const imageByKind: Record<NewsImageKind, string> = {
  uganda: ugandaImage,
  priceMarket: priceMarketImage,
  other: otherNewsImage,
};

const flagUrlByCode: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../assets/flags/*.svg', { eager: true, query: '?url', import: 'default' }),
  ).map(([path, url]) => [/([a-z]{2})\.svg$/.exec(path)?.[1] ?? path, url]),
);

export const newsImageFor = (item: { country: string | null; tags: readonly string[] }): string =>
  imageByKind[newsImageKind(item)];

export type NewsFlag = { code: string; url: string | null };

/** The flag named by the thumbnail url's file name; `url` is null when the app has no picture of it. */
export const newsFlagFor = (item: { thumbnail: boolean; thumbnailUrl: string | null }): NewsFlag | null => {
  if (!item.thumbnail) return null;
  const code = flagCodeFromThumbnailUrl(item.thumbnailUrl);
  return code === null ? null : { code, url: flagUrlByCode[code] ?? null };
};
