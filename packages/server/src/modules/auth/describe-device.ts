import Bowser from 'bowser';

/** 'Chrome 131 on Linux' from a User-Agent, for the session list; bowser knows the browsers so we do not. */
export const describeDevice = (userAgent: string | null): string => {
  if (userAgent === null || userAgent.trim() === '') return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const majorVersion = browser.version?.split('.')[0];
  const browserName = browser.name ? [browser.name, majorVersion].filter(Boolean).join(' ') : null;
  const system = os.name ? [os.name, os.versionName].filter(Boolean).join(' ') : null;
  if (browserName && system) return `${browserName} on ${system}`;
  return browserName ?? system ?? userAgent.slice(0, 60);
};
