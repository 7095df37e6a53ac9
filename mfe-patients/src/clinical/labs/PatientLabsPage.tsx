/**
 * PatientLabs: the patient's labs newest first, paged on the server (a chart can hold
 * thousands). Panels are rows that expand to their components; abnormal results carry an
 * icon and a word. Add, edit (with the report file) and delete with confirmation.
 */
import type { AppAbility } from '@emr/domain';
import { Bidi, ConfirmDialog, DangerButton, StateView, TablePager, formatDate, toAppError, useAbility, useNotify } from '@emr/shared-ui';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ChevronDownRegular, ChevronRightRegular, DeleteRegular, EditRegular } from '@emr/shared-ui/icons';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SectionTitle } from '../shared/SectionTitle.tsx';
import { LabEditor } from './LabEditor.tsx';
import { LabFlagText } from './LabFlagText.tsx';
import { type Lab, type LabComponentResult, useDeleteLab, useLabPages } from './labs.resource.ts';

const useStyles = makeStyles({
  tableWrap: { overflowX: 'auto' },
  table: { borderCollapse: 'collapse', inlineSize: '100%' },
  th: {
    textAlign: 'start',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke1,
    fontWeight: tokens.fontWeightSemibold,
  },
  td: {
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
    verticalAlign: 'top',
  },
  child: { paddingInlineStart: tokens.spacingHorizontalXXL, color: tokens.colorNeutralForeground2 },
  abnormalRow: { backgroundColor: tokens.colorPaletteRedBackground1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS },
  flip: { ':dir(rtl)': { transform: 'scaleX(-1)' } },
});

function ComponentCells({ c }: { c: LabComponentResult }) {
  const styles = useStyles();
  return (
    <>
      <td className={styles.td}>
        <Bidi>{c.result}</Bidi>
      </td>
      <td className={styles.td}>
        <Bidi>{c.unit}</Bidi>
      </td>
      <td className={styles.td}>
        <Bidi>{c.range}</Bidi>
      </td>
      <td className={styles.td}>
        <LabFlagText flag={c.flag} />
      </td>
    </>
  );
}

export function PatientLabsPage() {
  const { t, i18n } = useTranslation('patients');
  const styles = useStyles();
  const notify = useNotify();
  const ability = useAbility<AppAbility>();
  const patientId = useParams()['patientId'] ?? '';
  const page = useLabPages(patientId);
  const remover = useDeleteLab();
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<Lab | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Lab | null>(null);
  const canCreate = ability.can('create', 'Lab');
  const canUpdate = ability.can('update', 'Lab');
  const canDelete = ability.can('delete', 'Lab');
  const title = t('labs.title');

  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remover.mutateAsync(deleting);
      notify('success', t('labs.deleted', { name: deleting.labType }));
      setDeleting(null);
    } catch (error) {
      notify('error', t('common:state.errorTitle'), toAppError(error).message);
    }
  };

  const addButton = canCreate ? (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')} disabled={editing !== null}>
      {t('labs.add')}
    </Button>
  ) : undefined;

  return (
    <section>
      <SectionTitle title={title} actions={addButton} />
      {editing !== null && (
        <LabEditor key={editing === 'new' ? 'new' : editing.id} patientId={patientId} lab={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      )}
      <StateView
        isLoading={page.isLoading}
        error={page.error}
        onRetry={() => void page.refetch()}
        isEmpty={page.isEmpty}
        emptyTitle={t('labs.empty')}
      >
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label={title}>
            <thead>
              <tr>
                <th className={styles.th} scope="col">{t('labs.fields.date')}</th>
                <th className={styles.th} scope="col">{t('labs.fields.test')}</th>
                <th className={styles.th} scope="col">{t('labs.fields.result')}</th>
                <th className={styles.th} scope="col">{t('labs.fields.unit')}</th>
                <th className={styles.th} scope="col">{t('labs.fields.range')}</th>
                <th className={styles.th} scope="col">{t('labs.fields.flag')}</th>
                <th className={styles.th} scope="col">{t('labs.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((lab) => {
                const open = expanded.has(lab.id);
                return (
                  <Fragment key={lab.id}>
                    <tr className={lab.flag !== 'normal' ? styles.abnormalRow : undefined}>
                      <td className={styles.td}>{formatDate(lab.date.slice(0, 10), i18n.language)}</td>
                      <td className={styles.td}>
                        {lab.isPanel ? (
                          <Button
                            appearance="transparent"
                            icon={open ? <ChevronDownRegular /> : <ChevronRightRegular className={styles.flip} />}
                            aria-expanded={open}
                            onClick={() => toggle(lab.id)}
                          >
                            <Bidi>{lab.labType}</Bidi>
                          </Button>
                        ) : (
                          <Text>
                            <Bidi>{lab.component && lab.component !== lab.labType ? `${lab.labType}: ${lab.component}` : lab.labType}</Bidi>
                          </Text>
                        )}
                      </td>
                      {lab.isPanel ? (
                        <>
                          <td className={styles.td} colSpan={3}>
                            {t('labs.componentCount', { n: lab.components.length })}
                          </td>
                          <td className={styles.td}>
                            <LabFlagText flag={lab.flag} />
                          </td>
                        </>
                      ) : (
                        <ComponentCells c={lab} />
                      )}
                      <td className={styles.td}>
                        <div className={styles.actions}>
                          {canUpdate && (
                            <Button appearance="subtle" icon={<EditRegular />} aria-label={t('labs.edit', { name: lab.labType, date: formatDate(lab.date.slice(0, 10), i18n.language) })} onClick={() => setEditing(lab)} />
                          )}
                          {canDelete && (
                            <DangerButton appearance="subtle" icon={<DeleteRegular />} aria-label={t('labs.delete', { name: lab.labType, date: formatDate(lab.date.slice(0, 10), i18n.language) })} onClick={() => setDeleting(lab)} />
                          )}
                        </div>
                      </td>
                    </tr>
                    {open &&
                      lab.components.map((c, index) => (
                        <tr key={`${lab.id}-${index}`} className={c.flag !== 'normal' ? styles.abnormalRow : undefined}>
                          <td className={styles.td} />
                          <td className={`${styles.td} ${styles.child}`}>{c.component}</td>
                          <ComponentCells c={c} />
                          <td className={styles.td} />
                        </tr>
                      ))}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
        <TablePager label={t('labs.pages')} pager={page.pager} />
      </StateView>
      <ConfirmDialog
        danger
        open={deleting !== null}
        title={t('common:confirm.deleteTitle')}
        body={deleting?.isPanel ? t('labs.deletePanelBody', { name: deleting.labType, n: deleting.components.length }) : t('labs.deleteBody', { name: deleting?.labType ?? '' })}
        confirmLabel={t('common:actions.delete')}
        busy={remover.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
