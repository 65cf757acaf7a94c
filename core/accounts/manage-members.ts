import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers, sessions, userPets, users } from '../../db/schema/index.ts';
import type { Locale } from '../site/locale.ts';
import { audit } from '../shared/audit.ts';
import { eraseMember, type EraseHook } from './erase-account.ts';
import { MEMBER_STATES, MEMBERS_PAGE_SIZE, type MemberState } from './member-rules.ts';
import { queuePasswordReset, type RecoveryContext } from './password-recovery.ts';
import { guarded, type Actor } from '../studio/operations.ts';

export { MEMBER_STATES, type MemberState };

/**
 * The studio's members (decision 048): list and search, a member's profile and pets,
 * disable and enable, a password reset sent by e-mail, the member's own data export and erasure.
 * Every action writes an audit entry naming the member's number and what was done, never the data.
 */

export interface MemberFilter {
  state?: MemberState | undefined;
  /** Part of the name or the e-mail address, any case. */
  search?: string | undefined;
  /** From 1. */
  page?: number | undefined;
}

export interface MemberRow {
  id: number;
  username: string;
  email: string;
  locale: Locale;
  createdAt: Date;
  disabledAt: Date | null;
  pets: number;
}

export interface MemberProfile<Pet> {
  id: number;
  username: string;
  email: string;
  locale: Locale;
  createdAt: Date;
  updatedAt: Date;
  disabledAt: Date | null;
  newsletter: 'pending' | 'confirmed' | 'unsubscribed' | null;
  activeSessions: number;
  pets: Pet[];
}

