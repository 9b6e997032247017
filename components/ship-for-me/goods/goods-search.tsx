import { buttonClassName } from '@/components/ui/button';
import bar from '@/components/ui/list/filter-bar.module.css';
import styles from './goods.module.css';

/** `shipForMeGoods.search`, worded on the server. */
export type GoodsSearchTexts = Record<'label' | 'submit' | 'reset' | 'keyword' | 'placeholder', string>;

interface GoodsSearchProps {
  keyword: string;
  /** The keyword's URL parameter (the list query's KEYWORD_PARAM). */
  param: string;
  /** The list's path, with the language prefix. */
  action: string;
  /** The URL's other parameters, which a search keeps (the status tab, the page size); not the page: a search starts at page 1. */
  kept: readonly (readonly [string, string])[];
  texts: GoodsSearchTexts;
}

const RESET_FORM = 'goods-search-reset';

/**
 * The keyword search above the goods (title, shop or spec), kept in the URL: a GET form the server answers, as the
 * tracking and fee pages' are (it works without JavaScript and puts no script in the public page's first load). The
 * kit's filter bar's look; reset submits a second form, the same list without the keyword.
 */
export function GoodsSearch({ keyword, param, action, kept, texts }: GoodsSearchProps) {
  const hidden = kept.map(([name, value], index) => <input key={`${name}-${index}`} type="hidden" name={name} value={value} />);
  return (
    <>
      <form method="get" action={action} role="search" aria-label={texts.label} className={bar.bar}>
        {hidden}
        <label className={styles.searchField}>
          <span>{texts.keyword}</span>
          <input
            type="search"
            name={param}
            defaultValue={keyword}
            className={styles.searchInput}
            placeholder={texts.placeholder}
            maxLength={100}
            autoComplete="off"
          />
        </label>
        <div className={bar.actions}>
          <button type="submit" className={buttonClassName('primary')}>
            {texts.submit}
          </button>
          <button type="submit" form={RESET_FORM} className={buttonClassName('default')}>
            {texts.reset}
          </button>
        </div>
      </form>
      <form id={RESET_FORM} method="get" action={action} hidden>
        {hidden}
      </form>
    </>
  );
}
