import { createElement, lazy, useState, type ComponentType } from 'react';

export type LazyPage<Props extends object = object> = ComponentType<Props> & {
  /** Starts loading the screen's chunk before it renders. */
  preload: () => Promise<unknown>;
};

/**
 * A screen in its own chunk, for a module's named component export (our components are named, not
 * default). Once the chunk has arrived (preloadRoute starts it with the app) the screen renders at once;
 * only before that does it go through React.lazy and suspend. A lazy that suspends even on a loaded chunk
 * would cost the first paint React's throttle on revealing Suspense content (about 300 ms) per level.
 */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<Module> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module[name] as ComponentType;
      return module;
    }));
  const Pending = lazy(async () => ({ default: (await preload())[name] as ComponentType }));
  function Page(props: object) {
    // Chosen once per mount: switching from the lazy to the loaded component later would remount the
    // screen and lose what the person typed.
    const [Screen] = useState(() => loaded ?? Pending);
    return createElement(Screen, props);
  }
  Page.displayName = `LazyPage(${String(name)})`;
  return Object.assign(Page, { preload });
}

/** Whether a route element's component can load its chunk ahead of rendering. */
export function isLazyPage(type: unknown): type is LazyPage {
  return typeof type === 'function' && typeof (type as LazyPage).preload === 'function';
}
