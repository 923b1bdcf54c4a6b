import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded component that renders at once when its file is already here (preloaded at
 * startup), where React.lazy would still suspend for a moment: a suspended screen shows its
 * fallback, and React then holds the real content back for 300 ms after any fallback appeared
 * (its Suspense throttle), which kept the home's first paint waiting (issue 17). Otherwise it
 * suspends like React.lazy. `preload` starts the download.
 */
export const preloadable = <Props extends object>(load: () => Promise<ComponentType<Props>>) => {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Component = (props: Props) => {
    // Once here it stays: the element type never changes after the first render that has it.
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  };
  return { Component, preload };
};
