import type { VisitStatus } from '@emr/domain/visits';
import { Badge, type BadgeProps } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const COLOR: Record<VisitStatus, BadgeProps['color']> = {
  Scheduled: 'informative',
  CheckedIn: 'warning',
  InProgress: 'brand',
  WrapUp: 'important',
  CheckedOut: 'success',
  Cancelled: 'subtle',
  NoShow: 'danger',
};

export interface VisitStatusBadgeProps {
  status: VisitStatus;
}

export function VisitStatusBadge({ status }: VisitStatusBadgeProps) {
  const { t } = useTranslation('visits');
  return (
    <Badge appearance="tint" color={COLOR[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
