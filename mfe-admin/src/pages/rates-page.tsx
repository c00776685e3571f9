import { css, useTheme, type Theme } from '@emotion/react';
import type { NewRate, Rate } from '@seawave/shared-data';
import { businessDayKey } from '@seawave/shared-data/entities';
import { calendarDayText, freightModeLabels, priceAmountText, rateBasisLabels } from '@seawave/shared-data/freight';
import { Button, Notice } from '@seawave/shared-ui';
import { useConfirm } from '@seawave/shared-ui/dialog';
import { PageSpinner, QueryView } from '@seawave/shared-ui/page';
import { useState } from 'react';
import { AdminLayout } from '../components/admin-layout/admin-layout';
import { emptyRateValues, RateForm, rateFormValues } from '../components/rates/rate-form';
import { forArea } from '../components/staff-area/staff-area';
import { withAdminQueries } from '../data/admin-queries';
import { useRates, useRemoveRate, useSaveRate } from '../data/rates';

export const ratesMessages = {
  empty: 'No rates yet. Quotes are priced by the team until a rate matches.',
  failed: 'Error fetching rates. Please try again later.',
  added: 'The rate was added.',
  saved: 'The rate was saved.',
  deleted: 'The rate was deleted.',
  deleteFailed: 'The rate could not be deleted. Please try again.',
  deleteQuestion: 'Are you sure you want to delete this rate?',
} as const;

const laneText = (rate: Rate) => `${rate.originPlace} (${rate.originCountry}) to ${rate.destinationPlace} (${rate.destinationCountry})`;

/** 'Valid', 'Not yet valid' or 'Expired', on today's date in the site's time zone, as the quote function reads it. */
function validity(rate: Rate, today: string): string {
  if (rate.validUntil < today) return 'Expired';
  return rate.validFrom > today ? 'Not yet valid' : 'Valid';
}

const rateHeadings = ['Lane', 'Mode', 'Equipment or basis', 'Amount', 'Valid', 'Transit time', 'Includes', 'Status', 'Actions'];

const cellStyles = (theme: Theme) => css`
  padding: ${theme.space[2]} ${theme.space[3]};
  border-bottom: 1px solid ${theme.colors.border};
  text-align: left;
  vertical-align: top;
`;

interface RatesTableProps {
  rates: readonly Rate[];
  today: string;
  /** The rate being deleted, whose Delete is disabled. */
  deleting: string | null;
  onEdit: (rate: Rate) => void;
  onDelete: (rate: Rate) => void;
}

function RatesTable({ rates, today, deleting, onEdit, onDelete }: RatesTableProps) {
  const theme = useTheme();
  const cell = cellStyles(theme);
  return (
    <div css={css`overflow-x: auto; margin-bottom: ${theme.space[6]};`}>
      <table css={css`border-collapse: collapse; width: 100%;`}>
        <caption css={css`text-align: left; font-weight: 700; margin-bottom: ${theme.space[2]};`}>Rate cards</caption>
        <thead>
          <tr>
            {rateHeadings.map((heading) => (
              <th key={heading} scope="col" css={cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={rate.id}>
              <th scope="row" css={cell}>
                {laneText(rate)}
              </th>
              <td css={cell}>{freightModeLabels[rate.mode]}</td>
              <td css={cell}>{rateBasisLabels[rate.basis]}</td>
              <td css={cell}>
                {priceAmountText({ currency: rate.currency, low: rate.amount, high: rate.amount })}
                {rate.minimum !== undefined ? `, minimum ${priceAmountText({ currency: rate.currency, low: rate.minimum, high: rate.minimum })}` : ''}
              </td>
              <td css={cell}>
                {calendarDayText(rate.validFrom)} to {calendarDayText(rate.validUntil)}
              </td>
              <td css={cell}>{`${rate.transitDays} ${rate.transitDays === 1 ? 'day' : 'days'}`}</td>
              <td css={cell}>{rate.includes}</td>
              <td css={cell}>{validity(rate, today)}</td>
              <td css={cell}>
                <div css={css`display: flex; gap: ${theme.space[2]};`}>
                  <Button variant="secondary" aria-label={`Edit the rate ${laneText(rate)}, ${rateBasisLabels[rate.basis]}`} onClick={() => onEdit(rate)}>
                    Edit
                  </Button>
                  <Button
                    variant="danger"
                    aria-label={`Delete the rate ${laneText(rate)}, ${rateBasisLabels[rate.basis]}`}
                    disabled={deleting === rate.id}
                    onClick={() => onDelete(rate)}
                  >
                    Delete
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The rate cards the quote function prices quotes with: staff of sales only. A quote is priced from a rate whose lane
 * the shipper's origin and destination name (the place, optionally with its country code), of its mode, valid that day.
 */
function RatesPage() {
  const { state, retry } = useRates();
  const save = useSaveRate();
  const remove = useRemoveRate();
  const [editing, setEditing] = useState<Rate | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<{ variant: 'success' | 'error'; text: string } | null>(null);
  const [confirmDialog, confirm] = useConfirm({ confirmLabel: 'Delete', confirmVariant: 'danger' });
  const today = businessDayKey(new Date());

  async function submit(input: NewRate) {
    setNotice(null);
    await save.mutateAsync({ id: editing?.id ?? null, input });
    setNotice({ variant: 'success', text: editing ? ratesMessages.saved : ratesMessages.added });
    setEditing(null);
    setFormKey((key) => key + 1);
  }

  async function handleDelete(rate: Rate) {
    if (!(await confirm(ratesMessages.deleteQuestion, { description: `${rateBasisLabels[rate.basis]}, ${laneText(rate)}.` }))) return;
    setNotice(null);
    try {
      await remove.mutateAsync(rate.id);
      if (editing?.id === rate.id) setEditing(null);
      setNotice({ variant: 'success', text: ratesMessages.deleted });
    } catch (error) {
      console.error('[mfe-admin] could not delete the rate', error);
      setNotice({ variant: 'error', text: ratesMessages.deleteFailed });
    }
  }

  return (
    <AdminLayout title="Rates">
      {notice ? (
        <Notice variant={notice.variant} onDismiss={() => setNotice(null)}>
          <p>{notice.text}</p>
        </Notice>
      ) : null}
      <QueryView state={state} loading={<PageSpinner label="Loading rates" />} errorText={ratesMessages.failed} onRetry={retry} empty={<p>{ratesMessages.empty}</p>}>
        {(rates) => (
          <RatesTable
            rates={rates}
            today={today}
            deleting={remove.isPending ? (remove.variables ?? null) : null}
            onEdit={setEditing}
            onDelete={(rate) => void handleDelete(rate)}
          />
        )}
      </QueryView>
      <h2>{editing ? 'Edit the rate' : 'Add a rate'}</h2>
      <RateForm
        key={editing ? `edit-${editing.id}` : `add-${formKey}`}
        initialValues={editing ? rateFormValues(editing) : emptyRateValues}
        submitLabel={editing ? 'Save rate' : 'Add rate'}
        busyLabel="Saving the rate"
        onSubmit={submit}
        onCancel={editing ? () => setEditing(null) : undefined}
      />
      {confirmDialog}
    </AdminLayout>
  );
}

export default withAdminQueries(forArea('sales', RatesPage));
