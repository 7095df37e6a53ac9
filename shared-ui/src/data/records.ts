/**
 * Typed helpers over the Amplify Data client for the single EMR model. Queries come from the
 * domain's `queries` (the servers derive every row's index keys); every update sends
 * the Version it read, so a stale edit is refused rather than overwriting someone's work.
 * The Data client (aws-amplify/data with graphql) is imported on first use, so pages that
 * read no records (the login page) do not download it.
 */
import { AppError, BACKGROUND_REQUEST_HEADER, DATE_FIELD, ERROR_TYPES, type EntityType, type IndexQuery } from '@emr/domain';
import { sessionStore } from '@emr/shared-ui/core';
import { fromGraphqlErrors, toAppError } from './errors.ts';
import { json } from './readers.ts';

/** A row of the EMR model as the client sees it (AWSJSON fields arrive as JSON strings). */
export interface EmrRecord {
  id: string;
  EntityType: EntityType;
  ClinicID: string;
  Version: number;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

export interface Page<T = EmrRecord> {
  items: T[];
  nextToken: string | null;
}

type Result<T> = { data: T; errors?: { errorType?: string | null; message?: string }[]; nextToken?: string | null };
type Fields = Record<string, unknown>;
interface ModelApi {
  get(args: { id: string }, options?: object): Promise<Result<EmrRecord | null>>;
  create(input: Fields): Promise<Result<EmrRecord | null>>;
  update(input: Fields): Promise<Result<EmrRecord | null>>;
  delete(input: { id: string }): Promise<Result<EmrRecord | null>>;
  [queryField: string]: (...args: never[]) => Promise<Result<unknown>>;
}
interface DataClient {
  models: { EMR: ModelApi };
  queries: Record<string, (args: Fields) => Promise<Result<unknown>>>;
  mutations: Record<string, (args: Fields) => Promise<Result<unknown>>>;
}

let client: DataClient | null = null;
/** The Data client (created on first use, after Amplify.configure; its code loads then). */
export async function dataClient(): Promise<DataClient> {
  if (client) return client;
  const { generateClient } = await import('aws-amplify/data');
  client ??= generateClient() as unknown as DataClient;
  return client;
}

/** Replaces the client (tests use a fake with the same behaviour). */
export function setDataClient(fake: DataClient | null): void {
  client = fake;
}

async function run<T>(call: (client: DataClient) => Promise<Result<T>>): Promise<Result<T>> {
  let result: Result<T>;
  try {
    result = await call(await dataClient());
  } catch (error) {
    throw toAppError(error);
  }
  if (result.errors?.length) throw fromGraphqlErrors(result.errors);
  return result;
}

/** AWSJSON fields are sent as JSON strings (as AppSync expects). */
function toWire(fields: Fields): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
  }
  return out;
}

/**
 * The fields a read asks for (the Data client's `selectionSet`): the row's identity — its id,
 * kind and the Version an update sends back — and the fields its screen shows. Every resource
 * declares its own beside it; the model has some 240 fields and a screen shows a handful.
 */
export function selection(...fields: string[]): readonly string[] {
  return ['id', 'EntityType', 'Version', ...fields];
}

function clinicId(): string {
  const clinic = sessionStore.getState().userData?.ClinicID;
  if (!clinic) throw new AppError(ERROR_TYPES.unauthorized, 'Sign in first');
  return clinic;
}

/** How a read is sent. */
export interface ReadOptions {
  /**
   * The page reads by itself, on a timer (the status poll): marked so the server does not
   * count it as the person's activity, which would keep an idle session from logging off.
   */
  background?: boolean;
  /** The fields to read (`selection(...)`); all of them when missing. */
  selectionSet?: readonly string[];
}

export interface QueryOptions {
  limit?: number;
  nextToken?: string | null;
  filter?: Fields;
  selectionSet?: readonly string[];
}

const BACKGROUND = { [BACKGROUND_REQUEST_HEADER]: '1' };

export const records = {
  async get(id: string, { background = false, selectionSet }: ReadOptions = {}): Promise<EmrRecord | null> {
    const options = { ...(background ? { headers: BACKGROUND } : {}), ...(selectionSet ? { selectionSet: [...selectionSet] } : {}) };
    return (await run((c) => (Object.keys(options).length ? c.models.EMR.get({ id }, options) : c.models.EMR.get({ id })))).data;
  },

  async query(query: IndexQuery, options: QueryOptions = {}): Promise<Page> {
    const listBy = (c: DataClient) => c.models.EMR[`listByGSI${query.index}`] as unknown as (keys: Fields, opts: Fields) => Promise<Result<EmrRecord[]>>;
    const keys: Fields = { [`GSI${query.index}PK`]: query.pk };
    if (query.sk) keys[`GSI${query.index}SK`] = query.sk;
    const result = await run((c) =>
      listBy(c)(keys, {
        sortDirection: query.sortDirection ?? 'ASC',
        limit: options.limit ?? 50,
        ...(options.nextToken ? { nextToken: options.nextToken } : {}),
        ...(options.filter ? { filter: options.filter } : {}),
        ...(options.selectionSet ? { selectionSet: [...options.selectionSet] } : {}),
      }),
    );
    return { items: result.data, nextToken: result.nextToken ?? null };
  },

  /** Every page of a query, one after the other (an export of a whole list); stops when `signal` aborts. */
  async *pages(query: IndexQuery, { signal, ...options }: Omit<QueryOptions, 'nextToken'> & { signal?: AbortSignal } = {}): AsyncGenerator<EmrRecord[]> {
    let nextToken: string | null = null;
    do {
      signal?.throwIfAborted();
      const page: Page = await records.query(query, { ...options, limit: options.limit ?? 1000, nextToken });
      yield page.items;
      nextToken = page.nextToken;
    } while (nextToken);
  },

  async create(kind: EntityType, fields: Fields): Promise<EmrRecord> {
    const row: Fields = { ...fields, id: crypto.randomUUID(), EntityType: kind, ClinicID: clinicId() };
    // kinds ordered by Timestamp carry their creation time (the server applies the same rule)
    if (DATE_FIELD[kind] === 'Timestamp' && (row['Timestamp'] === undefined || row['Timestamp'] === null)) row['Timestamp'] = new Date().toISOString();
    // the servers derive the index keys (a browser's are dropped), so none are sent
    return (await run((c) => c.models.EMR.create(toWire(row)))).data!;
  },

  /** Sends only the changed fields plus the Version that was read. */
  async update(record: Pick<EmrRecord, 'id' | 'Version'>, changes: Fields): Promise<EmrRecord> {
    return (await run((c) => c.models.EMR.update(toWire({ ...changes, id: record.id, Version: record.Version })))).data!;
  },

  async remove(id: string): Promise<EmrRecord | null> {
    return (await run((c) => c.models.EMR.delete({ id }))).data;
  },

  async mutation<T>(name: string, args: Fields): Promise<T> {
    const result = await run((c) => c.mutations[name]!(args));
    return json<T>(result.data, result.data as T);
  },

  async customQuery<T>(name: string, args: Fields): Promise<T> {
    return (await run((c) => c.queries[name]!(args))).data as T;
  },
};

/** Reads at once per screen: a page that needs one read per row (a name per patient) sends them this many at a time, never thousands together. */
export const PARALLEL_READS = 8;

/** `read` for every item, at most PARALLEL_READS at a time; the answers in the items' order. */
export async function readEach<T, R>(items: readonly T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const answers = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await read(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_READS, items.length) }, worker));
  return answers;
}
