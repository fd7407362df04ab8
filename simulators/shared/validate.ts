/**
 * Just enough JSON-schema to mirror the vendors' request schemas by hand; the specs themselves
 * are not shipped with the app. Messages follow the STT spec's examples (`Field "x" must be …`).
 */
export type Schema =
  | {
      type: 'string';
      enum?: readonly string[];
      format?: 'uri' | 'date-time';
      minLength?: number;
      maxLength?: number;
      nullable?: boolean;
    }
  | {
      type: 'number' | 'integer';
      enum?: readonly number[];
      minimum?: number;
      maximum?: number;
      nullable?: boolean;
    }
  | { type: 'boolean'; nullable?: boolean }
  | { type: 'array'; items?: Schema; nullable?: boolean }
  | {
      type: 'object';
      properties?: Record<string, Schema>;
      required?: readonly string[];
      /** Unknown properties are rejected unless true. */
      additional?: boolean;
      nullable?: boolean;
    }
  | { type: 'any' }
  | { anyOf: readonly Schema[]; nullable?: boolean; description: string };

export function validate(value: unknown, schema: Schema, path = ''): string[] {
  const field = `Field "${path || 'body'}"`;
  if ('anyOf' in schema) {
    if (value === null && schema.nullable) return [];
    return schema.anyOf.some((s) => validate(value, s, path).length === 0)
      ? []
      : [`${field} ${schema.description}`];
  }
  if (schema.type === 'any' || (value === null && schema.nullable)) return [];
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') return [`${field} must be a string`];
      if (schema.enum && !schema.enum.includes(value)) return [oneOf(field, schema.enum)];
      if (schema.format === 'uri' && !isHttpUrl(value)) return [`${field} must be a URL address`];
      if (schema.format === 'date-time' && !ISO_UTC.test(value))
        return [`${field} must be an ISO 8601 date-time in UTC`];
      if (schema.minLength !== undefined && value.length < schema.minLength)
        return [`${field} must be at least ${schema.minLength} characters`];
      if (schema.maxLength !== undefined && value.length > schema.maxLength)
        return [`${field} must be at most ${schema.maxLength} characters`];
      return [];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${field} must be a boolean value`];
    case 'number':
    case 'integer':
      return checkNumber(value, schema, field);
    case 'array':
      if (!Array.isArray(value)) return [`${field} must be an array`];
      return schema.items
        ? value.flatMap((v, i) => validate(v, schema.items as Schema, `${path}[${i}]`))
        : [];
    case 'object':
      return checkObject(value, schema, path, field);
  }
}

function checkNumber(
  value: unknown,
  schema: {
    type: 'number' | 'integer';
    enum?: readonly number[];
    minimum?: number;
    maximum?: number;
  },
  field: string,
): string[] {
  if (typeof value !== 'number' || !Number.isFinite(value)) return [`${field} must be a number`];
  if (schema.type === 'integer' && !Number.isInteger(value))
    return [`${field} must be an integer number`];
  if (schema.enum && !schema.enum.includes(value)) return [oneOf(field, schema.enum)];
  if (schema.minimum !== undefined && value < schema.minimum)
    return [`${field} must not be less than ${schema.minimum}`];
  if (schema.maximum !== undefined && value > schema.maximum) {
    return [`${field} must not be greater than ${schema.maximum}`];
  }
  return [];
}

function checkObject(
  value: unknown,
  schema: Extract<Schema, { type: 'object' }>,
  path: string,
  field: string,
) {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return [`${field} must be an object`];
  const obj = value as Record<string, unknown>;
  const props = schema.properties ?? {};
  const errors: string[] = [];
  for (const key of schema.required ?? []) {
    if (obj[key] === undefined) errors.push(`Field "${join(path, key)}" is required`);
  }
  for (const [key, v] of Object.entries(obj)) {
    // Own properties only: `__proto__` or `constructor` in a body are unknown fields, not schemas.
    const sub = Object.hasOwn(props, key) ? props[key] : undefined;
    if (sub) {
      if (v !== undefined) errors.push(...validate(v, sub, join(path, key)));
    } else if (!schema.additional && schema.properties) {
      errors.push(`Field "${join(path, key)}" should not exist`);
    }
  }
  return errors;
}

/** The v2 spec's date-time pattern, in short: a UTC time with `Z`. */
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z$/;
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
const oneOf = (field: string, values: readonly (string | number)[]) =>
  `${field} must be one of the following values: ${values.join(', ')}`;

export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
