'use client';

import { useEffect, useState } from 'react';
import { Button, Checkbox, Switch } from 'antd';
import '@/components/providers/antd/switch.css';
import '@/components/providers/antd/checkbox.css';
import { useTranslations } from 'next-intl';
import { type ParcelDetail, updateAdditionalServices, updateInsurance } from '@/lib/api/parcels';
import { failureMessage } from '@/lib/api/failure-message';
import { listAdditionalServices } from '@/lib/api/shipping';
import { INSURANCE_SERVICE_CODE } from '@/lib/contract/parcel-rules';
import type { AdditionalService } from '@/lib/contract/wire';
import { formatMoney } from '@/lib/format/display';
import { FormAlert } from '@/components/ui/form/form-alert';
import { symbolFor, type SiteCurrency } from '../list/parcel-values';
import { sameIds } from './detail-values';
import styles from './detail.module.css';

interface ServicesSectionProps {
  parcel: ParcelDetail;
  currency: SiteCurrency;
  onSaved: () => Promise<void>;
}

/** `¥15.00`, or `3% (at least ¥10.00)` for a service charged on the declared value. */
function priceText(service: AdditionalService, symbol: string, t: ReturnType<typeof useTranslations<'parcels'>>): string {
  return service.priceType === 'PERCENT'
    ? t('detail.percentPrice', { rate: service.rate, min: formatMoney(service.price, symbol) })
    : formatMoney(service.price, symbol);
}

/**
 * Insurance and additional services. Editable: a switch saved at once, and a checkbox list with the
 * prices of POST /u/shipping-management/additional-service/list; otherwise what was chosen.
 */
export function ServicesSection({ parcel, currency, onSaved }: ServicesSectionProps) {
  const t = useTranslations('parcels');
  const te = useTranslations('errors');
  const chosen = parcel.additionalServices.map((service) => service.id);
  const [services, setServices] = useState<AdditionalService[] | null>(null);
  const [ids, setIds] = useState<string[]>(chosen);
  const [saving, setSaving] = useState<'insurance' | 'services' | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!parcel.editable) return;
    let live = true;
    listAdditionalServices().then(
      (list) => live && setServices(list.filter((service) => service.code !== INSURANCE_SERVICE_CODE)),
      () => live && setServices([]),
    );
    return () => {
      live = false;
    };
  }, [parcel.editable]);

  async function run(which: 'insurance' | 'services', call: () => Promise<unknown>) {
    setSaving(which);
    setError(null);
    try {
      await call();
      await onSaved();
    } catch (failure) {
      setError(failureMessage(failure, { network: te('requestMsg'), fallback: te('submitFailed') }));
    } finally {
      setSaving(null);
    }
  }

  if (!parcel.editable) {
    return (
      <ul className={styles.plain}>
        <li>{parcel.isInsurance ? t('detail.insured') : t('detail.notInsured')}</li>
        {parcel.additionalServices.map((service) => (
          <li key={service.id}>{service.name}</li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.services}>
      <FormAlert error={error} />
      <label className={styles.switchRow}>
        <Switch checked={parcel.isInsurance} loading={saving === 'insurance'} onChange={(on) => run('insurance', () => updateInsurance(parcel.id, on))} />
        <span>{t('detail.insurance')}</span>
      </label>
      <fieldset className={styles.line}>
        <legend>{t('detail.additionalServices')}</legend>
        {services === null ? <p className={styles.muted}>{t('detail.loading')}</p> : null}
        <Checkbox.Group value={ids} onChange={(value) => setIds(value.map(String))} className={styles.checks}>
          {(services ?? []).map((service) => (
            <Checkbox key={service.id} value={service.id}>
              {service.name} <span className={styles.muted}>{priceText(service, symbolFor(service.currency, currency), t)}</span>
            </Checkbox>
          ))}
        </Checkbox.Group>
        <div>
          <Button
            className={styles.editButton}
            onClick={() => run('services', () => updateAdditionalServices(parcel.id, ids))}
            disabled={sameIds(ids, chosen)}
            loading={saving === 'services'}
          >
            {t('detail.saveServices')}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
