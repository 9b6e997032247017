// Wire types of the /api contract (SPEC.md section 7, ARCHITECTURE.md "Contract conventions").
import type { LinkTarget, LinkType, OrderKind, SiteTheme } from './enums';

export interface ListRequest {
  maxResultCount?: number;
  skipCount?: number;
  sorting?: string;
  filter?: string;
}

export interface ListResult<T> {
  totalCount: number;
  items: T[];
}

export interface ApiErrorBody {
  error: {
    code: string | null;
    message: string;
    details?: string | null;
    validationErrors?: { message: string; members: string[] }[] | null;
  };
}

export interface SiteSettings {
  theme: SiteTheme;
  logo: string;
  favicon: string;
  displaySiteName: string;
  /** Spelt so in the contract. */
  dispalyCompanyName: string;
  weChatQrCodeUrl: string;
  baseCurrencyName: string;
  baseCurrencySymbol: string;
  baseCurrencyCode: string;
}

export interface SiteConfiguration {
  id: string;
  site: SiteSettings;
  currentTenant: { id: string; name?: string };
  localization: { currentCulture: { cultureName: string } };
}

export interface NavigationItem {
  id: string;
  displayName: string;
  displayColor: string | null;
  linkType: LinkType;
  linkSourceValue: string | null;
  /** Spelt so in the contract. */
  extenalUrlTarget: LinkTarget;
  children: NavigationItem[];
  color: string | null;
}

export interface StatusDefinition {
  type: OrderKind;
  status: number;
  name: string;
  sort: number;
}

export interface LoginRequest {
  username: string;
  password: string;
  userType: number;
  bind_link_pre_auth_code?: string | null;
}

export interface LoginResult {
  accessToken: string;
  tokenType: string;
}

/** What the gateway gives the browser after a successful login: never the token. */
export interface LoginAccepted {
  signedIn: true;
}

export interface Member {
  id: string;
  userName: string;
  name: string | null;
  phone: string | null;
  email: string | null;
}
