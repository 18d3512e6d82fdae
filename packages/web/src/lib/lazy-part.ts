import { lazy, type ComponentType } from 'react';

/**
 * A component loaded when first rendered (`React.lazy`), named by its export: `lazyPart(() => import('./x.tsx'),
 * 'X')`. The `import()` stays where the part is declared, so the build still sees which file it brings.
 */
export const lazyPart = <Name extends string, Part extends ComponentType<never>>(
  load: () => Promise<Record<Name, Part>>,
  name: Name,
) =>
  lazy<Part & ComponentType<object>>(async () => ({
    default: (await load())[name] as Part & ComponentType<object>,
  }));
