#!/usr/bin/env node
// Writes components/providers/antd/*.css: antd's styles, generated once at development time instead of by antd's
// CSS-in-JS on every page view (docs/decisions.md, "antd without runtime styles"). AntdProvider runs antd in
// zero-runtime mode with CSS variables (key "antd", not hashed), so the component CSS is the same for every host
// (core.css on every antd page, a file per less common component imported where it is rendered);
// the primary colour of each site theme is a small block of variable overrides under html[data-theme=…].
//
//   node scripts/antd-css.mjs            regenerate (after an antd upgrade, a new antd component, a theme change)
//   node scripts/antd-css.mjs --check    exit 1 when the file is not what the generator writes (a unit test runs it)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { antdTheme } from '../components/providers/antd-theme.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const ANTD_CSS_DIR = path.join(root, 'components', 'providers', 'antd');
const h = React.createElement;

/** The site themes' primary colours: components/pages/theme-colors.ts (a test compares). */
export const THEMES = { red: '#d4380d', blue: '#0958d9', dark_blue: '#1d3a6e' };
const BASE_THEME = 'red';

/**
 * core.css (AntdProvider loads it on every antd page): the CSS variables of every component and theme, and the
 * styles every component shares (the reset, icons) with the few components rendered nearly everywhere or inside many
 * others (buttons, spacing, spinners).
 */
export const CORE = ['Button', 'Space', 'Spin'];
/**
 * A file per component the site imports, with the components it renders inside itself (a dropdown's empty state, a
 * confirmation's popover, a copy button's tooltip): the file that imports the component imports its CSS
 * (`import '@/components/providers/antd/button.css'`), so a page loads only the styles of what it renders.
 */
export const EXTRAS = {
  alert: ['Alert'],
  'auto-complete': ['AutoComplete', 'Empty'],
  checkbox: ['Checkbox'],
  descriptions: ['Descriptions'],
  drawer: ['Drawer'],
  form: ['Form'],
  grid: ['Row', 'Col'],
  image: ['Image'],
  input: ['Input'],
  'input-number': ['InputNumber'],
  message: ['message'],
  modal: ['Modal'],
  popconfirm: ['Popconfirm', 'Popover'],
  radio: ['Radio'],
  rate: ['Rate'],
  select: ['Select', 'Empty'],
  steps: ['Steps'],
  switch: ['Switch'],
  tabs: ['Tabs'],
  timeline: ['Timeline'],
  typography: ['Typography', 'Tooltip'],
};
/** The file whose CSS a component needs (the component a group is named after; Row and Col share grid). */
export const CSS_FILE_OF = Object.fromEntries(
  Object.entries(EXTRAS).flatMap(([file, names]) => (file === 'grid' ? names : names.slice(0, 1)).map((name) => [name, file])),
);
export const COMPONENTS = [...new Set([...CORE, ...Object.values(EXTRAS).flat()])];

const RENDER = {
  Input: (C) => [h(C), h(C.TextArea), h(C.Password), h(C.Search)],
  Modal: (C) => [h(C._InternalPanelDoNotUseOrYouWillBeFired), h(C._InternalPanelDoNotUseOrYouWillBeFired, { type: 'confirm' })],
  message: (C) => [h(C._InternalPanelDoNotUseOrYouWillBeFired)],
  Space: (C) => [h(C), h(C.Compact, null, h(antd.Button))],
  Radio: (C) => [h(C), h(C.Group, null, h(C.Button, { value: 1 }))],
  Checkbox: (C) => [h(C), h(C.Group)],
};

function render(cache, primaryColor, names) {
  const nodes = names.map((name) => {
    const Component = antd[name];
    const panel = Component._InternalPanelDoNotUseOrYouWillBeFired;
    const rendered = RENDER[name]?.(Component) ?? [h(Component), ...(panel ? [h(panel)] : [])];
    return h(React.Fragment, { key: name }, ...rendered);
  });
  renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: antdTheme(primaryColor, false) }, ...nodes)));
}

