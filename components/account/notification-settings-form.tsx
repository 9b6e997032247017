'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { NOTIFICATION_CHANNELS, updateNotificationSettings, type NotificationSetting } from '@/lib/api/account';
import { PlainCheckbox } from '@/components/ui/form/choice-group';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PlainButton } from '@/components/ui/form/plain-button';
import { changedNotificationItems, toggled } from './notification-values';
import { useSave } from '@/components/ui/form/use-save';
import styles from './notifications.module.css';

/** Events x channels (site, e-mail, SMS) as a table of checkboxes; Save sends only the changes. */
export function NotificationSettingsForm({ initial }: { initial: NotificationSetting[] }) {
  const t = useTranslations('notifications');
  const [saved, setSaved] = useState(initial);
  const [items, setItems] = useState(initial);
  const { saving, error, notice, setError, setNotice, save } = useSave();

  async function handleSave() {
    // A busy button ignores clicks (as antd's loading Button did).
    if (saving) return;
    const changes = changedNotificationItems(saved, items);
    if (!changes.length) {
      setError(null);
      setNotice(t('noChanges'));
      return;
    }
    await save(async () => {
      const answer = await updateNotificationSettings(changes);
      const next = answer?.items?.length ? answer.items : items;
      setSaved(next);
      setItems(next);
      setNotice(t('saved'));
    });
  }

  return (
    <div>
      <FormAlert error={error} notice={notice} />
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('eventColumn')}</th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th scope="col" key={channel}>
                  {t(channel)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.event}>
                <th scope="row">{item.name}</th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <td key={channel}>
                    <PlainCheckbox
                      checked={item[channel]}
                      disabled={saving}
                      aria-label={t('toggleLabel', { event: item.name, channel: t(channel) })}
                      onChange={(event) => {
                        setNotice(null);
                        setItems((current) => toggled(current, item.event, channel, event.target.checked));
                      }}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PlainButton variant="primary" onClick={handleSave} loading={saving} className={styles.save}>
        {t('save')}
      </PlainButton>
    </div>
  );
}
