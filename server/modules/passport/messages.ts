// Messages of passport: sign-in, codes, register, password rules, contact targets.
import { messageTable } from '../../kernel/message-table.ts';

export const passportMessages = messageTable({
  loginFailed: ['登录失败，请检查账号和密码是否正确', 'Login failed. Check that the account and password are correct.'],
  tooManyCodeRequests: ['验证码发送过于频繁，请 60 秒后再试', 'A code was sent recently. Please wait 60 seconds before asking again.'],
  codeInvalid: ['验证码错误或已失效', 'The verification code is wrong or has expired.'],
  tooManyLoginAttempts: ['登录失败次数过多，请 15 分钟后再试', 'Too many failed sign-in attempts. Please try again in 15 minutes.'],
  tooManyAttempts: ['验证码错误次数过多，请 15 分钟后再试', 'Too many wrong codes. Please try again in 15 minutes.'],
  userNameTaken: ['该用户名已被注册', 'This user name is already registered.'],
  emailTaken: ['该邮箱已被注册', 'This email address is already registered.'],
  phoneTaken: ['该手机号已被注册', 'This phone number is already registered.'],
  agreeRequired: ['请阅读并同意服务条款', 'Please read and accept the terms of service.'],
  passwordRule: ['密码须为 6-12 位英文字母或数字，不能包含特殊字符', 'The password must be 6 to 12 English letters or digits, without special characters.'],
  passwordMismatch: ['两次输入的密码不一致', 'The two passwords do not match.'],
  oldPasswordWrong: ['原密码不正确', 'The current password is not correct.'],
  targetRequired: ['请输入正确的手机号或邮箱', 'Enter a correct phone number or email address.'],
  emailInvalid: ['请输入正确的邮箱', 'Enter a correct email address.'],
  phoneInvalid: ['请输入正确的手机号', 'Enter a correct phone number.'],
  internationalCodeInvalid: ['请选择正确的国际区号', 'Choose a correct international dialing code.'],
  userNameRule: ['用户名须以字母开头，3-20 位字母、数字或下划线', 'The user name must start with a letter and have 3 to 20 letters, digits or underscores.'],
  loginCodeInvalid: ['登录码错误或已失效', 'The login code is wrong or has expired.'],
  preAuthCodeInvalid: ['授权码错误或已失效', 'The authorization code is wrong or has expired.'],
  preAuthNotBound: ['授权码尚未绑定账号，请先在网站登录并授权', 'The authorization code is not linked to an account yet. Sign in on the site first.'],
  preAuthBoundToOther: ['该授权码已绑定其他账号', 'The authorization code is linked to another account.'],
});
