import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/** Never in a vendor job id: anything that could change which vendor URL the id names. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNSAFE = /[#?/\\\x00-\x1f\x7f]|\.\./;
const MAX_LENGTH = 200;

/**
 * Why a (decoded) job id from a path must be refused, or null. Vendor URLs are built from the id
 * (see jobPath), so an id may not carry a path, a query, a fragment, a dot segment or control
 * characters that a server or proxy on the way would read as structure.
 */
export function jobIdProblem(id: string): string | null {
  if (id.length === 0 || id.length > MAX_LENGTH || id === '.' || UNSAFE.test(id)) {
    return 'A job id may not be empty, hold #, ?, /, \\, .. or control characters';
  }
  return null;
}

/** The same check for the Nest routes' `:id`. */
@Injectable()
export class JobIdPipe implements PipeTransform<string, string> {
  transform(id: string): string {
    const problem = jobIdProblem(id);
    if (problem) throw new BadRequestException(problem);
    return id;
  }
}
