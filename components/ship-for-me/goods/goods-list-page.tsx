import { getTranslations } from 'next-intl/server';
import { statusOf } from '@/lib/api/client';
import { listGoods } from '@/lib/api/ship-for-me';
import type { Locale } from '@/lib/contract/constants';
import { CART_MAX } from '@/lib/contract/ship-for-me-rules';
import type { GoodList } from '@/lib/contract/wire';
import { getPathname } from '@/lib/i18n/localized-navigation';
import { siteApi } from '@/lib/server-data/site-api';
import { readAuthorization } from '@/lib/session/server-session';
import { getSiteConfig } from '@/lib/site/get-site';
import { currencySymbol } from '@/components/ship-for-me/good/good-money';
import { islandMessages } from '@/components/ship-for-me/island-messages';
import { themePrimary } from '@/components/pages/theme-colors';
import { ShipForMeShell } from '@/components/ship-for-me/ship-for-me-shell';
import { ButtonLinks } from '@/components/ui/button-links';
import { EmptyState } from '@/components/ui/empty-state';
import { LIST_PARAMS, readListState, type SearchParams } from '@/components/ui/list/list-query';
import { StatusTabs } from '@/components/ui/list/status-tabs';
import { PageFrame } from '@/components/ui/page-frame';
import { AddGoodFace } from './add-good-face';
import { GoodsGroups } from './goods-groups';
import { LazyAddGoodButton, LazyGoodsPager, LazyLocalGoods } from './goods-islands';
import { GOOD_STATUS_TABS, GOODS_LIST, GOODS_LIST_PATH, goodsListRequest, isFiltered, KEYWORD_PARAM, keywordOf } from './goods-list-query';
import { GoodsPagerPreview } from './goods-pager-preview';
import { GoodsSearch } from './goods-search';
import styles from './goods.module.css';

const EXTENSION_PATH = '/ship-for-me/extension';
const SEARCH_KEYS = ['label', 'submit', 'reset', 'keyword', 'placeholder'] as const;

type MemberRead = { ok: true; list: GoodList } | { ok: false };

/** The member's goods of this URL, `{ ok: false }` when the read failed, null for a visitor (no session, or one the backend no longer knows). */
async function readMemberGoods(locale: Locale, site: string, search: SearchParams): Promise<MemberRead | null> {
  const authorization = await readAuthorization();
  if (!authorization) return null;
  try {
    const api = await siteApi(site, locale, { authorization });
    return { ok: true, list: await listGoods(goodsListRequest(readListState(search, GOODS_LIST)), api) };
  } catch (error) {
    if (statusOf(error) === 401) return null;
    console.error(error);
    return { ok: false };
  }
}

function queryOf(search: SearchParams): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) for (const one of [value ?? []].flat()) params.append(name, one);
  return params.toString();
}

/**
 * /ship-for-me/goods-list, a public page: a member's collected goods (status tabs, keyword, grouped by shop,
 * what each became), or a visitor's goods kept in this browser with the way to sign in. The server draws the
 * words (no client catalog in the first load) and the search (a GET form); the first script is one small module
 * (./goods-islands.tsx): the button that adds a good by hand, the pager and a visitor's goods load after the page,
 * the hand form on first use.
 */
export async function GoodsListPage({ locale, site, search }: { locale: Locale; site: string; search: SearchParams }) {
  const state = readListState(search, GOODS_LIST);
  const [member, config, routes, t, ts, tl, islandTexts] = await Promise.all([
    readMemberGoods(locale, site, search),
    getSiteConfig(site, locale),
    getTranslations('routes'),
    getTranslations('shipForMeGoods'),
    getTranslations('shipForMe'),
    getTranslations('list'),
    islandMessages(['shipForMe', 'shipForMeGoods', 'errors']),
  ]);
  const self = getPathname({ href: GOODS_LIST_PATH, locale });
  const extension = { href: EXTENSION_PATH, label: t('extension') };
  const addTexts = { button: ts('button.addByHand'), added: t('form.added'), merged: t('form.merged'), full: t('form.full', { max: CART_MAX }) };
  const extra = (
    <LazyAddGoodButton
      member={member !== null}
      variant="primary"
      texts={addTexts}
      locale={locale}
      messages={islandTexts}
      primaryColor={themePrimary(config.site.theme)}
      placeholder={<AddGoodFace variant="primary" label={addTexts.button} />}
    />
  );

  let body;
  if (member === null) {
    const signIn = { href: { pathname: '/login', query: { redirect: self } }, label: ts('button.signIn'), variant: 'primary' as const };
    const loading = (
      <p className={styles.placeholder} role="status">
        {t('loading')}
      </p>
    );
    body = (
      <>
        <div className={styles.signIn} role="note">
          <p>{t('visitorNote')}</p>
          <ButtonLinks locale={locale} links={[signIn]} />
        </div>
        <LazyLocalGoods
          locale={locale}
          messages={islandTexts}
          placeholder={loading}
          empty={<EmptyState title={t('visitorEmpty')} description={t('visitorEmptyText')} action={<ButtonLinks locale={locale} links={[extension]} />} />}
        />
      </>
    );
  } else if (!member.ok) {
    body = <EmptyState role="alert" title={t('loadFailed')} retryLabel={t('retry')} />;
  } else {
    const { list } = member;
    const siteSymbol = list.siteCurrency === config.site.baseCurrencyCode ? config.site.baseCurrencySymbol : currencySymbol(list.siteCurrency);
    const keyword = keywordOf(state);
    const goods = list.items ?? [];
    const total = list.totalCount ?? goods.length;
    const searchTexts = Object.fromEntries(SEARCH_KEYS.map((key) => [key, t(`search.${key}`)])) as Record<(typeof SEARCH_KEYS)[number], string>;
    const kept = [...new URLSearchParams(queryOf(search))].filter(([name]) => name !== LIST_PARAMS.page && name !== KEYWORD_PARAM);
    body = (
      <>
        <StatusTabs
          definitions={GOOD_STATUS_TABS}
          counts={list.counts}
          current={state.status}
          pathname={self}
          search={queryOf(search)}
          label={(key) => ts(key as 'status.10')}
          allLabel={tl('statusAll')}
          navLabel={tl('statusLabel')}
        />
        <GoodsSearch key={keyword} keyword={keyword} param={KEYWORD_PARAM} action={self} kept={kept} texts={searchTexts} />
        {goods.length ? (
          <>
            <GoodsGroups goods={goods} siteSymbol={siteSymbol} />
            {total > state.pageSize || state.page > 1 ? (
              <LazyGoodsPager
                page={state.page}
                pageSize={state.pageSize}
                total={total}
                locale={locale}
                messages={await islandMessages(['list'])}
                placeholder={<GoodsPagerPreview page={state.page} pageSize={state.pageSize} total={total} pathname={self} search={queryOf(search)} />}
              />
            ) : null}
          </>
        ) : isFiltered(state) ? (
          <EmptyState title={t('noMatch')} description={t('noMatchText')} />
        ) : (
          <EmptyState title={t('empty')} description={t('emptyText')} action={<ButtonLinks locale={locale} links={[extension]} />} />
        )}
      </>
    );
  }

  return (
    <ShipForMeShell current="goods">
      <PageFrame id="ship-for-me-goods" title={routes('shipForMeGoodsList')} subtitle={member === null ? t('visitorIntro') : t('intro')} extra={extra}>
        {body}
      </PageFrame>
    </ShipForMeShell>
  );
}