export interface MemberAdminOptions<Pet, Export> {
  recovery: RecoveryContext;
  kickMail: () => void;
  /** The same hooks as the member's own erasure (core/container.ts). */
  eraseHooks: readonly EraseHook[];
  /** A member's pets as the account page shows them. */
  pets: (idUser: number) => Promise<Pet[]>;
  /** The member's own export (GET /api/auth/me/export). */
  exportData: (idUser: number) => Promise<Export | null>;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const where = (filter: MemberFilter): SQL | undefined => {
  const search = filter.search?.trim();
  return and(
    filter.state === 'active' ? isNull(users.disabledAt) : undefined,
    filter.state === 'disabled' ? isNotNull(users.disabledAt) : undefined,
    search ? or(ilike(users.username, like(search)), ilike(users.email, like(search))) : undefined,
  );
};

export function createMemberAdmin<Pet, Export>(db: Db, options: MemberAdminOptions<Pet, Export>) {
  const find = async (idUser: number) => {
    const [user] = await db
      .select({
        idUser: users.idUser,
        username: users.username,
        email: users.email,
        locale: users.locale,
        disabledAt: users.disabledAt,
      })
      .from(users)
      .where(eq(users.idUser, idUser))
      .limit(1);
    return user ?? null;
  };
  const record =
    (actor: number, action: string, idUser: number) => (tx: Parameters<typeof audit>[0]) =>
      audit(tx, { actor, action, subjectType: 'member', subjectId: idUser });

  return guarded(
    'members',
    {
      list: null,
      get: null,
      setDisabled: 'members.manage',
      sendPasswordReset: 'members.manage',
      exportData: 'members.manage',
      erase: 'members.manage',
      emailOf: null,
    },
    {
      /** A page of members (by name), with the number of each state. */
      async list(filter: MemberFilter) {
        const page = Math.max(1, filter.page ?? 1);
        const condition = where(filter);
        const [rows, [total], states] = await Promise.all([
          db
            .select({
              id: users.idUser,
              username: users.username,
              email: users.email,
              locale: users.locale,
              createdAt: users.createdAt,
              disabledAt: users.disabledAt,
              pets: sql<number>`(select count(*)::int from ${userPets} where ${userPets.idUser} = ${users.idUser})`,
            })
            .from(users)
            .where(condition)
            .orderBy(asc(users.usernameKey), asc(users.idUser))
            .limit(MEMBERS_PAGE_SIZE)
            .offset((page - 1) * MEMBERS_PAGE_SIZE),
          db.select({ n: count() }).from(users).where(condition),
          db
            .select({ disabled: sql<boolean>`${users.disabledAt} is not null`, n: count() })
            .from(users)
            .groupBy(sql`${users.disabledAt} is not null`),
        ]);
        const counts: Record<MemberState, number> = { active: 0, disabled: 0 };
        for (const row of states) counts[row.disabled ? 'disabled' : 'active'] = Number(row.n);
        return {
          rows: rows.map((row) => ({ ...row, pets: Number(row.pets) })) as MemberRow[],
          total: Number(total?.n ?? 0),
          page,
          pageSize: MEMBERS_PAGE_SIZE,
          states: counts,
        };
      },

      /** A member's profile and pets; never the password hash, a token or a session's id. */
      async get(idUser: number): Promise<MemberProfile<Pet> | null> {
        const [user] = await db
          .select({
            id: users.idUser,
            username: users.username,
            email: users.email,
            locale: users.locale,
            createdAt: users.createdAt,
            updatedAt: users.updatedAt,
            disabledAt: users.disabledAt,
          })
          .from(users)
          .where(eq(users.idUser, idUser))
          .limit(1);
        if (!user) return null;
        const [[subscription], [active], pets] = await Promise.all([
          db
            .select({ status: newsletterSubscribers.status })
            .from(newsletterSubscribers)
            .where(
              or(
                eq(newsletterSubscribers.idUser, idUser),
                eq(newsletterSubscribers.email, user.email),
              ),
            )
            .limit(1),
          db
            .select({ n: count() })
            .from(sessions)
            .where(and(eq(sessions.idUser, idUser), sql`${sessions.expiresAt} > now()`)),
          options.pets(idUser),
        ]);
        return {
          ...user,
          newsletter: subscription?.status ?? null,
          activeSessions: Number(active?.n ?? 0),
          pets,
        };
      },

      /**
       * Disables (every session of the member ends in the same transaction, so their next request
       * is a guest's) or enables a member. False when there is no such member; a change to the state
       * it is already in is a no-op and not audited.
       */
      async setDisabled(
        { idStaff: actor }: Actor,
        idUser: number,
        disabled: boolean,
      ): Promise<boolean> {
        return db.transaction(async (tx) => {
          const [user] = await tx
            .select({ disabledAt: users.disabledAt })
            .from(users)
            .where(eq(users.idUser, idUser))
            .for('update')
            .limit(1);
          if (!user) return false;
          if (disabled && !user.disabledAt) {
            await tx.update(users).set({ disabledAt: new Date() }).where(eq(users.idUser, idUser));
            await tx.delete(sessions).where(eq(sessions.idUser, idUser));
            await record(actor, 'member.disable', idUser)(tx);
          } else if (!disabled && user.disabledAt) {
            await tx.update(users).set({ disabledAt: null }).where(eq(users.idUser, idUser));
            await record(actor, 'member.enable', idUser)(tx);
          }
          return true;
        });
      },

      /** The member's own reset e-mail, through the outbox; false when there is no such member. */
      async sendPasswordReset({ idStaff: actor }: Actor, idUser: number): Promise<boolean> {
        const user = await find(idUser);
        if (!user) return false;
        await queuePasswordReset(
          db,
          user,
          options.recovery,
          record(actor, 'member.password_reset', idUser),
        );
        options.kickMail();
        return true;
      },

      /** The member's own export (their account, pets, newsletter, sessions); audited. */
      async exportData({ idStaff: actor }: Actor, idUser: number): Promise<Export | null> {
        const data = await options.exportData(idUser);
        if (!data) return null;
        await record(actor, 'member.export', idUser)(db);
        return data;
      },

      /** The member's own erasure, on their request; the audit entry keeps only the number. */
      async erase({ idStaff: actor }: Actor, idUser: number): Promise<boolean> {
        const user = await find(idUser);
        if (!user) return false;
        await eraseMember(
          db,
          idUser,
          user.email,
          options.eraseHooks,
          record(actor, 'member.erase', idUser),
        );
        return true;
      },

      /** The address an erasure's confirmation must match (null: no such member). */
      emailOf: async (idUser: number) => (await find(idUser))?.email ?? null,
    },
  );
}

export type MemberAdmin = ReturnType<typeof createMemberAdmin>;
