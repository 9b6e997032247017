'use client';

// Errors of any page below the root layout (SPEC section 2, route guard 4). The view itself, re-exported:
// a wrapper component here would be one more function in every page's first script.
export { ErrorView as default } from '@/components/layout/client-shell';
