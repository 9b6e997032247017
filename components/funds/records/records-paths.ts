// The pages the records link to (unprefixed: Link and getPathname add the language).
export const RECORDS_PATHS = {
  hub: '/details',
  record: '/details/transaction-record',
  deductions: '/details/deduction-and-refund',
  fundLog: '/details/fund-account-log',
  recharges: '/details/recharge-detail1',
  topup: '/details/topup',
  accountChanges: '/user/account-change-record',
  wallet: '/user/my-wallet',
  recharge: '/user/recharge',
} as const;

const withId = (pathname: string) => (id: string) => ({ pathname, query: { id } });
export const recordHref = withId(RECORDS_PATHS.record);
export const deductionsHref = withId(RECORDS_PATHS.deductions);
export const fundLogHref = withId(RECORDS_PATHS.fundLog);
export const topupHref = withId(RECORDS_PATHS.topup);
