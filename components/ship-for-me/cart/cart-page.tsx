import { getTranslations } from 'next-intl/server';
import { statusOf } from '@/lib/api/client';
import { listGoods, listMyWarehouseAddresses } from '@/lib/api/ship-for-me';
import type { Locale } from '@/lib/contract/constants';
import type { GoodList, ListResult, WarehouseAddress } from '@/lib/contract/wire';
import { getPathname } from '@/lib/i18n/localized-navigation';
import { siteApi } from '@/lib/server-data/site-api';
import { readAuthorization } from '@/lib/session/server-session';
import { getSiteConfig } from '@/lib/site/get-site';
import { islandMessages } from '@/components/ship-for-me/island-messages';
import { currencySymbol } from '@/components/ship-for-me/good/good-money';
import { ShipForMeShell } from '@/components/ship-for-me/ship-for-me-shell';
import { ButtonLinks } from '@/components/ui/button-links';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/load-state';
import { PageFrame } from '@/components/ui/page-frame';
import { LazyMemberCart, LazyVisitorCart, LazyWarehouseBox } from './cart-islands';
import { CartPreview } from './cart-preview';
import { CART_PATH, CART_READ } from './cart-values';
import { warehouseBoxTexts } from './warehouse-box-texts';
import { firstWarehouseId, WarehouseBoxView } from './warehouse-box-view';
import styles from './cart.module.css';

const NAMESPACES = ['shipForMeCart', 'shipForMe', 'errors'] as const;
const EXTENSION_PATH = '/ship-for-me/extension';
const GOODS_LIST_PATH = '/ship-for-me/goods-list';

type Read<T> = { ok: true; data: T } | { ok: false; signedOut: boolean };

async function read<T>(call: Promise<T>): Promise<Read<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (statusOf(error) !== 401) console.error(error);
    return { ok: false, signedOut: statusOf(error) === 401 };
  }
}

/**
 * The member's cart and warehouse addresses, or null for a visitor: no session, or one the backend no longer
 * knows (the page is public: such a reader sees the cart kept in this browser, not a sign-in redirect).
 */
async function readMemberCart(locale: Locale, site: string): Promise<{ goods: Read<GoodList>; warehouses: Read<ListResult<WarehouseAddress>> } | null> {
  const authorization = await readAuthorization();
  if (!authorization) return null;
  const api = await siteApi(site, locale, { authorization });
  const [goods, warehouses] = await Promise.all([read(listGoods(CART_READ, api)), read(listMyWarehouseAddresses(api))]);
  if ((!goods.ok && goods.signedOut) || (!warehouses.ok && warehouses.signedOut)) return null;
  return { goods, warehouses };
}

/**
 * /ship-for-me/cart, a public page: the session decides on the server whether the member's cart (goods
 * InCart, read here) or the visitor's (kept in the browser) is shown, so the frame never changes once drawn.
 * The server draws the page; the carts' islands (choosing, quantities, the browser's cart) load after it, in
 * place of a drawing of the same size. The warehouse address's copy buttons are an island of their own, loaded
 * while the page hydrates.
 */
export async function CartPage({ locale, site }: { locale: Locale; site: string }) {
  const [member, config, routes, pages, t, ts, messages] = await Promise.all([
    readMemberCart(locale, site),
    getSiteConfig(site, locale),
    getTranslations('routes'),
    getTranslations('pages'),
    getTranslations('shipForMeCart'),
    getTranslations('shipForMe'),
    islandMessages(NAMESPACES),
  ]);
  const failed = (title: string) => <EmptyState role="alert" title={title} retryLabel={t('retry')} />;
  const extension = { href: EXTENSION_PATH, label: t('getExtension') };
  /** What either cart's island needs from the page: its language and its messages. */
  const island = { locale, messages };

  let body;
  if (!member) {
    const signIn = {
      href: { pathname: '/login', query: { redirect: getPathname({ href: CART_PATH, locale }) } },
      label: ts('button.signIn'),
      variant: 'primary' as const,
    };
    const empty = (
      <EmptyState title={t('visitorEmpty')} description={t('visitorEmptyText')} action={<ButtonLinks locale={locale} links={[extension, signIn]} />} />
    );
    body = <LazyVisitorCart {...island} empty={empty} placeholder={<Loading label={t('loading')} />} />;
  } else if (!member.goods.ok) {
    body = failed(t('loadFailed'));
  } else {
    const list = member.goods.data;
    const siteSymbol = list.siteCurrency === config.site.baseCurrencyCode ? config.site.baseCurrencySymbol : currencySymbol(list.siteCurrency);
    const empty = (
      <EmptyState
        title={t('empty')}
        description={t('emptyText')}
        action={<ButtonLinks locale={locale} links={[{ href: GOODS_LIST_PATH, label: t('toGoodsList'), variant: 'primary' }, extension]} />}
      />
    );
    const goods = list.items ?? [];
    const warehouses = member.warehouses.ok ? (member.warehouses.data.items ?? []) : null;
    const box = warehouses ? { warehouses, texts: await warehouseBoxTexts(warehouses) } : null;
    // A new answer (the visitor's cart merged after sign-in refreshes the page) starts the island again.
    const version = goods.map((good) => `${good.id}@${good.updatedAt}`).join();
    body = (
      <div className={styles.layout}>
        <div className={styles.main}>
          {goods.length ? (
            <LazyMemberCart
              key={version}
              {...island}
              goods={goods}
              siteSymbol={siteSymbol}
              empty={empty}
              placeholder={<CartPreview goods={goods} siteSymbol={siteSymbol} />}
            />
          ) : (
            empty
          )}
        </div>
        <aside className={styles.aside}>
          <section className={styles.box} aria-labelledby="cart-warehouse-title">
            <h2 id="cart-warehouse-title" className={styles.boxTitle}>
              {t('warehouseTitle')}
            </h2>
            {box ? (
              <LazyWarehouseBox {...box} placeholder={<WarehouseBoxView {...box} chosenId={firstWarehouseId(box.warehouses)} />} />
            ) : (
              failed(t('warehouseFailed'))
            )}
          </section>
        </aside>
      </div>
    );
  }

  return (
    <ShipForMeShell current="cart">
      <PageFrame id="ship-for-me-cart" title={routes('shipForMeCart')} subtitle={member ? pages('shipForMeCart') : t('visitorIntro')}>
        {body}
      </PageFrame>
    </ShipForMeShell>
  );
}
