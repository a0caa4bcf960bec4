import { createElement, lazy, useState, type ComponentType } from 'react';

export type LazyComponent<Props extends object = object> = ComponentType<Props> & {
  /** Starts loading the component's chunk before it renders. */
  preload: () => Promise<unknown>;
};

/**
 * A component in its own chunk (a screen, a dialog, a map), for a module's named export (our components
 * are named, not default). Once the chunk has arrived (preloadRoute starts a screen's with the app) the
 * component renders at once; only before that does it go through React.lazy and suspend. A lazy that
 * suspends even on a loaded chunk would cost the first paint React's throttle on revealing Suspense
 * content (about 300 ms) per level. A chunk that failed to arrive is asked for again by the next mount.
 */
export function lazyComponent<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<Record<Name, ComponentType<Props>>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
        return module;
      },
      (error: unknown) => {
        // A dropped connection or a release replaced meanwhile: the next attempt asks again, instead of
        // the component failing for the rest of the visit.
        loading = undefined;
        throw error;
      },
    ));
  const pending = () => lazy<ComponentType<Props>>(async () => ({ default: (await preload())[name] }));
  function Component(props: Props) {
    // Chosen once per mount: switching from the lazy to the loaded component later would remount it and
    // lose what the person typed. Each mount before the chunk arrives makes its own lazy, as React keeps
    // a lazy's failure for good (the error screen's retry mounts again).
    const [Loaded] = useState<ComponentType<Props>>(() => loaded ?? pending());
    return createElement(Loaded, props);
  }
  Component.displayName = `Lazy(${name})`;
  return Object.assign(Component, { preload });
}

/** Whether a route element's component can load its chunk ahead of rendering. */
export function isLazyComponent(type: unknown): type is LazyComponent {
  return typeof type === 'function' && typeof (type as LazyComponent).preload === 'function';
}
