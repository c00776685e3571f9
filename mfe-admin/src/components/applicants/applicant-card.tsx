import { css, useTheme } from '@emotion/react';
import { type Applicant } from '@seawave/shared-data';
import { statusLabels } from '@seawave/shared-data/pipeline';
import { Button, Spinner, visuallyHidden } from '@seawave/shared-ui';
import { CardActions, CardTitle, textLinkStyles, Card } from '@seawave/shared-ui/page';
import { formatDate } from '@seawave/shared-ui/format-date';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../routes.generated';

export interface ApplicantCardProps {
  applicant: Applicant;
  vacancy?: string;
  deleting: boolean;
  onDelete: (applicant: Applicant) => void;
}

export function ApplicantCard({ applicant, vacancy, deleting, onDelete }: ApplicantCardProps) {
  const theme = useTheme();
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId} css={css`height: 100%;`}>
      <CardTitle id={titleId}>
        <Link
          to={paths.applicantDetail.href(applicant.id)}
          css={textLinkStyles(theme)}
        >
          {applicant.name}
        </Link>
      </CardTitle>
      <p css={css`margin: 0; overflow-wrap: anywhere;`}>
        <span css={css`color: ${theme.colors.textMuted};`}>Current position: </span>
        {applicant.position}
      </p>
      {vacancy !== undefined ? (
        <p css={css`margin: 0; overflow-wrap: anywhere;`}>
          <span css={css`color: ${theme.colors.textMuted};`}>Applied for: </span>
          {vacancy}
        </p>
      ) : null}
      <p css={css`margin: 0;`}>
        <span css={css`color: ${theme.colors.textMuted};`}>Status: </span>
        <span data-status={applicant.status}>{statusLabels[applicant.status]}</span>
        {applicant.reference ? <span css={css`color: ${theme.colors.textMuted};`}> · {applicant.reference}</span> : null}
      </p>
      <p css={css`margin: 0;`}>
        <span css={css`color: ${theme.colors.textMuted};`}>Applied on: </span>
        {formatDate(applicant.createdAt)}
      </p>
      <CardActions>
        <Button variant="danger" size="sm" disabled={deleting} onClick={() => onDelete(applicant)}>
          {deleting ? <Spinner label="Deleting" size={16} inverse /> : null}
          Delete<span css={visuallyHidden}> {applicant.name}</span>
        </Button>
      </CardActions>
    </Card>
  );
}
