import { css } from '@emotion/react';
import type { RefObject } from 'react';

export interface HoneypotFieldProps {
  inputRef: RefObject<HTMLInputElement | null>;
  name?: string;
}

/** Unseen, unreachable and unheard by people; uncontrolled, so a bot setting its value directly is caught too. */
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
