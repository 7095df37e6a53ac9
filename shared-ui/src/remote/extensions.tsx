/**
 * Extension slots (O3's extensions, ADR 0044): one remote shows a piece another remote owns —
 * the visit page adds a procedure with the chart's own form — without importing its code. The
 * module that fills a slot says so in the catalog (`extensions` in `@emr/domain`) and exposes a
 * module whose `extension()` registers its strings and returns the component; the shell, which
 * loads every remote, sets the loader (`setExtensionLoader`). A slot renders a spinner while
 * the piece loads, an error with retry when its remote is down, and the piece inside an error
 * boundary, so a piece that throws leaves the page that shows it working.
 */
import type { ExtensionSlot as Slot } from '@emr/domain';
import { useQuery } from '@tanstack/react-query';
import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { RemoteErrorPanel } from '../components/RemoteErrorPanel.tsx';
import { StateView } from '../components/StateView.tsx';

/** What each slot's piece is given: the contract between the remote that shows it and the one that fills it. */
export interface ExtensionProps {
  'chart-record-form': ChartRecordFormProps;
}

/** The chart's kinds a visit page adds in place. */
export const CHART_RECORD_FORM_KINDS = ['Lab', 'Imaging', 'Procedure', 'Referral'] as const;
export type ChartRecordFormKind = (typeof CHART_RECORD_FORM_KINDS)[number];

export interface ChartRecordFormProps {
  kind: ChartRecordFormKind;
  patientId: string;
  /** Fields every record it creates carries (the visit it is linked to). */
  fixed: Readonly<Record<string, unknown>>;
  /** Closed, saved or not (a save refreshes every cached record query). */
  onClose: () => void;
}

/** What an exposed extension module exports. */
export interface ExtensionModule<S extends Slot = Slot> {
  extension: () => Promise<ComponentType<ExtensionProps[S]>>;
}

type Loader = (slot: Slot) => Promise<ComponentType<ExtensionProps[Slot]>>;

let loader: Loader = (slot) => Promise.reject(new Error(`No module fills the ${slot} extension slot here`));
let filled: ReadonlySet<Slot> = new Set();

/** Set by the shell: the slots the clinic's modules fill (the manifest) and how a piece loads (Module Federation). */
export function setExtensionLoader(next: Loader, slots: Iterable<Slot>): void {
  loader = next;
  filled = new Set(slots);
}

/** Whether one of the clinic's modules fills the slot (a page offers the action only then). */
export const hasExtension = (slot: Slot): boolean => filled.has(slot);

interface BoundaryProps {
  children: ReactNode;
  fallback: (error: unknown, reset: () => void) => ReactNode;
}

/** React catches a render error only in a class component; this one keeps it inside the slot. */
class ExtensionBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('an extension failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, () => this.setState({ error: null })) : this.props.children;
  }
}

export interface ExtensionSlotProps<S extends Slot> {
  slot: S;
  props: ExtensionProps[S];
}

export function ExtensionSlot<S extends Slot>({ slot, props }: ExtensionSlotProps<S>) {
  const piece = useQuery({ queryKey: ['extension', slot], queryFn: () => loader(slot), staleTime: Infinity, gcTime: Infinity, retry: false });
  const Piece = piece.data as ComponentType<ExtensionProps[S]> | undefined;
  const failed = (error: unknown, retry: () => void) => <RemoteErrorPanel appId={slot} error={error} onRetry={retry} />;
  if (!Piece) return piece.error ? failed(piece.error, () => void piece.refetch()) : <StateView isLoading error={null} isEmpty={false} skeletonRows={2}>{null}</StateView>;
  return (
    <ExtensionBoundary fallback={failed}>
      <Piece {...props} />
    </ExtensionBoundary>
  );
}
