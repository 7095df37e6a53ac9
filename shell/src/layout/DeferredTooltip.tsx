/**
 * A visual tooltip (the target carries its own name) whose code loads with the first hover or
 * focus of its target: Fluent's Tooltip brings its positioning engine (Floating UI; ~17 KB gzip
 * together), which nothing else on the first signed-in page needs. The target is never wrapped
 * nor mounted again (a click on it is never lost); the tooltip is Fluent's, anchored to it, shown
 * and hidden with Fluent's delays (250 ms) on hover and focus, and hidden by Escape.
 */
import { type ReactElement, cloneElement, useEffect, useRef, useState } from 'react';
import type { AnchoredTooltipProps } from './AnchoredTooltip.tsx';

/** Fluent's default show and hide delays. */
const DELAY_MS = 250;

type Handler = (event: never) => void;
type TargetProps = { onPointerEnter?: Handler; onPointerLeave?: Handler; onFocus?: Handler; onBlur?: Handler; ref?: (element: HTMLElement | null) => void };

export interface DeferredTooltipProps {
  content: string;
  positioning?: AnchoredTooltipProps['position'];
  children: ReactElement<TargetProps>;
}

let AnchoredTooltip: ((props: AnchoredTooltipProps) => ReactElement) | undefined;
const loadTooltip = () => import('./AnchoredTooltip.tsx').then((module) => void (AnchoredTooltip = module.AnchoredTooltip));

export function DeferredTooltip({ content, positioning, children }: DeferredTooltipProps) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [visible, setVisible] = useState(false);
  const [, setLoaded] = useState(!!AnchoredTooltip);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const showAfterDelay = (show: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(show), DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!visible) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setVisible(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible]);

  const props = children.props;
  const on = (show: boolean, handler: Handler | undefined) => (event: never) => {
    handler?.(event);
    if (show && !AnchoredTooltip) void loadTooltip().then(() => setLoaded(true));
    showAfterDelay(show);
  };
  return (
    <>
      {cloneElement(children, {
        ref: setTarget,
        onPointerEnter: on(true, props.onPointerEnter),
        onPointerLeave: on(false, props.onPointerLeave),
        onFocus: on(true, props.onFocus),
        onBlur: on(false, props.onBlur),
      })}
      {AnchoredTooltip && target && <AnchoredTooltip content={content} target={target} position={positioning} visible={visible} />}
    </>
  );
}
