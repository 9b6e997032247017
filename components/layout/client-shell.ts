'use client';

// The client parts every page loads first, from one module: the root layout's runtime, the site header's island
// and the page error boundary's view. The browser then gets them in one script rather than three (each script
// pays its own wrapper and starts its compression afresh: ~0.4 KB gzip on every page).
export { ShellRuntime } from './shell-runtime';
export { HeaderIsland } from './header-island';
export { ErrorView } from './error-view';
