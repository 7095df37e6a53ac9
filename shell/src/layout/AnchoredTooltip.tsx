/** Fluent's Tooltip at a target it does not wrap, shown while `visible` (DeferredTooltip.tsx loads it and drives it). */
import { Tooltip } from '@fluentui/react-components';

export interface AnchoredTooltipProps {
  content: string;
  target: HTMLElement;
  position?: 'above' | 'below' | 'before' | 'after';
  visible: boolean;
}

export function AnchoredTooltip({ content, target, position = 'above', visible }: AnchoredTooltipProps) {
  return (
    <Tooltip content={content} relationship="inaccessible" visible={visible} positioning={{ position, target }}>
      <span hidden />
    </Tooltip>
  );
}
