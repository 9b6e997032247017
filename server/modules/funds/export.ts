// The wallet's records as an Excel workbook: the columns of the records table, in the page's language.
import ExcelJS from 'exceljs';
import type { Locale } from '../../../lib/contract/constants.ts';
import { PaymentMethod, PaymentStatus } from '../../../lib/contract/enums.ts';
import type { RecordWire } from './records.ts';

const HEADERS: Record<Locale, string[]> = {
  'zh-Hans': ['时间', '流水号', '类型', '说明', '支付方式', '状态', '金额', '币种', '支付金额', '支付币种', '变动后余额', '关联单号'],
  en: ['Time', 'Number', 'Type', 'Description', 'Method', 'Status', 'Amount', 'Currency', 'Amount paid', 'Pay currency', 'Balance after', 'Document'],
};
const KINDS: Record<Locale, Record<string, string>> = {
  'zh-Hans': { topup: '充值', payment: '支付', deduction: '扣款', refund: '退款', adjustment: '调整' },
  en: { topup: 'Top-up', payment: 'Payment', deduction: 'Deduction', refund: 'Refund', adjustment: 'Adjustment' },
};
const STATUSES: Record<Locale, Record<number, string>> = {
  'zh-Hans': {
    [PaymentStatus.PendingPayment]: '待支付',
    [PaymentStatus.Successfully]: '成功',
    [PaymentStatus.Closed]: '已关闭',
    [PaymentStatus.PendingAudit]: '待审核',
  },
  en: {
    [PaymentStatus.PendingPayment]: 'Pending payment',
    [PaymentStatus.Successfully]: 'Successful',
    [PaymentStatus.Closed]: 'Closed',
    [PaymentStatus.PendingAudit]: 'Pending review',
  },
};
const METHODS: Record<Locale, Record<number, string>> = {
  'zh-Hans': {
    0: '钱包余额',
    [PaymentMethod.wechat]: '微信支付',
    [PaymentMethod.alipay]: '支付宝',
    [PaymentMethod.paypal]: 'PayPal',
    [PaymentMethod.bankcard]: '银行转账',
    [PaymentMethod.hitpay]: 'HitPay',
    [PaymentMethod.billplz]: 'Billplz',
    [PaymentMethod.TAOBAO_LINK]: '淘宝链接',
  },
  en: {
    0: 'Wallet',
    [PaymentMethod.wechat]: 'WeChat Pay',
    [PaymentMethod.alipay]: 'Alipay',
    [PaymentMethod.paypal]: 'PayPal',
    [PaymentMethod.bankcard]: 'Bank transfer',
    [PaymentMethod.hitpay]: 'HitPay',
    [PaymentMethod.billplz]: 'Billplz',
    [PaymentMethod.TAOBAO_LINK]: 'Taobao link',
  },
};

/** Times in the warehouses' time (UTC+8), as the pages show them. */
const localTime = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

export async function recordsWorkbook(rows: RecordWire[], locale: Locale): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(locale === 'en' ? 'Records' : '资金流水', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = HEADERS[locale].map((_, i) => ({ width: [20, 26, 10, 24, 14, 14, 14, 8, 14, 10, 14, 26][i] }));
  const header = sheet.addRow(HEADERS[locale]);
  header.font = { bold: true };
  for (const row of rows) {
    sheet.addRow([
      localTime(row.createdAt),
      row.id,
      KINDS[locale][row.kind] ?? row.kind,
      row.title,
      METHODS[locale][row.method] ?? String(row.method),
      STATUSES[locale][row.status] ?? String(row.status),
      row.amount,
      row.currency,
      row.payAmount,
      row.payCurrency,
      row.balanceAfter ?? '',
      row.refId ?? '',
    ]);
  }
  for (const column of [7, 9, 11]) sheet.getColumn(column).numFmt = '#,##0.00';
  return Buffer.from(await book.xlsx.writeBuffer());
}
