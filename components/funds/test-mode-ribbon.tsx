import { useTranslations } from 'next-intl';
import styles from './test-mode-ribbon.module.css';

/**
 * "测试模式 / Test mode": payments go to the sandbox providers (the method list's `testMode`). A
 * visible note at the top of the money pages, not a colour only; nothing when off. Server or client
 * (inside a provider with the `funds` namespace).
 */
export function TestModeRibbon({ on }: { on: boolean }) {
  const t = useTranslations('funds');
  if (!on) return null;
  return (
    <p role="note" className={styles.ribbon}>
      {t('testMode')}
    </p>
  );
}
