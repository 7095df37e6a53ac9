/** A patient's status (Active, Inactive, Transferred, Deceased) as a badge whose text says it. */
import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const COLOR: Record<string, BadgeProps['color']> = {
  Active: 'success',
  Inactive: 'warning',
  Transferred: 'informative',
  Deceased: 'subtle',
};

export interface PatientStatusBadgeProps {
  status: string;
}

export function PatientStatusBadge({ status }: PatientStatusBadgeProps) {
  const { t } = useTranslation('patients');
  return (
    <Badge appearance="tint" shape="rounded" color={COLOR[status] ?? 'informative'}>
      {t(`patientStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}
