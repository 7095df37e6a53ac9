/**
 * /apps/billing/feeschedule: the clinic's fee schedule — its codes with the clinic's own short
 * descriptions and prices per unit. Billing and admin add, edit and retire entries (the server
 * enforces it); a retired entry stays listed, and claims already written keep their amounts.
 */
import type { AppAbility } from '@emr/domain';
import { Bidi, ConfirmDialog, PageHeader, StateView, errorMessage, formatDate, formatMoney, clinicToday, useAbility, useNotify } from '@emr/shared-ui';
import { Button, Input, Tab, TabList, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { ArchiveRegular } from '@fluentui/react-icons';
import { AddRegular, EditRegular, SearchRegular } from '@emr/shared-ui/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeeEntryDialog } from './FeeEntryDialog.tsx';
import { type FeeEntry, type FeeStatus, useFeeSchedule, useRetireFeeEntry } from './feeSchedule.resource.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  tools: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' },
  search: { minInlineSize: '14rem' },
  wrap: { overflowX: 'auto' },
  table: { minInlineSize: '40rem' },
  num: { textAlign: 'end' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

const STATUSES: readonly FeeStatus[] = ['Active', 'Retired'];

/** Which entry the dialog edits: none (closed), 'new', or an entry. */
type Editing = null | 'new' | FeeEntry;

export function FeeSchedulePage() {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const notify = useNotify();
  const canEdit = useAbility<AppAbility>().can('update', 'FeeScheduleEntry');
  const [status, setStatus] = useState<FeeStatus>('Active');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [retiring, setRetiring] = useState<FeeEntry | null>(null);
  const { entries, isLoading, error, refetch } = useFeeSchedule(status);
  const active = useFeeSchedule('Active');
  const retire = useRetireFeeEntry();
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? entries.filter((e) => e.code.toLowerCase().startsWith(needle) || e.description.toLowerCase().includes(needle)) : entries;
  }, [entries, search]);
  const otherActiveCodes = useMemo(
    () => new Set(active.entries.filter((e) => editing === 'new' || e.id !== editing?.id).map((e) => e.code)),
    [active.entries, editing],
  );

  const confirmRetire = async () => {
    if (!retiring) return;
    try {
      await retire.mutateAsync({ entry: retiring, on: clinicToday() });
      notify('success', t('fees.retired', { code: retiring.code }));
    } catch (e) {
      notify('error', t('fees.saveFailed'), errorMessage(t, e));
    }
    setRetiring(null);
  };

  return (
    <div className={styles.root}>
      <PageHeader
        title={t('fees.title')}
        subtitle={t('fees.subtitle')}
        actions={
          canEdit && (
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')}>
              {t('fees.add')}
            </Button>
          )
        }
      />
      <div className={styles.tools}>
        <TabList selectedValue={status} onTabSelect={(_, data) => setStatus(data.value as FeeStatus)} aria-label={t('fees.views')}>
          {STATUSES.map((s) => (
            <Tab key={s} value={s}>
              {t(`fees.status.${s}`)}
            </Tab>
          ))}
        </TabList>
        <Input className={styles.search} type="search" contentBefore={<SearchRegular />} aria-label={t('fees.search')} placeholder={t('fees.search')} value={search} onChange={(_, data) => setSearch(data.value)} />
      </div>
      <StateView isLoading={isLoading} error={error} onRetry={() => void refetch()} isEmpty={shown.length === 0} emptyTitle={t(search.trim() ? 'fees.noMatch' : `fees.empty.${status}`)}>
        <div className={styles.wrap}>
          <Table className={styles.table} aria-label={t(`fees.status.${status}`)} size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('fees.fields.code')}</TableHeaderCell>
                <TableHeaderCell>{t('fees.fields.description')}</TableHeaderCell>
                <TableHeaderCell className={styles.num}>{t('fees.fields.price')}</TableHeaderCell>
                <TableHeaderCell>{t('fees.fields.startDate')}</TableHeaderCell>
                {status === 'Retired' && <TableHeaderCell>{t('fees.fields.endDate')}</TableHeaderCell>}
                {canEdit && status === 'Active' && <TableHeaderCell>{t('fees.actions')}</TableHeaderCell>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>
                    <Bidi>{entry.code}</Bidi>
                  </TableCell>
                  <TableCell>
                    <Bidi>{entry.description}</Bidi>
                  </TableCell>
                  <TableCell className={styles.num}>
                    <Bidi>{formatMoney(entry.priceCents, i18n.language)}</Bidi>
                  </TableCell>
                  <TableCell>{entry.startDate ? formatDate(entry.startDate, i18n.language) : '—'}</TableCell>
                  {status === 'Retired' && <TableCell>{entry.endDate ? formatDate(entry.endDate, i18n.language) : '—'}</TableCell>}
                  {canEdit && status === 'Active' && (
                    <TableCell>
                      <div className={styles.actions}>
                        <Button appearance="subtle" icon={<EditRegular />} aria-label={t('fees.edit', { code: entry.code })} onClick={() => setEditing(entry)} />
                        <Button appearance="subtle" icon={<ArchiveRegular />} aria-label={t('fees.retire', { code: entry.code })} onClick={() => setRetiring(entry)} />
                      </div>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </StateView>
      {editing && <FeeEntryDialog entry={editing === 'new' ? null : editing} activeCodes={otherActiveCodes} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={retiring !== null}
        title={t('fees.retireTitle', { code: retiring?.code ?? '' })}
        body={t('fees.retireBody')}
        confirmLabel={t('fees.retireConfirm')}
        busy={retire.isPending}
        danger
        onConfirm={() => void confirmRetire()}
        onCancel={() => setRetiring(null)}
      />
    </div>
  );
}
