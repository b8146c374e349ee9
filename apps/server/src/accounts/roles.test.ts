import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDriver, withFreshDatabase } from '../../test/fixtures/each-driver.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { grantRole, RoleError, revokeRole } from './roles.ts';
import { runRolesCommand } from './roles-command.ts';
import { createUser, findUserByEmail } from './users.ts';

describeEachDriver('roles on $driver', (driver) => {
  let db: Database;
  withFreshDatabase(driver, (opened) => {
    db = opened;
  });

  beforeAll(async () => {
    await createUser(db, { email: 'Sam@Example.org' });
  });

  it('grants a role once, whatever the email case, in canonical order', async () => {
    expect((await grantRole(db, 'sam@example.org', 'admin')).roles).toEqual(['attendee', 'admin']);
    expect((await grantRole(db, 'SAM@example.org', 'staff')).roles).toEqual(['attendee', 'staff', 'admin']);
    expect((await grantRole(db, 'sam@example.org', 'staff')).roles).toEqual(['attendee', 'staff', 'admin']);
  });

  it('revokes a role (idempotent)', async () => {
    expect((await revokeRole(db, 'sam@example.org', 'admin')).roles).toEqual(['attendee', 'staff']);
    expect((await revokeRole(db, 'sam@example.org', 'admin')).roles).toEqual(['attendee', 'staff']);
    expect((await findUserByEmail(db, 'sam@example.org'))?.roles).toEqual(['attendee', 'staff']);
  });

  it('refuses an unknown role or email', async () => {
    await expect(grantRole(db, 'sam@example.org', 'root')).rejects.toThrow(
      new RoleError("Unknown role 'root' (known: attendee, staff, admin)"),
    );
    await expect(grantRole(db, 'nobody@example.org', 'staff')).rejects.toThrow(RoleError);
  });

  it('runs as a command: grant, revoke, show, usage', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const run = (...args: string[]) =>
      runRolesCommand(
        db,
        args,
        (l) => out.push(l),
        (l) => err.push(l),
      );
    expect(await run('grant', 'sam@example.org', 'admin')).toBe(0);
    expect(await run('revoke', 'sam@example.org', 'staff')).toBe(0);
    expect(await run('show', 'sam@example.org')).toBe(0);
    expect(out).toEqual([
      'Sam@Example.org: attendee, staff, admin',
      'Sam@Example.org: attendee, admin',
      'Sam@Example.org: attendee, admin',
    ]);
    expect(await run('grant', 'nobody@example.org', 'staff')).toBe(1);
    expect(await run('promote', 'sam@example.org')).toBe(2);
    expect(err[0]).toBe("No user with the email 'nobody@example.org'");
    expect(err[1]).toMatch(/^Usage: roles grant <email> <role>/);
  });
});

describe('pnpm conf roles', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'conf-roles-cli-'));
    const db = await openDatabase(undefined, { dataDir });
    await migrateToLatest(db);
    await createUser(db, { email: 'cli@example.org' });
    await db.close();
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('grants a role on the database the server would use, from the command line', async () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const tsx = createRequire(import.meta.url).resolve('tsx');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', tsx, path.join(here, '../cli/main.ts'), 'roles', 'grant', 'cli@example.org', 'staff'],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    );
    expect(stdout).toBe('cli@example.org: attendee, staff\n');
    const db = await openDatabase(undefined, { dataDir });
    try {
      expect((await findUserByEmail(db, 'cli@example.org'))?.roles).toEqual(['attendee', 'staff']);
    } finally {
      await db.close();
    }
  });
});
