// Messages of the HTTP kernel: sessions, validation, limits, idempotency keys, failures.
import { messageTable } from './message-table.ts';

export const kernelMessages = messageTable({
  unauthorized: ['您已退出登录或登录已过期，请重新登录', 'You are signed out or your session has expired. Please sign in again.'],
  notFound: ['请求的资源不存在', 'The requested resource does not exist.'],
  validationFailed: ['请求参数有误', 'Invalid request'],
  badRequest: ['请求错误', 'Bad request.'],
  payloadTooLarge: ['请求内容过大', 'The request is too large.'],
  internalError: ['服务器内部错误，请稍后再试', 'An internal error occurred. Please try again later.'],
  fieldRequired: ['此项为必填项', 'This field is required.'],
  fieldInvalid: ['格式不正确', 'The value is not valid.'],
  sortingInvalid: ['不支持按该字段排序', 'The list cannot be sorted by this field.'],
  fieldTooLong: ['内容过长', 'The value is too long.'],
  fieldControlCharacter: ['内容含有不允许的字符', 'The value contains a character that is not allowed.'],
  numberOutOfRange: ['数值超出允许范围', 'The number is out of range.'],
  idempotencyMismatch: ['同一个幂等键对应了不同的请求', 'This Idempotency-Key was used for a different request.'],
  idempotencyInProgress: ['相同的请求正在处理中，请稍候', 'The same request is still being processed: please wait.'],
  tooManyRequests: ['操作过于频繁，请稍后再试', 'Too many requests. Please wait a moment and try again.'],
});
