/** The user menu of SPEC section 2 ("User menu groups"), with the exact targets. */
export interface UserMenuLink {
  /** A key of the `userMenu` catalog namespace. */
  labelKey:
    | 'submitParcel'
    | 'myParcels'
    | 'submitCombinedOrder'
    | 'myCombinedOrders'
    | 'myTranshipmentOrders'
    | 'warehouseAddress'
    | 'recharge'
    | 'wallet'
    | 'coupons'
    | 'deliveryAddress'
    | 'notifications'
    | 'accountInformation';
  pathname: string;
  query?: Record<string, string>;
}

export interface UserMenuGroup {
  labelKey: 'groupTransport' | 'groupPersonal' | 'groupSettings';
  links: UserMenuLink[];
}

export const USER_MENU: UserMenuGroup[] = [
  {
    labelKey: 'groupTransport',
    links: [
      { labelKey: 'submitParcel', pathname: '/user/self-tranship', query: { from: 'user-center' } },
      { labelKey: 'myParcels', pathname: '/user/tranship-list' },
      { labelKey: 'submitCombinedOrder', pathname: '/user/submit-tranship-order' },
      { labelKey: 'myCombinedOrders', pathname: '/user/combined-order' },
      { labelKey: 'myTranshipmentOrders', pathname: '/user/order-detail' },
      { labelKey: 'warehouseAddress', pathname: '/user/wareHouse-address' },
    ],
  },
  {
    labelKey: 'groupPersonal',
    links: [
      { labelKey: 'recharge', pathname: '/user/recharge' },
      { labelKey: 'wallet', pathname: '/user/my-wallet' },
      { labelKey: 'coupons', pathname: '/user/coupon' },
    ],
  },
  {
    labelKey: 'groupSettings',
    links: [
      { labelKey: 'deliveryAddress', pathname: '/user/member-address' },
      { labelKey: 'notifications', pathname: '/user/notification-settings' },
      { labelKey: 'accountInformation', pathname: '/user/user-information' },
    ],
  },
];

/** A menu entry as the client menu receives it: localized label and href, unprefixed pathname. */
export interface ResolvedMenuLink {
  key: string;
  label: string;
  href: string;
  pathname: string;
}

export interface ResolvedMenuGroup {
  key: string;
  label: string;
  links: ResolvedMenuLink[];
}
