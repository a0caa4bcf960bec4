import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage<Props extends object = object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the screen's chunk before it renders (the same promise React.lazy waits for). */
  preload: () => Promise<unknown>;
};

/** React.lazy for a module's named component export (our components are named, not default). */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage {
  let loading: Promise<Module> | undefined;
  const preload = () => (loading ??= load());
  const page = lazy(async () => ({ default: (await preload())[name] as ComponentType }));
  return Object.assign(page, { preload });
}

/** Whether a route element's component can load its chunk ahead of rendering. */
export function isLazyPage(type: unknown): type is LazyPage {
  return typeof type === 'object' && type !== null && typeof (type as LazyPage).preload === 'function';
}
