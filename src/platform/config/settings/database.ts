import { Transform } from 'class-transformer';
import { IsOptional, Matches } from 'class-validator';
import { emptyToUndefined, IntVar, BoolVar } from '../env-rules.js';

/** The database: PostgreSQL, or the embedded one, and its migrations. */
export class DatabaseSettings {
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgresql:// URL' })
  DATABASE_URL?: string;

  @IntVar(1, 200)
  DATABASE_POOL_SIZE = 10;

  /** With NODE_ENV=production and no DATABASE_URL, start on the embedded database anyway. */
  @BoolVar()
  ALLOW_EMBEDDED_DATABASE = false;

  @BoolVar()
  MIGRATE_ON_START = true;
}