/** The CSS variables of every component under one theme. */
function themeVars(primaryColor) {
  const cache = createCache();
  render(cache, primaryColor, COMPONENTS);
  return extractStyle(cache, { plain: true, types: ['token', 'cssVar'] });
}

/** The styles `names` add to what `before` already rendered. */
function stylesBeyond(before, names) {
  const cache = createCache();
  render(cache, THEMES[BASE_THEME], before);
  const first = extractStyle(cache, { plain: true, types: ['style'], once: true });
  if (names.length === 0) return first;
  render(cache, THEMES[BASE_THEME], names);
  return extractStyle(cache, { plain: true, types: ['style'], once: true });
}

/**
 * `selector{--a:1;--b:2;}` blocks as [selector, Map(name → value)]. Blocks of the providers antd nests inside its
 * own panels (keyed by React's useId, `.css-var-_R_…`) are left out: the site never renders those panels.
 */
function varBlocks(css) {
  const blocks = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter(([, selector]) => !selector.includes('.css-var-'));
  return blocks.map(([, selector, body]) => [
    selector.trim(),
    new Map(
      body
        .split(';')
        .filter(Boolean)
        .map((decl) => [decl.slice(0, decl.indexOf(':')), decl.slice(decl.indexOf(':') + 1)]),
    ),
  ]);
}

/** The declarations of a theme that differ from the base theme's, under html[data-theme=…]. */
function themeOverrides(theme, baseVars, themeVars) {
  const base = new Map(varBlocks(baseVars));
  return varBlocks(themeVars)
    .map(([selector, decls]) => {
      const changed = [...decls].filter(([name, value]) => base.get(selector)?.get(name) !== value);
      if (changed.length === 0) return '';
      const scoped = selector
        .split(',')
        .map((part) => `html[data-theme="${theme}"] ${part.trim()}`)
        .join(',');
      return `${scoped}{${changed.map(([name, value]) => `${name}:${value}`).join(';')}}`;
    })
    .join('');
}

/** The files of ANTD_CSS_DIR: name → content. */
export function generateAntdCss() {
  const header = `/* Generated by scripts/antd-css.mjs from antd ${antd.version}: do not edit. */\n`;
  const baseVars = themeVars(THEMES[BASE_THEME]);
  const overrides = Object.entries(THEMES)
    .filter(([theme]) => theme !== BASE_THEME)
    .map(([theme, color]) => themeOverrides(theme, baseVars, themeVars(color)));
  const vars = varBlocks(baseVars)
    .map(([selector, decls]) => `${selector}{${[...decls].map(([name, value]) => `${name}:${value}`).join(';')}}`)
    .join('');
  const files = { 'core.css': `${header}${vars}\n${overrides.join('\n')}\n${stylesBeyond(CORE, [])}\n` };
  for (const [file, names] of Object.entries(EXTRAS)) files[`${file}.css`] = `${header}${stylesBeyond(CORE, names)}\n`;
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = generateAntdCss();
  const stale = Object.entries(files).filter(
    ([name, css]) => !existsSync(path.join(ANTD_CSS_DIR, name)) || readFileSync(path.join(ANTD_CSS_DIR, name), 'utf8') !== css,
  );
  if (process.argv.includes('--check')) {
    if (stale.length > 0) {
      console.error(`[antd-css] out of date: ${stale.map(([name]) => name).join(', ')}: run node scripts/antd-css.mjs`);
      process.exit(1);
    }
    console.log('[antd-css] up to date');
  } else {
    mkdirSync(ANTD_CSS_DIR, { recursive: true });
    for (const [name, css] of Object.entries(files)) writeFileSync(path.join(ANTD_CSS_DIR, name), css);
    const sizes = Object.entries(files).map(([name, css]) => `${name} ${(css.length / 1024).toFixed(0)} KB`);
    console.log(`[antd-css] wrote ${path.relative(root, ANTD_CSS_DIR)}: ${sizes.join(', ')}`);
  }
}
