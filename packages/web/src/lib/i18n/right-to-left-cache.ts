import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * MUI's right-to-left recipe: an emotion cache whose styles stylis-plugin-rtl mirrors (left ↔ right, margins,
 * paddings, borders), used with the theme's `direction: 'rtl'` and `<html dir="rtl">` (decision 0123).
 */
export const rightToLeftCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
