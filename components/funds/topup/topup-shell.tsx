import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { RouteKey } from '@/components/pages/page-params';
import { buttonClassName } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { PageFrame } from '@/components/ui/page-frame';
import { TestModeRibbon } from '../test-mode-ribbon';
import type { TopupLoad } from '@/lib/server-data/funds';
import styles from './topup.module.css';

type Loaded = Extract<TopupLoad, { kind: 'ok' }>;

interface TopupShellProps {
  load: TopupLoad;
  /** The page's title (`routes.<key>`); the top-up number goes under it. */
  routeKey: RouteKey;
  children: (loaded: Loaded) => ReactNode;
}

/**
 * The frame of a /details page about one top-up: the test-mode ribbon, the title with the number, and
 * for a missing id or a failed read a message with a way on (retry, recharge).
 */
export async function TopupShell({ load, routeKey, children }: TopupShellProps) {
  const [t, te, routes] = await Promise.all([getTranslations('topup'), getTranslations('errors'), getTranslations('routes')]);
  const recharge = (
    <Link href="/user/recharge" className={buttonClassName('default')}>
      {t('rechargeLink')}
    </Link>
  );
  let body: ReactNode;
  if (load.kind === 'noId') body = <EmptyState title={t('noId')} action={recharge} />;
  else if (load.kind === 'failed')
    body = <EmptyState role="alert" title={t('loadFailed')} description={load.message ?? te('requestMsg1')} retryLabel={t('retry')} />;
  else body = children(load);
  const id = load.kind === 'noId' ? null : load.kind === 'ok' ? load.topup.id : load.id;
  return (
    <Container width="user" className={styles.page}>
      {load.kind === 'ok' ? <TestModeRibbon on={load.methods?.testMode ?? false} /> : null}
      <PageFrame id="topup" title={routes(routeKey)} subtitle={id ? t('title', { id }) : undefined}>
        {body}
      </PageFrame>
    </Container>
  );
}
