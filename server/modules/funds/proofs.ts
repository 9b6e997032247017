// Proof of a bank transfer or Taobao payment: payer fields and up to 3 images (png/gif/jpg/jpeg, ≤ 5 MB each,
// type read from the magic bytes), streamed through busboy; files in the file store's `topup-proofs` bucket
// (server/kernel/file-store.ts: the database by default, or TOPUP_PROOF_DIR), one row each. Then the top-up waits for staff (PendingAudit), who see
// the images before they approve (the admin route and `npm run ops -- topup-proof`).
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { PaymentMethod, PaymentStatus } from '../../../lib/contract/enums.ts';
import { PAYER_FIELD_MAX, PROOF_MAX_BYTES, PROOF_MAX_FILES } from '../../../lib/contract/money-rules.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { topupProofs, topups } from '../../db/schema/index.ts';
import { ApiError } from '../../errors.ts';
import type { AppEnv, UserRow } from '../../http.ts';
import { fileStore } from '../../kernel/file-store.ts';
import { fieldError } from '../../kernel/router.ts';
import { isUniqueViolation, photoTypeOf } from '../parcels/index.ts';
import { markPendingAudit } from './settlement.ts';
import { loadTopupWire, ownTopup } from './topups.ts';

const FIELDS = ['payerName', 'transferNumber', 'taobaoOrderNumber', 'wangwangId'] as const;
type ProofField = (typeof FIELDS)[number];
const FILE_NAME = /^[0-9a-f-]{36}\.(png|jpg|gif)$/;
type ProofRow = typeof topupProofs.$inferSelect;

/** The staff's link to one proof image (GET, Admin sessions of the top-up's tenant). */
export const staffProofUrl = (topupId: string, proofId: string) => `/api/admin/topup/${topupId}/proof/${proofId}`;

export interface ProofUpload {
  fields: Partial<Record<ProofField, string>>;
  files: Buffer[];
  /** Identifies the upload for its Idempotency-Key. */
  digest: string;
}

const invalid = () => new ApiError(400, 'PROOF_INVALID', 'proofInvalid');

export async function readProofUpload(c: Context<AppEnv>): Promise<ProofUpload> {
  const contentType = c.req.header('content-type') ?? '';
  const body = c.req.raw.body;
  if (!/^multipart\/form-data/i.test(contentType) || !body) throw new ApiError(400, 'PROOF_REQUIRED', 'proofRequired');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: { files: PROOF_MAX_FILES, fileSize: PROOF_MAX_BYTES + 1, fields: 8, fieldSize: 1024, parts: 12 },
    });
  } catch {
    throw invalid();
  }
  const fields: ProofUpload['fields'] = {};
  const files: Buffer[] = [];
  const state = { tooMany: false, tooLarge: false };
  await new Promise<void>((resolve, reject) => {
    parser.on('file', (_name, stream) => {
      const chunks: Buffer[] = [];
      let large = false;
      stream.on('limit', () => {
        large = true;
        state.tooLarge = true;
      });
      stream.on('data', (chunk: Buffer) => {
        if (!large) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (!large) files.push(Buffer.concat(chunks));
      });
    });
    parser.on('field', (name, value) => {
      if ((FIELDS as readonly string[]).includes(name)) fields[name as ProofField] = value.trim();
    });
    parser.on('filesLimit', () => {
      state.tooMany = true;
    });
    parser.on('partsLimit', () => {
      state.tooMany = true;
    });
    parser.on('error', () => reject(invalid()));
    parser.on('close', () => resolve());
    const source = Readable.fromWeb(body as NodeWebStream<Uint8Array>);
    source.on('error', () => reject(invalid()));
    source.pipe(parser);
  });
  if (state.tooMany || state.tooLarge) throw invalid();
  const nonEmpty = files.filter((f) => f.length > 0);
  if (nonEmpty.some((f) => f.length > PROOF_MAX_BYTES || !photoTypeOf(f))) throw invalid();
  const hash = createHash('sha256').update(JSON.stringify(fields));
  for (const file of nonEmpty) hash.update(createHash('sha256').update(file).digest());
  return { fields, files: nonEmpty, digest: hash.digest('hex') };
}

function checkFields(method: number, fields: ProofUpload['fields'], files: Buffer[]): Record<string, string> {
  for (const name of FIELDS) if ((fields[name]?.length ?? 0) > PAYER_FIELD_MAX) throw fieldError(name, 'fieldTooLong');
  if (method === PaymentMethod.bankcard) {
    if (!fields.payerName) throw fieldError('payerName', 'fieldRequired');
    if (files.length === 0) throw new ApiError(400, 'PROOF_REQUIRED', 'proofRequired');
    return { payerName: fields.payerName, ...(fields.transferNumber ? { transferNumber: fields.transferNumber } : {}) };
  }
  if (!fields.taobaoOrderNumber) throw fieldError('taobaoOrderNumber', 'fieldRequired');
  if (!/^\d{6,30}$/.test(fields.taobaoOrderNumber)) throw fieldError('taobaoOrderNumber', 'fieldInvalid');
  if (!fields.wangwangId) throw fieldError('wangwangId', 'fieldRequired');
  return { taobaoOrderNumber: fields.taobaoOrderNumber, wangwangId: fields.wangwangId };
}

