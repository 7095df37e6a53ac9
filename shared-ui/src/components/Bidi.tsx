/**
 * A Latin name, id, number with its unit, phone number or e-mail shown inside text that may run
 * right to left: `<bdi>` keeps its characters in their own order (i18n/bidi.ts says why; `isolate`
 * is the same for strings).
 */
import type { ReactNode } from 'react';

export interface BidiProps {
  children: ReactNode;
  className?: string;
}

export function Bidi({ children, className }: BidiProps) {
  return <bdi className={className}>{children}</bdi>;
}

/** A text or number (a table cell, say) isolated; an element is left as it is (it isolates what it needs). */
export function isolatedCell(content: ReactNode): ReactNode {
  return typeof content === 'string' || typeof content === 'number' ? <Bidi>{content}</Bidi> : content;
}
