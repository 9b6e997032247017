import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import { PhotoZoom } from './photo-zoom';

// What the parcels list sends: the owner-only photo route (server/modules/parcels/wire.ts thumbnailUrl).
const PHOTO = '/api/u/biz/parcel/P1/photos/F1';

function Zoom() {
  const t = useTranslations('parcels');
  return <PhotoZoom t={t} src={PHOTO} trackingNumber="YT7300000101" />;
}

describe('<PhotoZoom/>', () => {
  it('the list thumbnail is a button that shows the arrival photo large in a dialog, and closes again', () => {
    render(
      <NextIntlClientProvider locale="en" messages={{ parcels: en.parcels }}>
        <Zoom />
      </NextIntlClientProvider>,
    );
    const thumb = screen.getByRole('button', { name: 'Enlarge the arrival photo of parcel YT7300000101' });
    expect(within(thumb).getByRole('presentation', { hidden: true })).toHaveAttribute('src', PHOTO);
    fireEvent.click(thumb);
    const dialog = screen.getByRole('dialog', { name: 'Arrival photo of parcel YT7300000101' });
    expect(within(dialog).getByRole('img', { name: 'Arrival photo of parcel YT7300000101' })).toHaveAttribute('src', PHOTO);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
