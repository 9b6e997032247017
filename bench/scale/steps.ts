// The set-based SQL of the scale generator (issue 26 part 5): every table is filled by one INSERT … SELECT
// over generate_series inside PostgreSQL, never row by row from Node. Parameters: $1 the tenant, $2 the
// heavy customer (the demo member, 10,000 parcels), $3 the wallet currency.
//
// Layout, in numbers a reader can check:
// - customers: 99,999 generated members `USC000001…` (plus the demo member) in the demo tenant;
// - parcels: 1,000,000; n % 100 = 0 are the heavy customer's (10,000), the others go round the 99,999
//   members in turn (m = the parcel's index among those: member m % 99999, the member's k-th parcel m / 99999);
// - waybills: 200,000: 2,000 of the heavy customer (LH…, three parcels each), 198,000 round the members
//   (LS…, q: member q % 99999, their j-th waybill q / 99999); parcels 0–5 of a member link to their waybills;
// - ledger: 1,000,000 posted transaction records (r % 50 = 0 the heavy customer's: 20,000), each one journal of
//   two lines (the wallet and a system account): 2,000,000 lines, whose running sums are the balances;
//   50,000 more records pending or closed, which post nothing.
// Time runs forward with the row number over the last year, so ids and times agree as they do in production.

export interface Step {
  label: string;
  /** Statements separated by `;` at a line's end, run in order in one transaction. */
  sql: string;
  /** Run outside a transaction (VACUUM refuses one). */
  bare?: boolean;
}

const YEAR = `interval '365 days'`;
/** A row's time: the i-th of `total` evenly over the last year, plus up to an hour of jitter. */
const at = (i: string, total: number) => `now() - ${YEAR} + (${i})::float8 / ${total} * ${YEAR} + ((${i})::bigint * 7919 % 3600) * interval '1 second'`;

const GOODS = [
  'T恤',
  '运动鞋',
  '蓝牙耳机',
  '手机壳',
  '连衣裙',
  '保温杯',
  '机械键盘',
  'Sneakers',
  'Phone case',
  'Wool coat',
  'Board game',
  'Vitamin C',
  '数据线',
  '儿童玩具',
  'Lipstick',
  '茶叶',
  'Backpack',
  '羽绒服',
  'Camera lens',
  '书籍',
];
const goods = `(ARRAY[${GOODS.map((g) => `'${g}'`).join(',')}])`;
const CARRIERS = `(ARRAY['SF','YT','ZTO','JD','YD','STO'])`;
const CARRIER_NAMES = `(ARRAY['SF Express','YTO Express','ZTO Express','JD Logistics','Yunda','STO Express'])`;
const WAYBILL_STATUSES = `(ARRAY[10,20,30,40,50,60,70,80,200,210])`;
/** A parcel not in a waybill: forecast, arrived, in stock (most), out, completed, cancelled. */
const LOOSE_PARCEL_STATUSES = `(ARRAY[50,50,60,63,63,63,63,120,200,210])`;

/** The waybill a parcel joins (null when none) for the parcel series `n`. */
const parcelOwner = `
  SELECT n,
    CASE WHEN n % 100 = 0 THEN $2::text ELSE 'USC' || lpad(((n - n / 100 - 1) % 99999 + 1)::text, 6, '0') END AS user_id,
    CASE WHEN n % 100 = 0 THEN n / 100 ELSE (n - n / 100 - 1) / 99999 END AS k,
    CASE WHEN n % 100 = 0 THEN -1 ELSE (n - n / 100 - 1) % 99999 END AS c
  FROM generate_series(0, 999999) AS n`;
const parcelLink = `
  SELECT o.*,
    CASE
      WHEN o.c = -1 AND o.k < 6000 THEN 'LH' || lpad((o.k / 3)::text, 6, '0')
      WHEN o.c >= 0 AND o.k < 6 AND o.c + (o.k / 3) * 99999 < 198000 THEN 'LS' || lpad((o.c + (o.k / 3) * 99999)::text, 7, '0')
    END AS order_id,
    CASE WHEN o.c = -1 THEN (o.k / 3) % 10 ELSE (o.c + (o.k / 3) * 99999) % 10 END AS order_slot
  FROM (${parcelOwner}) AS o`;
/** The same, without the cancelled waybills (status slot 9): a cancelled waybill gave its parcels back. */
const parcelInOrder = `
  SELECT l.n, l.user_id, CASE WHEN l.order_slot = 9 THEN NULL ELSE l.order_id END AS order_id, l.order_slot
  FROM (${parcelLink}) AS l`;

