// Member profile: member code (warehouse matching), international code of the phone, member level.
import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberLevels, memberProfiles, tenants } from '../../db/schema/index.ts';

export type ProfileRow = typeof memberProfiles.$inferSelect;

/** Capitals of the tenant name (GlobalShip → GS), else its first two letters. */
export function memberCodePrefix(tenantName: string): string {
  const caps = tenantName.replace(/[^A-Z]/g, '');
  if (caps.length >= 2) return caps.slice(0, 3);
  const letters = tenantName.replace(/[^A-Za-z]/g, '').toUpperCase();
  return (letters.slice(0, 2) || 'M').padEnd(2, 'M');
}

/** Creates the profile (idempotent): a unique code such as GS123456, the lowest level. */
export async function ensureProfile(db: Db, user: { id: string; tenantId: string }, extra: { internationalCode?: string | null } = {}): Promise<ProfileRow> {
  const [existing] = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, user.id)).limit(1);
  if (existing) return existing;
  const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, user.tenantId));
  const [level] = await db
    .select({ id: memberLevels.id })
    .from(memberLevels)
    .where(eq(memberLevels.tenantId, user.tenantId))
    .orderBy(asc(memberLevels.sort), asc(memberLevels.minPoints))
    .limit(1);
  const prefix = memberCodePrefix(tenant?.name ?? 'M');
  for (let i = 0; i < 20; i++) {
    const memberCode = `${prefix}${randomInt(100_000, 1_000_000)}`;
    const rows = await db
      .insert(memberProfiles)
      .values({
        userId: user.id,
        tenantId: user.tenantId,
        memberCode,
        internationalCode: extra.internationalCode ?? null,
        levelId: level?.id ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (rows[0]) return rows[0];
    const [raced] = await db.select().from(memberProfiles).where(eq(memberProfiles.userId, user.id)).limit(1);
    if (raced) return raced;
  }
  throw new Error('Could not allocate a member code');
}

export async function levelOf(db: Db, profile: ProfileRow) {
  if (profile.levelId === null) return null;
  const [level] = await db
    .select()
    .from(memberLevels)
    .where(and(eq(memberLevels.id, profile.levelId), eq(memberLevels.tenantId, profile.tenantId)))
    .limit(1);
  return level ?? null;
}
