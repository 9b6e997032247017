// Messages of the account module: contact change.
import { messageTable } from '../../kernel/message-table.ts';

export const accountMessages = messageTable({
  contactCodeEach: ['请输入新号码/邮箱各自收到的验证码', 'Enter the code sent to each new phone number or email.'],
  contactCodeRequired: ['修改手机号或邮箱需要新号码/邮箱收到的验证码', 'Changing the phone number or email needs the code sent to the new one.'],
});
