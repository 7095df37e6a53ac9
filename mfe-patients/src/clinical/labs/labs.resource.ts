/**
 * Labs of one patient. A panel is one row (IsPanel, LabResults: its components) plus one row
 * per component (CustomID = the panel's id, listed in the panel's LinkedLabIDs) so each
 * component is in the trend index (GSI11). Saving and deleting keep the two in step.
 * A chart can hold thousands of lab rows: lists are server-paged and the aggregate grid
 * reads a bounded recent window, never everything.
 */
import { type EntityType, queries } from '@emr/domain';
import { type EmrRecord, type Page, type PageSize, type PageSource, bool, json, records, recordKeys, selection, str, useClinicId, useIndexPage, useRecordMutation, useServerPages } from '@emr/shared-ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useChartQuery } from '../../chart/chartRecords.resource.ts';
import { abnormality } from '@emr/domain/labs';

const KIND: EntityType = 'Lab';
export const LAB_PAGE_SIZE: PageSize = 25;
/** What the lab pages (list, aggregate grid, trends) show and an edit of a panel reads. */
export const LAB_FIELDS = selection(
  'PatientID',
  'LabType',
  'DateConducted',
  'Component',
  'Result',
  'Unit',
  'ReferenceRange',
  'IsAbnormal',
  'IsPanel',
  'LabResults',
  'LinkedLabIDs',
  'CustomID',
);
/** Rows per step of the aggregate grid's window ("load older" adds another). */
export const LAB_WINDOW = 500;
/** The most recent results of one component drawn in its trend. */
export const TREND_LIMIT = 200;

export type LabFlag = 'high' | 'low' | 'abnormal' | 'normal';

export interface LabComponentResult {
  component: string;
  result: string;
  unit: string;
  range: string;
  isAbnormal: boolean;
  flag: LabFlag;
}

export interface Lab extends LabComponentResult {
  id: string;
  labType: string;
  /** DateConducted as stored (ISO date-time). */
  date: string;
  isPanel: boolean;
  components: LabComponentResult[];
  /** The component rows of a panel. */
  linkedIds: string[];
  /** The panel a component row belongs to. */
  panelId: string;
  record: EmrRecord;
}


/** The flag shown: computed from the range when the result is numeric, else the stored IsAbnormal. */
export function labFlag(result: string, range: string, isAbnormal: boolean): LabFlag {
  return abnormality(result, range) ?? (isAbnormal ? 'abnormal' : 'normal');
}

function toComponent(value: unknown): LabComponentResult | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const result = str(v['Result']);
  const range = str(v['ReferenceRange']);
  const isAbnormal = bool(v['IsAbnormal']);
  return { component: str(v['Component']), result, unit: str(v['Unit']), range, isAbnormal, flag: labFlag(result, range, isAbnormal) };
}

export function toLab(row: EmrRecord): Lab {
  const components = json<unknown>(row['LabResults'], []);
  const linked = json<unknown>(row['LinkedLabIDs'], []);
  const own = toComponent(row)!;
  const parts = (Array.isArray(components) ? components : []).map(toComponent).filter((c): c is LabComponentResult => c !== null);
  const isPanel = bool(row['IsPanel']);
  return {
    ...own,
    flag: isPanel ? (parts.some((p) => p.flag !== 'normal') ? 'abnormal' : 'normal') : own.flag,
    id: row.id,
    labType: str(row['LabType']),
    date: str(row['DateConducted']),
    isPanel,
    components: parts,
    linkedIds: Array.isArray(linked) ? linked.filter((id): id is string => typeof id === 'string') : [],
    panelId: str(row['CustomID']),
    record: row,
  };
}

const isListed = (lab: Lab) => lab.isPanel || !lab.panelId;

/**
 * A page of the patient's labs as the list shows them: the component rows of panels are shown
 * inside their panel, so the server's pages are read on, each asking for what is still
 * missing, until the page has its `limit` labs (or the chart ends): a page never shows fewer
 * rows because some were a panel's components, nor more than its size.
 */
const LISTED_LABS: PageSource<Lab> = {
  id: 'listed-labs',
  async read(query, { limit, nextToken }) {
    const labs: Lab[] = [];
    let token = nextToken;
    do {
      const page: Page = await records.query(query, { limit: limit - labs.length, nextToken: token, selectionSet: LAB_FIELDS });
      labs.push(...page.items.map(toLab).filter(isListed));
      token = page.nextToken;
    } while (token && labs.length < limit);
    return { items: labs, nextToken: token };
  },
};

/** The patient's labs, newest first, one server page at a time. */
export function useLabPages(patientId: string) {
  return useServerPages(useChartQuery(KIND, patientId), { pageSize: LAB_PAGE_SIZE, source: LISTED_LABS });
}

/**
 * The most recent lab rows that hold one result (single labs and panel components), newest
 * first: LAB_WINDOW rows, and LAB_WINDOW more each time `loadOlder` is called.
 */
