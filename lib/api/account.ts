// SPEC section 7 "Account": the member, contact and password changes, notifications, the user centre.
import type { MemberDetail, NotificationSetting, UserCenterSummary } from '@/lib/contract/wire';

export type { CustomerServiceContact, MemberDetail, NotificationSetting, StatusCount, UserCenterSummary } from '@/lib/contract/wire';
import { useSessionStore } from '@/lib/stores/session-store';
import { browser } from './browser';
import type { ApiClient } from './client';

export const ACCOUNT_PATHS = {
  member: '/api/u/user',
  changePassword: '/api/u/user/change-password',
  loginCode: '/api/u/user/login-code',
  notificationSettings: '/api/user/notification/settings',
  center: '/api/u/user/center',
} as const;

export function getCurrentMember(api: ApiClient = browser): Promise<MemberDetail> {
  return api.get<MemberDetail>(ACCOUNT_PATHS.member);
}

/** Loads the member into the session store (after sign-in, or when the hint cookie says so). */
export async function loadCurrentMember(): Promise<MemberDetail> {
  const member = await getCurrentMember();
  useSessionStore.getState().setMember(member);
  return member;
}

/** PUT /u/user: a new e-mail or phone needs `code`, sent to the NEW target with purpose change-contact. */
export interface MemberUpdate {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  international_code?: string | null;
  code?: string | null;
}

const SILENT = { silent: true, dedupe: false } as const;

export async function updateMember(update: MemberUpdate): Promise<MemberDetail> {
  const member = await browser.put<MemberDetail>(ACCOUNT_PATHS.member, update, SILENT);
  if (member?.id) useSessionStore.getState().setMember(member);
  return member;
}

/** Ends every other session of the member (this one stays). */
export function changePassword(oldPassword: string, newPassword: string, confirmPassword: string): Promise<object> {
  return browser.post(ACCOUNT_PATHS.changePassword, { oldPassword, newPassword, confirmPassword }, SILENT);
}

export function issueLoginCode(): Promise<{ loginCode: string; expiresAt: string }> {
  return browser.post(ACCOUNT_PATHS.loginCode);
}

export type NotificationChannel = 'site' | 'email' | 'sms';
export const NOTIFICATION_CHANNELS: readonly NotificationChannel[] = ['site', 'email', 'sms'];

export function getNotificationSettings(api: ApiClient = browser): Promise<{ items: NotificationSetting[] }> {
  return api.get(ACCOUNT_PATHS.notificationSettings);
}

/** PUT takes a partial list: only the changed events are sent. */
export function updateNotificationSettings(items: Partial<NotificationSetting>[]): Promise<{ items: NotificationSetting[] }> {
  return browser.put(ACCOUNT_PATHS.notificationSettings, { items }, SILENT);
}

/** The user centre in one call: member, wallet, points, usable coupons and counts by status. */
export function getUserCenter(api: ApiClient = browser): Promise<UserCenterSummary> {
  return api.get<UserCenterSummary>(ACCOUNT_PATHS.center);
}
