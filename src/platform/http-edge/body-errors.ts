/** Errors of the body reader (Express's body parser), by their `type`. */
const BODY_ERRORS: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'Malformed JSON body'],
  'entity.too.large': [413, 'Request body too large'],
  'encoding.unsupported': [415, 'Unsupported content encoding'],
  'charset.unsupported': [415, 'Unsupported charset'],
  'request.aborted': [400, 'Request aborted'],
  'request.size.invalid': [400, 'Request body shorter than its Content-Length'],
};

/** The status and message to answer a body reader's error with. */
export function bodyErrorAnswer(error: unknown): [number, string] {
  const type = String((error as { type?: unknown } | undefined)?.type);
  return BODY_ERRORS[type] ?? [400, 'Unreadable request body'];
}

/** The message for a body reader's error type, when it is one of theirs. */
export const bodyErrorMessage = (type: string): string | undefined => BODY_ERRORS[type]?.[1];
