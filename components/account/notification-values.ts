import type { NotificationChannel, NotificationSetting } from '@/lib/api/account';

/** The partial PUT body: only events whose channels changed, with only the changed channels. */
export function changedNotificationItems(
  saved: readonly NotificationSetting[],
  current: readonly NotificationSetting[],
  channels: readonly NotificationChannel[] = ['site', 'email', 'sms'],
): Partial<NotificationSetting>[] {
  const before = new Map(saved.map((item) => [item.event, item]));
  const changes: Partial<NotificationSetting>[] = [];
  for (const item of current) {
    const old = before.get(item.event);
    const diff: Partial<NotificationSetting> = { event: item.event };
    let changed = false;
    for (const channel of channels) {
      if (!old || old[channel] !== item[channel]) {
        diff[channel] = item[channel];
        changed = true;
      }
    }
    if (changed) changes.push(diff);
  }
  return changes;
}

/** A copy of the list with one switch flipped. */
export function toggled(items: readonly NotificationSetting[], event: string, channel: NotificationChannel, value: boolean): NotificationSetting[] {
  return items.map((item) => (item.event === event ? { ...item, [channel]: value } : item));
}
