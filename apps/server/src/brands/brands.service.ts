import { randomUUID } from 'node:crypto';
import {
  type Brand,
  type BrandCreate,
  type BrandPatch,
  type BrandVoice,
  measureTraits,
} from '@captia/shared';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { brands, usuarios } from '../db/schema/index';

type Row = typeof brands.$inferSelect;

function view(row: Row): Brand {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    audience: row.audience,
    callToAction: row.callToAction,
    wordsToAvoid: row.wordsToAvoid,
    hashtags: row.hashtags,
    samples: row.samples,
    traits: row.traits,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function voiceOf(brand: Brand | Row): BrandVoice {
  const { name, description, audience, callToAction, wordsToAvoid, hashtags, samples, traits } = brand;
  return { name, description, audience, callToAction, wordsToAvoid, hashtags, samples, traits };
}

const own = (userId: string, id: string) => and(eq(brands.id, id), eq(brands.userId, userId));

export async function listBrands(db: AppDb, userId: string): Promise<Brand[]> {
  const rows = await db
    .select()
    .from(brands)
    .where(eq(brands.userId, userId))
    .orderBy(asc(brands.createdAt), asc(brands.id));
  return rows.map(view);
}

export async function getBrand(db: AppDb, userId: string, id: string): Promise<Brand | null> {
  const [row] = await db.select().from(brands).where(own(userId, id));
  return row ? view(row) : null;
}

/**
 * Writes under a lock of the owner's row: the plan's count and the one default hold however
 * many requests race (the partial unique index is the last line of defence).
 */
async function locked<T>(db: AppDb, userId: string, work: (tx: AppDb) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as AppDb;
    await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, userId)).for('update');
    return work(tx);
  });
}

/** A new brand, or 'limit' when the plan's number of brands is reached. The first one is the default. */
export async function createBrand(db: AppDb, userId: string, input: BrandCreate, maxBrands: number) {
  return locked(db, userId, async (tx): Promise<Brand | 'limit'> => {
    const [existing] = await tx.select({ value: count() }).from(brands).where(eq(brands.userId, userId));
    const total = Number(existing?.value ?? 0);
    if (total >= maxBrands) return 'limit';
    const isDefault = input.isDefault || total === 0;
    if (isDefault) await tx.update(brands).set({ isDefault: false }).where(eq(brands.userId, userId));
    const [row] = await tx
      .insert(brands)
      .values({ id: randomUUID(), userId, ...input, isDefault, traits: measureTraits(input.samples) })
      .returning();
    if (!row) throw new Error('brand insert returned nothing');
    return view(row);
  });
}

export async function updateBrand(db: AppDb, userId: string, id: string, patch: BrandPatch) {
  return locked(db, userId, async (tx): Promise<Brand | null> => {
    if (patch.isDefault)
      await tx
        .update(brands)
        .set({ isDefault: false })
        .where(and(eq(brands.userId, userId), ne(brands.id, id)));
    const [row] = await tx
      .update(brands)
      .set({
        ...patch,
        ...(patch.samples !== undefined && { traits: measureTraits(patch.samples) }),
        updatedAt: new Date(),
      })
      .where(own(userId, id))
      .returning();
    return row ? view(row) : null;
  });
}

/** Deletes the owner's brand; when it was the default, the oldest remaining brand takes its place. */
export async function deleteBrand(db: AppDb, userId: string, id: string): Promise<boolean> {
  return locked(db, userId, async (tx) => {
    const [deleted] = await tx
      .delete(brands)
      .where(own(userId, id))
      .returning({ isDefault: brands.isDefault });
    if (!deleted) return false;
    if (deleted.isDefault) {
      const [next] = await tx
        .select({ id: brands.id })
        .from(brands)
        .where(eq(brands.userId, userId))
        .orderBy(asc(brands.createdAt), asc(brands.id))
        .limit(1);
      if (next) await tx.update(brands).set({ isDefault: true }).where(eq(brands.id, next.id));
    }
    return true;
  });
}

/**
 * The voice a generation uses: the brand asked for (the owner's, else 'not_found'), or the
 * account's default brand, or none.
 */
export async function resolveVoice(db: AppDb, userId: string, brandId: string | undefined) {
  const [row] = await db
    .select()
    .from(brands)
    .where(brandId ? own(userId, brandId) : and(eq(brands.userId, userId), eq(brands.isDefault, true)));
  if (!row) return brandId ? ('not_found' as const) : null;
  return voiceOf(row);
}
