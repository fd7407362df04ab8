import { join } from 'node:path';
import ts from 'typescript';
import { type Manifest } from './kustomize.js';
import { ROOT } from './processes.js';

/**
 * The models' module of an object's API version: kubernetes-models for the Kubernetes API
 * (`apps/v1`, or the core group's `v1`), its Prometheus Operator package for that operator's
 * resources (`monitoring.coreos.com/v1`).
 */
const modelsOf = (object: Manifest) =>
  object.apiVersion.startsWith('monitoring.coreos.com/')
    ? `@kubernetes-models/prometheus-operator/${object.apiVersion}`
    : `kubernetes-models/${object.apiVersion}`;

/** Schema errors of each object (the API's, as kubernetes-models has them). */
export async function schemaErrors(objects: Manifest[]): Promise<string[]> {
  const errors: string[] = [];
  for (const object of objects) {
    const models = (await import(modelsOf(object))) as Record<
      string,
      new (data: unknown) => { validate(): void }
    >;
    const Model = models[object.kind];
    if (!Model) {
      errors.push(`${object.kind} ${object.apiVersion}: not a Kubernetes kind`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      errors.push(`${object.kind}/${object.metadata.name}: ${(error as Error).message}`);
    }
  }
  return errors;
}

/**
 * Fields the Kubernetes API does not know: the schemas above accept any extra field, the API
 * server (strict field validation, kubectl's default) refuses them. Each object is compiled as an
 * object literal of its kind's type, whose excess properties TypeScript reports.
 */
export function unknownFields(objects: Manifest[]): string[] {
  // A file of the repository's (its imports resolve from node_modules), never written.
  const file = join(ROOT, 'deploy', 'manifests.check.ts');
  const lines = objects.map((object, i) => {
    return `import type * as m${i} from '${modelsOf(object)}';\nexport const o${i}: m${i}.I${object.kind} = ${JSON.stringify(object)};`;
  });
  const source = lines.join('\n');
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === file
      ? ts.createSourceFile(name, source, language)
      : getSourceFile.call(host, name, language, ...rest);
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  host.readFile = (name) => (name === file ? source : readFile.call(host, name));
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(file))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}
