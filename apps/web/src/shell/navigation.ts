/**
 * Lets code outside React (the HTTP client, the session timer) change the route.
 * The router registers itself at start; before that a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(next: Navigate | null) {
  navigator = next;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}) {
  if (navigator) navigator(to, options);
  else if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}

export function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}
