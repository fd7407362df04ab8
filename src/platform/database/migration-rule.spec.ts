import { MIGRATIONS_DIR } from './migrations.js';
import { expandContractProblems } from './migration-rule.js';
import { readMigrations } from './migrator.js';

const migration = (name: string, sql: string) => ({ name, sql, checksum: '' });

describe('the expand/contract rule of migrations', () => {
  const shipped = readMigrations(MIGRATIONS_DIR);

  it('holds for every migration of the bridge', () => {
    expect(shipped.length).toBeGreaterThan(0);
    expect(expandContractProblems(shipped)).toEqual([]);
  });

  it('refuses a planted drop, rename or type change that names no earlier release', () => {
    const planted = [
      'ALTER TABLE "bots" DROP COLUMN "meeting_url";',
      'ALTER TABLE "bots" DROP "bot_name";',
      'DROP TABLE "webhook_attempts";',
      'ALTER TABLE "bots" RENAME COLUMN "status" TO "state";',
      'ALTER TABLE "teams" RENAME TO "groups";',
      'ALTER TABLE "bots" ALTER COLUMN "status" TYPE text;',
      'DROP TYPE "WebhookMessageStatus";',
    ];
    for (const sql of planted) {
      const problems = expandContractProblems([
        ...shipped,
        migration('29991231000000_planted', sql),
      ]);
      expect(problems).toEqual([
        expect.stringMatching(/^29991231000000_planted: ".+" (drops|renames|changes)/),
      ]);
    }
  });

  it('takes a contract step that names the earlier migration after which nothing reads it', () => {
    const expand = shipped.at(-1)!.name;
    const contract = (line: string) =>
      expandContractProblems([
        ...shipped,
        migration(
          '29991231000000_contract',
          `${line}\nALTER TABLE "bots" DROP COLUMN "meeting_url";`,
        ),
      ]);
    expect(contract(`-- contract: ${expand}`)).toEqual([]);
    expect(contract('-- contract: 30000101000000_later')).toEqual([
      '29991231000000_contract: "-- contract: 30000101000000_later" names no earlier migration',
      expect.stringContaining('drops a column'),
    ]);
  });

  it('lets through what takes nothing away', () => {
    const additive = [
      'ALTER TABLE "bots" ADD COLUMN "note" TEXT;',
      'ALTER TABLE "bots" ALTER COLUMN "note" DROP DEFAULT;',
      'ALTER TABLE "bots" DROP CONSTRAINT IF EXISTS "bots_note_check";',
      'DROP INDEX IF EXISTS "bots_note_idx";',
      '-- DROP TABLE "bots"; only a comment',
    ];
    const migrations = additive.map((sql, i) => migration(`2999123100000${i}_additive`, sql));
    expect(expandContractProblems([...shipped, ...migrations])).toEqual([]);
  });
});
