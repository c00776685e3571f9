import { css } from '@emotion/react';
import type { RefObject } from 'react';

export interface HoneypotFieldProps {
  /** `useForm`'s `honeypotRef`: a submission with this input filled is dropped. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** A name form-filling bots like to fill. */
  name?: string;
}

/**
 * A spam trap: a text input that people never see, reach or hear (off-screen,
 * hidden from assistive technology, out of the tab order, no autofill), but
 * that bots filling every input fill. Uncontrolled, so a bot setting its
 * value directly is caught too.
 */
export function HoneypotField({ inputRef, name = 'website' }: HoneypotFieldProps) {
  return (
    <div
      aria-hidden="true"
      css={css`
        position: absolute;
        left: -10000px;
        top: auto;
        width: 1px;
        height: 1px;
        overflow: hidden;
      `}
    >
      <label>
        Website (leave empty)
        <input ref={inputRef} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
