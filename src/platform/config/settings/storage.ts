import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUrl, Matches, MinLength } from 'class-validator';
import { URL_OPTIONS, emptyToUndefined, IntVar, BoolVar } from '../env-rules.js';

/** Where archives are stored: the filesystem or an S3 bucket. */
export class StorageSettings {
  @IsIn(['filesystem', 's3'])
  STORAGE_DRIVER: 'filesystem' | 's3' = 'filesystem';

  /**
   * Filesystem storage: with less free space than this, readiness fails and archive downloads
   * wait (they resume by themselves once there is room).
   */
  @IntVar(0)
  STORAGE_MIN_FREE_BYTES = 134_217_728;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'S3_BUCKET must be a bucket name' })
  S3_BUCKET?: string;

  @IsString()
  @MinLength(1)
  S3_REGION = 'us-east-1';

  /** S3-compatible endpoint (MinIO, R2…); unset means AWS. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl(URL_OPTIONS)
  S3_ENDPOINT?: string;

  /** Both or neither; neither means the SDK's default credential chain (roles, profiles). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  @BoolVar()
  S3_FORCE_PATH_STYLE = false;

  /** Prepended to every object key, e.g. `bridge/audio/`. */
  @Matches(/^[A-Za-z0-9!_.*'()/-]*$/, { message: 'S3_PREFIX may hold only safe key characters' })
  S3_PREFIX = '';
}
