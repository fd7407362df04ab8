/** One Server-Sent Events block: its fields (`event`, `id`, `data`), and whether it is a comment. */
export interface SseBlock {
  fields: Record<string, string>;
  comment: boolean;
}

/**
 * A reader of a text/event-stream body: feed it the chunks as they come; it calls `onBlock` for
 * every complete block (events and comments), in order.
 */
export function sseReader(onBlock: (block: SseBlock) => void): (chunk: string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) !== -1) {
      const lines = buffer.slice(0, cut).split('\n');
      buffer = buffer.slice(cut + 2);
      const fields: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(': ');
        if (!line.startsWith(':') && at > 0) fields[line.slice(0, at)] = line.slice(at + 2);
      }
      onBlock({ fields, comment: lines.every((l) => l.startsWith(':')) });
    }
  };
}
