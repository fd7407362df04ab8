import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from './processes.js';

/** One image of the Dockerfile, as its stages say: environment, files and command. */
export interface Image {
  env: Record<string, string>;
  /** `COPY --from=build /app/<from> <to>`, relative to the work directory. */
  copies: { from: string; to: string }[];
  cmd: string[];
}

/**
 * The images the Dockerfile's stages make, by stage name, read from the file itself: a stage
 * built `FROM` another starts with what that one has. Only what a runtime stage uses is read
 * (ENV, COPY from the build stage, CMD); the build stage's output is this repository's own
 * build (`dist/`), which the image's build makes the same way.
 */
export function imagesOf(dockerfile: string): Map<string, Image> {
  const images = new Map<string, Image>();
  const lines = dockerfile.replace(/\\\n\s*/g, ' ').split('\n');
  let current: Image | null = null;
  for (const line of lines.map((l) => l.trim())) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      const base = images.get(from[1]!);
      current = base
        ? { env: { ...base.env }, copies: [...base.copies], cmd: [...base.cmd] }
        : { env: {}, copies: [], cmd: [] };
      if (from[2]) images.set(from[2], current);
      continue;
    }
    if (!current) continue;
    if (/^ENV\s/i.test(line)) {
      for (const [, name, value] of line.slice(4).matchAll(/(\w+)=(\S+)/g)) {
        current.env[name!] = value!;
      }
    }
    const copy = /^COPY\s+--from=build\s+\/app\/(\S+)\s+(\S+)/i.exec(line);
    if (copy) current.copies.push({ from: copy[1]!, to: copy[2]! });
    const cmd = /^CMD\s+(\[.*\])/i.exec(line);
    if (cmd) current.cmd = JSON.parse(cmd[1]!) as string[];
  }
  return images;
}

/** The image's command as a server process runs it: node's flags, and its script under `root`. */
export function commandOf(image: Image, root: string): { nodeArgs: string[]; main: string } {
  const [node, ...args] = image.cmd;
  if (node !== 'node' || args.length === 0) throw new Error(`CMD is not node …: ${image.cmd}`);
  return { nodeArgs: args.slice(0, -1), main: join(root, args.at(-1)!) };
}

/** The image's files in a folder of their own; node_modules is linked, not copied. */
export function layOut(image: Image): string {
  const root = mkdtempSync(join(tmpdir(), 'bridge-image-'));
  for (const { from, to } of image.copies) {
    const target = join(root, to === './' ? from : to);
    mkdirSync(dirname(target), { recursive: true });
    if (from === 'node_modules') symlinkSync(join(ROOT, from), target, 'dir');
    else cpSync(join(ROOT, from), target, { recursive: true });
  }
  mkdirSync(join(root, 'data'));
  return root;
}
