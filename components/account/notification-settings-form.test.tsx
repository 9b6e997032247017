import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import type { NotificationSetting } from '@/lib/api/account';
import { NotificationSettingsForm } from './notification-settings-form';
import { answer, renderAccount, wireHttpBetweenTests } from './test-account';

const T = en.notifications;
const PATH = '/api/user/notification/settings';
const SETTINGS: NotificationSetting[] = [
  { event: 'parcelArrived', name: 'Parcel arrived', site: true, email: false, sms: false },
  { event: 'shipped', name: 'Order shipped', site: true, email: true, sms: false },
];
wireHttpBetweenTests();

const box = (event: string, channel: 'site' | 'email' | 'sms') =>
  screen.getByRole('checkbox', { name: T.toggleLabel.replace('{event}', event).replace('{channel}', T[channel]) });

describe('<NotificationSettingsForm/>', () => {
  it('names each switch by its event and channel; with nothing changed it says so and sends nothing', () => {
    const bodies = answer('put', PATH);
    renderAccount(<NotificationSettingsForm initial={SETTINGS} />);
    expect(box('Parcel arrived', 'site')).toBeChecked();
    expect(box('Order shipped', 'email')).toBeChecked();
    expect(box('Parcel arrived', 'sms')).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: T.save }));
    expect(screen.getByRole('status')).toHaveTextContent(T.noChanges);
    expect(bodies).toEqual([]);
  });

  it('sends only the changed switches once, disabled while saving, then says so', async () => {
    const bodies = answer('put', PATH, () => HttpResponse.json({ items: SETTINGS.map((item, index) => (index ? item : { ...item, sms: true })) }));
    renderAccount(<NotificationSettingsForm initial={SETTINGS} />);
    fireEvent.click(box('Parcel arrived', 'sms'));
    const save = screen.getByRole('button', { name: T.save });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(box('Order shipped', 'site')).toBeDisabled();
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('status')).toHaveTextContent(T.saved);
    expect(bodies).toEqual([{ items: [{ event: 'parcelArrived', sms: true }] }]);
    expect(box('Parcel arrived', 'sms')).toBeChecked();
    expect(box('Order shipped', 'site')).toBeEnabled();
  });
});
