import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleCycles, moduleGraph } from './module-graph';
import { scratchTrees } from './test-trees';

const root = path.resolve(import.meta.dirname, '..');

describe('module graph', () => {
  const tree = scratchTrees('module-graph-');

  it('finds a planted cycle between modules (through their faces, a type-only import counting), not one through tests', () => {
    const dir = tree({
      'server/modules/orders/index.ts': "export { price } from './price.ts';",
      'server/modules/orders/price.ts': "import { kg } from '../shipping/index.ts';\nexport const price = kg;",
      'server/modules/shipping/index.ts': "export { kg } from './fees.ts';",
      'server/modules/shipping/fees.ts': "import type { Order } from '../orders/index.ts';\nexport const kg = (o: Order) => o;",
      'server/modules/parcels/index.ts': 'export const parcels = 1;',
      'server/modules/parcels/parcels.test.ts': "import { price } from '../orders/index.ts';\nexport const t = price;",
      'server/modules/parcels/test-helpers.ts': "import { price } from '../orders/index.ts';\nexport const h = price;",
      'server/modules/orders/lines.ts': "import { parcels } from '../parcels/index.ts';\nexport const lines = parcels;",
    });
    const graph = moduleGraph(dir);
    expect(Object.fromEntries(graph)).toEqual({ orders: ['parcels', 'shipping'], parcels: [], shipping: ['orders'] });
    expect(moduleCycles(graph)).toEqual([['orders', 'shipping']]);
  });

  it('finds no cycle between the backend modules', () => {
    const graph = moduleGraph(root);
    expect(graph.size).toBeGreaterThan(15);
    expect(graph.get('warehouse')).toEqual(expect.arrayContaining(['parcels', 'combined-order', 'transhipment-order']));
    expect(moduleCycles(graph)).toEqual([]);
  });
});
