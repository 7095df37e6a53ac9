/**
 * A Latin name, id, number with its unit, phone number or e-mail shown inside text that may run
 * right to left: `<bdi>` keeps its characters in their own order (i18n/bidi.ts says why; `isolate`
 * is the same for strings).
 */
import type { ReactNode } from 'react';

export interface BidiProps {
  children: ReactNode;
  className?: string;
  /** Left to right whatever the page: for a value without letters (a phone number, a date, an amount). */
  dir?: 'ltr';
}

export function Bidi({ children, className, dir }: BidiProps) {
  return <bdi className={className} dir={dir}>{children}</bdi>;
}

/**
 * Any letter of a script with a direction (Latin, Greek, Cyrillic, Hebrew, Arabic…), or a
 * direction mark: a value formatted for Arabic carries its own (`Intl` writes "4‏/9‏/2026" with
 * right-to-left marks), which decide its order.
 */
const DIRECTED = /[\p{L}\u200E\u200F\u061C]/u;

/**
 * A text or number (a table cell, say) isolated; an element is left as it is (it isolates what it
 * needs). A value with letters runs in its first letter's direction; one without any ("(800)
 * 633-4227", "2026-11-24 10:30") left to right: isolated alone, it would take the page's direction
 * and read "633-4227 (800)" in Arabic.
 */
export function isolatedCell(content: ReactNode): ReactNode {
  if (typeof content === 'number') return <Bidi dir="ltr">{content}</Bidi>;
  if (typeof content === 'string') return <Bidi dir={DIRECTED.test(content) ? undefined : 'ltr'}>{content}</Bidi>;
  return content;
}