export const STEPS: Step[] = [
  {
    label: 'customers (users, member profiles, wallets)',
    sql: `
      INSERT INTO users (id, tenant_id, user_name, email, phone, name, user_type, password_hash, created_at)
      SELECT 'USC' || lpad(i::text, 6, '0'), $1, 'scale' || i, 'scale' || i || '@example.com', '139' || lpad(i::text, 8, '0'),
        'Customer ' || i, 2, (SELECT password_hash FROM users WHERE id = $2), ${at('i', 100000)}
      FROM generate_series(1, 99999) AS i;
      INSERT INTO member_profiles (user_id, tenant_id, member_code, created_at)
      SELECT 'USC' || lpad(i::text, 6, '0'), $1, 'SC' || lpad(i::text, 6, '0'), ${at('i', 100000)}
      FROM generate_series(1, 99999) AS i;
      INSERT INTO ledger_accounts (id, tenant_id, user_id, kind, currency)
      SELECT 'WASC' || lpad(i::text, 6, '0'), $1, 'USC' || lpad(i::text, 6, '0'), 'wallet', $3
      FROM generate_series(1, 99999) AS i;`,
  },
  {
    label: '1,000,000 parcels',
    sql: `
      INSERT INTO parcels (id, tenant_id, user_id, status, tracking_number, carrier_code, carrier_name, warehouse_id, delivery_mode,
        declared_name, declared_value, currency, weight_grams, length_cm, width_cm, height_cm, combined_order_id,
        arrived_at, inbound_at, storage_stopped_at, out_at, canceled_at, created_at, updated_at)
      SELECT 'PSC' || lpad(p.n::text, 7, '0'), $1, p.user_id, p.status,
        ${CARRIERS}[p.n % 6 + 1] || lpad((p.n * 37 % 1000003)::text, 7, '0') || lpad(p.n::text, 7, '0'),
        ${CARRIERS}[p.n % 6 + 1], ${CARRIER_NAMES}[p.n % 6 + 1], (SELECT id FROM warehouses WHERE tenant_id = $1 ORDER BY sort, id LIMIT 1), 1,
        ${goods}[p.n % 20 + 1], 1000 + p.n * 13 % 90000, $3,
        CASE WHEN p.status NOT IN (50, 210) THEN 200 + p.n * 7 % 9800 END,
        CASE WHEN p.status NOT IN (50, 210) THEN 20 + p.n % 40 END,
        CASE WHEN p.status NOT IN (50, 210) THEN 15 + p.n % 25 END,
        CASE WHEN p.status NOT IN (50, 210) THEN 5 + p.n % 20 END,
        p.order_id,
        CASE WHEN p.status NOT IN (50, 210) THEN p.created_at + interval '3 days' END,
        CASE WHEN p.status NOT IN (50, 60, 210) THEN p.created_at + interval '3 days 2 hours' END,
        CASE WHEN p.order_id IS NOT NULL OR p.status IN (120, 200) THEN p.created_at + interval '6 days' END,
        CASE WHEN p.status IN (120, 200) THEN p.created_at + interval '8 days' END,
        CASE WHEN p.status = 210 THEN p.created_at + interval '1 day' END,
        p.created_at, p.created_at
      FROM (
        SELECT l.*, ${at('l.n', 1000000)} AS created_at,
          CASE
            WHEN l.order_id IS NULL THEN ${LOOSE_PARCEL_STATUSES}[l.n * 7 % 10 + 1]
            WHEN ${WAYBILL_STATUSES}[l.order_slot + 1] IN (10, 20, 30, 40, 60) THEN 63
            WHEN ${WAYBILL_STATUSES}[l.order_slot + 1] = 200 THEN 200
            ELSE 120
          END AS status
        FROM (${parcelInOrder}) AS l
      ) AS p`,
  },
  {
    label: '200,000 waybills',
    sql: `
      INSERT INTO combined_orders (id, tenant_id, user_id, status, payment_timing, delivery_mode, warehouse_id, method_id, address, address_id,
        service_ids, estimate, final, estimated_total, final_total, amount_due, paid_total, final_weight_grams, length_cm, width_cm, height_cm,
        carrier_name, carrier_tracking_number, paid_at, shipped_at, delivered_at, signed_at, canceled_at, cancel_reason, created_at, updated_at)
      SELECT w.id, $1, w.user_id, w.status, 10, 1, t.warehouse_id, t.method_id, t.address, NULL,
        t.service_ids, t.estimate, CASE WHEN w.status >= 40 AND w.status <> 210 THEN t.final END,
        3000 + w.i * 17 % 40000, CASE WHEN w.status >= 40 AND w.status <> 210 THEN 3000 + w.i * 17 % 40000 END,
        CASE WHEN w.status = 60 THEN 3000 + w.i * 17 % 40000 ELSE 0 END,
        CASE WHEN w.status IN (60, 210) THEN 0 ELSE 3000 + w.i * 17 % 40000 END,
        CASE WHEN w.status >= 40 AND w.status <> 210 THEN 500 + w.i * 11 % 20000 END,
        CASE WHEN w.status >= 40 AND w.status <> 210 THEN 40 END, CASE WHEN w.status >= 40 AND w.status <> 210 THEN 30 END,
        CASE WHEN w.status >= 40 AND w.status <> 210 THEN 20 END,
        CASE WHEN w.status IN (70, 80, 200) THEN 'UPS' END,
        CASE WHEN w.status IN (70, 80, 200) THEN '1Z' || lpad((w.i * 7 % 9999991)::text, 7, '0') || lpad(w.i::text, 7, '0') END,
        CASE WHEN w.status NOT IN (60, 210) THEN w.created_at + interval '1 hour' END,
        CASE WHEN w.status IN (70, 80, 200) THEN w.created_at + interval '3 days' END,
        CASE WHEN w.status IN (80, 200) THEN w.created_at + interval '9 days' END,
        CASE WHEN w.status IN (80, 200) THEN w.created_at + interval '10 days' END,
        CASE WHEN w.status = 210 THEN w.created_at + interval '2 hours' END,
        CASE WHEN w.status = 210 THEN 'Changed my mind' END,
        w.created_at, w.created_at
      FROM (
        SELECT i,
          CASE WHEN i < 2000 THEN 'LH' || lpad(i::text, 6, '0') ELSE 'LS' || lpad((i - 2000)::text, 7, '0') END AS id,
          CASE WHEN i < 2000 THEN $2::text ELSE 'USC' || lpad(((i - 2000) % 99999 + 1)::text, 6, '0') END AS user_id,
          ${WAYBILL_STATUSES}[(CASE WHEN i < 2000 THEN i ELSE i - 2000 END) % 10 + 1] AS status,
          ${at('(CASE WHEN i < 2000 THEN i * 100 ELSE i - 2000 END)', 200000)} + interval '5 days' AS created_at
        FROM generate_series(0, 199999) AS i
      ) AS w
      CROSS JOIN (
        SELECT warehouse_id, method_id, address, service_ids, estimate, coalesce(final, estimate) AS final
        FROM combined_orders WHERE tenant_id = $1 AND delivery_mode = 1 AND estimate IS NOT NULL ORDER BY created_at LIMIT 1
      ) AS t;`,
  },
  {
    label: '1,050,000 transaction records',
    sql: `
      INSERT INTO transaction_records (id, tenant_id, user_id, kind, status, method, ref_type, ref_id, amount, direction, currency,
        pay_amount, pay_currency, title_zh, title_en, created_at, updated_at, completed_at)
      SELECT 'TRSC' || lpad(r.r::text, 8, '0'), $1, r.user_id, r.kind, r.status, CASE WHEN r.kind = 'topup' THEN 1 ELSE 0 END,
        CASE r.kind WHEN 'topup' THEN 'topup' WHEN 'payment' THEN 'waybill' WHEN 'refund' THEN 'waybill' END,
        CASE r.kind WHEN 'topup' THEN 'TOPUPSC' || lpad(r.r::text, 8, '0') WHEN 'payment' THEN 'LPSC' || lpad(r.r::text, 8, '0')
          WHEN 'refund' THEN 'LPSC' || lpad((r.r - 1)::text, 8, '0') END,
        r.amount, r.direction, $3, r.amount, $3,
        CASE r.kind WHEN 'topup' THEN '余额充值' WHEN 'payment' THEN '支付运单' WHEN 'refund' THEN '运单退款' WHEN 'deduction' THEN '补扣运费' ELSE '账户调整' END,
        CASE r.kind WHEN 'topup' THEN 'Wallet top-up' WHEN 'payment' THEN 'Waybill payment' WHEN 'refund' THEN 'Waybill refund'
          WHEN 'deduction' THEN 'Extra shipping charge' ELSE 'Account adjustment' END,
        r.created_at, r.created_at, CASE WHEN r.status = 2 THEN r.created_at + interval '1 minute' END
      FROM (
        SELECT s.*,
          CASE WHEN s.r >= 1000000 THEN (ARRAY['payment','topup'])[s.r % 2 + 1]
            WHEN s.k % 5 = 0 THEN 'topup' WHEN s.k % 5 IN (1, 2) THEN 'payment' WHEN s.k % 5 = 3 THEN 'refund'
            WHEN s.k % 10 = 4 THEN 'deduction' ELSE 'adjustment' END AS kind,
          CASE WHEN s.r >= 1000000 THEN 1 + 2 * (s.r % 2) ELSE 2 END AS status,
          CASE WHEN s.r >= 1000000 THEN 800 + s.r % 5000 WHEN s.k % 5 = 0 THEN 30000 + s.r % 20000 WHEN s.k % 5 IN (1, 2) THEN 500 + s.r % 4000
            WHEN s.k % 5 = 3 THEN 100 + s.r % 500 WHEN s.k % 10 = 4 THEN 100 + s.r % 300 ELSE 200 END AS amount,
          CASE WHEN s.r >= 1000000 THEN -1 WHEN s.k % 5 IN (0, 3) OR s.k % 10 = 9 THEN 1 ELSE -1 END AS direction,
          ${at('least(s.r, 999999)', 1000000)} AS created_at
        FROM (
          SELECT r,
            CASE WHEN r < 1000000 AND r % 50 = 0 THEN $2::text
              WHEN r < 1000000 THEN 'USC' || lpad(((r - r / 50 - 1) % 99999 + 1)::text, 6, '0')
              ELSE 'USC' || lpad((r % 99999 + 1)::text, 6, '0') END AS user_id,
            CASE WHEN r < 1000000 AND r % 50 = 0 THEN r / 50 WHEN r < 1000000 THEN (r - r / 50 - 1) / 99999 ELSE 0 END AS k
          FROM generate_series(0, 1049999) AS r
        ) AS s
      ) AS r;`,
  },
  {
    label: '1,000,000 journals',
    sql: `
      INSERT INTO journals (id, tenant_id, user_id, type, transaction_id, reason_code, reason, created_at)
      SELECT 'JSC' || substr(id, 5), tenant_id, user_id,
        CASE kind WHEN 'deduction' THEN 'payment' ELSE kind END, id,
        CASE WHEN kind = 'adjustment' THEN 'compensation' END, CASE WHEN kind = 'adjustment' THEN 'Late delivery' END, completed_at
      FROM transaction_records WHERE id LIKE 'TRSC%' AND status = 2 ORDER BY id;`,
  },
  {
    label: '2,000,000 ledger lines (running balances)',
    sql: `
      CREATE TEMP TABLE scale_lines ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY t.id, side.s) AS seq, 'JSC' || substr(t.id, 5) AS journal_id,
        CASE WHEN side.s = 0 THEN w.id ELSE sys.id END AS account_id,
        CASE WHEN side.s = 0 THEN t.amount * t.direction ELSE -t.amount * t.direction END AS amount,
        t.completed_at AS created_at
      FROM transaction_records t
      JOIN ledger_accounts w ON w.tenant_id = t.tenant_id AND w.user_id = t.user_id AND w.kind = 'wallet' AND w.currency = $3
      CROSS JOIN (VALUES (0), (1)) AS side(s)
      JOIN ledger_accounts sys ON sys.tenant_id = t.tenant_id AND sys.user_id IS NULL AND sys.currency = $3
        AND sys.kind = CASE WHEN t.kind = 'topup' THEN 'clearing:alipay' WHEN t.kind = 'adjustment' THEN 'adjustments' ELSE 'revenue' END
      WHERE t.id LIKE 'TRSC%' AND t.status = 2;
      INSERT INTO journal_lines (journal_id, account_id, amount, balance_after, created_at)
      SELECT l.journal_id, l.account_id, l.amount, a.balance + sum(l.amount) OVER (PARTITION BY l.account_id ORDER BY l.seq), l.created_at
      FROM scale_lines l JOIN ledger_accounts a ON a.id = l.account_id
      ORDER BY l.seq;
      UPDATE ledger_accounts a SET balance = a.balance + d.delta, version = a.version + d.n
      FROM (SELECT account_id, sum(amount) AS delta, count(*) AS n FROM scale_lines GROUP BY account_id) AS d
      WHERE a.id = d.account_id;`,
  },
  // The visibility map lets the list indexes answer without the table (index-only scans), as autovacuum would soon.
  { label: 'VACUUM ANALYZE', sql: 'VACUUM ANALYZE', bare: true },
];

/** System accounts the ledger lines post against, created when the demo seed has not. */
export const SYSTEM_ACCOUNTS = `
  INSERT INTO ledger_accounts (id, tenant_id, user_id, kind, currency)
  SELECT 'WASYS' || k.i, $1, NULL, k.kind, $2
  FROM (VALUES (1, 'clearing:alipay'), (2, 'revenue'), (3, 'adjustments')) AS k(i, kind)
  ON CONFLICT DO NOTHING`;
