// Messages of the HTTP kernel: sessions, validation, limits, failures.
import type { Locale } from '../../lib/contract/constants.ts';

export const kernelMessages = {
  unauthorized: { 'zh-Hans': '您已退出登录或登录已过期，请重新登录', en: 'You are signed out or your session has expired. Please sign in again.' },
  notFound: { 'zh-Hans': '请求的资源不存在', en: 'The requested resource does not exist.' },
  validationFailed: { 'zh-Hans': '请求参数有误', en: 'Invalid request' },
  badRequest: { 'zh-Hans': '请求错误', en: 'Bad request.' },
  payloadTooLarge: { 'zh-Hans': '请求内容过大', en: 'The request is too large.' },
  internalError: { 'zh-Hans': '服务器内部错误，请稍后再试', en: 'An internal error occurred. Please try again later.' },
  fieldRequired: { 'zh-Hans': '此项为必填项', en: 'This field is required.' },
  fieldInvalid: { 'zh-Hans': '格式不正确', en: 'The value is not valid.' },
  sortingInvalid: { 'zh-Hans': '不支持按该字段排序', en: 'The list cannot be sorted by this field.' },
  fieldTooLong: { 'zh-Hans': '内容过长', en: 'The value is too long.' },
} as const satisfies Record<string, Record<Locale, string>>;
