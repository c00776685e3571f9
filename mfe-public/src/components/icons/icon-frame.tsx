import type { ReactNode } from 'react';

/** The 24 x 24 frame of every icon (decorative: hidden from assistive technology). */
export function IconFrame({ name, size, children }: { name: string; size: number; children: ReactNode }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" data-icon={name}>
      {children}
    </svg>
  );
}