/** Saves the proof and moves the top-up to PendingAudit; files are removed again when that fails. */
export async function submitProof(db: Db, user: UserRow, id: string, upload: ProofUpload) {
  const { topup, record } = await ownTopup(db, user, id);
  if (topup.method !== PaymentMethod.bankcard && topup.method !== PaymentMethod.TAOBAO_LINK) throw invalid();
  if (record.status !== PaymentStatus.PendingPayment) throw new ApiError(409, 'TOPUP_NOT_PAYABLE', 'topupNotPayable');
  const payer = checkFields(topup.method, upload.fields, upload.files);
  const store = fileStore();
  // Ids in upload order (they order the proofs), given before the writes, which finish in any order.
  const saved = upload.files.map((bytes) => {
    const type = photoTypeOf(bytes)!;
    return { id: newId('PF'), topupId: id, fileName: `${randomUUID()}.${type.ext}`, contentType: type.contentType, size: bytes.length };
  });
  await Promise.all(saved.map((proof, i) => store.put(db, 'topup-proofs', proof.fileName, upload.files[i], proof.contentType)));
  let replaced: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const old = await tx.select().from(topupProofs).where(eq(topupProofs.topupId, id));
      replaced = old.map((proof) => proof.fileName);
      await tx.delete(topupProofs).where(eq(topupProofs.topupId, id));
      if (saved.length) await tx.insert(topupProofs).values(saved);
      const externalRef = payer.taobaoOrderNumber ?? null;
      await tx.update(topups).set({ payer, externalRef, rejectReason: null }).where(eq(topups.id, id));
      if (!(await markPendingAudit(tx, topup))) throw new ApiError(409, 'TOPUP_NOT_PAYABLE', 'topupNotPayable');
    });
  } catch (err) {
    await store.remove(
      db,
      'topup-proofs',
      saved.map((s) => s.fileName),
    );
    if (isUniqueViolation(err)) throw fieldError('taobaoOrderNumber', 'taobaoOrderUsed');
    throw err;
  }
  await store.remove(
    db,
    'topup-proofs',
    replaced.filter((f) => FILE_NAME.test(f)),
  );
  return loadTopupWire(db, user, id);
}

/** Where a proof's file is stored (for an operator); null for a name this module never writes. */
export function proofPlace(proof: Pick<ProofRow, 'fileName'>): string | null {
  return FILE_NAME.test(proof.fileName) ? fileStore().where('topup-proofs', proof.fileName) : null;
}

async function proofBytes(db: Db, proof: ProofRow | undefined, topupId: string) {
  const ours = proof && proof.topupId === topupId && FILE_NAME.test(proof.fileName) ? proof : null;
  const bytes = ours ? await fileStore().get(db, 'topup-proofs', ours.fileName) : null;
  if (!ours || !bytes) throw new ApiError(404, 'NotFound', 'recordNotFound');
  return { bytes, contentType: ours.contentType };
}

/** The bytes of one of the member's proofs (404 for anyone else's). */
export async function readProof(db: Db, user: UserRow, topupId: string, proofId: string) {
  await ownTopup(db, user, topupId);
  const [proof] = await db.select().from(topupProofs).where(eq(topupProofs.id, proofId));
  return proofBytes(db, proof, topupId);
}

/** Staff: the bytes of a proof of one of their tenant's top-ups (404 for another tenant's). */
export async function readStaffProof(db: Db, tenantId: string, topupId: string, proofId: string) {
  const [row] = await db
    .select({ proof: topupProofs })
    .from(topupProofs)
    .innerJoin(topups, eq(topups.id, topupProofs.topupId))
    .where(and(eq(topupProofs.id, proofId), eq(topups.id, topupId), eq(topups.tenantId, tenantId)));
  return proofBytes(db, row?.proof, topupId);
}

/** The proofs of some top-ups, oldest first, by top-up id. */
export async function proofsByTopup(db: Db, topupIds: string[]): Promise<Map<string, ProofRow[]>> {
  const byTopup = new Map<string, ProofRow[]>();
  if (!topupIds.length) return byTopup;
  const rows = await db.select().from(topupProofs).where(inArray(topupProofs.topupId, topupIds)).orderBy(asc(topupProofs.createdAt), asc(topupProofs.id));
  for (const row of rows) byTopup.set(row.topupId, [...(byTopup.get(row.topupId) ?? []), row]);
  return byTopup;
}
