import { NextResponse, type NextRequest } from 'next/server';
import { ORIGINAL_PATH_HEADER, SESSION_COOKIE } from '@/lib/contract/constants';

/**
 * The sign-in redirect for /user/… and /details/… (a customer's own money records, though SPEC lists
 * them as public) with the full original path and query (SPEC route guard 1). A convenience only: the
 * user layout, the /details pages and the gateway check the session again. Everything else about
 * locales and hosts is routed by next.config.ts (lib/site/routing-rules.ts), without proxy code.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!request.cookies.get(SESSION_COOKIE)?.value) {
    const english = pathname === '/en' || pathname.startsWith('/en/');
    const login = new URL(english ? '/en/login' : '/login', request.url);
    login.searchParams.set('redirect', pathname + search);
    return NextResponse.redirect(login);
  }
  // The user layout's own sign-in check builds its ?redirect= from this.
  const headers = new Headers(request.headers);
  headers.set(ORIGINAL_PATH_HEADER, pathname + search);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/user/:path+', '/en/user/:path+', '/details/:path*', '/en/details/:path*'],
};
