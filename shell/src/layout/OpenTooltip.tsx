/** Fluent's Tooltip, open from its first render when asked (DeferredTooltip.tsx loads it with the first hover or focus). */
import { Tooltip, type TooltipProps } from '@fluentui/react-components';
import { useState } from 'react';

export type OpenTooltipProps = TooltipProps & { visibleAtFirst: boolean };

export function OpenTooltip({ visibleAtFirst, ...props }: OpenTooltipProps) {
  const [visible, setVisible] = useState(visibleAtFirst);
  return <Tooltip {...props} visible={visible} onVisibleChange={(_, data) => setVisible(data.visible)} />;
}
