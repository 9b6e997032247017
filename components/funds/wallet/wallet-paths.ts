/** The pages the wallet names (without the language prefix). */
export const WALLET_PATHS = {
  wallet: '/user/my-wallet',
  recharge: '/user/recharge',
  points: '/user/integral-record',
  coupons: '/user/coupon',
  topupDetail: '/details/topup',
  recordDetail: '/details/transaction-record',
  fundLog: '/details/fund-account-log',
  accountChanges: '/user/account-change-record',
  rechargeHistory: '/details/recharge-detail1',
} as const;
