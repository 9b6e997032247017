// Server message table (zh-Hans / en), chosen by the accept-language header.
import type { Locale } from '../lib/contract/constants.ts';

export const messages = {
  loginFailed: { 'zh-Hans': '登录失败，请检查账号和密码是否正确', en: 'Login failed. Check that the account and password are correct.' },
  unauthorized: { 'zh-Hans': '您已退出登录或登录已过期，请重新登录', en: 'You are signed out or your session has expired. Please sign in again.' },
  notFound: { 'zh-Hans': '请求的资源不存在', en: 'The requested resource does not exist.' },
  siteNotFound: { 'zh-Hans': '未找到该域名的站点配置', en: 'No site is configured for this domain.' },
  validationFailed: { 'zh-Hans': '请求参数有误', en: 'Invalid request' },
  badRequest: { 'zh-Hans': '请求错误', en: 'Bad request.' },
  payloadTooLarge: { 'zh-Hans': '请求内容过大', en: 'The request is too large.' },
  internalError: { 'zh-Hans': '服务器内部错误，请稍后再试', en: 'An internal error occurred. Please try again later.' },
  unknownCountry: { 'zh-Hans': '未知的国家/地区代码', en: 'Unknown country code' },
  unknownGoodsType: { 'zh-Hans': '未知的货物类型', en: 'Unknown goods type' },
  shippingOverweight: { 'zh-Hans': '超过该渠道最大重量 {max} kg', en: 'Exceeds the maximum weight of {max} kg' },
  shippingOversize: { 'zh-Hans': '单边长度超过该渠道上限 {max} cm', en: 'A side exceeds the maximum of {max} cm' },
  shippingGoodsTypeNotAllowed: { 'zh-Hans': '该渠道不接受此类货物', en: 'This goods type is not accepted' },
  surchargeFuel: { 'zh-Hans': '燃油附加费', en: 'Fuel surcharge' },
  surchargeHandling: { 'zh-Hans': '操作费', en: 'Handling fee' },
  // Accounts (passport, account, addresses, reference data)
  tooManyCodeRequests: { 'zh-Hans': '验证码发送过于频繁，请 60 秒后再试', en: 'A code was sent recently. Please wait 60 seconds before asking again.' },
  codeInvalid: { 'zh-Hans': '验证码错误或已失效', en: 'The verification code is wrong or has expired.' },
  tooManyLoginAttempts: { 'zh-Hans': '登录失败次数过多，请 15 分钟后再试', en: 'Too many failed sign-in attempts. Please try again in 15 minutes.' },
  tooManyAttempts: { 'zh-Hans': '验证码错误次数过多，请 15 分钟后再试', en: 'Too many wrong codes. Please try again in 15 minutes.' },
  contactCodeEach: { 'zh-Hans': '请输入新号码/邮箱各自收到的验证码', en: 'Enter the code sent to each new phone number or email.' },
  userNameTaken: { 'zh-Hans': '该用户名已被注册', en: 'This user name is already registered.' },
  emailTaken: { 'zh-Hans': '该邮箱已被注册', en: 'This email address is already registered.' },
  phoneTaken: { 'zh-Hans': '该手机号已被注册', en: 'This phone number is already registered.' },
  agreeRequired: { 'zh-Hans': '请阅读并同意服务条款', en: 'Please read and accept the terms of service.' },
  passwordRule: { 'zh-Hans': '密码须为 6-12 位英文字母或数字，不能包含特殊字符', en: 'The password must be 6 to 12 English letters or digits, without special characters.' },
  passwordMismatch: { 'zh-Hans': '两次输入的密码不一致', en: 'The two passwords do not match.' },
  oldPasswordWrong: { 'zh-Hans': '原密码不正确', en: 'The current password is not correct.' },
  targetRequired: { 'zh-Hans': '请输入正确的手机号或邮箱', en: 'Enter a correct phone number or email address.' },
  emailInvalid: { 'zh-Hans': '请输入正确的邮箱', en: 'Enter a correct email address.' },
  phoneInvalid: { 'zh-Hans': '请输入正确的手机号', en: 'Enter a correct phone number.' },
  internationalCodeInvalid: { 'zh-Hans': '请选择正确的国际区号', en: 'Choose a correct international dialing code.' },
  userNameRule: { 'zh-Hans': '用户名须以字母开头，3-20 位字母、数字或下划线', en: 'The user name must start with a letter and have 3 to 20 letters, digits or underscores.' },
  fieldRequired: { 'zh-Hans': '此项为必填项', en: 'This field is required.' },
  fieldInvalid: { 'zh-Hans': '格式不正确', en: 'The value is not valid.' },
  sortingInvalid: { 'zh-Hans': '不支持按该字段排序', en: 'The list cannot be sorted by this field.' },
  fieldTooLong: { 'zh-Hans': '内容过长', en: 'The value is too long.' },
  countryNotFound: { 'zh-Hans': '国家/地区不存在', en: 'Unknown country.' },
  regionNotFound: { 'zh-Hans': '所选省/州不属于该国家', en: 'The region does not belong to the chosen country.' },
  postcodeInvalid: { 'zh-Hans': '邮编格式不正确', en: 'The postcode is not valid for this country.' },
  loginCodeInvalid: { 'zh-Hans': '登录码错误或已失效', en: 'The login code is wrong or has expired.' },
  preAuthCodeInvalid: { 'zh-Hans': '授权码错误或已失效', en: 'The authorization code is wrong or has expired.' },
  preAuthNotBound: { 'zh-Hans': '授权码尚未绑定账号，请先在网站登录并授权', en: 'The authorization code is not linked to an account yet. Sign in on the site first.' },
  preAuthBoundToOther: { 'zh-Hans': '该授权码已绑定其他账号', en: 'The authorization code is linked to another account.' },
  contactCodeRequired: { 'zh-Hans': '修改手机号或邮箱需要新号码/邮箱收到的验证码', en: 'Changing the phone number or email needs the code sent to the new one.' },
  addressNotFound: { 'zh-Hans': '地址不存在', en: 'The address does not exist.' },
  warehouseNotFound: { 'zh-Hans': '暂无仓库地址', en: 'No warehouse address is configured.' },
  customerServiceNotFound: { 'zh-Hans': '暂无专属客服', en: 'No customer service contact is configured.' },
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
