/**
 * Where a GLP-1 patient is on the dose escalation (glp1Plan in @emr/domain, which the server
 * enforces): the protocol, the last dose and how many in a row, the doses allowed now and when the
 * next step is. The dose form offers only the allowed doses.
 */
import { type Glp1Plan, type Glp1Protocol, glp1Plan, glp1ProtocolOf } from '@emr/domain/care';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLtr } from '../shared/useLtr.ts';
import type { Dose, ProgramPatient } from './injections.resource.ts';

export interface Glp1Escalation {
  protocol: Glp1Protocol;
  plan: Glp1Plan;
}

/** The patient's escalation from their earlier doses (oldest first), or null when no protocol is known. */
export function glp1Escalation(patient: ProgramPatient, product: string, doses: readonly Dose[]): Glp1Escalation | null {
  const own = doses.filter((dose) => dose.patientId === patient.enrolment.patientId).sort((a, b) => a.at.localeCompare(b.at));
  // the enrolment's protocol, else the product typed, else the product of the last dose
  const protocol = glp1ProtocolOf({ Variation: patient.enrolment.protocol }, { Injection: product || own.at(-1)?.product });
  if (!protocol) return null;
  const earlier = own.map((dose) => dose.mg);
  return { protocol, plan: glp1Plan(protocol, earlier) };
}

export function EscalationNote({ protocol, plan }: Glp1Escalation) {
  const { t } = useTranslation('programs');
  const ltr = useLtr();
  const mg = (value: number) => ltr(`${value} mg`);
  const where = plan.current === null ? t('glp1.first', { dose: mg(plan.allowed[0]!) }) : t('glp1.current', { dose: mg(plan.current), count: plan.dosesAtCurrent });
  const next = !plan.next || plan.current === null ? t('glp1.top') : plan.next.after === 0 ? t('glp1.stepNow', { dose: mg(plan.next.dose) }) : t('glp1.stepAfter', { dose: mg(plan.next.dose), count: plan.next.after });
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        {t('glp1.protocol', { protocol: t(`injectionEnrol.protocols.${protocol}`) })} {where} {plan.current === null ? '' : next}
      </MessageBarBody>
    </MessageBar>
  );
}
