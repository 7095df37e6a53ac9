/**
 * `@emr/shared-ui/audit`: audit changes made readable (labelled fields, values in words, before →
 * after). Its own entry, not a Module Federation singleton: the pages that show an audit (the
 * admin's account audit, the chart's access log) bundle it, and no other page loads its strings.
 */
import { addTranslations } from '@emr/shared-ui/core';
import { auditAr, auditEn, auditFr } from './audit/auditTranslations.ts';

void addTranslations('audit', { en: auditEn, fr: auditFr, ar: auditAr });

export * from './audit/AuditChanges.tsx';
export * from './audit/auditFormat.ts';
