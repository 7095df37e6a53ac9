/**
 * Generates the model introspection JSON that the Data client (and the embedded server's
 * GraphQL schema) are built from, offline, from amplify/data/resource.ts:
 * schema.transform() → @aws-amplify/graphql-generator generateModels({ target: 'introspection' }).
 * Run `npm run generate:introspection` after changing the model; a test fails while the
 * committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateModels } from '@aws-amplify/graphql-generator';
import { schema } from '../data/resource.ts';

export const INTROSPECTION_PATH = fileURLToPath(new URL('../generated/model-introspection.json', import.meta.url));

export async function buildIntrospection(): Promise<string> {
  const sdl = schema.transform().schema;
  const files = await generateModels({ schema: sdl, target: 'introspection', directives: '' });
  const json = files['model-introspection.json'];
  if (!json) throw new Error('graphql-generator returned no model-introspection.json');
  return `${JSON.stringify(JSON.parse(json), null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(INTROSPECTION_PATH, await buildIntrospection());
  console.log(`wrote ${INTROSPECTION_PATH}`);
}
