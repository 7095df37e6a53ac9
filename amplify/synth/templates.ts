/**
 * Reads what `npm run synth` wrote to amplify/cdk.out: the root template and its nested
 * stacks (auth, data with the EMR model and the function directives, storage), and the
 * assets they name (GraphQL schema, mapping templates, function bundles).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SYNTH_DIR } from './synth.ts';

export interface Resource {
  Type: string;
  Properties?: Record<string, unknown>;
  DependsOn?: string | string[];
  DeletionPolicy?: string;
}

export interface Template {
  Resources: Record<string, Resource>;
  Parameters?: Record<string, unknown>;
}

export interface Stacks {
  auth: Template;
  data: Template;
  emr: Template;
  functions: Template;
  storage: Template;
  /** Every template by file name. */
  all: Record<string, Template>;
}

function load(dir: string): Stacks {
  if (!existsSync(dir)) throw new Error(`${dir} is missing: run npm run synth -w @emr/amplify first`);
  const all: Record<string, Template> = {};
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.template.json'))) {
    all[name] = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Template;
  }
  const nested = (pattern: RegExp): Template => {
    const names = Object.keys(all).filter((name) => name.endsWith('.nested.template.json') && pattern.test(name));
    if (names.length !== 1) throw new Error(`expected one nested template matching ${pattern}, found ${names.join(', ') || 'none'}`);
    return all[names[0]!]!;
  };
  return {
    auth: nested(/auth[0-9A-F]{8}\.nested/),
    data: nested(/data[0-9A-F]{8}\.nested/),
    emr: nested(/dataamplifyDataEMR[0-9A-F]{8}\.nested/),
    functions: nested(/dataamplifyDataFunctionDirectiveStack[0-9A-F]{8}\.nested/),
    storage: nested(/storage[0-9A-F]{8}\.nested/),
    all,
  };
}

let cached: Stacks | undefined;
/** The synthesized stacks (read once per test process). */
export function stacks(): Stacks {
  cached ??= load(SYNTH_DIR);
  return cached;
}

export function resourcesOfType(template: Template, type: string): [string, Resource][] {
  return Object.entries(template.Resources).filter(([, resource]) => resource.Type === type);
}

export function onlyResourceOfType(template: Template, type: string): [string, Resource] {
  const found = resourcesOfType(template, type);
  if (found.length !== 1) throw new Error(`expected one ${type}, found ${found.length}`);
  return found[0]!;
}

/** The text of an asset a template names by its S3 location (`…/<hash>.<ext>`). */
export function assetText(location: unknown): string {
  const match = /([0-9a-f]{64}\.[a-z]+)/.exec(JSON.stringify(location));
  if (!match) throw new Error(`no asset in ${JSON.stringify(location)}`);
  return readFileSync(join(SYNTH_DIR, `asset.${match[1]}`), 'utf8');
}

/** The inline or S3-located request or response mapping template of a resolver step. */
export function mappingTemplate(resource: Resource, which: 'Request' | 'Response'): string {
  const props = resource.Properties ?? {};
  const inline = props[`${which}MappingTemplate`];
  if (typeof inline === 'string') return inline;
  return assetText(props[`${which}MappingTemplateS3Location`]);
}

/** The model introspection the data stack deploys (an asset folder holding modelIntrospectionSchema.json). */
export function synthesizedIntrospection(): unknown {
  const folder = readdirSync(SYNTH_DIR).find((name) => name.startsWith('asset.') && existsSync(join(SYNTH_DIR, name, 'modelIntrospectionSchema.json')));
  if (!folder) throw new Error('no modelIntrospectionSchema.json among the assets');
  return JSON.parse(readFileSync(join(SYNTH_DIR, folder, 'modelIntrospectionSchema.json'), 'utf8'));
}

/** The files of a bundled function's asset folder. */
export function functionBundle(assetHash: string): string {
  const dir = join(SYNTH_DIR, `asset.${assetHash}`);
  const file = readdirSync(dir).find((name) => /^index\.m?js$/.test(name));
  if (!file) throw new Error(`no bundle in ${dir}`);
  return readFileSync(join(dir, file), 'utf8');
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource?: unknown;
  Condition?: Record<string, Record<string, unknown>>;
  Principal?: unknown;
}

/** Every IAM statement of a policy document, with the template and resource it is in. */
export function iamStatements(all: Record<string, Template>): { where: string; statement: Statement; attachedTo: unknown }[] {
  const found: { where: string; statement: Statement; attachedTo: unknown }[] = [];
  for (const [file, template] of Object.entries(all)) {
    for (const [id, resource] of Object.entries(template.Resources)) {
      const props = resource.Properties ?? {};
      const documents: { doc: unknown; attachedTo: unknown }[] = [];
      if (resource.Type === 'AWS::IAM::Policy' || resource.Type === 'AWS::IAM::ManagedPolicy') documents.push({ doc: props['PolicyDocument'], attachedTo: props['Roles'] });
      if (resource.Type === 'AWS::IAM::Role') {
        for (const policy of (props['Policies'] as { PolicyDocument: unknown }[] | undefined) ?? []) documents.push({ doc: policy.PolicyDocument, attachedTo: [{ Ref: id }] });
      }
      for (const { doc, attachedTo } of documents) {
        for (const statement of (doc as { Statement: Statement[] }).Statement) found.push({ where: `${file} ${id}`, statement, attachedTo });
      }
    }
  }
  return found;
}

export const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
