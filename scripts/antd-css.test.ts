import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_PRIMARY } from '@/components/pages/theme-colors';
import { hoverColor } from '@/components/providers/antd-theme';
import { ANTD_CSS_DIR, COMPONENTS, CORE, CSS_FILE_OF, generateAntdCss, THEMES } from './antd-css.mjs';

/** Each source file (tests left out) with the antd values (components, `message`) it imports, types left out. */
function antdImports(): { file: string; source: string; names: string[] }[] {
  const found = [];
  for (const dir of ['app', 'components', 'lib']) {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const source = readFileSync(path.join(dir, file), 'utf8');
      const named = [...source.matchAll(/import \{([^}]+)\} from 'antd';/g)].flatMap(([, list]) =>
        list
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item && !item.startsWith('type '))
          .map((item) => item.split(' as ')[0]),
      );
      // A deep import (antd/es/input/TextArea) is that folder's component.
      const deep = [...source.matchAll(/from 'antd\/es\/([a-z-]+)\//g)].map(([, folder]) =>
        folder.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase()),
      );
      const names = [...named, ...deep];
      if (names.length > 0) found.push({ file: path.join(dir, file), source, names });
    }
  }
  return found;
}

const read = (name: string) => readFileSync(path.join(ANTD_CSS_DIR, name), 'utf8');

describe('components/providers/antd/*.css', () => {
  it('is what scripts/antd-css.mjs generates from the installed antd (regenerate after an upgrade)', () => {
    const files = generateAntdCss();
    expect(readdirSync(ANTD_CSS_DIR).sort()).toEqual(Object.keys(files).sort());
    for (const [name, css] of Object.entries(files)) expect(read(name) === css, name).toBe(true);
  });

  it('gives every site theme its primary colour', () => {
    expect(THEMES).toEqual(THEME_PRIMARY);
    const core = read('core.css');
    for (const [theme, color] of Object.entries(THEME_PRIMARY)) {
      expect(core).toContain(theme === 'red' ? '.antd{' : `html[data-theme="${theme}"] .antd{`);
      expect(core).toContain(`--ant-color-primary:${color}`);
    }
  });

  it('keeps hovered text at 4.5:1 or more on white in every theme (antd would lighten it below)', () => {
    const luminance = (hex: string) =>
      [1, 3, 5]
        .map((index) => parseInt(hex.slice(index, index + 2), 16) / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, index) => sum + c * [0.2126, 0.7152, 0.0722][index], 0);
    const core = read('core.css');
    for (const color of Object.values(THEME_PRIMARY)) {
      expect(1.05 / (luminance(hoverColor(color)) + 0.05)).toBeGreaterThanOrEqual(4.5);
      expect(core).toContain(`--ant-color-primary-hover:${hoverColor(color)}`);
    }
  });

  it('styles every antd component the site imports (a new one: add it to CORE or EXTRAS and regenerate)', () => {
    const imported = new Set(antdImports().flatMap(({ names }) => names));
    const missing = [...imported].filter((name) => !['ConfigProvider', 'theme'].includes(name) && !COMPONENTS.includes(name));
    expect(missing).toEqual([]);
  });

  it("is imported where a component is rendered: the file that imports it from antd imports that component's CSS", () => {
    const unstyled = antdImports().flatMap(({ file, source, names }) =>
      names
        .filter((name) => !['ConfigProvider', 'theme', ...CORE].includes(name))
        .filter((name) => !CSS_FILE_OF[name] || !source.includes(`import '@/components/providers/antd/${CSS_FILE_OF[name]}.css';`))
        .map((name) => `${file}: ${name}`),
    );
    expect(unstyled).toEqual([]);
  });

  it('holds each component in its file, without hashed class names', () => {
    const expected = { 'core.css': ['.ant-btn'], 'input.css': ['.ant-input'], 'form.css': ['.ant-form-item'], 'select.css': ['.ant-select', '.ant-empty'] };
    for (const [file, classes] of Object.entries({
      ...expected,
      'modal.css': ['.ant-modal'],
      'popconfirm.css': ['.ant-popover'],
      'message.css': ['.ant-message'],
    })) {
      const css = read(file);
      for (const cls of classes) expect(css, `${file} ${cls}`).toContain(`${cls}{`);
      expect(css).not.toMatch(/:where\(\.css-/);
    }
  });
});
