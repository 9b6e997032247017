// The linter enforces the architecture's "never" lines: each deliberately bad import below fails lint with
// import/no-restricted-paths, and the seam itself (the one file that mounts server/) passes.
import { ESLint } from 'eslint';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message);
}

describe('import boundaries', () => {
  it.each([
    ['a component reaching the seam', 'components/parcels/bad.ts', "import { serverApi } from '@/lib/upstream/server-api';\nexport const x = serverApi;", /lib\/server-data/],
    ['lib importing a component', 'lib/site/bad.ts', "import { PageFrame } from '@/components/ui/page-frame';\nexport const x = PageFrame;", /knows no component/],
    ['a component importing a route', 'components/parcels/bad.ts', "import Page from '@/app/[locale]/[site]/(site)/page';\nexport const x = Page;", /Nothing imports app/],
    ['lib mounting server/ by a dynamic import', 'lib/api/bad.ts', "export const load = () => import('../../server/embedded.ts');", /Only lib\/upstream\/seam.ts mounts server/],
    ['a route importing server/', 'app/[locale]/bad.tsx', "import { createApp } from '@/server/app';\nexport const x = createApp;", /Only lib\/upstream\/seam.ts mounts server/],
    ['the site server importing server/', 'scripts/site-server.mjs', "import { createApp } from '../server/app.ts';\nexport const x = createApp;", /Only lib\/upstream\/seam.ts/],
    ['the backend importing a component', 'server/modules/parcels/bad.ts', "import { PageFrame } from '@/components/ui/page-frame';\nexport const x = PageFrame;", /knows no screen/],
    ['the backend importing the site client', 'server/modules/parcels/bad.ts', "import { statusOf } from '@/lib/api/client';\nexport const x = statusOf;", /knows no screen/],
    ['the contract importing the site client', 'lib/contract/bad.ts', "import { statusOf } from '@/lib/api/client';\nexport const x = statusOf;", /contract depends on nothing/],
  ])('%s fails lint', async (_, file, code, message) => {
    const errors = await zoneErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it('passes the seam, a server render reading through lib/server-data, and a route composing components', async () => {
    expect(await zoneErrors('lib/upstream/bad.ts', "export const load = () => import('../../server/embedded.ts');")).toHaveLength(1);
    const seam = await eslint.lintFiles([path.join(root, 'lib/upstream/seam.ts')]);
    expect(seam[0].messages).toEqual([]);
    expect(await zoneErrors('components/parcels/good.ts', "import { userApi } from '@/lib/server-data/user-api';\nexport const x = userApi;")).toEqual([]);
    expect(await zoneErrors('app/[locale]/good.tsx', "import { PageFrame } from '@/components/ui/page-frame';\nexport const x = PageFrame;")).toEqual([]);
  });
});
