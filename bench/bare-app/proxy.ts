import { NextResponse } from 'next/server';

// Next looks for a proxy in the parent directories too and would compile the site's own (../../proxy.ts):
// this one stands in for it and matches no path the bench requests.
export function proxy() {
  return NextResponse.next();
}

export const config = { matcher: ['/__no-proxy'] };
