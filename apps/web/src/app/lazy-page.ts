import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named component export (our components are named, not default). */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
