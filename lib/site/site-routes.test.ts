// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoutesOfBuild, createRouteLabels, pageRoutes } from './site-routes';

// As in .next/app-path-routes-manifest.json (values): route groups already left out.
const APP_ROUTES = [
  '/[locale]/[site]',
  '/[locale]/[site]/[...rest]',
  '/[locale]/[site]/article',
  '/[locale]/[site]/article/[id]',
  '/[locale]/[site]/help/content/[[...contentId]]',
  '/[locale]/[site]/help/faq-list',
  '/[locale]/[site]/user',
  '/[locale]/[site]/user/combined-order-detail',
  '/api/[...path]',
  '/_not-found',
];

describe('site route labels', () => {
  const labelOf = createRouteLabels(pageRoutes(APP_ROUTES));

  it('name the Next route of a page, in either language, never its ids', () => {
    expect(labelOf('/')).toBe('/');
    expect(labelOf('/en')).toBe('/');
    expect(labelOf('/en/')).toBe('/');
    expect(labelOf('/article')).toBe('/article');
    expect(labelOf('/article/4711')).toBe('/article/[id]');
    expect(labelOf('/en/article/4711/')).toBe('/article/[id]');
    expect(labelOf('/help/content')).toBe('/help/content/[[...contentId]]');
    expect(labelOf('/help/content/12')).toBe('/help/content/[[...contentId]]');
    expect(labelOf('/user/combined-order-detail')).toBe('/user/combined-order-detail');
    expect(labelOf('/no/such/page')).toBe('/[...rest]');
    expect(labelOf('/en/secret-token-abc')).toBe('/[...rest]');
  });

  it('give the gateway, Next’s files and file-like paths fixed labels', () => {
    expect(labelOf('/api/u/biz/parcel/123')).toBe('/api/[...path]');
    expect(labelOf('/_next/image')).toBe('/_next');
    expect(labelOf('/wp-login.php')).toBe('other');
    expect(labelOf('/en/x/.env')).toBe('other');
  });

  it('without the build’s routes, call every page a page', () => {
    expect(createRouteLabels([])('/article/1')).toBe('page');
  });

  it('reads the routes of a build, and none without one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-routes-'));
    try {
      expect(appRoutesOfBuild(dir)).toEqual([]);
      mkdirSync(path.join(dir, '.next'));
      writeFileSync(
        path.join(dir, '.next', 'app-path-routes-manifest.json'),
        JSON.stringify({ '/[locale]/[site]/(site)/article/[id]/page': '/[locale]/[site]/article/[id]' }),
      );
      expect(pageRoutes(appRoutesOfBuild(dir))).toEqual(['/article/[id]']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
