import type { OperationObject, ResponseObject } from '@nestjs/swagger';

/**
 * Shows `example` as the JSON body of operation `op`'s answer `status` (and `description`, when
 * given); nothing when that answer has no JSON body. The answer is copied first: answers declared
 * once for many operations (a controller's errors, the limits' 429) are one object.
 */
export function setJsonExample(
  op: OperationObject,
  status: string,
  example: unknown,
  description?: string,
): void {
  const response = op.responses[status] as ResponseObject | undefined;
  const media = response?.content?.['application/json'];
  if (!response || !media) return;
  op.responses[status] = {
    ...response,
    description: description ?? response.description,
    content: { ...response.content, 'application/json': { ...media, example } },
  };
}
