// Server message table (zh-Hans / en), chosen by the accept-language header.
import type { Locale } from '../lib/contract/constants';

export const messages = {
  loginFailed: { 'zh-Hans': '登录失败，请检查账号和密码是否正确', en: 'Login failed. Check that the account and password are correct.' },
  unauthorized: { 'zh-Hans': '您已退出登录或登录已过期，请重新登录', en: 'You are signed out or your session has expired. Please sign in again.' },
  notFound: { 'zh-Hans': '请求的资源不存在', en: 'The requested resource does not exist.' },
  siteNotFound: { 'zh-Hans': '未找到该域名的站点配置', en: 'No site is configured for this domain.' },
  validationFailed: { 'zh-Hans': '请求参数有误', en: 'Invalid request' },
  badRequest: { 'zh-Hans': '请求错误', en: 'Bad request.' },
  internalError: { 'zh-Hans': '服务器内部错误，请稍后再试', en: 'An internal error occurred. Please try again later.' },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, key);
}

export function t(locale: Locale, key: MessageKey): string {
  return messages[key][locale];
}

/** First supported language in the accept-language header by quality; default zh-Hans. */
export function pickLocale(header: string | null | undefined): Locale {
  if (!header) return 'zh-Hans';
  const tags = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, i };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of tags) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-Hans';
  }
  return 'zh-Hans';
}
