import { and, asc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { alias, PgDialect, pgView } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { jsonRows } from './json-read';
import { documentTypes, persons, projectCrewItems, sessions } from './schema';
import { compileLikeDrizzle } from './sql-compiler';

const db = drizzle.mock();
const chief = alias(persons, 'chief');
const recent = db
  .select({ id: sessions.id, subject: sessions.subject })
  .from(sessions)
  .where(gte(sessions.lastRefreshedAt, new Date('2026-11-01T00:00:00Z')))
  .as('recent');

/** Statements of every kind the modules build: the fast compiler must spell them as Drizzle. */
const statements: Record<string, () => SQL> = {
  'select with joins, an alias and array parameters': () =>
    db
      .select({
        id: projectCrewItems.id,
        chief: chief.firstName,
        hours: projectCrewItems.chargeableHours,
      })
      .from(projectCrewItems)
      .innerJoin(persons, eq(persons.id, projectCrewItems.tenantId))
      .leftJoin(chief, and(eq(chief.tenantId, persons.tenantId), isNull(chief.timezone)))
      .where(and(eq(projectCrewItems.tenantId, 1), inArray(projectCrewItems.id, [3, 4, 5])))
      .orderBy(asc(projectCrewItems.startDate))
      .limit(20)
      .getSQL(),
  'a subquery, a WITH query and raw SQL with values': () => {
    const open = db.$with('open').as(db.select({ typeId: documentTypes.id }).from(documentTypes));
    return db
      .with(open)
      .select({
        subject: recent.subject,
        upper: sql<string>`upper(${recent.subject}) || ${'!'}`.as('upper'),
        types: sql`(select count(*) from ${open})`,
      })
      .from(recent)
      .where(sql`${recent.id} is not null and ${[1, 2]} <> ${null}`)
      .getSQL();
  },
  'a JSON read folding a select': () =>
    jsonRows(
      db
        .select()
        .from(documentTypes)
        .where(eq(documentTypes.parameters, { a: 1 })),
    ).sql,
  'an insert, an update and a delete returning rows': () =>
    sql`${db
      .insert(sessions)
      .values({ tenantId: 1, subject: 'login:1', tokenType: 'MOBILE' })
      .returning({ id: sessions.id })
      .getSQL()}; ${db
      .update(sessions)
      .set({ revokedAt: new Date(0) })
      .where(eq(sessions.tenantId, 1))
      .getSQL()}; ${db.delete(sessions).where(eq(sessions.subject, 'x')).getSQL()}`,
};

/** The fast compiler over a dialect whose own builds are counted. */
const countingCompiler = () => {
  const dialect = new PgDialect();
  const counted = { drizzleBuilds: 0 };
  const own = dialect.sqlToQuery.bind(dialect);
  dialect.sqlToQuery = (query, invokeSource) => {
    counted.drizzleBuilds += 1;
    return own(query, invokeSource);
  };
  return Object.assign(counted, { compile: compileLikeDrizzle(dialect) });
};

describe('compileLikeDrizzle', () => {
  for (const [name, statement] of Object.entries(statements)) {
    it(`spells ${name} as Drizzle does`, () => {
      const expected = new PgDialect().sqlToQuery(statement());
      const compiler = countingCompiler();
      // The first compilation is checked against Drizzle's, the second one is the fast path.
      expect(compiler.compile(statement())).toEqual(expected);
      expect(compiler.compile(statement())).toEqual(expected);
      expect(compiler.drizzleBuilds).toBe(1);
    });
  }

  it('builds a known text without Drizzle and leaves views and inlined values to it', () => {
    const compiler = countingCompiler();
    const { compile } = compiler;
    const byId = (id: number) => sql`select * from ${persons} where ${persons.id} = ${id}`;
    expect(compile(byId(1))).toEqual({
      sql: 'select * from "person" where "person"."id" = $1',
      params: [1],
      typings: ['none'],
    });
    expect(compile(byId(2)).params).toEqual([2]);
    expect(compiler.drizzleBuilds).toBe(1);

    const view = pgView('active_person').as((qb) => qb.select().from(persons));
    expect(compile(sql`select 1 from ${view}`).sql).toBe('select 1 from "active_person"');
    expect(compile(sql`select ${'a'}`.inlineParams()).sql).toBe("select 'a'");
    expect(compiler.drizzleBuilds).toBe(3);
  });

  it('gives a text whose first compilation differed from Drizzle’s to Drizzle from then on', () => {
    const dialect = new PgDialect();
    let drizzleBuilds = 0;
    dialect.sqlToQuery = () => {
      drizzleBuilds += 1;
      return { sql: 'select 2', params: [] };
    };
    const compile = compileLikeDrizzle(dialect);
    expect(compile(sql`select 1`).sql).toBe('select 2');
    expect(compile(sql`select 1`).sql).toBe('select 2');
    expect(drizzleBuilds).toBe(2);
  });
});
