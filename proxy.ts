import { NextResponse, type NextRequest } from 'next/server';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_DAYS,
  ORIGINAL_PATH_HEADER,
  SESSION_COOKIE,
  type Locale,
} from '@/lib/contract/constants';
import { siteKeyFromHost } from '@/lib/site/site-key';

const EN_PREFIX = '/en';
const DEFAULT_PREFIX = '/zh-Hans';

/**
 * Locale prefix and language cookie, the sign-in redirect for /user/… (a convenience: the gateway
 * and the user layout check the session again), and the rewrite to the internal
 * `/{locale}/{siteKey}/…` tree so public pages are cached per host and language.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const languageCookie = request.cookies.get(LANGUAGE_COOKIE)?.value;

  let locale: Locale;
  let rest: string;
  if (hasPrefix(pathname, EN_PREFIX)) {
    locale = 'en';
    rest = pathname.slice(EN_PREFIX.length) || '/';
  } else if (hasPrefix(pathname, DEFAULT_PREFIX)) {
    return redirectTo(request, (pathname.slice(DEFAULT_PREFIX.length) || '/') + search);
  } else {
    locale = 'zh-Hans';
    rest = pathname;
    if (languageCookie === 'en') return redirectTo(request, localize('en', rest) + search);
  }

  if (rest === '/index' || rest === '/index/') return redirectTo(request, localize(locale, '/') + search);

  if (rest.startsWith('/user/') && !request.cookies.get(SESSION_COOKIE)?.value) {
    const login = new URL(localize(locale, '/login'), request.url);
    login.searchParams.set('redirect', pathname + search);
    return NextResponse.redirect(login);
  }

  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const target = request.nextUrl.clone();
  target.pathname = `/${locale}/${siteKeyFromHost(host)}${rest === '/' ? '' : rest}`;
  const headers = new Headers(request.headers);
  headers.set('x-next-intl-locale', locale);
  // The user layout's own sign-in check builds its ?redirect= from this.
  headers.set(ORIGINAL_PATH_HEADER, pathname + search);
  const response = NextResponse.rewrite(target, { request: { headers } });
  if (locale === 'en' && languageCookie !== 'en') {
    response.cookies.set(LANGUAGE_COOKIE, 'en', {
      path: '/',
      maxAge: LANGUAGE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60,
      sameSite: 'lax',
    });
  }
  return response;
}

function hasPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function localize(locale: Locale, path: string): string {
  if (locale !== 'en') return path;
  return path === '/' ? EN_PREFIX : `${EN_PREFIX}${path}`;
}

function redirectTo(request: NextRequest, pathAndQuery: string) {
  return NextResponse.redirect(new URL(pathAndQuery, request.url));
}

export const config = {
  // /api stays out: a proxy that matches it buffers request bodies (STACK.md).
  matcher: ['/((?!api/|api$|_next/|_vercel/|.*\\.[a-zA-Z0-9]+$).*)'],
};