export function useLabWindow(patientId: string) {
  const query = useChartQuery(KIND, patientId);
  const pages = useInfiniteQuery<Page, Error, { pages: Page[] }, readonly unknown[], string | null>({
    queryKey: recordKeys.index(query, { window: LAB_WINDOW, selectionSet: LAB_FIELDS }),
    queryFn: ({ pageParam }) => records.query(query!, { limit: LAB_WINDOW, nextToken: pageParam, selectionSet: LAB_FIELDS }),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextToken,
    enabled: query !== null,
  });
  const results = useMemo(
    () => (pages.data?.pages ?? []).flatMap((page) => page.items).map(toLab).filter((lab) => !lab.isPanel && lab.component !== ''),
    [pages.data],
  );
  return {
    results,
    hasOlder: pages.hasNextPage,
    loadOlder: () => void pages.fetchNextPage(),
    isLoadingOlder: pages.isFetchingNextPage,
    isLoading: pages.isLoading,
    error: pages.error,
    refetch: pages.refetch,
  };
}

/** The latest TREND_LIMIT results of one component (the GSI11 index), oldest first for drawing. */
export function useLabTrend(patientId: string, component: string | null) {
  const clinicId = useClinicId();
  const query = clinicId && patientId && component ? { ...queries.labComponentTrend(clinicId, patientId, component), sortDirection: 'DESC' as const } : null;
  const page = useIndexPage(query, { limit: TREND_LIMIT, selectionSet: LAB_FIELDS });
  const points = useMemo(() => (page.data?.items ?? []).map(toLab).reverse(), [page.data]);
  return { points, truncated: !!page.data?.nextToken, isLoading: page.isLoading, error: page.error, refetch: page.refetch };
}

export interface LabComponentInput {
  component: string;
  result: string;
  unit: string;
  range: string;
  isAbnormal: boolean;
}

export interface LabInput {
  labType: string;
  /** ISO date-time. */
  dateConducted: string;
  isPanel: boolean;
  components: LabComponentInput[];
}

const componentFields = (c: LabComponentInput) => ({
  Component: c.component,
  Result: c.result,
  Unit: c.unit || null,
  ReferenceRange: c.range || null,
  IsAbnormal: c.isAbnormal,
});

const panelResults = (input: LabInput) =>
  input.components.map((c) => ({ Component: c.component, Result: c.result, Unit: c.unit, ReferenceRange: c.range, IsAbnormal: c.isAbnormal }));

function changed(before: EmrRecord, fields: Record<string, unknown>): Record<string, unknown> {
  const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || JSON.stringify(json(a, a)) === JSON.stringify(b);
  return Object.fromEntries(Object.entries(fields).filter(([key, value]) => !same(before[key], value)));
}

async function createLab(patientId: string, input: LabInput, fixed: Readonly<Record<string, unknown>>): Promise<EmrRecord> {
  const common = { ...fixed, PatientID: patientId, LabType: input.labType, DateConducted: input.dateConducted };
  if (!input.isPanel) return records.create(KIND, { ...common, ...componentFields(input.components[0]!), IsPanel: false });
  const panel = await records.create(KIND, { ...common, IsPanel: true, LabResults: panelResults(input), IsAbnormal: input.components.some((c) => c.isAbnormal) });
  const ids: string[] = [];
  for (const c of input.components) ids.push((await records.create(KIND, { ...common, ...componentFields(c), IsPanel: false, CustomID: panel.id })).id);
  return records.update(panel, { LinkedLabIDs: ids });
}

async function updateLab(lab: Lab, input: LabInput): Promise<EmrRecord> {
  const common = { LabType: input.labType, DateConducted: input.dateConducted };
  if (!lab.isPanel) {
    const changes = changed(lab.record, { ...common, ...componentFields(input.components[0]!) });
    return Object.keys(changes).length ? records.update(lab.record, changes) : lab.record;
  }
  // the panel first: its Version decides whether this edit is stale, before any component changes
  const panelChanges = changed(lab.record, { ...common, LabResults: panelResults(input), IsAbnormal: input.components.some((c) => c.isAbnormal) });
  let panel = Object.keys(panelChanges).length ? await records.update(lab.record, panelChanges) : lab.record;
  const existing = (await Promise.all(lab.linkedIds.map((id) => records.get(id, { selectionSet: LAB_FIELDS })))).filter((row): row is EmrRecord => row !== null);
  const ids: string[] = [];
  for (const [index, c] of input.components.entries()) {
    const row = existing[index];
    const fields = { ...common, ...componentFields(c), IsPanel: false, CustomID: lab.id };
    if (row) {
      const changes = changed(row, fields);
      if (Object.keys(changes).length) await records.update(row, changes);
      ids.push(row.id);
    } else {
      ids.push((await records.create(KIND, { ...fields, PatientID: str(lab.record['PatientID']) })).id);
    }
  }
  for (const row of existing.slice(input.components.length)) await records.remove(row.id);
  if (JSON.stringify(ids) !== JSON.stringify(lab.linkedIds)) panel = await records.update(panel, { LinkedLabIDs: ids });
  return panel;
}

/** Creates a lab (a panel with its component rows) or updates one, keeping the component rows in step. */
/** Saves a lab; a new one (each row of a panel) carries `fixed` too (the visit it is linked to). */
export function useSaveLab(patientId: string, fixed: Readonly<Record<string, unknown>> = {}) {
  return useRecordMutation(({ lab, input }: { lab: Lab | null; input: LabInput }) => (lab ? updateLab(lab, input) : createLab(patientId, input, fixed)));
}

/** Deletes a lab; a panel's component rows go with it (the audit keeps every deleted row). */
export function useDeleteLab() {
  return useRecordMutation(async (lab: Lab) => {
    for (const id of lab.linkedIds) await records.remove(id);
    return records.remove(lab.id);
  });
}
