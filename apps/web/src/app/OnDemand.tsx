import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * Mounts a lazily loaded component the first time it has something to show, and keeps it mounted
 * from then on: code that a page may never need (the toasts, the confirm dialog) is not downloaded
 * with it.
 */
export function onDemand(load: () => Promise<{ default: ComponentType }>, useNeeded: () => boolean) {
  const Loaded = lazy(load);
  return function OnDemand() {
    const needed = useNeeded();
    const [mounted, setMounted] = useState(needed);
    if (needed && !mounted) setMounted(true);
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded />
      </Suspense>
    );
  };
}
