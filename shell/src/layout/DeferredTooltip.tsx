/**
 * A visual tooltip (relationship "inaccessible": the target carries its own name) whose code
 * loads with the first hover or focus of its target: Fluent's Tooltip brings its positioning
 * engine (Floating UI; ~17 KB gzip together), which nothing else on the first signed-in page
 * needs. Until then the target stands alone; once the code is there the target is wrapped in the
 * tooltip (mounted again: it takes the focus back if it had it), which opens at once while the
 * pointer or the focus is still on it and behaves as Fluent's from then on.
 */
import type { TooltipProps } from '@fluentui/react-components';
import { type ReactElement, type Ref, cloneElement, useEffect, useRef, useState } from 'react';
import type { OpenTooltipProps } from './OpenTooltip.tsx';

type Handler = (event: never) => void;
type TargetProps = { onPointerEnter?: Handler; onPointerLeave?: Handler; onFocus?: Handler; onBlur?: Handler; ref?: Ref<HTMLElement> };

export interface DeferredTooltipProps {
  content: string;
  positioning?: TooltipProps['positioning'];
  children: ReactElement<TargetProps>;
}

let OpenTooltip: ((props: OpenTooltipProps) => ReactElement) | undefined;
const loadTooltip = () => import('./OpenTooltip.tsx').then((module) => void (OpenTooltip = module.OpenTooltip));

export function DeferredTooltip({ content, positioning, children }: DeferredTooltipProps) {
  // where the pointer and the focus were when the code arrived
  const [first, setFirst] = useState<{ pointer: boolean; focus: boolean } | null>(null);
  const on = useRef({ pointer: false, focus: false });
  const target = useRef<HTMLElement>(null);
  // the target had the focus when it was mounted again: it takes it back
  useEffect(() => {
    if (first?.focus) target.current?.focus();
  }, [first]);
  if (OpenTooltip) {
    return (
      <OpenTooltip content={content} relationship="inaccessible" positioning={positioning} visibleAtFirst={!!first && (first.pointer || first.focus)}>
        {cloneElement(children, { ref: target })}
      </OpenTooltip>
    );
  }
  const props = children.props;
  const track = (what: 'pointer' | 'focus', value: boolean, handler: Handler | undefined) => (event: never) => {
    handler?.(event);
    on.current[what] = value;
    if (value) void loadTooltip().then(() => setFirst({ ...on.current }));
  };
  return cloneElement(children, {
    onPointerEnter: track('pointer', true, props.onPointerEnter),
    onPointerLeave: track('pointer', false, props.onPointerLeave),
    onFocus: track('focus', true, props.onFocus),
    onBlur: track('focus', false, props.onBlur),
  });
}
