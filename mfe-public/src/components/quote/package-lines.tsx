import { css, useTheme, type Theme } from '@emotion/react';
import {
  cargoLimits,
  formatDecimal,
  freightModeLabels,
  modeLimitOf,
  packageFields,
  type CargoIssue,
  type FreightMode,
  type PackageField,
  type PackageFlag,
} from '@seawave/shared-data/freight';
import { Button, mq } from '@seawave/shared-ui';
import { checkInputStyles, TextField } from '@seawave/shared-ui/form';
import { useEffect, useId, useRef, useState } from 'react';
import { blankPackageLine, type PackageLineValues } from './quote-validation';

export const packageFieldLabels: Readonly<Record<PackageField, string>> = {
  count: 'Count',
  lengthCm: 'Length (cm)',
  widthCm: 'Width (cm)',
  heightCm: 'Height (cm)',
  grossWeightKg: 'Gross weight per package (kg)',
};

const largest: Readonly<Record<PackageField, string>> = {
  count: `${formatDecimal(cargoLimits.maxCount, 0)} packages`,
  lengthCm: `${formatDecimal(cargoLimits.maxDimensionCm, 0)} cm`,
  widthCm: `${formatDecimal(cargoLimits.maxDimensionCm, 0)} cm`,
  heightCm: `${formatDecimal(cargoLimits.maxDimensionCm, 0)} cm`,
  grossWeightKg: `${formatDecimal(cargoLimits.maxWeightKg, 0)} kg`,
};

const whole = (value: number) => formatDecimal(value, 0);

const byMode = (mode: FreightMode | null) => (mode === null ? 'in any mode' : `by ${freightModeLabels[mode].toLowerCase()}`);

function beyondModeNote(field: PackageField | null, mode: FreightMode | null): string {
  const limit = modeLimitOf(mode);
  const where = byMode(mode);
  switch (field) {
    case 'count':
      return `At most ${whole(limit.count)} packages a line ${where}.`;
    case 'grossWeightKg':
      return `One package weighs at most ${whole(limit.pieceKg)} kg ${where}.`;
    default:
      return `A package is at most ${whole(limit.lengthCm)} × ${whole(limit.widthCm)} × ${whole(limit.heightCm)} cm ${where} (length and width either way round).`;
  }
}

export function packageIssueNote(issue: CargoIssue, mode: FreightMode | null = null): string {
  const field = issue.field;
  switch (issue.problem) {
    case 'required':
      return 'Fill this in too, or clear the whole line.';
    case 'notANumber':
      return 'Enter a number, with a dot for decimals (for example 12.5).';
    case 'notPositive':
      return 'Enter a number greater than 0.';
    case 'notWholeNumber':
      return 'Enter a whole number of packages.';
    case 'tooManyDecimals':
      return `Use at most ${cargoLimits.maxDecimals} decimals.`;
    case 'tooLarge':
      return field ? `Enter at most ${largest[field]}.` : 'This is too large.';
    case 'beyondMode':
      return beyondModeNote(field, mode);
    case 'lineBeyondMode': {
      const limit = modeLimitOf(mode);
      return `Too much for one line ${byMode(mode)}: at most ${whole(limit.lineCbm)} CBM and ${whole(limit.lineKg)} kg a line.`;
    }
    case 'tooManyLines':
      return `At most ${cargoLimits.maxLines} package lines.`;
  }
}

export const STACKABLE_LABEL = 'Stackable';
export const STACKABLE_HINT = 'Untick if nothing may be stacked on these packages.';

