// SPEC section 7 "Account": the member, contact and password changes, notifications, the user centre.
import type { Member } from '@/lib/contract/wire';
import { useSessionStore } from '@/lib/stores/session-store';
import { http } from './http';

/** GET /u/user: the member with the fields the account pages show. */
export interface MemberDetail extends Member {
  internationalCode: string | null;
  memberCode: string;
  levelName: string | null;
}

export function getCurrentMember(): Promise<MemberDetail> {
  return http.get<MemberDetail>('/api/u/user');
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
  const member = await http.put<MemberDetail>('/api/u/user', update, SILENT);
  if (member?.id) useSessionStore.getState().setMember(member);
  return member;
}

/** Ends every other session of the member (this one stays). */
export function changePassword(oldPassword: string, newPassword: string, confirmPassword: string): Promise<object> {
  return http.post('/api/u/user/change-password', { oldPassword, newPassword, confirmPassword }, SILENT);
}

export function issueLoginCode(): Promise<{ loginCode: string; expiresAt: string }> {
  return http.post('/api/u/user/login-code');
}

export type NotificationChannel = 'site' | 'email' | 'sms';
export const NOTIFICATION_CHANNELS: readonly NotificationChannel[] = ['site', 'email', 'sms'];

export interface NotificationSetting {
  event: string;
  name: string;
  site: boolean;
  email: boolean;
  sms: boolean;
}

export function getNotificationSettings(): Promise<{ items: NotificationSetting[] }> {
  return http.get('/api/user/notification/settings');
}

/** PUT takes a partial list: only the changed events are sent. */
export function updateNotificationSettings(items: Partial<NotificationSetting>[]): Promise<{ items: NotificationSetting[] }> {
  return http.put('/api/user/notification/settings', { items }, SILENT);
}

export interface StatusCount {
  status: number;
  name: string;
  count: number;
}

export interface UserCenterSummary {
  member: { id: string; userName: string; name: string | null; memberCode: string; levelName: string | null };
  wallet: { balance: number; currencyCode: string; currencySymbol: string };
  points: number;
  usableCouponCount: number;
  parcelCounts: StatusCount[];
  waybillCounts: StatusCount[];
}

export interface CustomerServiceContact {
  name: string;
  weChat: string | null;
  email: string | null;
  phone: string | null;
  workingHours: string;
}
