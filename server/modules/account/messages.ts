// Messages of the account module: contact change.
import type { Locale } from '../../../lib/contract/constants.ts';

export const accountMessages = {
  contactCodeEach: { 'zh-Hans': '请输入新号码/邮箱各自收到的验证码', en: 'Enter the code sent to each new phone number or email.' },
  contactCodeRequired: { 'zh-Hans': '修改手机号或邮箱需要新号码/邮箱收到的验证码', en: 'Changing the phone number or email needs the code sent to the new one.' },
} as const satisfies Record<string, Record<Locale, string>>;
