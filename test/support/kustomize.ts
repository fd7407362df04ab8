import { readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseAllDocuments, parse } from 'yaml';

/** A Kubernetes object as a manifest gives it. */
export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; [key: string]: unknown };
  [key: string]: unknown;
}

interface Kustomization {
  resources?: string[];
  labels?: {
    pairs: Record<string, string>;
    includeSelectors?: boolean;
    includeTemplates?: boolean;
  }[];
  images?: { name: string; newName?: string; newTag?: string }[];
  configMapGenerator?: {
    name: string;
    envs?: string[];
    literals?: string[];
    /** Each file a key of its own, named after the file. */
    files?: string[];
    options?: { disableNameSuffixHash?: boolean; labels?: Record<string, string> };
  }[];
  patches?: { target: { kind: string; name: string }; patch: string }[];
}

/** What `render` knows of a kustomization; anything else there fails the render. */
const UNDERSTOOD = new Set([
  'apiVersion',
  'kind',
  'resources',
  'labels',
  'images',
  'configMapGenerator',
  'patches',
]);

/** `NAME=value` lines of an env file (comments and blank lines left out), in order. */
export function readEnvFile(path: string): [string, string][] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'))
    .map((line) => {
      const at = line.indexOf('=');
      if (at < 1) throw new Error(`${path}: not NAME=value: ${line}`);
      return [line.slice(0, at), line.slice(at + 1)];
    });
}

/** A JSON pointer's tokens (RFC 6901). */
const pointer = (path: string) =>
  path
    .split('/')
    .slice(1)
    .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));

/** Applies RFC 6902 `add`, `replace` and `remove` operations (what the overlays use). */
function applyJsonPatch(
  target: unknown,
  operations: { op: string; path: string; value?: unknown }[],
) {
  for (const { op, path, value } of operations) {
    const tokens = pointer(path);
    const last = tokens.pop()!;
    let parent = target as Record<string, unknown>;
    for (const token of tokens) {
      if (parent[token] === undefined) throw new Error(`patch: ${path} does not exist`);
      parent = parent[token] as Record<string, unknown>;
    }
    if (Array.isArray(parent)) {
      const index = last === '-' ? parent.length : Number(last);
      if (op === 'add') parent.splice(index, 0, value);
      else if (op === 'replace') parent[index] = value;
      else if (op === 'remove') parent.splice(index, 1);
      else throw new Error(`patch: op ${op} is not understood here`);
    } else if (op === 'add' || op === 'replace') {
      if (op === 'replace' && !(last in parent)) throw new Error(`patch: ${path} does not exist`);
      parent[last] = value;
    } else if (op === 'remove') {
      delete parent[last];
    } else {
      throw new Error(`patch: op ${op} is not understood here`);
    }
  }
}

/** The pod templates' containers of a workload (init containers included). */
export function containersOf(manifest: Manifest): Record<string, unknown>[] {
  const spec = (manifest.spec as { template?: { spec?: Record<string, unknown> } } | undefined)
    ?.template?.spec;
  if (!spec) return [];
  return [
    ...((spec.initContainers as Record<string, unknown>[] | undefined) ?? []),
    ...((spec.containers as Record<string, unknown>[] | undefined) ?? []),
  ];
}

/**
 * The objects `kubectl kustomize <dir>` makes, for the features these manifests use: resources
 * (files and folders), labels, images, ConfigMaps from env files, literals and files (with
 * their options' labels), and RFC 6902 patches. A generated ConfigMap keeps its plain name (kustomize adds a hash of its content to it and to
 * the references, which changes nothing checked here). A kustomization with any other field fails
 * the render rather than being half understood.
 */
export function render(dir: string): Manifest[] {
  const k = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8')) as Kustomization;
  const unknown = Object.keys(k).filter((key) => !UNDERSTOOD.has(key));
  if (unknown.length > 0) throw new Error(`${dir}: kustomization fields not rendered: ${unknown}`);
  const objects: Manifest[] = [];
  for (const resource of k.resources ?? []) {
    const path = join(dir, resource);
    if (statSync(path).isDirectory()) {
      objects.push(...render(path));
      continue;
    }
    for (const doc of parseAllDocuments(readFileSync(path, 'utf8'))) {
      if (doc.errors.length > 0) throw new Error(`${path}: ${doc.errors[0]!.message}`);
      const object = doc.toJS() as Manifest | null;
      if (object) objects.push(object);
    }
  }
  for (const generator of k.configMapGenerator ?? []) {
    const pairs = [
      ...(generator.envs ?? []).flatMap((file) => readEnvFile(join(dir, file))),
      ...(generator.literals ?? []).map((l) => [
        l.slice(0, l.indexOf('=')),
        l.slice(l.indexOf('=') + 1),
      ]),
    ];
    for (const file of generator.files ?? []) {
      pairs.push([basename(file), readFileSync(join(dir, file), 'utf8')]);
    }
    const labels = generator.options?.labels;
    objects.push({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: generator.name, ...(labels ? { labels: { ...labels } } : {}) },
      data: Object.fromEntries(pairs),
    });
  }
  for (const { target, patch } of k.patches ?? []) {
    const matching = objects.filter(
      (o) => o.kind === target.kind && o.metadata.name === target.name,
    );
    if (matching.length !== 1)
      throw new Error(`${dir}: patch target ${target.kind}/${target.name}`);
    applyJsonPatch(matching[0], parse(patch) as { op: string; path: string }[]);
  }
  for (const { pairs, includeSelectors, includeTemplates } of k.labels ?? []) {
    if (includeSelectors) throw new Error(`${dir}: labels with includeSelectors are not rendered`);
    for (const object of objects) {
      object.metadata.labels = { ...object.metadata.labels, ...pairs };
      const template = (object.spec as { template?: { metadata?: Manifest['metadata'] } })
        ?.template;
      if (includeTemplates && template?.metadata) {
        template.metadata.labels = { ...template.metadata.labels, ...pairs };
      }
    }
  }
  for (const image of k.images ?? []) {
    for (const container of objects.flatMap(containersOf)) {
      if (container.image !== image.name) continue;
      container.image = `${image.newName ?? image.name}${image.newTag ? `:${image.newTag}` : ''}`;
    }
  }
  return objects;
}
