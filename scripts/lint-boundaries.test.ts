// The linter enforces the architecture's "never" lines: each deliberately bad import below fails lint with
// import/no-restricted-paths, and the seam itself (the one file that mounts server/) passes. So do the
// backend modules' faces: another module, the app, the seed and the operator commands reach a module only
// through its index.ts.
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
    [
      'a component reaching the seam',
      'components/parcels/bad.ts',
      "import { serverApi } from '@/lib/upstream/server-api';\nexport const x = serverApi;",
      /lib\/server-data/,
    ],
    [
      'lib importing a component',
      'lib/site/bad.ts',
      "import { PageFrame } from '@/components/ui/page-frame';\nexport const x = PageFrame;",
      /knows no component/,
    ],
    [
      'a component importing a route',
      'components/parcels/bad.ts',
      "import Page from '@/app/[locale]/[site]/(site)/page';\nexport const x = Page;",
      /Nothing imports app/,
    ],
    [
      'lib mounting server/ by a dynamic import',
      'lib/api/bad.ts',
      "export const load = () => import('../../server/embedded.ts');",
      /Only lib\/upstream\/seam.ts mounts server/,
    ],
    [
      'a route importing server/',
      'app/[locale]/bad.tsx',
      "import { createApp } from '@/server/app';\nexport const x = createApp;",
      /Only lib\/upstream\/seam.ts mounts server/,
    ],
    [
      'the site server importing server/',
      'scripts/site-server.mjs',
      "import { createApp } from '../server/app.ts';\nexport const x = createApp;",
      /Only lib\/upstream\/seam.ts/,
    ],
    [
      'the backend importing a component',
      'server/modules/parcels/bad.ts',
      "import { PageFrame } from '@/components/ui/page-frame';\nexport const x = PageFrame;",
      /knows no screen/,
    ],
    [
      'the backend importing the site client',
      'server/modules/parcels/bad.ts',
      "import { statusOf } from '@/lib/api/client';\nexport const x = statusOf;",
      /knows no screen/,
    ],
    [
      'the contract importing the site client',
      'lib/contract/bad.ts',
      "import { statusOf } from '@/lib/api/client';\nexport const x = statusOf;",
      /contract depends on nothing/,
    ],
    [
      "a module importing another module's internal file",
      'server/modules/account/bad.ts',
      "import { parcelStatusCounts } from '../parcels/counts.ts';\nexport const x = parcelStatusCounts;",
      /through its face, server\/modules\/parcels\/index.ts/,
    ],
    [
      "a module importing another module's internal type",
      'server/modules/combined-order/bad.ts',
      "import type { ParcelRow } from '../parcels/wire.ts';\nexport type X = ParcelRow;",
      /through its face, server\/modules\/parcels\/index.ts/,
    ],
    [
      "the seed importing a module's internal file",
      'server/seed/bad.ts',
      "import { arriveParcel } from '../modules/warehouse/parcel-actions.ts';\nexport const x = arriveParcel;",
      /through its face, server\/modules\/warehouse\/index.ts/,
    ],
    [
      "an operator command importing a module's internal file",
      'server/cli/bad.ts',
      "import { staffStep } from '../modules/combined-order/staff.ts';\nexport const x = staffStep;",
      /through its face/,
    ],
    [
      "the app importing a module's routes",
      'server/bad.ts',
      "import { accountRoutes } from './modules/account/routes.ts';\nexport const x = accountRoutes;",
      /through its face, server\/modules\/account\/index.ts/,
    ],
    [
      "the messages importing a module's face",
      'server/i18n.ts',
      "import { mountAccount } from './modules/account/index.ts';\nexport const x = mountAccount;",
      /messages.ts only/,
    ],
    [
      'the kernel importing a module',
      'server/kernel/bad.ts',
      "import { parcelStatusCounts } from '../modules/parcels/index.ts';\nexport const x = parcelStatusCounts;",
      /kernel sits below the modules/,
    ],
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

  it('passes a module reaching another through its face, its own internals, the messages, and tests reaching internals', async () => {
    const counts = "import { parcelStatusCounts } from '../parcels/counts.ts';\nexport const x = parcelStatusCounts;";
    expect(
      await zoneErrors('server/modules/account/good.ts', "import { parcelStatusCounts } from '../parcels/index.ts';\nexport const x = parcelStatusCounts;"),
    ).toEqual([]);
    expect(
      await zoneErrors('server/modules/parcels/good.ts', "import { parcelStatusCounts } from './counts.ts';\nexport const x = parcelStatusCounts;"),
    ).toEqual([]);
    expect(await zoneErrors('server/seed/good.ts', "import { arriveParcel } from '../modules/warehouse/index.ts';\nexport const x = arriveParcel;")).toEqual(
      [],
    );
    expect(await zoneErrors('server/i18n.ts', "import { accountMessages } from './modules/account/messages.ts';\nexport const x = accountMessages;")).toEqual(
      [],
    );
    expect(await zoneErrors('server/modules/account/good.test.ts', counts)).toEqual([]);
    expect(await zoneErrors('server/modules/account/test-helpers.ts', counts)).toEqual([]);
    // A test helper keeps the other zones.
    expect(
      await zoneErrors('server/modules/account/test-helpers.ts', "import { PageFrame } from '@/components/ui/page-frame';\nexport const x = PageFrame;"),
    ).toHaveLength(1);
  });
});
