import { screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { API, NOT_FOUND, renderPage } from '@/tests/kits/records-test-kit';
import { ArticleTemplate } from '@/lib/contract/enums';
import type { Article, ArticleCategory } from '@/lib/contract/wire';
import { ArticlePage, articleMetadata } from './article-page';
import { FaqPage } from './faq-page';
import { HelpCategoryPage, helpCategoryMetadata } from './help-category-page';

// The public pages read through the site's server client (answered by msw) in the page's language.
vi.mock('next-intl/server', () => import('@/tests/kits/records-test-kit').then((kit) => ({ ...kit.intlServerModule, getLocale: async () => 'en' })));
vi.mock('@/lib/site/get-site', () => import('@/tests/kits/records-test-kit').then((kit) => kit.siteModule));
vi.mock('@/lib/upstream/server-api', () => import('@/tests/kits/records-test-kit').then((kit) => ({ serverApi: () => kit.fetchApi })));
vi.mock('next/navigation', (original) => import('@/tests/kits/records-test-kit').then((kit) => kit.navigationModule(original)));

const CONTENT = `${API}/api/f/content-management`;
const CATEGORY = `${API}/api/u/articleCategory`;
const page = { locale: 'en', site: 'x' } as const;

const article: Article = {
  id: 'a 1',
  title: 'Volumetric weight',
  content: '<p>How parcels are <b>weighed</b>.</p><script>alert(1)</script>',
  categoryId: 'c1',
  categoryName: 'Shipping',
  sort: 0,
  publishedAt: '2026-03-01T08:00:00.000Z',
};

function category(overrides: Partial<ArticleCategory> = {}): ArticleCategory {
  return {
    id: 'c1',
    parentId: null,
    displayName: 'Shipping',
    categoryContentType: ArticleTemplate.ArticleList,
    showArticleId: null,
    sort: 0,
    children: [],
    ...overrides,
  };
}

/** Answers GET `path/{id}` with `body` for `id`, 404 for any other id; returns the ids asked for. */
function answerById(path: string, id: string, body: object) {
  const asked: string[] = [];
  server.use(
    mock.get(`${path}/:id`, ({ params }) => {
      asked.push(String(params.id));
      return params.id === id ? HttpResponse.json(body) : new HttpResponse(null, { status: 404 });
    }),
  );
  return asked;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<ArticlePage/>', () => {
  it('shows the article with its date and category, inside a Container at /article/{id}', async () => {
    const asked = answerById(`${CONTENT}/article`, 'a 1', article);
    const { container } = await renderPage(ArticlePage({ ...page, id: 'a 1', route: 'articleItem' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Volumetric weight' })).toBeInTheDocument();
    expect(screen.getByText('weighed')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Shipping' })).toHaveAttribute('href', '/en/help/category/c1');
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(asked).toEqual(['a 1']);
  });

  it('leaves the frame to the help layout at /help/content/{id}', async () => {
    answerById(`${CONTENT}/article`, 'a 1', article);
    const { container } = await renderPage(ArticlePage({ ...page, id: 'a 1', route: 'helpContent' }));
    expect(container.firstElementChild?.tagName).toBe('ARTICLE');
  });

  it('shows an empty state without an id and the 404 page for an unknown one', async () => {
    const asked = answerById(`${CONTENT}/article`, 'a 1', article);
    await renderPage(ArticlePage({ ...page, id: null, route: 'helpContent' }));
    expect(screen.getByRole('status')).toHaveTextContent('No article selected');
    expect(asked).toEqual([]);
    await expect(ArticlePage({ ...page, id: 'nope', route: 'articleItem' })).rejects.toEqual(NOT_FOUND);
  });

  it('titles the page with the article, else with the route', async () => {
    answerById(`${CONTENT}/article`, 'a 1', article);
    expect(await articleMetadata({ ...page, id: 'a 1', route: 'articleItem' })).toEqual({
      title: 'Volumetric weight',
      description: 'How parcels are weighed.',
    });
    expect(await articleMetadata({ ...page, id: 'nope', route: 'articleItem' })).toEqual({ title: 'Article' });
    expect(await articleMetadata({ ...page, id: null, route: 'helpContent' })).toEqual({ title: 'Help article' });
  });
});

describe('<HelpCategoryPage/>', () => {
  it("lists a list-type category's articles of the page asked for", async () => {
    answerById(CATEGORY, 'c1', category());
    let sent: unknown;
    server.use(
      mock.post(`${CONTENT}/article/list`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ totalCount: 21, items: [article] });
      }),
    );
    await renderPage(HelpCategoryPage({ ...page, id: 'c1', search: { page: '2' } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping' })).toBeInTheDocument();
    expect(screen.getByText('21 articles')).toBeInTheDocument();
    expect(sent).toEqual({ categoryId: 'c1', maxResultCount: 20, skipCount: 20 });
    expect(await helpCategoryMetadata({ ...page, id: 'c1' })).toEqual({ title: 'Shipping' });
  });

  it('shows "loading failed" with a retry when the list cannot be read', async () => {
    answerById(CATEGORY, 'c1', category());
    server.use(mock.post(`${CONTENT}/article/list`, () => HttpResponse.json({}, { status: 503 })));
    await renderPage(HelpCategoryPage({ ...page, id: 'c1', search: {} }));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading failed');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('redirects a detail-type category to its article; no id: empty state; unknown id: 404', async () => {
    answerById(CATEGORY, 'c1', category({ categoryContentType: ArticleTemplate.ArticleDetail, showArticleId: 'a 1' }));
    await expect(HelpCategoryPage({ ...page, id: 'c1', search: {} })).rejects.toMatchObject({ digest: expect.stringContaining(';/en/help/content/a%201;') });
    await expect(HelpCategoryPage({ ...page, id: 'c2', search: {} })).rejects.toEqual(NOT_FOUND);
    expect(await helpCategoryMetadata({ ...page, id: 'c2' })).toEqual({ title: 'Help category' });
    await renderPage(HelpCategoryPage({ ...page, id: null, search: {} }));
    expect(screen.getByRole('status')).toHaveTextContent('No topic selected');
  });
});

describe('<FaqPage/>', () => {
  it('searches with the first, trimmed ?q= value, at most 100 characters', async () => {
    const asked: (string | null)[] = [];
    server.use(
      mock.get(`${CONTENT}/faq/list`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('filter'));
        return HttpResponse.json({ totalCount: 0, items: [] });
      }),
    );
    await renderPage(FaqPage({ ...page, search: { q: [`  ${'w'.repeat(120)} `, 'second'] } }));
    expect(asked).toEqual(['w'.repeat(100)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByText('No question matches your search. Try other words.')).toBeInTheDocument();
  });

  it('shows "loading failed" with a retry when the FAQ cannot be read', async () => {
    server.use(mock.get(`${CONTENT}/faq/list`, () => HttpResponse.json({}, { status: 503 })));
    await renderPage(FaqPage({ ...page, search: {} }));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading failed');
  });
});
