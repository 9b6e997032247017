// Messages of passport: sign-in, codes, register, password rules, contact targets.
import type { Locale } from '../../../lib/contract/constants.ts';

export const passportMessages = {
  loginFailed: { 'zh-Hans': '登录失败，请检查账号和密码是否正确', en: 'Login failed. Check that the account and password are correct.' },
  tooManyCodeRequests: { 'zh-Hans': '验证码发送过于频繁，请 60 秒后再试', en: 'A code was sent recently. Please wait 60 seconds before asking again.' },
  codeInvalid: { 'zh-Hans': '验证码错误或已失效', en: 'The verification code is wrong or has expired.' },
  tooManyLoginAttempts: { 'zh-Hans': '登录失败次数过多，请 15 分钟后再试', en: 'Too many failed sign-in attempts. Please try again in 15 minutes.' },
  tooManyAttempts: { 'zh-Hans': '验证码错误次数过多，请 15 分钟后再试', en: 'Too many wrong codes. Please try again in 15 minutes.' },
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
  loginCodeInvalid: { 'zh-Hans': '登录码错误或已失效', en: 'The login code is wrong or has expired.' },
  preAuthCodeInvalid: { 'zh-Hans': '授权码错误或已失效', en: 'The authorization code is wrong or has expired.' },
  preAuthNotBound: { 'zh-Hans': '授权码尚未绑定账号，请先在网站登录并授权', en: 'The authorization code is not linked to an account yet. Sign in on the site first.' },
  preAuthBoundToOther: { 'zh-Hans': '该授权码已绑定其他账号', en: 'The authorization code is linked to another account.' },
} as const satisfies Record<string, Record<Locale, string>>;
