/**
 * One claim being written: header, charge lines, the live total (`claimBalance`) and the
 * scrubber (`scrubClaim`), both from @emr/domain. Save keeps it a draft; submit is offered once
 * the scrubber is clean. A submitted claim is shown read-only with its history; a rejected or
 * denied one is corrected with a reason and submitted again (the server keeps the values before).
 */
import { claimBalance, paths, toCents } from '@emr/domain';
import { RESUBMITTABLE_CLAIM_STATUSES, lastRefusal, resubmissions, scrubClaim } from '@emr/domain/billing';
import { filledSlots } from '@emr/domain/fieldRules';
import { Badge, Button, Card, Field, MessageBar, MessageBarBody, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { Bidi, RouterLink, errorMessage, formatMoney, json, num, clinicToday, useNotify } from '@emr/shared-ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MoneyRegular, PrintRegular } from '@fluentui/react-icons';
import { DocumentRegular } from '@emr/shared-ui/icons';
import { ChargeLinesTable } from './ChargeLinesTable.tsx';
import { ClaimHistoryList } from './ClaimHistoryList.tsx';
import { ClaimHeaderFields } from './ClaimHeaderFields.tsx';
import { ScrubberPanel } from './ScrubberPanel.tsx';
import { Cms1500 } from './Cms1500.tsx';
import { type PatientChoice, type StoredClaim, useClinicians, useSaveClaim } from './claim.resource.ts';
import { type ClaimDraft, type ClaimHeader, type DraftLine, balanceCharges, changeLine, emptyLine, priceUnpricedLines, scrubInput } from './claimDraft.ts';
import { useActivePrices } from '../feeSchedule/feeSchedule.resource.ts';
import { headerProblems, lineProblems } from './claimRules.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  totals: { display: 'flex', gap: tokens.spacingHorizontalXL, flexWrap: 'wrap', alignItems: 'baseline' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});


export interface ClaimFormProps {
  initial: ClaimDraft;
  stored: StoredClaim | null;
  patient: PatientChoice | null;
}

export function ClaimForm({ initial, stored, patient }: ClaimFormProps) {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const save = useSaveClaim();
  const [draft, setDraft] = useState<ClaimDraft>(initial);
  const [showForm, setShowForm] = useState(false);
  const { clinicians } = useClinicians();
  const patientLabel = patient ? `${patient.name} · ${patient.patientId}` : draft.patientId;
  const status = stored?.status ?? 'Draft';
  const history = useMemo(() => json<{ status?: string; from?: string; reason?: string }[]>(stored?.record['ClaimHistory'], []), [stored]);
  const refusal = (RESUBMITTABLE_CLAIM_STATUSES as readonly string[]).includes(status) ? lastRefusal(history) : null;
  const [correcting, setCorrecting] = useState(false);
  const [reason, setReason] = useState('');
  // a submitted claim changes only by its status or a correction with a reason (the server's rule)
  const readOnly = status !== 'Draft' && !correcting;

  const prices = useActivePrices();
  // lines without a charge (visits' "sending" leaves them at 0) the fee schedule can price, on the biller's word
  const priceable = useMemo(() => {
    const priced = priceUnpricedLines(draft.lines, prices);
    return priced.some((line, i) => line !== draft.lines[i]) ? priced : null;
  }, [draft.lines, prices]);
  const findings = useMemo(() => scrubClaim(scrubInput(draft, prices), clinicToday()), [draft, prices]);
  // the fields the server would refuse, in its sentences (the domain's field specs); an empty line's code is marked once a save is tried
  const [tried, setTried] = useState(false);
  const { patientId, insuranceName, memberId, placeOfService, serviceDate } = draft;
  const headerIssues = useMemo(
    () => headerProblems(t, { ...initial, patientId, insuranceName, memberId, placeOfService, serviceDate }),
    [t, initial, patientId, insuranceName, memberId, placeOfService, serviceDate],
  );
  // a line keeps its object until it is edited: its problems are checked again only then, or when the filled slots change
  const filled = filledSlots(draft.diagnoses);
  const checked = useMemo(() => new WeakMap<DraftLine, ReturnType<typeof lineProblems>>(), [t, filled]);
  const lineIssues = useMemo(
    () => new Map(draft.lines.map((line) => [line.key, checked.get(line) ?? checked.set(line, lineProblems(t, line, filled)).get(line)!])),
    [t, checked, draft.lines, filled],
  );
  const invalid = Object.keys(headerIssues).length > 0 || [...lineIssues.values()].some((issues) => Object.keys(issues).length > 0);
  const shownLineIssues = useMemo(
    () => (tried ? lineIssues : new Map(draft.lines.map((line) => [line.key, Object.fromEntries(Object.entries(lineIssues.get(line.key) ?? {}).filter(([field]) => line[field as keyof DraftLine] !== ''))]))),
    [tried, lineIssues, draft.lines],
  );
  const total = useMemo(() => claimBalance(balanceCharges(draft.lines), []).totalCharges, [draft.lines]);
  const money = (dollars: number) => formatMoney(toCents(dollars), i18n.language);

  const setHeader = (changes: Partial<ClaimHeader>) => setDraft((d) => ({ ...d, ...changes }));
  const setLine = (key: string, changes: Partial<DraftLine>) => setDraft((d) => ({ ...d, lines: d.lines.map((l) => (l.key === key ? changeLine(l, changes, prices) : l)) }));

  const run = async (submit: boolean) => {
    setTried(true);
    if (invalid) return;
    try {
      const claimId = await save.mutateAsync({ draft, stored, submit, ...(correcting ? { reason } : {}) });
      notify('success', t(correcting ? 'correction.resubmitted' : submit ? 'claim.submitted' : 'claim.saved'));
      setCorrecting(false);
      if (!stored) await navigate(paths.claimAdd({ claimId }), { replace: true });
    } catch (error) {
      notify('error', t('claim.saveFailed'), errorMessage(t, error));
    }
  };

  return (
    <div className={styles.root}>
      <Card className={styles.card}>
        <div className={styles.actions}>
          <Text weight="semibold">
            <Bidi>{patientLabel}</Bidi>
          </Text>
          <Badge appearance="tint" color={status === 'Draft' ? 'informative' : 'brand'}>
            {t(`status.${status}`, { defaultValue: status })}
          </Badge>
          {stored?.number && <Bidi>{stored.number}</Bidi>}
        </div>
        {refusal && !correcting && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>
              {t(status === 'Denied' ? 'correction.denied' : 'correction.rejected')} {refusal.reason && <Bidi>{refusal.reason}</Bidi>}
            </MessageBarBody>
            <Button appearance="primary" onClick={() => setCorrecting(true)}>
              {t('correction.start')}
            </Button>
          </MessageBar>
        )}
        <ClaimHeaderFields header={draft} readOnly={readOnly} problems={readOnly ? {} : headerIssues} onChange={setHeader} />
      </Card>
      <Card className={styles.card}>
        <Text as="h2" size={500} weight="semibold">
          {t('lines.title')}
        </Text>
        <ChargeLinesTable
          lines={draft.lines}
          readOnly={readOnly}
          problems={shownLineIssues}
          onChange={setLine}
          onAdd={() => setDraft((d) => ({ ...d, lines: [...d.lines, emptyLine()] }))}
          onRemove={(key) => setDraft((d) => ({ ...d, lines: d.lines.filter((l) => l.key !== key) }))}
          keepStored={correcting}
        />
        {priceable && !readOnly && (
          <div className={styles.actions}>
            <Button icon={<MoneyRegular />} onClick={() => setDraft((d) => ({ ...d, lines: priceable }))}>
              {t('lines.fillFromFeeSchedule')}
            </Button>
          </div>
        )}
        <div className={styles.totals}>
          <Text size={500} weight="semibold" aria-live="polite">
            {t('claim.total')} <Bidi>{money(total)}</Bidi>
          </Text>
          {stored && readOnly && (
            <Text>
              {t('claim.remaining')} <Bidi>{money(num(stored.record['RemainingBalance']) ?? total)}</Bidi>
            </Text>
          )}
        </div>
      </Card>
      {!readOnly && (
        <Card className={styles.card}>
          <ScrubberPanel findings={findings} />
          {correcting && (
            <Field label={t('correction.reason')} required hint={t('correction.reasonHint')}>
              <Textarea value={reason} onChange={(_, data) => setReason(data.value)} />
            </Field>
          )}
          <div className={styles.actions}>
            {correcting ? (
              <>
                <Button appearance="primary" disabledFocusable={save.isPending || invalid || findings.length > 0 || !reason.trim()} onClick={() => void run(true)}>
                  {t('correction.resubmit')}
                </Button>
                <Button
                  onClick={() => {
                    setCorrecting(false);
                    setDraft(initial);
                  }}
                >
                  {t('correction.cancel')}
                </Button>
              </>
            ) : (
              <>
                <Button disabled={save.isPending} onClick={() => void run(false)}>
                  {t('claim.saveDraft')}
                </Button>
                <Button appearance="primary" disabledFocusable={save.isPending || invalid || findings.length > 0} onClick={() => void run(true)}>
                  {t('claim.submit')}
                </Button>
              </>
            )}
            {tried && invalid ? <Text>{t('claim.fixFields')}</Text> : findings.length > 0 && <Text>{t('claim.fixToSubmit')}</Text>}
          </div>
        </Card>
      )}
      <div className={styles.actions}>
        {readOnly && stored && <RouterLink to={paths.paymentAdd({ claimId: stored.record.id, patientId: draft.patientId })}>{t('claim.postPayment')}</RouterLink>}
        <Button icon={<DocumentRegular />} aria-expanded={showForm} onClick={() => setShowForm((shown) => !shown)}>
          {t(showForm ? 'print.hide' : 'print.show')}
        </Button>
        <Button icon={<PrintRegular />} onClick={() => { setShowForm(true); setTimeout(() => window.print(), 0); }}>
          {t('print.print')}
        </Button>
      </div>
      {showForm && (
        <Cms1500
          draft={draft}
          claimNumber={stored?.number ?? ''}
          patient={patient}
          providerName={clinicians.find((c) => c.id === draft.providerId)?.name ?? ''}
          paidCents={Math.round((num(stored?.record['TotalPayments']) ?? 0) * 100)}
          resubmission={resubmissions(history) + (correcting ? 1 : 0)}
        />
      )}
      {stored && status !== 'Draft' && <ClaimHistoryList history={stored.record['ClaimHistory']} />}
    </div>
  );
}
