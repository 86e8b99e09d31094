import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mfaFactors, users } from '../../db/schema';
import { authErrors } from './errors';
import { userJson, type FactorRow, type UserJson, type UserRow } from './json';
import { normalizeEmail } from './rules';

/** User and factor lookups the account services share. */
export class UserStore {
  constructor(private readonly db: Db) {}

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
      .limit(1);
    return row;
  }

  async load(userId: string): Promise<UserRow> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw authErrors.userNotFound();
    return row;
  }

  factors(userId: string): Promise<FactorRow[]> {
    return this.db
      .select()
      .from(mfaFactors)
      .where(eq(mfaFactors.userId, userId))
      .orderBy(asc(mfaFactors.createdAt));
  }

  async json(userId: string): Promise<UserJson> {
    const [user, factors] = await Promise.all([this.load(userId), this.factors(userId)]);
    return userJson(user, factors);
  }
}
