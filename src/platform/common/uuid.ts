const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in its canonical text form (8-4-4-4-12 hex digits, either case). */
export const isUuid = (value: string): boolean => UUID.test(value);