const flagRow = (theme: Theme) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  margin: 0 0 ${theme.space[3]};
  ${checkInputStyles(theme)}
  label {
    font-weight: 600;
    color: ${theme.colors.ink};
  }
  p {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
`;

/** A native checkbox named like the line's other fields, so a tick given before the scripts run is read in. */
function StackableField({ name, checked, onChange, disabled }: { name: string; checked: boolean; onChange: (checked: boolean) => void; disabled: boolean }) {
  const theme = useTheme();
  const id = `stackable${useId().replace(/:/g, '-')}`;
  return (
    <div css={flagRow(theme)}>
      <input id={id} type="checkbox" name={name} checked={checked} disabled={disabled} aria-describedby={`${id}-hint`} onChange={(event) => onChange(event.target.checked)} />
      <div>
        <label htmlFor={id}>{STACKABLE_LABEL}</label>
        <p id={`${id}-hint`}>{STACKABLE_HINT}</p>
      </div>
    </div>
  );
}

export interface PackageLinesProps {
  lines: readonly PackageLineValues[];
  onChange: (lines: PackageLineValues[]) => void;
  issues: readonly CargoIssue[];
  /** After a refused send. Before that, a problem shows once the field is left, and a missing value is not asked for while typing. */
  showAll: boolean;
  disabled: boolean;
  mode?: FreightMode | null;
}

const lineStyles = (theme: Theme) => css`
  margin: 0 0 ${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[4]} 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  min-width: 0;
`;

const lineLegendStyles = (theme: Theme) => css`
  padding: 0 ${theme.space[1]};
  font-weight: 600;
  color: ${theme.colors.ink};
`;

const sizeGridStyles = (theme: Theme) => css`
  display: grid;
  gap: 0 ${theme.space[3]};
  grid-template-columns: 1fr 1fr;
  /* The count and the three sizes side by side; the weight, with its longer label, on a row of its own. */
  & > div:last-of-type {
    grid-column: 1 / -1;
  }
  ${mq('md')} {
    grid-template-columns: repeat(4, 1fr);
    & > div:last-of-type {
      grid-column: span 2;
    }
  }
`;

interface PackageLineProps {
  index: number;
  line: PackageLineValues;
  disabled: boolean;
  noteOf: (field: PackageField) => string | undefined;
  onUpdate: (field: PackageField | PackageFlag, value: string | boolean) => void;
  onLeave: (field: PackageField) => void;
  onRemove: () => void;
  countRef: (element: HTMLInputElement | null) => void;
}

function PackageLine({ index, line, disabled, noteOf, onUpdate, onLeave, onRemove, countRef }: PackageLineProps) {
  const theme = useTheme();
  return (
    <fieldset css={lineStyles(theme)}>
      <legend css={lineLegendStyles(theme)}>Package line {index + 1}</legend>
      <div css={sizeGridStyles(theme)}>
        {packageFields.map((field) => (
          <TextField
            key={field}
            label={packageFieldLabels[field]}
            name={`packages.${index}.${field}`}
            inputMode={field === 'count' ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={line[field]}
            onValueChange={(value) => onUpdate(field, value)}
            onBlur={() => onLeave(field)}
            error={noteOf(field)}
            disabled={disabled}
            ref={field === 'count' ? countRef : undefined}
          />
        ))}
      </div>
      <StackableField name={`packages.${index}.stackable`} checked={line.stackable} onChange={(checked) => onUpdate('stackable', checked)} disabled={disabled} />
      <Button
        type="button"
        variant="secondary"
        onClick={onRemove}
        disabled={disabled}
        css={css`
          margin: 0 0 ${theme.space[3]};
        `}
      >
        Remove package line {index + 1}
      </Button>
    </fieldset>
  );
}

type FocusTarget = { line: number } | 'add' | null;

/** Focus follows adds and removes (Count of the new or next line, else Add), so a keyboard user never loses their place. */
export function PackageLines({ lines, onChange, issues, showAll, disabled, mode = null }: PackageLinesProps) {
  const theme = useTheme();
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const focusTarget = useRef<FocusTarget>(null);
  const countInputs = useRef(new Map<number, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const target = focusTarget.current;
    if (target === null) return;
    focusTarget.current = null;
    if (target === 'add') addButton.current?.focus();
    else countInputs.current.get(target.line)?.focus();
  });

  const full = lines.length >= cargoLimits.maxLines;

  const add = () => {
    if (full) return;
    const key = Math.max(0, ...lines.map((line) => line.key)) + 1;
    onChange([...lines, blankPackageLine(key)]);
    focusTarget.current = { line: key };
  };

  const remove = (index: number) => {
    const next = lines.filter((_, i) => i !== index);
    onChange(next);
    const successor = next[index] ?? next[index - 1];
    focusTarget.current = successor ? { line: successor.key } : 'add';
  };

  const update = (index: number, field: PackageField | PackageFlag, value: string | boolean) => {
    onChange(lines.map((line, i) => (i === index ? { ...line, [field]: value } : line)));
  };

  const noteOf = (index: number, line: PackageLineValues, field: PackageField): string | undefined => {
    const issue = issues.find((candidate) => candidate.line === index && candidate.field === field);
    if (!issue) return undefined;
    const shown = showAll || (issue.problem !== 'required' && left.has(`${line.key}:${field}`));
    return shown ? packageIssueNote(issue, mode) : undefined;
  };

  return (
    <div>
      <p
        css={css`
          margin: 0 0 ${theme.space[3]};
          color: ${theme.colors.textMuted};
        `}
      >
        One line per kind of package: how many, the size of one in centimetres, the gross weight of one in kilograms and whether they may be stacked. Up to{' '}
        {cargoLimits.maxLines} lines.
      </p>
      {lines.map((line, index) => (
        <PackageLine
          key={line.key}
          index={index}
          line={line}
          disabled={disabled}
          noteOf={(field) => noteOf(index, line, field)}
          onUpdate={(field, value) => update(index, field, value)}
          onLeave={(field) => {
            const id = `${line.key}:${field}`;
            setLeft((current) => (current.has(id) ? current : new Set(current).add(id)));
          }}
          onRemove={() => remove(index)}
          countRef={(element) => {
            if (element) countInputs.current.set(line.key, element);
            else countInputs.current.delete(line.key);
          }}
        />
      ))}
      <Button ref={addButton} type="button" variant="secondary" onClick={add} disabled={disabled || full}>
        Add package line
      </Button>
    </div>
  );
}
